// `npm run bench`: offline repair time and peak memory for documents with 10, 100 and 1000
// references and a 50 MB document (issue 2), one paragraph of 500 citations against the same
// citations in 500 paragraphs (scripts/bench/dense-paragraph.ts), the compiled CLI (`--help`, a
// 600-reference 20 MB document beside an unzip-and-zip round trip; issue 10, scripts/bench/cli.ts), then the online
// lookups against the scholarly look-alike (issue 3, scripts/bench-resolve.ts). Each case runs in
// its own process.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchCli } from './bench/cli.ts';
import { benchDenseParagraph } from './bench/dense-paragraph.ts';
import { benchDocument, padWithImages } from './bench/generate-docs.ts';

interface Row {
  medianMs: number;
  maxRssMb: number;
  citationsFound: number;
  bibtexEntries: number;
}

const dir = mkdtempSync(join(tmpdir(), 'cite-repair-bench-'));
const cases: { name: string; target: string; file: string; runs: number; limitMs: number; limitRssMb?: number }[] = [];
try {
  for (const refs of [10, 100, 1000]) {
    const file = join(dir, `refs-${refs}.docx`);
    writeFileSync(file, await benchDocument(refs));
    cases.push({
      name: `${refs} references`,
      target: refs === 100 ? '< 100 ms' : refs === 1000 ? '< 1 s' : '—',
      file,
      runs: refs === 1000 ? 5 : 9,
      limitMs: refs === 100 ? 100 : refs === 1000 ? 1000 : Infinity,
    });
  }
  const big = join(dir, 'fifty-mb.docx');
  writeFileSync(big, padWithImages(await benchDocument(100), 50 * 1024 * 1024 - 64 * 1024));
  cases.push({ name: '50 MB document (100 references + figures)', target: '< 2 s, < 300 MB RSS', file: big, runs: 3, limitMs: 2000, limitRssMb: 300 });

  // Each document in the two kinds of output: RTF markers (the pipeline alone: read, find, parse,
  // dedupe, keys, rewrite, BibTeX — what the targets of issue 2 were set for) and the default live
  // Zotero fields, which add citeproc-js rendering every citation and the bibliography (ADR 113).
  console.log('\nOffline repair (median of warm runs; peak RSS of the whole process)\n');
  console.log('| document | output | citations | BibTeX entries | median time | peak RSS | target | ok |');
  console.log('|---|---|---|---|---|---|---|---|');
  let failed = false;
  for (const c of cases) {
    for (const marker of ['rtf', 'fields']) {
      const args = ['--expose-gc', '--import', 'tsx', join(import.meta.dirname, 'bench', 'run-one.ts'), c.file, String(c.runs), marker];
      const row = JSON.parse(execFileSync(process.execPath, args, { encoding: 'utf8' })) as Row;
      const ok = row.medianMs < c.limitMs && (c.limitRssMb === undefined || row.maxRssMb < c.limitRssMb);
      failed ||= !ok;
      const form = marker === 'rtf' ? 'RTF markers' : 'live fields (citeproc)';
      const time = `${row.medianMs.toFixed(1)} ms`;
      console.log(
        `| ${c.name} | ${form} | ${row.citationsFound} | ${row.bibtexEntries} | ${time} | ${row.maxRssMb.toFixed(0)} MB | ${c.target} | ${ok ? 'yes' : 'NO'} |`,
      );
    }
  }

  console.log('\nOne paragraph with 500 citations, timed against the same citations in 500 paragraphs (scripts/bench/dense-paragraph.ts)\n');
  console.log('| case | measured | target | ok |');
  console.log('|---|---|---|---|');
  for (const row of await benchDenseParagraph(dir)) {
    failed ||= !row.ok;
    console.log(`| ${row.name} | ${row.value} | ${row.target} | ${row.ok ? 'yes' : 'NO'} |`);
  }

  console.log('\nThe compiled CLI (cli/bin/cite-repair.js; median wall time of fresh processes, peak RSS)\n');
  console.log('| case | measured | target | ok |');
  console.log('|---|---|---|---|');
  for (const row of await benchCli(dir)) {
    failed ||= !row.ok;
    console.log(`| ${row.name} | ${row.value} | ${row.target} | ${row.ok ? 'yes' : 'NO'} |`);
  }

  if (!process.argv.includes('--offline-only')) {
    console.log('\nOnline lookups against the scholarly look-alike (scripts/bench-resolve.ts)\n');
    // Two shapes of 100 references: the fixtures' mix (DOIs, arXiv ids, pages, strings) and plain
    // strings that each cost a Crossref search, the tightest limit.
    for (const scenario of ['fixtures', 'search']) {
      execFileSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'bench-resolve.ts'), '--scenario', scenario], { stdio: 'inherit' });
    }
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
