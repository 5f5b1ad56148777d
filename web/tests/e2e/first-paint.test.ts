// Pages load what they show on first paint (issue 10, ADR 112): the server-rendered HTML of a signed-in
// user's pages already holds their jobs, credits, tokens and results, and of an administrator's pages
// the users, jobs and legal pages; no "Loading…" stands in for them. In the browser, the pages then ask
// no /api/* route for that data while they hydrate (the polling of the job list comes an interval later;
// pages that do not show the list still let the header fetch it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ADMIN_MESSAGES } from '../../app/lib/admin.ts';
import { createApiToken } from '../../app/models/api-token.server.ts';
import { getDb } from '../../app/utils/db.server.ts';
import { signedInUser } from '../helpers/route.ts';
import { chromiumMissing, launchBrowser, newContext, startApp, waitForHydration } from './harness.ts';
import type { StartedApp } from './harness.ts';

let app: StartedApp;

beforeAll(async () => {
  // No worker: the jobs below are rows written by the test, never processed.
  app = await startApp({ RUN_WORKER: '0' });
}, 180_000);
afterAll(async () => {
  await app?.stop();
});

/** The server-rendered HTML of `path` for the holder of `cookie` (no JavaScript runs). */
async function html(path: string, cookie: string): Promise<string> {
  const response = await fetch(`${app.base}${path}`, { headers: { Cookie: cookie }, redirect: 'manual' });
  expect(response.status).toBe(200);
  return response.text();
}

async function jobOf(userId: string, filename: string, status: 'completed' | 'failed' = 'completed') {
  return getDb().job.create({
    data: {
      userId,
      filename,
      status,
      progress: status === 'completed' ? 100 : 0,
      completedAt: new Date(),
      ...(status === 'completed' ? { citationsFound: 7, uniqueReferences: 5, bibtexEntries: 5, creditsUsed: 5 } : { errorMessage: 'Processing failed: test' }),
    },
  });
}

describe('First paint of a signed-in user', () => {
  it('/jobs has the job list in the HTML', async () => {
    const { user, cookie } = await signedInUser();
    await jobOf(user.id, 'first-paint-chapter-one.docx');
    await jobOf(user.id, 'first-paint-chapter-two.docx', 'failed');
    const page = await html('/jobs', cookie);
    expect(page).toContain('first-paint-chapter-one.docx');
    expect(page).toContain('first-paint-chapter-two.docx');
    expect(page).toContain('data-testid="job-row"');
    expect(page).not.toContain('Loading jobs...');
  });

  it('/results has the job, and another user gets the "Failed to load" notice at once', async () => {
    const { user, cookie } = await signedInUser();
    const job = await jobOf(user.id, 'first-paint-results.docx');
    const page = await html(`/results?jobId=${job.id}`, cookie);
    expect(page).toContain('first-paint-results.docx');
    expect(page).not.toContain('Loading job results...');
    const other = await signedInUser();
    const foreign = await html(`/results?jobId=${job.id}`, other.cookie);
    expect(foreign).not.toContain('first-paint-results.docx');
    expect(foreign).toContain('data-testid="results-error"');
  });

  it('/settings has the API tokens, and its credits tab the balance and the transactions', async () => {
    const { user, cookie } = await signedInUser({ credits: 42 });
    await createApiToken(getDb(), user.id, { name: 'first-paint-laptop', expiresInDays: 30, adminScope: false });
    const profile = await html('/settings', cookie);
    expect(profile).toContain('first-paint-laptop');
    const credits = await html('/settings?tab=credits', cookie);
    expect(credits).toMatch(/data-testid="credit-balance"[^>]*>42</);
    expect(credits).toContain('data-testid="transactions"');
    expect(credits).not.toContain('Loading transactions...');
  });

  it('/ shows the "Processing in Progress" card, not the upload area, while a job processes', async () => {
    const { user, cookie } = await signedInUser();
    await getDb().job.create({
      data: { userId: user.id, filename: 'first-paint-busy.docx', status: 'processing', progress: 40, currentStep: 'Looked up 2 of 5 references' },
    });
    const page = await html('/', cookie);
    expect(page).toContain('Processing in Progress');
  });
});

describe('First paint of the administrator screens', () => {
  it('/admin, /admin/users and /admin/content have their data for an administrator, and none for a user', async () => {
    const admin = await signedInUser();
    await getDb().user.update({ where: { id: admin.user.id }, data: { role: 'admin' } });
    const other = await signedInUser({ email: `first-paint-owner-${Date.now()}@example.com` });
    await jobOf(other.user.id, 'first-paint-admin-view.docx');

    const dashboard = await html('/admin', admin.cookie);
    expect(dashboard).toContain('first-paint-admin-view.docx');
    const users = await html('/admin/users', admin.cookie);
    expect(users).toContain(other.user.email);
    expect(users).not.toContain('Loading users...');
    const content = await html('/admin/content', admin.cookie);
    expect(content).toContain('data-testid="page-terms"');

    // A plain user gets the 'Access denied' screen, and no byte of the data.
    for (const path of ['/admin', '/admin/users', '/admin/content']) {
      const page = await html(path, other.cookie);
      expect(page).toContain(path === '/admin/content' ? ADMIN_MESSAGES.contentDenied : ADMIN_MESSAGES.accessDenied);
      expect(page).not.toContain('first-paint-admin-view.docx');
      expect(page).not.toContain(admin.user.email);
    }
  });
});

describe.skipIf(chromiumMissing())('Hydration', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('asks no /api/* route for the data the page came with', async () => {
    const { user, cookie } = await signedInUser();
    await jobOf(user.id, 'first-paint-hydrated.docx');
    await createApiToken(getDb(), user.id, { name: 'first-paint-browser', expiresInDays: 30, adminScope: false });
    const context = await newContext(browser);
    const [name, value] = cookie.split(/=(.*)/s) as [string, string];
    await context.addCookies([{ name, value, url: app.base }]);
    const page = await context.newPage();
    // Each page and the /api/* answers it came with.
    const loaded: Record<string, string[]> = {
      '/jobs': ['/api/user/jobs'],
      '/': ['/api/user/jobs'],
      '/settings': ['/api/tokens'],
      '/settings?tab=credits': ['/api/user/credits', '/api/tokens'],
    };
    for (const [path, apis] of Object.entries(loaded)) {
      const asked: string[] = [];
      const onRequest = (request: { url(): string }) => asked.push(new URL(request.url()).pathname);
      page.on('request', onRequest);
      await page.goto(`${app.base}${path}`);
      await waitForHydration(page);
      // Well inside the job list's first polling interval (2 s on /, 5 s on /jobs).
      await page.waitForTimeout(700);
      page.off('request', onRequest);
      expect(
        asked.filter((p) => apis.includes(p)),
        path,
      ).toEqual([]);
    }
    await context.close();
  }, 60_000);
});
