// User stories of a user's own jobs, in headless Chromium, one story in order: upload a document and
// see the unseen-completed dot, a document without citations, the jobs list with its filters and a
// confirmed delete, a job opened on /results, and the welcome-back notice of a new tab.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { makeDocx } from '../helpers/make-docx.ts';
import { screenshotBoth, waitForHydration } from './harness.ts';
import { app, fx04, jobIds, open, processAndWait, signedInUser, uploadFile, useScreensApp } from './screens-app.ts';

useScreensApp();

describe('A signed-in user', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await signedInUser('carol.reader@example.com'));
  }, 60_000);
  afterAll(async () => context?.close());

  it('uploads a document and sees the unseen-completed dot on Jobs until it looks at the list', async () => {
    await uploadFile(page, fx04.file);
    await processAndWait(page, 'Processing Complete');
    await page.getByTestId('jobs-dot-unseen').first().waitFor();
    await page.getByRole('link', { name: /^Jobs/ }).first().click();
    await page.waitForURL(`${app.base}/jobs`);
    await page.getByTestId('job-row').first().waitFor();
    await expect.poll(() => page.getByTestId('jobs-dot-unseen').count(), { timeout: 10_000 }).toBe(0);
  });

  it('sees a document without citations as "Document Format Not Supported"', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-docx-'));
    const file = path.join(dir, 'plain-notes.docx');
    fs.writeFileSync(file, makeDocx(['Meeting notes', 'We talked about the budget and the schedule.', 'Nothing here is cited.']));
    await uploadFile(page, file);
    await processAndWait(page, 'No Citations Found');
    await page.getByRole('heading', { name: 'Document Format Not Supported' }).waitFor();
    // The reason in the core's words, without the heading repeated.
    expect(await page.getByTestId('unsupported-reason').textContent()).toMatch(/^No numbered reference list was found/);
    expect(await page.getByTestId('unsupported-format').getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    await screenshotBoth(page, 'results-unsupported');
  });

  it('lists its jobs with stats and filters, and deletes one after confirming', async () => {
    await page.goto(`${app.base}/jobs`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Processing Jobs' }).waitFor();
    await page.getByTestId('job-row').first().waitFor();
    expect(await page.getByRole('button', { name: /^All/ }).textContent()).toMatch(/All\s*2/);
    expect(await page.getByRole('button', { name: /^Completed/ }).textContent()).toMatch(/Completed\s*2/);
    await page.getByRole('button', { name: /^Failed/ }).click();
    await page.getByText('No failed jobs').waitFor();
    await page.getByRole('button', { name: /^All/ }).click();
    await screenshotBoth(page, 'jobs');

    const before = await jobIds(page);
    const target = before.find((j) => j.filename === 'plain-notes.docx');
    expect(target).toBeDefined();
    await page.getByRole('button', { name: 'Delete plain-notes.docx' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Are you sure you want to delete the job "plain-notes.docx"? This action cannot be undone.');
    await screenshotBoth(page, 'jobs-delete-confirm', { fullPage: false });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.locator(`[data-job-id="${target?.id}"]`).count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(async () => (await jobIds(page)).some((j) => j.id === target?.id), { timeout: 10_000 }).toBe(false);
  });

  it('opens a job from the list on /results', async () => {
    await page
      .getByRole('link', { name: `View ${fx04.name}.docx` })
      .first()
      .click();
    await page.waitForURL(/\/results\?jobId=/);
    await page.getByRole('heading', { name: 'Processing Complete' }).waitFor();
    expect(await page.getByTestId('count-citations').textContent()).toBe(String(fx04.expected.citationsFound));
    await page.getByRole('button', { name: 'Show Detailed Processing Logs' }).click();
    await page.getByTestId('log-entry').first().waitFor();
    await page.getByRole('button', { name: 'Hide Detailed Processing Logs' }).waitFor();
    await screenshotBoth(page, 'results-page');
  });

  it('sees a welcome-back notice in a new tab and can restore a recent job from it', async () => {
    const tab = await open(context, '/');
    // A new tab starts with empty session storage.
    const notice = tab.getByTestId('recovery-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Welcome back!');
    await screenshotBoth(tab, 'upload-welcome-back');
    await notice.getByRole('button', { name: `View ${fx04.name}.docx` }).click();
    await tab.waitForURL(`${app.base}/analysis`);
    await tab.getByRole('heading', { name: 'Processing Complete' }).waitFor();
    await tab.goto(`${app.base}/`);
    await waitForHydration(tab);
    // The tab has a current job now: no notice.
    await tab.getByRole('heading', { name: 'Upload Document' }).waitFor();
    expect(await tab.getByTestId('recovery-notice').count()).toBe(0);
    await tab.evaluate(() => sessionStorage.clear());
    await tab.reload();
    await waitForHydration(tab);
    await tab.getByTestId('recovery-notice').getByRole('button', { name: 'Dismiss' }).click();
    await tab.reload();
    await waitForHydration(tab);
    await tab.getByRole('heading', { name: 'Upload Document' }).waitFor();
    expect(await tab.getByTestId('recovery-notice').count()).toBe(0);
    await tab.close();
  });
});
