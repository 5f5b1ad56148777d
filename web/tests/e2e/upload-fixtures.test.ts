// User stories over the real app in headless Chromium: sign in through the local provider, upload each
// fixture document, watch the progress steps, see the counters of the fixture's truth, and download
// the rewritten document, the BibTeX file and the package.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  countBibEntries,
  documentText,
  download,
  listFixtures,
  newContext,
  screenshotBoth,
  signIn,
  startAppAndBrowser,
  startScholarlyMock,
  waitForHydration,
} from './harness.ts';
import type { Fixture, ScholarlyMock, StartedApp } from './harness.ts';

let app: StartedApp;
let browser: Browser;
let mock: ScholarlyMock | null;
let stopApp: (() => Promise<void>) | undefined;

beforeAll(async () => {
  // References are verified against the shared scholarly mock (Crossref/arXiv look-alike); without it
  // the pipeline runs offline, which gives the same counters but fewer author-year markers.
  mock = await startScholarlyMock();
  ({ app, browser, stop: stopApp } = await startAppAndBrowser({}, mock));
}, 120_000);

afterAll(async () => {
  await stopApp?.();
  await mock?.stop();
});

async function uploadAndWaitForResults(page: Page, fixture: Fixture, options: { screenshots?: boolean } = {}) {
  await page.goto(`${app.base}/`);
  await waitForHydration(page);
  await page.getByTestId('file-input').setInputFiles(fixture.file);
  await expect.poll(() => page.getByTestId('selected-file').textContent(), { timeout: 10_000 }).toContain(`${fixture.name}.docx`);
  await page.getByRole('button', { name: 'Process Document with AI' }).click();
  await page.waitForURL(`${app.base}/analysis`);
  // The five steps show while the job runs (and during the pause before the results).
  await page.waitForFunction(() => document.querySelectorAll('[aria-label="Processing steps"] > li').length === 5);
  if (options.screenshots) await screenshotBoth(page, 'analysis-finishing', { fullPage: false });
  await page.getByRole('heading', { name: 'Processing Complete' }).waitFor({ timeout: 30_000 });
  return page.url();
}

async function checkCounters(page: Page, fixture: Fixture) {
  const counter = async (id: string) => Number((await page.getByTestId(id).textContent())?.replace(/,/g, ''));
  expect({
    citationsFound: await counter('count-citations'),
    bibtexEntries: await counter('count-bibtex'),
    orphanedReferences: await counter('count-orphaned'),
    duplicateRefsRemoved: await counter('count-duplicates'),
    creditsUsed: await counter('count-credits'),
  }).toEqual({
    citationsFound: fixture.expected.citationsFound,
    bibtexEntries: fixture.expected.bibtexEntries,
    orphanedReferences: fixture.expected.orphanedReferences,
    duplicateRefsRemoved: fixture.expected.duplicateRefsRemoved,
    creditsUsed: Math.max(1, fixture.expected.bibtexEntries),
  });
}

