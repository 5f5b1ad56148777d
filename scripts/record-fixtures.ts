// Records the HTTP answers the resolver unit tests replay (packages/citation-core/test/fixtures/http/):
// real response shapes from the scholarly look-alike (Crossref JSON, arXiv Atom, landing pages).
//
//   npx tsx scripts/record-fixtures.ts            # starts the look-alike on a free port, records, stops it
//   npx tsx scripts/record-fixtures.ts --url http://127.0.0.1:18089   # records from a running one
//
// Each fixture is listed in manifest.json with the request that produced it, so tests can serve them
// by request. Re-run after the look-alike changes; review the diff like any other change.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'packages/citation-core/test/fixtures/http');
const mockScript = path.resolve(root, '../shared/tools/scholarly-mock/mock_server.py');
const extraRecords = path.join(outDir, 'mock-extra-records.json');

type Kind = 'crossref-work' | 'crossref-search' | 'arxiv' | 'page';

interface Recording {
  /** Path below outDir. */
  file: string;
  kind: Kind;
  /** Path and query as requested (the key tests serve it by). */
  request: string;
  note: string;
}

const query = (params: Record<string, string>): string => new URLSearchParams(params).toString();

const RECORDINGS: Recording[] = [
  { kind: 'crossref-work', file: 'crossref/10.1038_nature06032.json', request: '/works/10.1038/nature06032', note: 'journal article, full record' },
  {
    kind: 'crossref-work',
    file: 'crossref/10.1038_nrg2636.json',
    request: '/works/10.1038/nrg2636',
    note: 'Farnham 2009, cited truncated and misspelled in fx06',
  },
  {
    kind: 'crossref-work',
    file: 'crossref/10.1002_1521-3773_20020715_41_14_2596_aid-anie2596_3.0.co_2-4.json',
    request: `/works/${encodeURIComponent('10.1002/1521-3773(20020715)41:14<2596::AID-ANIE2596>3.0.CO;2-4')}`,
    note: 'SICI DOI; fx09 attaches it to an invented title (doi-mismatch)',
  },
  {
    kind: 'crossref-work',
    file: 'crossref/10.1126_science.290.5496.1567.json',
    request: '/works/10.1126/science.290.5496.1567',
    note: 'the DOI on the article landing page fixture',
  },
  {
    kind: 'crossref-work',
    file: 'crossref/10.5555_published.2023.001.json',
    request: '/works/10.5555/published.2023.001',
    note: 'posted-content (preprint record)',
  },
  { kind: 'crossref-work', file: 'crossref/not-found.json', request: '/works/10.1073/pnas.0610632801', note: 'unknown DOI: 404 body (fx09 invented-doi)' },
  {
    kind: 'crossref-search',
    file: 'crossref/search.seelig-2007.json',
    request: `/works?${query({ 'query.bibliographic': 'B. Seelig and J. W. Szostak, "Selection and evolution of enzymes from a partially randomized non-catalytic scaffold," Nature, vol. 448, no. 7155, pp. 828–831, 2007.', rows: '5' })}`,
    note: 'a real work, full reference: top hit is right',
  },
  {
    kind: 'crossref-search',
    file: 'crossref/search.vincent-2010-truncated.json',
    request: `/works?${query({ 'query.bibliographic': 'Vincent, M. E., Liu, W. S., Haney, E. B., & Ismagilov, R. F. (2010). Microfluidic stochastic confinement enhances analysis of rare cells by isolating cells and. Chemical Society Reviews, 39(3), 974-984.', rows: '5' })}`,
    note: 'truncated title',
  },
  {
    kind: 'crossref-search',
    file: 'crossref/search.fabricated-click-chemistry.json',
    request: `/works?${query({ 'query.bibliographic': 'J. Adeyemi and M. K. Fairbanks, "Click Chemistry: Systematic review and dose-response meta-analysis of prospective cohort studies," Proceedings of the National Academy of Sciences, vol. 337, no. 1, pp. 1691–1703, 2008.', rows: '5' })}`,
    note: 'fx09 invented reference: top hit is a different real work with a partly similar title',
  },
  {
    kind: 'crossref-search',
    file: 'crossref/search.fabricated-integrated-network.json',
    request: `/works?${query({ 'query.bibliographic': 'Corrigan, S. N., Nieminen, S., Zamora, E., & Kaminski, W. (2011). Integrated network analysis of transcriptomic and Inverse-Electron-Demand Diels−Alder Reactivity. Annals of Translational Protein Chemistry, 103, 5775-5781.', rows: '5' })}`,
    note: 'fx09 invented reference without identifier',
  },
  {
    kind: 'crossref-search',
    file: 'crossref/search.empty.json',
    request: `/works?${query({ 'query.bibliographic': 'qqxv zzkw wxyq', rows: '5' })}`,
    note: 'no hit at all',
  },
  {
    kind: 'arxiv',
    file: 'arxiv/2311.18654.xml',
    request: `/query?${query({ id_list: '2311.18654', max_results: '1' })}`,
    note: 'one id',
  },
  {
    kind: 'arxiv',
    file: 'arxiv/batch.xml',
    request: `/query?${query({ id_list: '2311.18654,2403.18512,2209.14916,9999.99999', max_results: '4' })}`,
    note: 'batched ids, one unknown',
  },
  {
    kind: 'arxiv',
    file: 'arxiv/2305.00001-published.xml',
    request: `/query?${query({ id_list: '2305.00001', max_results: '1' })}`,
    note: 'preprint with a published DOI (arxiv:doi); record from mock-extra-records.json',
  },
  {
    kind: 'arxiv',
    file: 'arxiv/search.text2immersion.xml',
    request: `/query?${query({ search_query: 'ti:"text2immersion generative immersive scene with 3d gaussians"', max_results: '5' })}`,
    note: 'title search',
  },
  { kind: 'arxiv', file: 'arxiv/empty.xml', request: `/query?${query({ id_list: '9999.99999', max_results: '1' })}`, note: 'unknown id: empty feed' },
  { kind: 'page', file: 'pages/article-doi.html', request: '/site/doi.org/10.1126/science.290.5496.1567', note: 'article landing page with citation_doi' },
  { kind: 'page', file: 'pages/article-no-doi.html', request: '/site/articles.example.org/art-308205eedf', note: 'magazine article, citation_* tags, no DOI' },
  {
    kind: 'page',
    file: 'pages/news-jsonld.html',
    request: '/site/www.telegraph.co.uk/finance/newsbysector/energy/6424030/Let-the-battle-begin-over-black-gold.html',
    note: 'news article with JSON-LD NewsArticle and a person author',
  },
  { kind: 'page', file: 'pages/news-no-author.html', request: '/site/news.bbc.co.uk/1/hi/england/7046981.stm', note: 'news page without a person author' },
  {
    kind: 'page',
    file: 'pages/report-jsonld.html',
    request: '/site/www.ons.gov.uk/ons/rel/migration1/migration-statistics-quarterly-report/may-2012/msqr.html',
    note: 'report with JSON-LD WebPage and an organisation author',
  },
  { kind: 'page', file: 'pages/arxiv-abs.html', request: '/site/arxiv.org/abs/2311.18654', note: 'arXiv abstract page with citation_arxiv_id' },
  { kind: 'page', file: 'pages/not-found.html', request: '/site/example.org/no-such-page', note: '404 page' },
];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function startMock(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn('python3', [mockScript, '--port', String(port), '--records', extraRecords], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/__health`)).ok) return { url, child };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('the scholarly look-alike did not start');
}

async function main(): Promise<void> {
  const urlFlag = process.argv.indexOf('--url');
  const started = urlFlag >= 0 ? undefined : await startMock();
  const base = urlFlag >= 0 ? process.argv[urlFlag + 1]! : started!.url;
  try {
    for (const dir of ['crossref', 'arxiv', 'pages']) await rm(path.join(outDir, dir), { recursive: true, force: true });
    const manifest: (Recording & { status: number; contentType: string })[] = [];
    for (const recording of RECORDINGS) {
      const response = await fetch(`${base}${recording.request}`);
      let body = await response.text();
      if (recording.kind === 'crossref-work' || recording.kind === 'crossref-search') body = `${JSON.stringify(JSON.parse(body), null, 2)}\n`;
      // The look-alike stamps feeds with today's date; a fixed one keeps re-recordings diff-free.
      if (recording.kind === 'arxiv')
        body = body.replace(/<updated>\d{4}-\d{2}-\d{2}T00:00:00-04:00<\/updated>/, '<updated>2025-01-01T00:00:00-04:00</updated>');
      const file = path.join(outDir, recording.file);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
      manifest.push({ ...recording, status: response.status, contentType: response.headers.get('content-type') ?? '' });
      console.log(`${response.status} ${recording.file}`);
    }
    await writeFile(path.join(outDir, 'manifest.json'), `${JSON.stringify({ recordedFrom: 'scholarly-mock', fixtures: manifest }, null, 2)}\n`);
  } finally {
    started?.child.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
