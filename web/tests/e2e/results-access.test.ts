// User stories of who may open a job's results, in headless Chromium: a signed-out visitor is sent to
// sign in and comes back to the results; another user is refused someone else's job.
import { describe, expect, it } from 'vitest';
import { completeSignInForm, newContext, screenshotBoth, signIn, waitForHydration } from './harness.ts';
import { app, browser, fx04, jobIds, processAndWait, uploadFile, useScreensApp } from './screens-app.ts';

useScreensApp();

describe('The results page for a signed-out visitor', () => {
  it('remembers the page, sends the visitor to / to sign in, and comes back to the results afterwards', async () => {
    const owner = await newContext(browser);
    const ownerPage = await owner.newPage();
    await signIn(ownerPage, app.base, 'dave.owner@example.com');
    await uploadFile(ownerPage, fx04.file);
    await processAndWait(ownerPage, 'Processing Complete');
    const [job] = await jobIds(ownerPage);
    expect(job).toBeDefined();
    await owner.close();

    const visitor = await newContext(browser);
    const page = await visitor.newPage();
    const target = `/results?jobId=${job?.id}`;
    await page.goto(`${app.base}${target}`);
    // Spec §2: the target is remembered and the visitor is sent to /, where they sign in.
    await page.waitForURL(`${app.base}/`);
    expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBe(target);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Sign In', exact: true }).click();
    await completeSignInForm(page, 'dave.owner@example.com');
    await page.waitForURL(`${app.base}${target}`);
    await page.getByRole('heading', { name: 'Processing Complete' }).waitFor();
    expect(await page.getByTestId('count-bibtex').textContent()).toBe(String(fx04.expected.bibtexEntries));
    expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBeNull();
    await visitor.close();
  }, 60_000);

  it('Back on results opened directly (an e-mail link, a bookmark) goes to the jobs, not out of the app', async () => {
    const owner = await newContext(browser);
    const page = await owner.newPage();
    await signIn(page, app.base, 'dave.owner@example.com');
    const [job] = await jobIds(page);
    const fresh = await owner.newPage();
    await fresh.goto(`${app.base}/results?jobId=${job?.id}`);
    await waitForHydration(fresh);
    await fresh.getByRole('heading', { name: 'Processing Complete' }).waitFor();
    await fresh.getByRole('button', { name: 'Back' }).click();
    await fresh.waitForURL(`${app.base}/jobs`);
    // Opened from the jobs page, Back returns there by the history.
    await fresh
      .getByRole('link', { name: /^View / })
      .first()
      .click();
    await fresh.waitForURL(/\/results\?jobId=/);
    await fresh.getByRole('button', { name: 'Back' }).click();
    await fresh.waitForURL(`${app.base}/jobs`);
    await owner.close();
  }, 60_000);

  it('shows "Redirecting to login..." while it leaves', async () => {
    // The server-rendered page already says so; the browser leaves as soon as it has hydrated.
    const response = await fetch(`${app.base}/results?jobId=abc`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Redirecting to login...');
  });

  it('another user gets the "Failed to load job results" message for someone else\'s job', async () => {
    const owner = await newContext(browser);
    const ownerPage = await owner.newPage();
    await signIn(ownerPage, app.base, 'dave.owner@example.com');
    const [job] = await jobIds(ownerPage);
    await owner.close();
    const other = await newContext(browser);
    const page = await other.newPage();
    await signIn(page, app.base, 'erin.other@example.com');
    await page.goto(`${app.base}/results?jobId=${job?.id}`);
    await waitForHydration(page);
    await page.getByText('Failed to load job results. The job may not exist or you may not have permission to view it.').waitFor();
    await page.goto(`${app.base}/results`);
    await waitForHydration(page);
    await page.getByText('No job ID specified. Please select a job from the Jobs page.').waitFor();
    await page.goto(`${app.base}/analysis`);
    await waitForHydration(page);
    await page.getByText('No processing jobs found. Upload a document to get started with citation analysis.').waitFor();
    await screenshotBoth(page, 'analysis-no-job');
    await other.close();
  }, 60_000);
});
