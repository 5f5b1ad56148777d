// The progress view in headless Chromium, the job API answered by the test for exact states: the five
// steps' colours, the live log, cancelling, and the cancelled panel.
import { describe, expect, it } from 'vitest';
import { newContext, screenshotBoth, signIn, waitForHydration } from './harness.ts';
import { app, browser, jobAnswer, useScreensApp } from './screens-app.ts';

useScreensApp();

describe('The progress view (job API answered by the test)', () => {
  it('colours the five steps by the 20/40/60/80 thresholds, shows the live log, cancels, and shows the failure', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, app.base, 'frank.watcher@example.com');
    const id = 'e2e-job-1';
    const now = new Date().toISOString();
    const logs = [
      {
        id: 'r1',
        citation: '[1] Attention is all you need',
        status: 'success',
        message: 'Matched on Crossref by title and first author',
        strategy: 'crossref',
        timestamp: now,
        metadata: { authors: ['Vaswani', 'Shazeer'], year: 2017, title: 'Attention is all you need', 'container-title': 'NeurIPS' },
      },
      {
        id: 'r2',
        citation: '[2] Deep learning',
        status: 'warning',
        message: 'WARNING: DOI did not resolve; metadata taken from the reference as written',
        strategy: 'parsed',
        timestamp: now,
      },
      {
        id: 'r3',
        citation: '[3] A fabricated reference',
        status: 'error',
        message: 'No record agrees with this reference',
        strategy: 'crossref',
        timestamp: now,
      },
    ];
    const state = { progress: 10, status: 'processing', errorMessage: null as string | null, currentStep: 'Parsing document...' };
    const job = () =>
      jobAnswer({
        id,
        filename: 'long-report.docx',
        status: state.status,
        progress: state.progress,
        currentStep: state.currentStep,
        createdAt: now,
        completedAt: state.status === 'processing' ? null : now,
        errorMessage: state.errorMessage,
        processingLogs: state.progress >= 50 ? logs : [],
      });
    await page.route('**/api/user/jobs', (route) => route.fulfill({ json: [{ ...job(), processingLogs: undefined }] }));
    await page.route(`**/api/jobs/${id}`, (route) => route.fulfill({ json: job() }));
    let cancelCalls = 0;
    await page.route(`**/api/jobs/${id}/cancel`, (route) => {
      cancelCalls += 1;
      state.status = 'failed';
      state.errorMessage = 'Processing cancelled by user';
      state.currentStep = 'Cancelled';
      return route.fulfill({ json: { success: true, message: 'Processing cancelled' } });
    });

    await page.goto(`${app.base}/analysis`);
    await waitForHydration(page);
    const steps = page.locator('[aria-label="Processing steps"] > li');
    const statesAre = async () => steps.evaluateAll((items) => items.map((i) => i.getAttribute('data-state')).join(','));
    await expect.poll(statesAre, { timeout: 10_000 }).toBe('current,pending,pending,pending,pending');
    state.progress = 50;
    state.currentStep = 'Looked up 3 of 12 references';
    await expect.poll(statesAre, { timeout: 10_000 }).toBe('done,done,current,pending,pending');
    await page.getByTestId('extra-references-banner').waitFor();
    await page.getByText('Attention is all you need').first().waitFor();
    await page.getByText('DOI did not resolve; metadata taken from the reference as written').waitFor();
    expect(await page.getByText('WARNING:').count()).toBe(0);
    await screenshotBoth(page, 'analysis-processing');
    state.progress = 70;
    await expect.poll(statesAre, { timeout: 10_000 }).toBe('done,done,done,current,pending');
    state.progress = 90;
    await expect.poll(statesAre, { timeout: 10_000 }).toBe('done,done,done,done,current');
    await expect.poll(() => page.getByTestId('extra-references-banner').count(), { timeout: 10_000 }).toBe(0);

    await page.getByRole('button', { name: 'Cancel Processing' }).click();
    await page.getByText('The document processing has been stopped.').first().waitFor();
    expect(cancelCalls).toBe(1);
    // A cancel is not a failure: "Cancelled", in a neutral panel.
    await page.getByRole('heading', { name: 'Cancelled' }).waitFor({ timeout: 10_000 });
    await page.getByTestId('cancelled-panel').waitFor();
    expect(await page.getByTestId('failed-panel').count()).toBe(0);
    expect(await page.getByTestId('failed-message').textContent()).toBe('The document processing has been stopped.');
    await page.getByRole('button', { name: 'Retry Processing' }).waitFor();
    await page.getByRole('link', { name: 'Try New Document' }).waitFor();
    await page.getByRole('button', { name: 'Clear Session' }).waitFor();
    await screenshotBoth(page, 'analysis-failed');
    await context.close();
  }, 60_000);
});
