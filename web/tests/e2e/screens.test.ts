// User stories for every screen in headless Chromium: landing, legal pages and 404 signed out; the
// results page's sign-in round trip; jobs with delete; header, menus and dots; the progress tracker,
// cancel and failure (the job API mocked in the browser for exact states); validation, the
// zero-citation state, the no-credit notice, the recovery notice and settings. Screenshots of each
// screen at 1280×800 and 375×812 go to test-results/screenshots/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { getDb } from '../../app/utils/db.server.ts';
import { makeDocx } from '../helpers/make-docx.ts';
import {
  chromiumMissing,
  completeSignInForm,
  listFixtures,
  newContext,
  launchBrowser,
  PHONE,
  LAPTOP,
  screenshotBoth,
  screenshotsDir,
  signIn,
  startApp,
  warmUp,
  waitForHydration,
} from './harness.ts';
import type { StartedApp } from './harness.ts';

if (chromiumMissing()) throw new Error('Browser tests need /usr/bin/chromium: apt-get install -y chromium (scripts/test installs it).');

const DEMO = 'https://example.com/demo-video';
let app: StartedApp;
let browser: Browser;
const fx04 = listFixtures().find((f) => f.name.startsWith('fx04')) as NonNullable<ReturnType<typeof listFixtures>[number]>;

beforeAll(async () => {
  app = await startApp({ CITE_REPAIR_OFFLINE: '1', DEMO_VIDEO_URL: DEMO, COMPANY_NAME: 'Example Research Tools Inc.', FEEDBACK_EMAIL: 'hello@example.com' });
  browser = await launchBrowser();
  await warmUp(browser, app.base);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function open(context: BrowserContext, pathname: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${app.base}${pathname}`);
  await waitForHydration(page);
  return page;
}

async function uploadFile(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) {
  await page.goto(`${app.base}/`);
  await waitForHydration(page);
  await page.getByTestId('file-input').setInputFiles(file);
}

async function processAndWait(page: Page, heading: string) {
  await page.getByRole('button', { name: 'Process Document with AI' }).click();
  await page.waitForURL(`${app.base}/analysis`);
  await page.getByRole('heading', { name: heading }).waitFor({ timeout: 30_000 });
}

async function jobIds(page: Page): Promise<{ id: string; filename: string }[]> {
  const response = await page.request.get(`${app.base}/api/user/jobs`);
  return (await response.json()) as { id: string; filename: string }[];
}

describe('Signed-out visitors', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext(browser);
  });
  afterAll(async () => context?.close());

  it('see the landing page: 7 problems, the verification claim, the demo link, sign-in and the footer', async () => {
    const page = await open(context, '/');
    await page.getByRole('heading', { name: '7 problems with AI-generated documents' }).waitFor();
    const problems = page.getByRole('heading', { level: 3 }).filter({ hasText: /^Problem \d/ });
    expect(await problems.count()).toBe(7);
    for (const title of [
      'No BibTeX export',
      'Uncited references',
      'Duplicate citations',
      'Wrong bibliographic info',
      'Multiple reference lists',
      'Repeated same-place citations',
      'Incorrect numbering',
    ]) {
      await page.getByRole('heading', { name: `Problem`, exact: false }).filter({ hasText: title }).first().waitFor();
    }
    await page.getByRole('heading', { name: 'Every reference verified with multiple strategies' }).waitFor();
    expect(await page.getByRole('link', { name: 'Watch the demo' }).getAttribute('href')).toBe(DEMO);
    expect(await page.getByRole('link', { name: 'Sign In', exact: true }).getAttribute('href')).toBe('/api/login');
    expect(await page.getByText('AI-Powered Citation Repair').first().isVisible()).toBe(true);
    const footer = page.locator('footer');
    expect(await footer.textContent()).toContain('Example Research Tools Inc.');
    expect(await footer.getByRole('link', { name: 'Send feedback' }).getAttribute('href')).toBe('mailto:hello@example.com');
    expect(await footer.textContent()).toContain('Made in Canada');
    expect(await footer.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(await footer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    await screenshotBoth(page, 'landing');
    await page.close();
  });

  it('cannot reach the internet from the test browser', async () => {
    const page = await context.newPage();
    await expect(page.goto('https://example.com/demo-video')).rejects.toThrow(/ERR_NAME_NOT_RESOLVED/);
    await page.close();
  });

  it('get the 404 page for any other path', async () => {
    const page = await context.newPage();
    const response = await page.goto(`${app.base}/no/such/page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await screenshotBoth(page, 'not-found');
    await page.close();
  });

  it('read the terms and the privacy policy from the database, with a last-updated date', async () => {
    const terms = await open(context, '/terms');
    await terms.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    // One date line, from the page's updatedAt (the seeded HTML carries none of its own).
    expect(await terms.getByText(/Last updated/).allTextContents()).toEqual(['Last updated: August 3, 2025']);
    await terms.getByRole('heading', { level: 2, name: '1. The service' }).waitFor();
    await screenshotBoth(terms, 'terms');
    const privacy = await open(context, '/privacy');
    await privacy.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(await privacy.getByText(/Last updated/).allTextContents()).toEqual(['Last updated: August 3, 2025']);
    await screenshotBoth(privacy, 'privacy');
    await terms.close();
    await privacy.close();
  });

  it('are asked to log in on /jobs and /settings', async () => {
    const jobs = await open(context, '/jobs');
    await jobs.getByText('Please log in to view your processing jobs.').waitFor();
    const settings = await open(context, '/settings');
    await settings.getByText('Please log in to access your settings.').waitFor();
    expect(await settings.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/api/login?returnTo=%2Fsettings');
    await jobs.close();
    await settings.close();
  });
});

