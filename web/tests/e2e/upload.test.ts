// User stories of the upload screen, in headless Chromium: the keyboard-operable drop area, a refused
// file type, the no-credit notice, and (the API answered by the test) a refused upload and the
// "Processing in Progress" card that replaces the upload area while a job runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { getDb } from '../../app/utils/db.server.ts';
import { newContext, screenshotBoth, signIn, waitForHydration } from './harness.ts';
import { app, browser, fx04, jobAnswer, signedInUser, uploadFile, useScreensApp } from './screens-app.ts';

useScreensApp();

describe('A signed-in user', () => {
  let context: BrowserContext;
  let page: Page;
  const email = 'carol.reader@example.com';

  beforeAll(async () => {
    ({ context, page } = await signedInUser(email));
  }, 60_000);
  afterAll(async () => context?.close());

  it('can open the file chooser from the keyboard (Enter or Space on the drop area)', async () => {
    await page.goto(`${app.base}/`);
    await waitForHydration(page);
    // Headless Chromium reports file choosers unreliably: record the activation of the file input
    // instead (and keep the dialog from opening).
    await page.getByTestId('file-input').evaluate((input) => {
      input.addEventListener('click', (event) => {
        event.preventDefault();
        const w = window as unknown as { fileInputClicks?: number };
        w.fileInputClicks = (w.fileInputClicks ?? 0) + 1;
      });
    });
    const dropzone = page.getByRole('button', { name: 'Drop your document here or click to browse files' });
    await dropzone.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press(' ');
    expect(await page.evaluate(() => (window as unknown as { fileInputClicks?: number }).fileInputClicks)).toBe(2);
  });

  it('is refused a file that is not a Word document, with a toast', async () => {
    await uploadFile(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText('Invalid file type').first().waitFor();
    await page.getByText('Please upload a Word document (.doc or .docx file)').first().waitFor();
    expect(await page.getByTestId('selected-file').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Process Document with AI' }).isDisabled()).toBe(true);
  });

  it('with no credits, sees the notice and a disabled drop area', async () => {
    await getDb().user.update({ where: { email }, data: { credits: 0 } });
    await page.goto(`${app.base}/`);
    await waitForHydration(page);
    const notice = page.getByTestId('no-credits-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('You need credits to process documents. Each document uses credits based on the number of citations found.');
    expect(await notice.getByRole('link', { name: 'Purchase credits to continue.' }).getAttribute('href')).toBe('/settings?tab=credits');
    expect(await page.getByRole('button', { name: 'Drop your document here or click to browse files' }).getAttribute('aria-disabled')).toBe('true');
    await screenshotBoth(page, 'upload-no-credits', { fullPage: false });
    await getDb().user.update({ where: { email }, data: { credits: 100 } });
  });
});

describe('Upload failures and blocking (API answered by the test)', () => {
  it("a refused upload shows the spec's toast and the failed job on /analysis", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, app.base, 'gina.short@example.com');
    // The upload form adds the output form and style as a query string (?marker=…&style=…).
    await page.route(
      (url) => url.pathname === '/api/process',
      (route) =>
        route.fulfill({
          status: 402,
          json: {
            error: 'Insufficient credits: You need at least 1 credit to process a document. Please purchase more credits.',
            title: 'Insufficient Credits',
          },
        }),
    );
    await uploadFile(page, fx04.file);
    await page.getByRole('button', { name: 'Process Document with AI' }).click();
    await page.waitForURL(`${app.base}/analysis`);
    await page.getByText('Insufficient Credits').first().waitFor();
    await page.getByRole('heading', { name: 'Processing Failed' }).waitFor();
    expect(await page.getByTestId('failed-message').textContent()).toBe(
      "You don't have enough credits to process this document. Please purchase more credits to continue.",
    );
    await context.close();
  }, 60_000);

  it('a document just uploaded is not greeted by the "Welcome back!" recovery notice on its way to /analysis', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, app.base, 'ines.fresh@example.com');
    const now = new Date().toISOString();
    const fresh = jobAnswer({
      id: 'fresh-1',
      filename: fx04.name + '.docx',
      status: 'processing',
      progress: 5,
      currentStep: 'Parsing document...',
      createdAt: now,
    });
    await page.route(
      (url) => url.pathname === '/api/process',
      (route) => route.fulfill({ status: 202, json: { jobId: 'fresh-1' } }),
    );
    // Once the upload is accepted, the server's list has the new job (processing, created just now).
    let uploaded = false;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/process') uploaded = true;
    });
    await page.route('**/api/user/jobs', (route) => route.fulfill({ json: uploaded ? [fresh] : [] }));
    await page.route('**/api/jobs/fresh-1', (route) => route.fulfill({ json: fresh }));
    await uploadFile(page, fx04.file);
    // Recorded by the page itself: the notice may only flash during the 500 ms before the redirect.
    await page.evaluate(() => {
      const w = window as unknown as { recoverySeen?: boolean };
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="recovery-notice"]')) w.recoverySeen = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('button', { name: 'Process Document with AI' }).click();
    await page.getByText('Upload successful').first().waitFor();
    // A client-side navigation: the observer keeps watching from the upload until /analysis shows the job.
    await page.waitForURL(`${app.base}/analysis`);
    await page.getByText('Processing your document').waitFor();
    expect(await page.evaluate(() => (window as unknown as { recoverySeen?: boolean }).recoverySeen === true)).toBe(false);
    await context.close();
  }, 60_000);

  it('while a job is processing, the upload area is replaced by the "Processing in Progress" card', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, app.base, 'hugo.busy@example.com');
    const now = new Date().toISOString();
    await page.route('**/api/user/jobs', (route) =>
      route.fulfill({
        json: [
          jobAnswer({
            id: 'busy-1',
            filename: 'thesis-chapter-2.docx',
            status: 'processing',
            progress: 55,
            currentStep: 'Looked up 9 of 31 references',
            createdAt: now,
          }),
        ],
      }),
    );
    await page.goto(`${app.base}/`);
    await waitForHydration(page);
    const card = page.getByTestId('processing-in-progress');
    await card.waitFor();
    expect(await card.textContent()).toContain('thesis-chapter-2.docx');
    expect(await card.getByRole('link', { name: 'View Processing Status' }).getAttribute('href')).toBe('/analysis');
    await card.getByRole('button', { name: 'Clear Session' }).waitFor();
    expect(await page.getByTestId('file-input').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Process Document with AI' }).isDisabled()).toBe(true);
    await page.getByTestId('jobs-dot-processing').first().waitFor();
    await screenshotBoth(page, 'upload-processing', { fullPage: false });
    await context.close();
  }, 60_000);
});
