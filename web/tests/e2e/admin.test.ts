// User stories of the administrator screens in headless Chromium: the dashboard's three tabs, a model
// change, stale-job clean-up, a credit adjustment with its required reason, a legal page edit, any
// user's results; and a plain user's 'Access denied' screen, hidden Admin links and 403 answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { getDb } from '../../app/utils/db.server.ts';
import { newContext, PHONE, screenshotBoth, signIn, startAppAndBrowser, waitForHydration } from './harness.ts';
import type { StartedApp } from './harness.ts';

let app: StartedApp;
let browser: Browser;
let stopApp: (() => Promise<void>) | undefined;
let adminContext: BrowserContext;
let admin: Page;
let userContext: BrowserContext;
let user: Page;
const ADMIN = 'ada.admin@example.com';
const USER = 'bob.user@example.com';

beforeAll(async () => {
  ({ app, browser, stop: stopApp } = await startAppAndBrowser({ CITE_REPAIR_OFFLINE: '1', ADMIN_EMAILS: ADMIN, STALE_JOB_MINUTES: '5' }));
  adminContext = await newContext(browser);
  admin = await adminContext.newPage();
  await signIn(admin, app.base, ADMIN);
  userContext = await newContext(browser);
  user = await userContext.newPage();
  await signIn(user, app.base, USER);
  await getDb().user.update({ where: { email: USER }, data: { role: 'user' } });
}, 180_000);

afterAll(() => stopApp?.());

async function bobJob(data: { status: 'processing' | 'completed' | 'failed'; filename: string; staleMinutes?: number }) {
  const db = getDb();
  const bob = await db.user.findUniqueOrThrow({ where: { email: USER } });
  const job = await db.job.create({
    data: {
      userId: bob.id,
      filename: data.filename,
      status: data.status,
      ...(data.status === 'completed' ? { completedAt: new Date(), bibtexEntries: 3, citationsFound: 4, uniqueReferences: 3, progress: 100 } : {}),
    },
  });
  if (data.staleMinutes) await db.$executeRaw`UPDATE "Job" SET "updatedAt" = now() - make_interval(mins => ${data.staleMinutes}) WHERE "id" = ${job.id}`;
  return job;
}

