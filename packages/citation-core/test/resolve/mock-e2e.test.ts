// End to end against the scholarly look-alike: every cited reference of every fixture document is
// parsed and resolved, and the DOIs found are scored against the truth files (precision ≥ 0.99,
// recall ≥ 0.95, fabricated references reported as such, no wrong match accepted).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResolver } from '../../src/resolve/create-resolver.ts';
import { createLimiterRegistry } from '../../src/resolve/rate-limiter.ts';
import { parseReference } from '../../src/references/parse.ts';
import type { Resolution } from '../../src/types.ts';
import type { MockServer } from './mock-server.ts';
import { FIXTURES_DIR, mockUnavailableReason, startMock } from './mock-server.ts';

interface TruthEntry {
  number: number;
  raw: string;
  recordId: string;
  cited: boolean;
  perturbations: string[];
  fabricated?: string;
}
interface TruthWork {
  kind: string;
  doi: string | null;
  arxiv: string | null;
  fabrication?: string;
  trapDois?: string[];
}
interface Truth {
  lists: { entries: TruthEntry[] }[];
  works: Record<string, TruthWork>;
}

export interface DocumentScore {
  doc: string;
  cited: number;
  withDoi: number;
  emitted: number;
  correct: number;
  precision: number;
  recall: number;
  arxivRecall: string;
  statuses: Record<string, number>;
  fabricated: string;
  wrong: string[];
}

const skipReason = mockUnavailableReason();
if (skipReason) console.warn(`mock-e2e skipped: ${skipReason}`);
const docsDir = path.join(FIXTURES_DIR, 'docs');

function stripLabel(raw: string): string {
  return raw.replace(/^\s*(?:\[\d+\]|\(\d+\)|\d+[.)])\s+/, '');
}

describe.skipIf(skipReason !== undefined)(`resolving the fixture documents against the look-alike${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  let mock: MockServer;
  const scores: DocumentScore[] = [];

  beforeAll(async () => {
    mock = await startMock();
  }, 30_000);

  afterAll(async () => {
    await mock?.stop();
    if (scores.length > 0) console.log(formatTable(scores));
  });

  const truthFiles = readdirSync(docsDir)
    .filter((f) => f.endsWith('.truth.json'))
    .sort();

  it.each(truthFiles)(
    '%s',
    async (file) => {
      const truth = JSON.parse(readFileSync(path.join(docsDir, file), 'utf8')) as Truth;
      const entries = truth.lists.flatMap((list) => list.entries).filter((e) => e.cited);
      const local = `127.0.0.1:${mock.port}`;
      const refs = entries.map((e) => parseReference(stripLabel(e.raw).replaceAll('127.0.0.1:18089', local)));
      const resolver = createResolver(
        {
          crossref: { baseUrl: mock.url, mailto: 'e2e@example.org', limits: { searchPerSecond: 100, lookupPerSecond: 100, concurrency: 8 } },
          arxiv: { baseUrl: mock.url, minIntervalMs: 0 },
          scrape: { allowHosts: [local] },
          strategies: ['crossref', 'arxiv', 'scrape'],
          http: { retries: 1, backoffBaseMs: 10 },
        },
        {
          limiters: createLimiterRegistry(),
          // No test reaches the internet: every real host name fails like a network without DNS.
          lookupHost: async (host) => {
            throw Object.assign(new Error(`no network in tests (${host})`), { code: 'EAI_AGAIN' });
          },
        },
      );
      const results = await resolver.resolveAll(refs);
      const score = scoreDocument(file.replace('.truth.json', ''), entries, results, truth);
      scores.push(score);

      expect(score.wrong, `wrong matches in ${file}`).toEqual([]);
      expect(score.precision).toBeGreaterThanOrEqual(0.99);
      expect(score.recall).toBeGreaterThanOrEqual(0.95);
      for (const [i, entry] of entries.entries()) {
        const work = truth.works[entry.recordId]!;
        if (work.kind !== 'fabricated') continue;
        const expected = work.fabrication === 'doi-mismatch' ? 'mismatch' : 'not-found';
        expect(results[i]?.status, `${file} #${entry.number} (${work.fabrication})`).toBe(expected);
        for (const trap of work.trapDois ?? []) expect(results[i]?.item.DOI?.toLowerCase()).not.toBe(trap.toLowerCase());
      }
    },
    60_000,
  );
});

