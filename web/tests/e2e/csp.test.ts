// The Content-Security-Policy against real pages in headless Chromium: every page of a visitor and of
// a signed-in user loads, hydrates (Remix's inline scripts carry the nonce) and reports no violation —
// in the production build and under Vite's development server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { resetEnv } from '../../app/utils/env.server.ts';
import { startServer } from '../../server/start-server.ts';
import { chromiumMissing, freePort, launchBrowser, newContext, signIn, startApp, waitForHydration } from './harness.ts';

if (chromiumMissing()) throw new Error('Browser tests need /usr/bin/chromium: apt-get install -y chromium (scripts/test installs it).');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

/** Collects CSP violations the page reports (the event and the console message). */
async function watch(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return violations;
}

async function visitAll(base: string): Promise<string[]> {
  const context = await newContext(browser);
  const page = await context.newPage();
  const violations = await watch(page);
  for (const path of ['/', '/terms', '/privacy', '/not-a-page']) {
    const response = await page.goto(`${base}${path}`);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
    await waitForHydration(page);
  }
  await signIn(page, base, `csp-${Date.now()}@example.com`);
  for (const path of ['/', '/jobs', '/settings']) {
    await page.goto(`${base}${path}`);
    await waitForHydration(page);
  }
  // Client-side navigation loads route modules after hydration: they come from 'self'.
  await page
    .getByRole('link', { name: /jobs/i })
    .first()
    .click()
    .catch(() => undefined);
  await page.waitForTimeout(300);
  await context.close();
  return violations;
}

describe('Content-Security-Policy', () => {
  it('the production pages hydrate with no violation', async () => {
    const app = await startApp();
    try {
      expect(await visitAll(app.base)).toEqual([]);
    } finally {
      await app.stop();
    }
  }, 180_000);

  it('Vite development mode still works under its (relaxed) policy', async () => {
    const port = await freePort();
    const base = `http://localhost:${port}`;
    Object.assign(process.env, { PORT: String(port), APP_URL: base, RUN_WORKER: '0', VITE_LOG_LEVEL: 'silent' });
    resetEnv();
    const server = await startServer({ mode: 'development', handleSignals: false, log: () => {} });
    try {
      expect(await visitAll(base)).toEqual([]);
    } finally {
      await server.stop();
    }
  }, 240_000);
});