describe('An administrator', () => {
  it('sees the Admin link and the dashboard; cleans up a stale job of another user', async () => {
    const done = await bobJob({ status: 'completed', filename: 'finished-report.docx' });
    const stuck = await bobJob({ status: 'processing', filename: 'stuck-report.docx', staleMinutes: 60 });
    await admin.goto(`${app.base}/`);
    await waitForHydration(admin);
    await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await admin.waitForURL(`${app.base}/admin`);
    await admin.getByRole('heading', { name: 'Administrator Dashboard' }).waitFor();
    const table = admin.getByTestId('admin-jobs-table');
    await table.getByText('stuck-report.docx').waitFor();
    expect(await table.textContent()).toContain(done.id.slice(0, 8));
    expect(await table.textContent()).toContain(USER);
    await screenshotBoth(admin, 'admin-history');

    await admin.getByRole('button', { name: 'Clean up stale jobs' }).click();
    await admin.getByText('Updated 1 stale job(s) to failed status.').first().waitFor();
    expect((await getDb().job.findUniqueOrThrow({ where: { id: stuck.id } })).status).toBe('failed');

    // The administrator opens the other user's results.
    await table.getByRole('row').filter({ hasText: 'finished-report.docx' }).getByRole('link', { name: 'View' }).click();
    await admin.waitForURL(`${app.base}/results?jobId=${done.id}`);
    await admin.getByRole('heading', { name: 'Processing Complete' }).waitFor();
  }, 60_000);

  it('reads the AI metrics and changes the model of an AI call', async () => {
    const db = getDb();
    await db.aiCallMetric.create({
      data: { callLocation: 'resolve.web-search', model: 'gpt-5-mini', inputTokens: 1200, outputTokens: 300, costUsd: 0.0106, latencyMs: 850, success: true },
    });
    await admin.goto(`${app.base}/admin`);
    await waitForHydration(admin);
    await admin.getByRole('tab', { name: 'AI Metrics' }).click();
    const metrics = admin.getByTestId('ai-metrics');
    await metrics.getByText('No project access').waitFor();
    expect(await admin.getByTestId('metrics-today').textContent()).toContain('$0.0106');
    expect(await admin.getByTestId('cost-trend').getByRole('listitem').count()).toBe(7);
    await screenshotBoth(admin, 'admin-metrics');

    await admin.getByRole('tab', { name: 'API Configuration' }).click();
    const row = admin.getByTestId('ai-config-resolve.web-search');
    await row.waitFor();
    await row.getByRole('combobox').selectOption('gpt-5-nano');
    await admin.getByText('API configuration has been updated successfully.').first().waitFor();
    expect((await db.aiCallConfig.findUniqueOrThrow({ where: { callLocation: 'resolve.web-search' } })).selectedModel).toBe('gpt-5-nano');
    expect(await admin.getByTestId('migration-summary').textContent()).toContain('gpt-5-nano: 1');
    await row.getByRole('button', { name: /Details/ }).click();
    await admin.getByRole('dialog').getByText('Prompt template').waitFor();
    await admin.keyboard.press('Escape');
  }, 60_000);

  it("adjusts a user's credits only with a reason", async () => {
    await admin.goto(`${app.base}/admin`);
    await waitForHydration(admin);
    await admin.getByRole('link', { name: 'Manage Users' }).click();
    await admin.waitForURL(`${app.base}/admin/users`);
    await admin.getByRole('searchbox', { name: 'Search users' }).fill('bob.');
    const table = admin.getByTestId('users-table');
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await table.getByRole('button', { name: `Update credits of ${USER}` }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Credits').fill('250');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Please provide a reason for the credit adjustment').first().waitFor();
    expect((await getDb().user.findUniqueOrThrow({ where: { email: USER } })).credits).toBe(100);
    await dialog.getByLabel('Reason').fill('Conference bonus');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('User credits updated successfully').first().waitFor();
    expect((await getDb().user.findUniqueOrThrow({ where: { email: USER } })).credits).toBe(250);
    await table.getByRole('cell', { name: '250' }).waitFor();
    await screenshotBoth(admin, 'admin-users');
  }, 60_000);

  it('edits the terms page; scripts never reach the page', async () => {
    await admin.goto(`${app.base}/admin/content`);
    await waitForHydration(admin);
    const terms = admin.getByTestId('page-terms');
    await terms.getByRole('button', { name: 'Edit' }).click();
    await terms.getByLabel('Title').fill('Terms of Use');
    await terms.getByLabel('Content (HTML)').fill('<h2>Rules</h2><p>Be kind.</p><script>window.pwned = 1</script><p onclick="window.pwned = 2">Click</p>');
    await terms.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Terms of Use has been updated successfully').first().waitFor();
    expect(await admin.getByTestId('preview-terms').textContent()).toBe('Rules Be kind. Click');
    await screenshotBoth(admin, 'admin-content');
    await admin.goto(`${app.base}/terms`);
    await waitForHydration(admin);
    await admin.getByRole('heading', { name: 'Terms of Use' }).first().waitFor();
    await admin.getByText('Be kind.').click();
    await admin.getByText('Click').click();
    expect(await admin.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  }, 60_000);
});

describe('A user who is not an administrator', () => {
  it('sees no Admin link, the Access denied screen and toast, and gets 403 from admin calls', async () => {
    await user.goto(`${app.base}/`);
    await waitForHydration(user);
    expect(await user.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await user.goto(`${app.base}/admin`);
    await waitForHydration(user);
    await user.getByText('Access denied. Administrator privileges required to view this page.').waitFor();
    await user.getByText("You don't have permission to access this page").first().waitFor();
    expect(await user.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
    await user.goto(`${app.base}/admin/content`);
    await waitForHydration(user);
    await user.getByText('You do not have permission to access this page.').waitFor();
    // Same-origin calls from the page: the server refuses them whatever the screen shows.
    const statuses = await user.evaluate(async () => {
      const get = await fetch('/api/admin/users');
      const post = await fetch('/api/admin/delete-failed-jobs', { method: 'POST' });
      return [get.status, post.status];
    });
    expect(statuses).toEqual([403, 403]);
  });

  it('sees the processing dot on the phone menu button', async () => {
    const db = getDb();
    const bob = await db.user.findUniqueOrThrow({ where: { email: USER } });
    // One processing job per user: make one unless an earlier story left one.
    if ((await db.job.count({ where: { userId: bob.id, status: 'processing' } })) === 0) {
      await db.job.create({ data: { userId: bob.id, filename: 'running.docx', status: 'processing' } });
    }
    await user.setViewportSize(PHONE);
    await user.goto(`${app.base}/jobs`);
    await waitForHydration(user);
    await user.getByRole('button', { name: 'Open navigation menu' }).getByTestId('jobs-dot-processing').waitFor();
  });
});