async function checkDownloads(page: Page, fixture: Fixture) {
  const { readZip } = await import('./harness.ts');
  // The files are kept for OUTPUT_RETENTION_DAYS (30 by default), and the screen says until when.
  const until = new Date(Date.now() + 30 * 86_400_000).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
  const tomorrow = new Date(Date.now() + 31 * 86_400_000).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
  expect([`Available until ${until}`, `Available until ${tomorrow}`]).toContain((await page.getByTestId('files-available-until').textContent())?.trim());
  const docx = await download(page, () => page.getByTestId('download-document').click());
  expect(docx.name).toBe(`${fixture.name}.repaired.docx`);
  const parts = readZip(docx.bytes);
  const xml = parts.get('word/document.xml')?.toString('utf8') ?? '';
  // The default output: live Zotero citations, one field per citation group, and Zotero's bibliography.
  expect((xml.match(/ADDIN ZOTERO_ITEM CSL_CITATION/g) ?? []).length).toBeGreaterThan(0);
  expect(xml).toContain('ADDIN ZOTERO_BIBL');
  expect(parts.get('docProps/custom.xml')?.toString('utf8')).toContain('ZOTERO_PREF_1');

  // The RTF/ODF Scan form of the same job, downloaded without processing again.
  const rtf = await download(page, () => page.getByRole('link', { name: 'Markers for Zotero RTF/ODF Scan' }).click());
  expect(rtf.name).toBe(`${fixture.name}.zotero-scan.docx`);
  const text = documentText(readZip(rtf.bytes).get('word/document.xml')?.toString('utf8') ?? '');
  // Zotero RTF-scan markers replace the numbered citations.
  const markers = text.match(/\{[^{}]+?, (?:\d{4}[a-z]?|n\.d\.)(?:; [^{}]+?, (?:\d{4}[a-z]?|n\.d\.))*\}/g) ?? [];
  expect(markers.length).toBeGreaterThan(0);
  const found = fixture.markers.filter((m) => text.includes(m));
  // The truth's markers appear verbatim; a few depend on how well the metadata was found (offline, the
  // author of a 'Title - Site' reference is unknown), so the bar is 40% with lookups and one without.
  expect(found.length).toBeGreaterThanOrEqual(mock ? Math.ceil(fixture.markers.length * 0.4) : 1);

  const bib = await download(page, () => page.getByTestId('download-bibtex').click());
  expect(bib.name).toBe(`${fixture.name}.bib`);
  expect(countBibEntries(bib.bytes.toString('utf8'))).toBe(fixture.expected.bibtexEntries);
  const csl = await download(page, () => page.getByTestId('download-csljson').click());
  expect(csl.name).toBe(`${fixture.name}.csl.json`);
  expect(JSON.parse(csl.bytes.toString('utf8'))).toHaveLength(fixture.expected.bibtexEntries);

  const pkg = await download(page, () => page.getByTestId('download-zip').click());
  expect(pkg.name).toBe(`${fixture.name}.citations.zip`);
  const names = [...readZip(pkg.bytes).keys()];
  expect(names.some((n) => n.endsWith('.docx'))).toBe(true);
  expect(names.some((n) => n.endsWith('.bib'))).toBe(true);
  expect(names.some((n) => n.endsWith('.csl.json'))).toBe(true);
}

const fixtures = listFixtures();
// 100 free credits each: the fixtures are split over two accounts so that neither runs short.
const groups: [string, Fixture[]][] = [
  ['first.reader@example.com', fixtures.slice(0, 5)],
  ['second.reader@example.com', fixtures.slice(5)],
];

describe('Users can upload a Word document and download the repaired files', () => {
  it('there are fixture documents to upload', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(9);
    expect(fixtures.reduce((n, f) => n + f.expected.bibtexEntries, 0)).toBeGreaterThan(100);
  });

  for (const [email, group] of groups) {
    describe(`as ${email}`, () => {
      let context: BrowserContext;
      let page: Page;
      beforeAll(async () => {
        context = await newContext(browser);
        page = await context.newPage();
        await signIn(page, app.base, email);
      }, 60_000);
      afterAll(async () => {
        await context?.close();
      });

      it('signs in and sees the upload screen with 100 credits', async () => {
        await page.getByRole('heading', { name: 'Upload Document' }).waitFor();
        expect(await page.getByTestId('credits-button').textContent()).toContain('100');
        if (email.startsWith('first')) await screenshotBoth(page, 'upload');
      });

      for (const [index, fixture] of group.entries()) {
        it(`uploads ${fixture.name}, sees the truth's counters and downloads the three files`, async () => {
          await uploadAndWaitForResults(page, fixture, { screenshots: email.startsWith('first') && index === 0 });
          await checkCounters(page, fixture);
          if (email.startsWith('first') && index === 0) await screenshotBoth(page, 'results');
          await checkDownloads(page, fixture);
        }, 60_000);
      }

      it('the credits went down by the BibTeX entries of each document', async () => {
        const spent = group.reduce((n, f) => n + Math.max(1, f.expected.bibtexEntries), 0);
        await page.goto(`${app.base}/settings?tab=credits`);
        await waitForHydration(page);
        await expect.poll(() => page.getByTestId('credit-balance').textContent(), { timeout: 10_000 }).toBe(String(100 - spent));
        await page.getByTestId('transactions').waitFor();
        if (email.startsWith('first')) await screenshotBoth(page, 'settings-credits');
      });
    });
  }
});
