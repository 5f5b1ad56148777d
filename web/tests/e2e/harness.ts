// Shared pieces of the browser end-to-end tests: Debian's chromium driven by playwright-core, the real
// app started in this process on a free port (embedded PostgreSQL from the test setup), sign-in through
// the local OpenID provider, screenshots at laptop and phone widths, and reading downloaded zips.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import yauzl from 'yauzl';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const here = path.dirname(fileURLToPath(import.meta.url));
export const webDir = path.resolve(here, '..', '..');
export const repoDir = path.resolve(webDir, '..');
export const screenshotsDir = path.join(webDir, 'test-results', 'screenshots');

export const LAPTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 375, height: 812 } as const;

/** The fixture documents: $SHARED_DIR/fixtures/docs, else ../shared/fixtures/docs from the repository root. */
export function fixturesDir(): string {
  const shared = process.env.SHARED_DIR ? path.resolve(process.env.SHARED_DIR) : path.resolve(repoDir, '..', 'shared');
  return path.join(shared, 'fixtures', 'docs');
}

export interface FixtureTruth {
  citationsFound: number;
  bibtexEntries: number;
  orphanedReferences: number;
  duplicateRefsRemoved: number;
  uniqueReferences: number;
}

export interface Fixture {
  name: string;
  file: string;
  expected: FixtureTruth;
  /** Markers the rewritten document should contain (truth instances' expectedMarker). */
  markers: string[];
}

export function listFixtures(): Fixture[] {
  const dir = fixturesDir();
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.docx'))
    .sort()
    .map((f) => {
      const truth = JSON.parse(fs.readFileSync(path.join(dir, f.replace(/\.docx$/, '.truth.json')), 'utf8')) as {
        expected: FixtureTruth;
        instances?: { expectedMarker?: string }[];
      };
      const markers = [...new Set((truth.instances ?? []).map((i) => i.expectedMarker).filter((m): m is string => typeof m === 'string'))];
      return { name: f.replace(/\.docx$/, ''), file: path.join(dir, f), expected: truth.expected, markers };
    });
}

export function chromiumMissing(): boolean {
  return !fs.existsSync(CHROMIUM_PATH);
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

export interface StartedApp {
  base: string;
  stop(): Promise<void>;
}

/** The whole app (Remix on Vite, local sign-in, in-process worker) on a free port of this test file. */
export async function startApp(env: Record<string, string> = {}): Promise<StartedApp> {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  Object.assign(process.env, {
    PORT: String(port),
    APP_URL: base,
    RUN_WORKER: '1',
    WORKER_HEARTBEAT_MS: '1000',
    VITE_LOG_LEVEL: 'silent',
    ...env,
  });
  const { resetEnv } = await import('../../app/utils/env.server.ts');
  resetEnv();
  const { startServer } = await import('../../server/start-server.ts');
  const server = await startServer({ mode: 'development', handleSignals: false, log: () => {} });
  return { base, stop: () => server.stop() };
}

export async function newContext(browser: Browser, viewport: { width: number; height: number } = LAPTOP): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, acceptDownloads: true, locale: 'en-US', timezoneId: 'UTC' });
  context.setDefaultTimeout(20_000);
  return context;
}

/** Waits until React has hydrated the page (Remix sets window.__remixContext; the header turns interactive). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const w = window as unknown as { __remixRouter?: { state?: { initialized?: boolean } } };
    return w.__remixRouter?.state?.initialized === true;
  });
}

/** Signs in through the app's local OpenID provider and lands on `returnTo` (default /). */
export async function signIn(page: Page, base: string, email: string): Promise<void> {
  await page.goto(`${base}/`);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Sign In', exact: true }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${base}/`);
  await waitForHydration(page);
}

/** Fills the local provider's form when the browser is on it (after a redirect to sign in). */
export async function completeSignInForm(page: Page, email: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Saves `<name>.laptop.png` and `<name>.phone.png` (full page) of the current page. */
export async function screenshotBoth(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  fs.mkdirSync(screenshotsDir, { recursive: true });
  const original = page.viewportSize() ?? LAPTOP;
  for (const [label, size] of [
    ['laptop', LAPTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(screenshotsDir, `${name}.${label}.png`), fullPage: options.fullPage ?? true, animations: 'disabled' });
  }
  await page.setViewportSize(original);
}

/** The entries of a zip file: name → bytes. */
export function readZip(bytes: Uint8Array): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(Buffer.from(bytes), { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('not a zip'));
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
          stream.on('error', reject);
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** The visible text of a Word document.xml (runs joined per paragraph). */
export function documentText(xml: string): string {
  return xml
    .split(/<\/w:p>/)
    .map((p) =>
      [...p.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)]
        .map((m) => m[1] ?? '')
        .join('')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'"),
    )
    .join('\n');
}

/** Counts the entries of a BibTeX file. */
export function countBibEntries(bib: string): number {
  return [...bib.matchAll(/^\s*@(\w+)\s*\{/gm)].filter((m) => !/^(comment|string|preamble)$/i.test(m[1] ?? '')).length;
}

/**
 * Loads every screen once so that Vite (development mode) has discovered and pre-bundled the browser
 * dependencies before a test looks: a late discovery reloads the page mid-test. The cache in
 * node_modules/.vite makes this quick after the first run.
 */
export async function warmUp(browser: Browser, base: string): Promise<void> {
  const context = await newContext(browser);
  const page = await context.newPage();
  for (let pass = 0; pass < 2; pass++) {
    for (const p of ['/', '/jobs', '/settings', '/terms', '/privacy', '/results', '/not-a-page']) {
      await page.goto(`${base}${p}`, { waitUntil: 'load' }).catch(() => undefined);
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    }
  }
  await page.goto(`${base}/`);
  await waitForHydration(page);
  await context.close();
}

/** Clicks a download link and returns the downloaded bytes and the suggested file name. */
export async function download(page: Page, trigger: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [event] = await Promise.all([page.waitForEvent('download'), trigger()]);
  const file = await event.path();
  return { name: event.suggestedFilename(), bytes: fs.readFileSync(file) };
}
