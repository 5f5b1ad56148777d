// Pages the server renders and the browser hydrates must agree on every text, whatever the browser's
// time zone and language: a mismatch costs React errors #418/#425/#423 and a full client re-render.
// Opened directly (not by client navigation), with a browser far from the server's UTC.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { getDb } from '../../app/utils/db.server.ts';
import { signIn, waitForHydration } from './harness.ts';
import { app, browser, useScreensApp } from './screens-app.ts';

useScreensApp();

const DAY = 24 * 60 * 60 * 1000;
/** Noon UTC `days` ago: already the next calendar day at UTC+14, so a date written in the browser's zone differs. */
function noonUtc(daysAgo: number): Date {
  const d = new Date(Date.now() - daysAgo * DAY);
  d.setUTCHours(12, 0, 0, 0);
  return d;
}

describe('Server and browser render the same page', () => {
  let context: BrowserContext;
  const email = 'hydra.tz@example.com';

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'de-DE', timezoneId: 'Pacific/Kiritimati' });
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    await signIn(page, app.base, email);
    await page.close();
    const db = getDb();
    const user = await db.user.update({ where: { email }, data: { createdAt: noonUtc(60) } });
    // Dated entries (the ledger is append-only: they are written with their date, and change no balance).
    for (const [i, daysAgo] of [1, 3, 45].entries()) {
      await db.creditTransaction.create({
        data: {
          userId: user.id,
          amount: 0,
          balanceAfter: user.credits,
          kind: 'admin',
          description: `Adjustment ${i}`,
          idempotencyKey: `hydra-${i}`,
          createdAt: noonUtc(daysAgo),
        },
      });
    }
    for (const [i, daysAgo] of [0.5, 2, 40].entries()) {
      const createdAt = new Date(noonUtc(Math.ceil(daysAgo)).getTime());
      await db.job.create({
        data: {
          userId: user.id,
          filename: `paper-${i}.docx`,
          status: i === 1 ? 'failed' : 'completed',
          progress: 100,
          currentStep: i === 1 ? 'Processing failed' : 'Processing complete',
          errorMessage: i === 1 ? 'Processing failed: the lookup service timed out' : null,
          createdAt,
          completedAt: new Date(createdAt.getTime() + 65_000),
          citationsFound: 3,
          uniqueReferences: 3,
          bibtexEntries: 3,
          creditsUsed: 3,
          uploadSize: 10,
        },
      });
    }
    // Cancelled after the citations were counted (spec §4: it ends as failed).
    await db.job.create({
      data: {
        userId: user.id,
        filename: 'cancelled.docx',
        status: 'failed',
        progress: 50,
        currentStep: 'Cancelled',
        errorMessage: 'Processing cancelled by user',
        createdAt: noonUtc(1),
        completedAt: noonUtc(1),
        citationsFound: 22,
        uniqueReferences: 20,
        creditsUsed: 0,
        uploadSize: 10,
      },
    });
  }, 60_000);
  afterAll(async () => context?.close());

  async function consoleErrorsOn(path: string): Promise<{ page: Page; errors: string[] }> {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${app.base}${path}`);
    await waitForHydration(page);
    // React reports a recoverable hydration error just after the commit: give it the time.
    await page.waitForTimeout(1000);
    return { page, errors };
  }

  it('/settings?tab=credits loads without console errors, and shows dates in the browser zone', async () => {
    const { page, errors } = await consoleErrorsOn('/settings?tab=credits');
    expect(errors).toEqual([]);
    await page.getByText('Adjustment 0').waitFor();
    // After hydration the dates are the reader's: noon UTC a day ago is the next day at UTC+14.
    const expected = new Date(noonUtc(1).getTime() + 14 * 60 * 60 * 1000).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    await page.getByText(expected).first().waitFor();
    await page.close();
  });

  it('/settings (profile and API tokens) loads without console errors, and names the server for login', async () => {
    const { page, errors } = await consoleErrorsOn('/settings');
    await page.getByTestId('api-tokens').waitFor();
    expect(errors).toEqual([]);
    expect(await page.getByTestId('api-tokens').textContent()).toContain(`cite-repair login --server ${app.base}`);
    await page.close();
  });

  it('/jobs loads without console errors', async () => {
    const { page, errors } = await consoleErrorsOn('/jobs');
    expect(errors).toEqual([]);
    expect(await page.getByTestId('job-row').count()).toBe(4);
    await page.getByText('2 days ago').first().waitFor();
    // A cancelled job keeps the citations it found, and reads as what it is counted as: failed, cancelled.
    const cancelled = page.getByTestId('job-row').filter({ hasText: 'cancelled.docx' });
    expect(await cancelled.textContent()).toContain('22 citations');
    expect(await cancelled.textContent()).toContain('Last stage: Processing cancelled by user');
    await page.getByText('Failed · 1 cancelled').waitFor();
    expect(await page.getByRole('button', { name: /^Failed/ }).textContent()).toBe('Failed2');
    await page.close();
  });

  it('/results of a job loads without console errors', async () => {
    const job = await getDb().job.findFirstOrThrow({ where: { user: { email }, status: 'completed' }, orderBy: { createdAt: 'desc' } });
    const { page, errors } = await consoleErrorsOn(`/results?jobId=${job.id}`);
    await page.getByRole('heading', { name: 'Processing Complete' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