function scoreDocument(doc: string, entries: TruthEntry[], results: Resolution[], truth: Truth): DocumentScore {
  let withDoi = 0;
  let emitted = 0;
  let correct = 0;
  let arxivTotal = 0;
  let arxivFound = 0;
  const statuses: Record<string, number> = {};
  const wrong: string[] = [];
  const fabricated: string[] = [];
  entries.forEach((entry, i) => {
    const work = truth.works[entry.recordId]!;
    const result = results[i]!;
    statuses[result.status] = (statuses[result.status] ?? 0) + 1;
    const truthDoi = work.doi?.toLowerCase() ?? null;
    const doi = result.item.DOI?.toLowerCase() ?? null;
    if (truthDoi) withDoi++;
    if (doi) {
      emitted++;
      if (doi === truthDoi) correct++;
      else wrong.push(`#${entry.number} ${doi} (truth ${truthDoi ?? 'none'}, ${result.status})`);
    }
    if (work.arxiv) {
      arxivTotal++;
      if (result.item.arxivId === work.arxiv) arxivFound++;
    }
    if (result.status === 'verified' && result.item.arxivId && result.item.arxivId !== work.arxiv) {
      wrong.push(`#${entry.number} arXiv:${result.item.arxivId} (truth ${work.arxiv ?? 'none'})`);
    }
    if (work.kind === 'fabricated') {
      fabricated.push(`${work.fabrication}→${result.status}`);
      if (result.status === 'verified') wrong.push(`#${entry.number} fabricated reference verified`);
    }
  });
  return {
    doc,
    cited: entries.length,
    withDoi,
    emitted,
    correct,
    precision: emitted === 0 ? 1 : correct / emitted,
    recall: withDoi === 0 ? 1 : correct / withDoi,
    arxivRecall: arxivTotal === 0 ? '–' : `${arxivFound}/${arxivTotal}`,
    statuses,
    fabricated: fabricated.join(', ') || '–',
    wrong,
  };
}

export function formatTable(scores: DocumentScore[]): string {
  const rows = scores.map((s) => [
    s.doc,
    String(s.cited),
    `${s.correct}/${s.withDoi}`,
    s.precision.toFixed(3),
    s.recall.toFixed(3),
    s.arxivRecall,
    ['verified', 'mismatch', 'not-found', 'unverified'].map((k) => s.statuses[k] ?? 0).join('/'),
    s.fabricated,
    String(s.wrong.length),
  ]);
  const total = scores.reduce(
    (acc, s) => ({
      cited: acc.cited + s.cited,
      withDoi: acc.withDoi + s.withDoi,
      emitted: acc.emitted + s.emitted,
      correct: acc.correct + s.correct,
      wrong: acc.wrong + s.wrong.length,
    }),
    { cited: 0, withDoi: 0, emitted: 0, correct: 0, wrong: 0 },
  );
  rows.push([
    'all',
    String(total.cited),
    `${total.correct}/${total.withDoi}`,
    (total.emitted ? total.correct / total.emitted : 1).toFixed(3),
    (total.withDoi ? total.correct / total.withDoi : 1).toFixed(3),
    '',
    '',
    '',
    String(total.wrong),
  ]);
  const header = ['document', 'cited', 'DOIs found', 'precision', 'recall', 'arXiv ids', 'verified/mismatch/not-found/unverified', 'fabricated', 'wrong'];
  return [header, header.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
}
