// The set-up the screen stories share (tests/e2e/screens-*.test.ts): one app and one browser per test
// file, started by useScreensApp() with the same settings in every file, and the steps those stories
// repeat (open a page, choose a file, process it, list the user's jobs). `app` and `browser` are live
// bindings: they hold the file's app and browser once its beforeAll has run.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { makeUploadingJob } from '../../app/lib/session-job.ts';
import { getDb } from '../../app/utils/db.server.ts';
import { listFixtures, newContext, signIn, startAppAndBrowser, waitForHydration } from './harness.ts';
import type { StartedApp } from './harness.ts';

export const DEMO = 'https://example.com/demo-video';
export const fx04 = listFixtures().find((f) => f.name.startsWith('fx04')) as NonNullable<ReturnType<typeof listFixtures>[number]>;

export let app: StartedApp;
export let browser: Browser;
let stop: (() => Promise<void>) | undefined;

/** Starts the app (offline, with the demo link, company name and feedback address) and a browser for this test file. */
export function useScreensApp(): void {
  beforeAll(async () => {
    ({ app, browser, stop } = await startAppAndBrowser({
      CITE_REPAIR_OFFLINE: '1',
      DEMO_VIDEO_URL: DEMO,
      COMPANY_NAME: 'Example Research Tools Inc.',
      FEEDBACK_EMAIL: 'hello@example.com',
    }));
  }, 120_000);
  afterAll(() => stop?.());
}

/** A new browser context signed in as `email`, with the role of a plain user (no Admin links). */
export async function signedInUser(email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, app.base, email);
  await getDb().user.update({ where: { email }, data: { role: 'user' } });
  return { context, page };
}

export async function open(context: BrowserContext, pathname: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${app.base}${pathname}`);
  await waitForHydration(page);
  return page;
}

export async function uploadFile(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) {
  await page.goto(`${app.base}/`);
  await waitForHydration(page);
  await page.getByTestId('file-input').setInputFiles(file);
}

export async function processAndWait(page: Page, heading: string) {
  await page.getByRole('button', { name: 'Process Document with AI' }).click();
  await page.waitForURL(`${app.base}/analysis`);
  await page.getByRole('heading', { name: heading }).waitFor({ timeout: 30_000 });
}

export async function jobIds(page: Page): Promise<{ id: string; filename: string }[]> {
  const response = await page.request.get(`${app.base}/api/user/jobs`);
  return (await response.json()) as { id: string; filename: string }[];
}

/** The id of the tab's current job (session storage), if any. */
export const sessionJobId = (page: Page) => page.evaluate(() => (JSON.parse(sessionStorage.getItem('currentJob') ?? 'null') as { id?: string } | null)?.id);

/**
 * A job as the job API answers it, every count still empty (the app's own upload placeholder, 1000
 * bytes, started when created): for stories that answer /api/user/jobs and /api/jobs/:id in the
 * browser to show exact states. `fields` override the defaults.
 */
export function jobAnswer(
  fields: { id: string; filename: string; status: string; progress: number; currentStep: string; createdAt: string } & Record<string, unknown>,
) {
  return { ...makeUploadingJob(fields.filename, 1000, new Date(fields.createdAt)), startedAt: fields.createdAt, ...fields };
}
