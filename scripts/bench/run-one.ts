// Child process of the benchmark (run with --expose-gc): repairs one file `runs` times offline and
// prints the median time and this process's peak RSS as JSON (a fresh process per case).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repairDocument } from '../../packages/citation-core/src/pipeline.ts';
import type { OutputMarker } from '../../packages/citation-core/src/types.ts';

const [file, runsArg, markerArg] = process.argv.slice(2);
// The output form: live fields (the default, rendered by citeproc) or a text marker form.
const markerStyle = (markerArg ?? 'fields') as OutputMarker;
const runs = Number(runsArg ?? 5);
const bytes = readFileSync(file as string); // a Buffer is a Uint8Array: no copy
const times: number[] = [];
const outDir = mkdtempSync(join(tmpdir(), 'cite-repair-run-one-'));
const out = join(outDir, 'bench.repaired.docx');
let report: Awaited<ReturnType<typeof repairDocument>>['report'] | undefined;
for (let i = 0; i < runs + 1; i++) {
  const start = performance.now();
  const result = await repairDocument(bytes, { fileName: 'bench.docx', markerStyle });
  // The repaired document is saved as the CLI saves it (its parts, one writev), inside the timing.
  const handle = await open(out, 'w');
  await handle.writev(result.docxParts as Uint8Array[]);
  await handle.close();
  const elapsed = performance.now() - start;
  if (i > 0 || runs === 1) times.push(elapsed); // the first run warms the JIT
  report = result.report;
  // Between runs, collect what the previous one left (a worker handles one job at a time), so the
  // peak is one run's working set rather than several runs' garbage waiting for a major GC.
  (globalThis as { gc?: () => void }).gc?.();
}
rmSync(outDir, { recursive: true, force: true });
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? 0;
process.stdout.write(
  JSON.stringify({
    medianMs: median,
    firstMs: times[0],
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    citationsFound: report?.citationsFound,
    bibtexEntries: report?.bibtexEntries,
  }),
);
