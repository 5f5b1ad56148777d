// User stories of getting past a failed or cancelled job, in headless Chromium: Retry Processing of a
// stored upload (and its refusal without credits), and Clear Session while another job of the same
// user is processing.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../app/utils/db.server.ts';
import { GRAPHILE_SCHEMA, queueKeyFor } from '../../app/utils/queue.server.ts';
import { newContext, screenshotBoth, signIn, waitForHydration } from './harness.ts';
import { app, browser, fx04, jobIds, sessionJobId, useScreensApp } from './screens-app.ts';

useScreensApp();

describe('Retry Processing', () => {
  /** A job that failed in the worker, with its upload stored, as the retry endpoint finds it. */
  async function failedJob(email: string, errorMessage: string) {
    const db = getDb();
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    const bytes = new Uint8Array(fs.readFileSync(fx04.file));
    const filename = `${fx04.name}.docx`;
    return db.job.create({
      data: {
        userId: user.id,
        filename,
        status: 'failed',
        progress: 45,
        currentStep: 'Processing failed',
        errorMessage,
        completedAt: new Date(),
        creditsUsed: 0,
        uploadSize: bytes.byteLength,
        files: {
          create: {
            kind: 'upload',
            fileName: filename,
            contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
            size: bytes.byteLength,
            bytes,
          },
        },
      },
    });
  }

  it('processes the stored upload again as a new job, shown live on /analysis; refusals are toasts', async () => {
    const email = 'ivan.retry@example.com';
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, app.base, email);
    const failed = await failedJob(email, 'Processing failed: the lookup service timed out');

    await page.goto(`${app.base}/analysis`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Processing Failed' }).waitFor();
    expect(await sessionJobId(page)).toBe(failed.id);
    await page.getByRole('button', { name: 'Retry Processing' }).click();
    await page.getByText('Processing restarted').first().waitFor();
    await page.getByRole('heading', { name: 'Processing Complete' }).waitFor({ timeout: 30_000 });
    expect(page.url()).toBe(`${app.base}/analysis`);
    expect(await page.getByTestId('count-citations').textContent()).toBe(String(fx04.expected.citationsFound));
    const retriedId = await sessionJobId(page);
    expect(retriedId).toBeTruthy();
    expect(retriedId).not.toBe(failed.id);
    const jobs = await jobIds(page);
    expect(jobs.map((j) => j.id).sort()).toEqual([failed.id, retriedId].sort());
    expect(new Set(jobs.map((j) => j.filename))).toEqual(new Set([`${fx04.name}.docx`]));

    // From /results: refused without credits (toast, nothing created), then accepted and shown on /analysis.
    const second = await failedJob(email, 'Processing failed: the worker stopped unexpectedly 3 times. Please try again.');
    await getDb().user.update({ where: { email }, data: { credits: 0 } });
    await page.goto(`${app.base}/results?jobId=${second.id}`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Processing Failed' }).waitFor();
    await page.getByRole('button', { name: 'Retry Processing' }).click();
    await page.getByText("You don't have enough credits to process this document. Please purchase more credits to continue.").first().waitFor();
    expect(page.url()).toBe(`${app.base}/results?jobId=${second.id}`);
    expect((await jobIds(page)).length).toBe(3);
    await screenshotBoth(page, 'results-retry-refused', { fullPage: false });

    await getDb().user.update({ where: { email }, data: { credits: 100 } });
    await page.getByRole('button', { name: 'Retry Processing' }).click();
    await page.waitForURL(`${app.base}/analysis`);
    await page.getByRole('heading', { name: 'Processing Complete' }).waitFor({ timeout: 30_000 });
    const thirdId = await sessionJobId(page);
    expect([failed.id, second.id, retriedId]).not.toContain(thirdId);
    expect((await jobIds(page)).map((j) => j.id)).toContain(thirdId);
    await context.close();
  }, 90_000);
});

describe('A job refused for too few credits', () => {
  it('links to the credits tab and offers Retry only once the balance covers the job', async () => {
    const email = 'nina.credits@example.com';
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, app.base, email);
    const db = getDb();
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    await db.user.update({ where: { id: user.id }, data: { credits: 100 } });
    const job = await db.job.create({
      data: {
        userId: user.id,
        filename: 'long-report.docx',
        status: 'failed',
        progress: 40,
        currentStep: 'Insufficient credits',
        errorMessage: 'Insufficient credits: this document needs 120 credits but your balance is 100.',
        completedAt: new Date(),
        creditsUsed: 0,
        citationsFound: 130,
        uniqueReferences: 120,
        uploadSize: 10,
      },
    });

    await page.goto(`${app.base}/results?jobId=${job.id}`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Processing Failed' }).waitFor();
    const link = page.getByRole('link', { name: 'Purchase credits to continue.' });
    expect(await link.getAttribute('href')).toBe('/settings?tab=credits');
    // It could only fail again: no Retry while the balance is short.
    expect(await page.getByRole('button', { name: 'Retry Processing' }).count()).toBe(0);
    await screenshotBoth(page, 'results-insufficient-credits', { fullPage: false });

    await db.user.update({ where: { id: user.id }, data: { credits: 150 } });
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Retry Processing' }).waitFor();
    await link.click();
    await page.waitForURL(`${app.base}/settings?tab=credits`);
    await context.close();
  }, 90_000);
});

describe('Clear Session while another job of the same user is processing', () => {
  it("forgets the tab's job and shows the processing one, on /analysis and on /", async () => {
    const email = 'kim.clear@example.com';
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, app.base, email);
    const db = getDb();
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    const cancelled = await db.job.create({
      data: {
        userId: user.id,
        filename: 'old-draft.docx',
        status: 'failed',
        currentStep: 'Cancelled',
        errorMessage: 'Processing cancelled by user',
        completedAt: new Date(),
        createdAt: new Date(Date.now() - 60_000),
      },
    });
    // Processing elsewhere (another tab, the CLI): a row the worker is not asked to run yet. Its queued
    // task waits an hour, so the worker's sweep does not take it for a job lost before it started
    // (it fails those after 10 s, which a slow run of this test can reach).
    const running = await db.job.create({
      data: { userId: user.id, filename: 'running-chapter.docx', status: 'processing', progress: 30, currentStep: 'Citations extracted' },
    });
    await db.$executeRawUnsafe(
      `SELECT ${GRAPHILE_SCHEMA}.add_job('process_document', json_build_object('jobId', $1::text), job_key := $2, run_at := now() + interval '1 hour')`,
      running.id,
      queueKeyFor(running.id),
    );

    // The tab's current job is the cancelled one.
    await page.goto(`${app.base}/`);
    await waitForHydration(page);
    const stored = await (await page.request.get(`${app.base}/api/jobs/${cancelled.id}`)).json();
    await page.evaluate((job) => {
      sessionStorage.setItem('currentJob', JSON.stringify(job));
      sessionStorage.setItem('currentView', 'results');
    }, stored);
    await page.goto(`${app.base}/analysis`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Cancelled' }).waitFor();
    await page.getByRole('button', { name: 'Clear Session' }).click();
    await page.getByText('running-chapter.docx').first().waitFor({ timeout: 10_000 });
    await expect.poll(() => sessionJobId(page), { timeout: 10_000 }).toBe(running.id);

    await page.goto(`${app.base}/`);
    await waitForHydration(page);
    const card = page.getByTestId('processing-in-progress');
    await card.waitFor();
    await card.getByRole('button', { name: 'Clear Session' }).click();
    await page.waitForLoadState('load');
    await waitForHydration(page);
    // Uploads stay blocked while a job of the user processes (spec §4); the card shows that job.
    await page.getByTestId('processing-in-progress').getByText('running-chapter.docx').waitFor();
    expect(await page.getByTestId('file-input').count()).toBe(0);
    await db.job.update({ where: { id: running.id }, data: { status: 'failed', errorMessage: 'test over', completedAt: new Date() } });
    await context.close();
  }, 60_000);
});
