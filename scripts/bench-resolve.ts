// Benchmark of the online lookups: 100 references resolved against the scholarly look-alike with
// 200 ms latency per answer and Crossref's polite-pool limits (3 searches/s, 10 lookups/s, 3 in
// flight; arXiv one request per 3 s). The time is compared with the rate-limit floor: for each
// service, requests ÷ its rate; the slowest service sets the floor. Target: ≤ 1.2 × floor.
//
//   npx tsx scripts/bench-resolve.ts [--latency-ms 200] [--count 100] [--scenario fixtures|search]
//
// Scenarios: "fixtures" = the distinct entries of the fixture documents (DOIs, arXiv ids, landing
// pages, plain strings); "search" = records written as plain "Author (Year). Title. Journal." strings
// without identifiers, so nearly every reference costs a Crossref search (the tightest limit).
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crossrefLimits } from '../packages/citation-core/src/resolve/config.ts';
import { createResolver } from '../packages/citation-core/src/resolve/create-resolver.ts';
import { createLimiterRegistry } from '../packages/citation-core/src/resolve/rate-limiter.ts';
import { parseReference } from '../packages/citation-core/src/references/parse.ts';
import { FIXTURES_DIR, mockUnavailableReason, startMock } from '../packages/citation-core/test/resolve/mock-server.ts';

const arg = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};

interface LogLine {
  /** When the look-alike logged the answer (s). */
  ts: number;
  /** How long it took, latency included (ms): ts − ms is when the request arrived. */
  ms: number;
  kind: string;
  status: number;
}

async function fixtureReferences(count: number, port: number): Promise<string[]> {
  const docs = path.join(FIXTURES_DIR, 'docs');
  const raws = new Set<string>();
  for (const file of (await readdir(docs)).filter((f) => f.endsWith('.truth.json')).sort()) {
    const truth = JSON.parse(await readFile(path.join(docs, file), 'utf8')) as { lists: { entries: { raw: string }[] }[] };
    for (const entry of truth.lists.flatMap((l) => l.entries)) {
      const raw = entry.raw
        .replace(/^\s*(?:\[\d+\]|\(\d+\)|\d+[.)])\s+/, '')
        // Every web URL goes to the look-alike's copy of that page (/site/<host>/<path>).
        .replace(
          /\bhttps?:\/\/(?!127\.0\.0\.1)(?!doi\.org)(?!arxiv\.org)([^\s/]+)(\/\S*)?/g,
          (_m, host: string, rest = '') => `http://127.0.0.1:${port}/site/${host}${rest}`,
        )
        .replaceAll('127.0.0.1:18089', `127.0.0.1:${port}`);
      raws.add(raw);
    }
  }
  return [...raws].slice(0, count);
}

async function searchReferences(count: number): Promise<string[]> {
  const records = [
    ...(JSON.parse(await readFile(path.join(FIXTURES_DIR, 'records.dev.json'), 'utf8')) as Record<string, unknown>[]),
    ...(JSON.parse(await readFile(path.join(FIXTURES_DIR, 'records.distractors.json'), 'utf8')) as Record<string, unknown>[]),
  ];
  // Articles first (Crossref has them), then web pages without their URL (a search that finds nothing).
  const ordered = [...records.filter((r) => r.kind === 'article'), ...records.filter((r) => r.kind === 'web')];
  return ordered.slice(0, count).map((record) => {
    const people = (record.author as { family?: string; given?: string }[] | undefined) ?? [];
    const authors = people.length > 0 ? people.map((a) => `${a.family}, ${a.given ?? ''}`.trim()).join(', ') : String(record['container-title'] ?? '');
    const year = (record.issued as { 'date-parts': number[][] } | undefined)?.['date-parts'][0]?.[0];
    const numbers = [record.volume && `${String(record.volume)}${record.issue ? `(${String(record.issue)})` : ''}`, record.page].filter(Boolean).join(', ');
    return `${authors} (${year}). ${String(record.title)}. ${String(record['container-title'] ?? '')}${numbers ? `, ${numbers}` : ''}.`;
  });
}