describe('A signed-in user', () => {
  let context: BrowserContext;
  let page: Page;
  const email = 'carol.reader@example.com';

  beforeAll(async () => {
    context = await newContext(browser);
    page = await context.newPage();
    await signIn(page, app.base, email);
    // The very first account of a fresh database is an administrator: this story is a plain user's.
    await getDb().user.update({ where: { email }, data: { role: 'user' } });
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
    expect(await page.getByTestId('unsupported-format').getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    await screenshotBoth(page, 'results-unsupported');
  });

  it('has a header with the credits button and a user menu without admin links', async () => {
    await page.goto(`${app.base}/`);
    await waitForHydration(page);
    expect(await page.getByTestId('credits-button').getAttribute('href')).toBe('/settings?tab=credits');
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.textContent()).toContain(email);
    await menu.getByRole('menuitem', { name: 'Settings & History' }).waitFor();
    await menu.getByRole('menuitem', { name: 'Log out' }).waitFor();
    expect(await menu.getByRole('menuitem', { name: 'Admin Panel' }).count()).toBe(0);
    expect(await page.getByTestId('avatar-initials').textContent()).toBe('C');
    await page.screenshot({ path: path.join(screenshotsDir, 'user-menu.laptop.png'), animations: 'disabled' });
    await page.keyboard.press('Escape');
  });

  it('collapses the nav into a dropdown with the credit count on a phone', async () => {
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('menu');
    for (const item of ['Upload', 'Analysis', 'Jobs', 'Settings']) await menu.getByRole('menuitem', { name: new RegExp(`^${item}`) }).waitFor();
    expect(await menu.getByRole('menuitem', { name: /credits$/ }).textContent()).toMatch(/\d+ credits/);
    await page.screenshot({ path: path.join(screenshotsDir, 'nav-menu.phone.png'), animations: 'disabled' });
    await page.keyboard.press('Escape');
    await page.setViewportSize(LAPTOP);
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

  it('shows profile and credits in settings, and a toast when coming back from a cancelled payment', async () => {
    // A bare ?payment=success claims nothing: no purchase was confirmed (issue 12).
    await page.goto(`${app.base}/settings?payment=success`);
    await waitForHydration(page);
    await page.waitForURL(`${app.base}/settings`);
    expect(await page.getByText('Payment Successful!').count()).toBe(0);
    await page.goto(`${app.base}/settings`);
    await waitForHydration(page);
    await page.getByText('Account type').waitFor();
    await screenshotBoth(page, 'settings-profile');
    await page.getByRole('tab', { name: 'Credits & History' }).click();
    await page.waitForURL(`${app.base}/settings?tab=credits`);
    await page.getByTestId('payments-not-configured').waitFor();
    expect(await page.getByTestId('payments-not-configured').textContent()).toContain('Payments are not configured on this server');
    expect(await page.getByRole('button', { name: 'Buy 100 credits' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'View Receipts' }).isDisabled()).toBe(true);
    await page.getByTestId('transactions').getByText('Welcome bonus: 100 free credits').waitFor();
    await page.goto(`${app.base}/settings?payment=cancelled`);
    await waitForHydration(page);
    await page.getByText('Payment Cancelled').first().waitFor();
    await page.waitForURL(`${app.base}/settings`);
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
    const job = () => ({
      id,
      filename: 'long-report.docx',
      status: state.status,
      progress: state.progress,
      currentStep: state.currentStep,
      createdAt: now,
      startedAt: now,
      completedAt: state.status === 'processing' ? null : now,
      errorMessage: state.errorMessage,
      citationsFound: null,
      uniqueReferences: null,
      bibtexEntries: null,
      orphanedReferences: null,
      duplicateRefsRemoved: null,
      totalBibliographyEntries: null,
      successfulLookups: null,
      metadataFoundPercentage: null,
      processingLogs: state.progress >= 50 ? logs : [],
      creditsUsed: null,
      unsupportedFormat: false,
      fileSize: 1000,
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
        files: { create: { kind: 'upload', fileName: filename, contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: bytes.byteLength, bytes } },
      },
    });
  }

  const sessionJobId = (page: Page) => page.evaluate(() => (JSON.parse(sessionStorage.getItem('currentJob') ?? 'null') as { id?: string } | null)?.id);

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

describe('Upload failures and blocking (API answered by the test)', () => {
  it("a refused upload shows the spec's toast and the failed job on /analysis", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, app.base, 'gina.short@example.com');
    // The upload form adds the output form and style as a query string (?marker=…&style=…).
    await page.route((url) => url.pathname === '/api/process', (route) =>
      route.fulfill({
        status: 402,
        json: { error: 'Insufficient credits: You need at least 1 credit to process a document. Please purchase more credits.', title: 'Insufficient Credits' },
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

  it('while a job is processing, the upload area is replaced by the "Processing in Progress" card', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, app.base, 'hugo.busy@example.com');
    const now = new Date().toISOString();
    await page.route('**/api/user/jobs', (route) =>
      route.fulfill({
        json: [
          {
            id: 'busy-1',
            filename: 'thesis-chapter-2.docx',
            status: 'processing',
            progress: 55,
            currentStep: 'Looked up 9 of 31 references',
            createdAt: now,
            startedAt: now,
            completedAt: null,
            errorMessage: null,
            citationsFound: null,
            uniqueReferences: null,
            bibtexEntries: null,
            orphanedReferences: null,
            duplicateRefsRemoved: null,
            totalBibliographyEntries: null,
            successfulLookups: null,
            metadataFoundPercentage: null,
            creditsUsed: null,
            unsupportedFormat: false,
            fileSize: 1000,
          },
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

describe('Clear Session while another job of the same user is processing', () => {
  const sessionJobId = (page: Page) => page.evaluate(() => (JSON.parse(sessionStorage.getItem('currentJob') ?? 'null') as { id?: string } | null)?.id);

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
    // Processing elsewhere (another tab, the CLI): a row the worker is not asked to run.
    const running = await db.job.create({ data: { userId: user.id, filename: 'running-chapter.docx', status: 'processing', progress: 30, currentStep: 'Citations extracted' } });

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
