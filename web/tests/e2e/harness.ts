// Shared pieces of the browser end-to-end tests: Debian's chromium driven by playwright-core, the real
// app started in this process on a free port (embedded PostgreSQL from the test setup), sign-in through
// the local OpenID provider, screenshots at laptop and phone widths, and reading downloaded zips.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { readZipDirectory, readZipEntry, safeFetch } from '@cite-repair/citation-core';
import type { ResolverDeps } from '@cite-repair/citation-core';
import { freePort, startTestServer } from '../helpers/test-server.ts';
import type { StartedApp } from '../helpers/test-server.ts';

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
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // The browser cannot reach the internet either: no name but the app's own resolves.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
    ],
  });
}

export { freePort };
export type { StartedApp };

/** Newest modification time of the files under `dir` (skipping generated code). */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'generated' || entry.name === 'node_modules') continue;
      newest = Math.max(newest, newestMtime(full));
    } else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * Builds the web app (as scripts/start does) when web/build is older than its sources. The browser
 * tests run the production build: what users run, and immune to Vite's development reloads when
 * another process rewrites a source file mid-test. A lock directory serialises test files.
 */
export async function ensureWebBuild(): Promise<void> {
  const marker = path.join(webDir, 'build', 'server', 'index.js');
  const stale = () => {
    if (!fs.existsSync(marker)) return true;
    const built = fs.statSync(marker).mtimeMs;
    const sources = [path.join(webDir, 'app'), path.join(repoDir, 'packages', 'citation-core', 'src')];
    return sources.some((dir) => newestMtime(dir) > built) || fs.statSync(path.join(webDir, 'vite.config.ts')).mtimeMs > built;
  };
  if (!stale()) return;
  const lock = path.join(os.tmpdir(), `cite-repair-web-build-${Buffer.from(webDir).toString('hex').slice(-24)}.lock`);
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      // Another test file is building; a lock older than 3 minutes is left over from a crash.
      try {
        if (Date.now() - fs.statSync(lock).mtimeMs > 180_000) fs.rmSync(lock, { recursive: true, force: true });
      } catch {}
      if (Date.now() > deadline) throw new Error(`Timed out waiting for the web build lock ${lock}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    if (!stale()) return;
    const { spawnSync } = await import('node:child_process');
    const result = spawnSync(path.join(repoDir, 'node_modules', '.bin', 'remix'), ['vite:build'], {
      cwd: webDir,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error(`The web app did not build:\n${result.stdout}\n${result.stderr}`);
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * The whole app (production build, local sign-in, in-process worker) on a free port of this test file.
 * Lookups are offline unless `mock` (startScholarlyMock) points them at the local look-alike.
 */
export async function startApp(env: Record<string, string> = {}, mock?: ScholarlyMock | null): Promise<StartedApp> {
  await ensureWebBuild();
  return startTestServer({ mode: 'production', env: { ...mock?.env, ...env }, resolverDeps: mock?.resolverDeps });
}

export async function newContext(browser: Browser, viewport: { width: number; height: number } = LAPTOP): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, acceptDownloads: true, locale: 'en-US', timezoneId: 'UTC' });
  context.setDefaultTimeout(20_000);
  return context;
}

/** Waits until React has hydrated the page (root.tsx sets <html data-hydrated> in an effect). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
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
    // Nothing may stick out sideways (a phone would scroll horizontally).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) throw new Error(`${name} is ${overflow}px wider than the ${label} viewport`);
    await page.screenshot({ path: path.join(screenshotsDir, `${name}.${label}.png`), fullPage: options.fullPage ?? true, animations: 'disabled' });
  }
  await page.setViewportSize(original);
}

/**
 * The entries of a zip file: name → bytes, through citation-core's own reader (its limits, CRC and
 * path checks apply to what the app hands out, too).
 */
export function readZip(bytes: Uint8Array): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  for (const entry of readZipDirectory(bytes)) {
    if (entry.name.endsWith('/')) continue;
    entries.set(entry.name, Buffer.from(readZipEntry(bytes, entry)));
  }
  return entries;
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

export interface AppAndBrowser {
  app: StartedApp;
  browser: Browser;
  /** Closes the browser, then stops the app. */
  stop(): Promise<void>;
}

/**
 * What a browser test file starts in its beforeAll: the app (startApp with `env` and `mock`) and
 * headless Chromium, with every screen loaded once.
 */
export async function startAppAndBrowser(env: Record<string, string> = {}, mock?: ScholarlyMock | null): Promise<AppAndBrowser> {
  if (chromiumMissing()) throw new Error('Browser tests need /usr/bin/chromium: apt-get install -y chromium (scripts/test installs it).');
  const app = await startApp(env, mock);
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    await warmUp(browser, app.base);
  } catch (error) {
    await browser?.close();
    await app.stop();
    throw error;
  }
  const started = browser;
  return {
    app,
    browser: started,
    stop: async () => {
      await started.close();
      await app.stop();
    },
  };
}

/** Loads every screen once (first requests warm the server's module and database caches). */
export async function warmUp(browser: Browser, base: string): Promise<void> {
  const context = await newContext(browser);
  const page = await context.newPage();
  for (const p of ['/', '/jobs', '/settings', '/terms', '/privacy', '/not-a-page']) {
    await page.goto(`${base}${p}`, { waitUntil: 'load' }).catch(() => undefined);
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

export interface ScholarlyMock {
  /** Environment that points the resolver at the mock (set before the app starts). */
  env: Record<string, string>;
  /** Sends every landing page the resolver fetches to the mock's copy of it. */
  resolverDeps: Pick<ResolverDeps, 'fetchPage'>;
  stop(): Promise<void>;
}

/**
 * Where the look-alike serves a page: documents link to real sites (and to the look-alike's usual port
 * 18089); it serves each under /site/<host>/<path>. Nothing is fetched from the internet.
 */
export function toLookAlike(url: string, local: string): string {
  const moved = url.replaceAll('127.0.0.1:18089', local);
  return moved.replace(/^https?:\/\/(?!127\.0\.0\.1[:/])([^/?#]+)/i, `http://${local}/site/$1`);
}

/**
 * Starts the shared scholarly-mock (a local Crossref/arXiv/landing-page look-alike, Python 3 standard
 * library) on a free port, so that jobs verify references as they would online. Null when Python or
 * the mock is not there: the tests then run the pipeline offline.
 */
export async function startScholarlyMock(): Promise<ScholarlyMock | null> {
  const script = path.join(fixturesDir(), '..', '..', 'tools', 'scholarly-mock', 'mock_server.py');
  if (!fs.existsSync(script)) return null;
  const { spawn } = await import('node:child_process');
  const port = await freePort();
  const child = spawn('python3', [script, '--port', String(port)], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const failed = await new Promise<boolean>((resolve) => {
    child.once('error', () => resolve(true));
    const deadline = Date.now() + 10_000;
    const probe = async () => {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/__health`);
        if (response.ok) return resolve(false);
      } catch {}
      if (Date.now() > deadline || child.exitCode !== null) return resolve(true);
      setTimeout(probe, 100);
    };
    void probe();
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  if (failed) {
    await stop();
    return null;
  }
  const url = `http://127.0.0.1:${port}`;
  const local = `127.0.0.1:${port}`;
  return {
    resolverDeps: { fetchPage: (pageUrl, options) => safeFetch(toLookAlike(pageUrl, local), options) },
    env: {
      CITE_REPAIR_OFFLINE: '0',
      CROSSREF_API_URL: url,
      ARXIV_API_URL: url,
      CITE_REPAIR_ALLOW_HOSTS: `127.0.0.1:${port}`,
      CROSSREF_SEARCH_RATE: '50',
      CROSSREF_LOOKUP_RATE: '50',
      CROSSREF_CONCURRENCY: '4',
      ARXIV_MIN_INTERVAL_MS: '0',
      CITE_REPAIR_NO_AI: '1',
    },
    stop,
  };
}