async function main(): Promise<void> {
  const reason = mockUnavailableReason();
  if (reason) {
    console.log(`bench-resolve skipped: ${reason}`);
    return;
  }
  const latency = arg('latency-ms', 200);
  const count = arg('count', 100);
  const scenarioIndex = process.argv.indexOf('--scenario');
  const scenario = scenarioIndex >= 0 ? process.argv[scenarioIndex + 1] : 'fixtures';
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-resolve-'));
  const logFile = path.join(dir, 'requests.jsonl');
  const mock = await startMock(['--latency-ms', String(latency), '--log', logFile]);
  try {
    const local = `127.0.0.1:${mock.port}`;
    const raws = scenario === 'search' ? await searchReferences(count) : await fixtureReferences(count, mock.port);
    const refs = raws.map((raw) => parseReference(raw));
    const config = {
      crossref: { baseUrl: mock.url, mailto: 'bench@example.org' },
      arxiv: { baseUrl: mock.url, minIntervalMs: 3000 },
      scrape: { allowHosts: [local] },
      strategies: ['crossref', 'arxiv', 'scrape'] as ('crossref' | 'arxiv' | 'scrape')[],
    };
    const resolver = createResolver(config, {
      limiters: createLimiterRegistry(),
      lookupHost: async (host) => {
        throw Object.assign(new Error(`no network in the benchmark (${host})`), { code: 'EAI_AGAIN' });
      },
    });
    const started = performance.now();
    const results = await resolver.resolveAll(refs);
    const elapsed = (performance.now() - started) / 1000;

    const lines = (await readFile(logFile, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);
    const count_ = (kind: string) => lines.filter((l) => l.kind === kind).length;
    const limits = crossrefLimits(resolver.config);
    const services = [
      { name: 'Crossref search', kind: 'crossref-search', rate: limits.searchPerSecond },
      { name: 'Crossref DOI lookup', kind: 'crossref-doi', rate: limits.lookupPerSecond },
      { name: 'arXiv', kind: 'arxiv', rate: 1000 / config.arxiv.minIntervalMs },
      { name: 'landing pages', kind: 'site', rate: resolver.config.scrape.perSecond },
    ].map((s) => {
      const requests = count_(s.kind);
      // The issue's floor (requests ÷ rate) and the strict one: the first request goes at once, the
      // last answer arrives one latency after the last start.
      const strict = requests === 0 ? 0 : (requests - 1) / s.rate + latency / 1000;
      return { ...s, requests, floor: requests / s.rate, strict, busiest: busiestSecond(lines, s.kind) };
    });
    const floor = Math.max(...services.map((s) => s.floor));
    const strict = Math.max(...services.map((s) => s.strict));
    const statuses: Record<string, number> = {};
    for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;

    console.log(`scenario ${scenario}: ${refs.length} references, look-alike latency ${latency} ms, polite pool (mailto), arXiv 1 request / 3 s`);
    console.log('| service | requests | limit (/s) | floor = requests ÷ rate (s) | strict floor (s) | most starts in any 1 s |');
    console.log('|---|---|---|---|---|---|');
    for (const s of services) console.log(`| ${s.name} | ${s.requests} | ${round(s.rate)} | ${round(s.floor)} | ${round(s.strict)} | ${s.busiest} |`);
    console.log(`statuses: ${JSON.stringify(statuses)}`);
    if (process.argv.includes('--verbose')) {
      results.forEach((r, i) => {
        if (r.status !== 'verified') console.log(`  ${r.status}: ${raws[i]}\n    ${r.message}`);
      });
    }
    console.log(
      `elapsed ${round(elapsed)} s; floor ${round(floor)} s → ratio ${round(elapsed / floor)} (target ≤ 1.2); strict floor ${round(strict)} s → ratio ${round(elapsed / strict)}`,
    );
    if (elapsed > 1.2 * floor) process.exitCode = 1;
  } finally {
    await mock.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

/** The most requests of one kind that started within any one-second window (the limiter's promise). */
function busiestSecond(lines: LogLine[], kind: string): number {
  const times = lines
    .filter((l) => l.kind === kind)
    .map((l) => l.ts - l.ms / 1000)
    .sort((a, b) => a - b);
  let best = 0;
  for (let i = 0, j = 0; i < times.length; i++) {
    while (times[i]! - times[j]! >= 1) j++;
    best = Math.max(best, i - j + 1);
  }
  return best;
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
