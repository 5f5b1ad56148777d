// The compiled CLI as a user runs it (issue 10): `cite-repair --help` wall time, and a 600-reference
// ~20 MB document repaired offline by `cite-repair fix`, beside an unzip-and-zip round trip of the
// same file (Info-ZIP's unzip and zip: the floor of any tool that reads and rewrites a .docx).
// Every run is a fresh process; times are medians of wall time, peak RSS from /usr/bin/time.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchDocument, padWithImages } from './generate-docs.ts';

const BIN = join(import.meta.dirname, '..', '..', 'cli', 'bin', 'cite-repair.js');
const TIME = '/usr/bin/time';

export interface CliBenchRow {
  name: string;
  value: string;
  target: string;
  ok: boolean;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Runs a command `runs` times (after one warm-up): median wall ms, median CPU ms (user + system, less
 * sensitive to a busy machine) and the largest peak RSS in MB (NaN without /usr/bin/time).
 */
function measure(command: string, args: string[], runs: number, before?: () => void): { ms: number; cpuMs: number; rssMb: number } {
  const times: number[] = [];
  const cpu: number[] = [];
  let rssKb = Number.NaN;
  const timed = existsSync(TIME);
  for (let i = 0; i <= runs; i++) {
    before?.();
    const start = performance.now();
    const run = timed ? spawnSync(TIME, ['-f', '%M %U %S', command, ...args], { encoding: 'utf8' }) : spawnSync(command, args, { encoding: 'utf8' });
    const elapsed = performance.now() - start;
    if (run.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${run.status}):\n${run.stderr}`);
    if (timed) {
      const [kb, user, system] = (run.stderr.trim().split('\n').at(-1) ?? '').split(' ').map(Number);
      rssKb = Number.isNaN(rssKb) ? (kb ?? Number.NaN) : Math.max(rssKb, kb ?? 0);
      if (i > 0) cpu.push(((user ?? Number.NaN) + (system ?? Number.NaN)) * 1000);
    }
    if (i > 0) times.push(elapsed); // the first run warms the disk cache
  }
  return { ms: median(times), cpuMs: cpu.length > 0 ? median(cpu) : Number.NaN, rssMb: rssKb / 1024 };
}

export async function benchCli(dir: string): Promise<CliBenchRow[]> {
  if (!existsSync(join(import.meta.dirname, '..', '..', 'cli', 'dist', 'index.js'))) {
    execFileSync('npx', ['turbo', 'run', 'build', '--filter=cite-repair', '--output-logs=errors-only'], { stdio: 'inherit' });
  }
  const rows: CliBenchRow[] = [];
  const help = measure(process.execPath, [BIN, '--help'], 9);
  rows.push({
    name: '`cite-repair --help`',
    value: `${help.ms.toFixed(0)} ms (CPU ${help.cpuMs.toFixed(0)} ms, ${help.rssMb.toFixed(0)} MB)`,
    target: '≤ 150 ms',
    ok: help.ms <= 150,
  });
  // Node's own start-up on this machine, beside it: the part of --help no CLI can take away.
  const bare = measure(process.execPath, ['-e', '0'], 9);
  rows.push({ name: 'beside it: `node -e 0`', value: `${bare.ms.toFixed(0)} ms (CPU ${bare.cpuMs.toFixed(0)} ms)`, target: '—', ok: true });

  const file = join(dir, 'six-hundred.docx');
  writeFileSync(file, padWithImages(await benchDocument(600), 20 * 1024 * 1024));
  const size = readFileSync(file).length / 1024 / 1024;
  const out = join(dir, 'cli-out');
  const fix = measure(process.execPath, [BIN, 'fix', file, '--offline', '--out', out], 5);

  const unpacked = join(dir, 'unpacked');
  const rezipped = join(dir, 'rezipped.docx');
  const fresh = () => {
    rmSync(unpacked, { recursive: true, force: true });
    rmSync(rezipped, { force: true });
    mkdirSync(unpacked);
  };
  // unzip, then zip from inside the folder (zip's -r needs the current directory): one shell, one process tree.
  const roundTrip = measure('sh', ['-c', `unzip -q -o "${file}" -d "${unpacked}" && cd "${unpacked}" && zip -q -r -X "${rezipped}" .`], 5, fresh);
  const ratio = fix.ms / roundTrip.ms;
  rows.push({
    name: `600 references, ${size.toFixed(1)} MB: \`cite-repair fix --offline\``,
    value: `${fix.ms.toFixed(0)} ms (CPU ${fix.cpuMs.toFixed(0)} ms), ${fix.rssMb.toFixed(0)} MB peak`,
    target: '≤ 0.5 s, < 300 MB',
    ok: fix.ms <= 500 && !(fix.rssMb >= 300),
  });
  // The same document with text markers instead of live fields: the pipeline without citeproc's
  // rendering, so the note can tell the two costs apart.
  const markers = measure(process.execPath, [BIN, 'fix', file, '--offline', '--marker', 'rtf', '--out', out], 5);
  rows.push({
    name: `the same, \`--marker rtf\` (no citeproc rendering)`,
    value: `${markers.ms.toFixed(0)} ms (CPU ${markers.cpuMs.toFixed(0)} ms), ${markers.rssMb.toFixed(0)} MB peak`,
    target: '—',
    ok: true,
  });
  rows.push({
    name: 'the same file: unzip + zip round trip',
    value: `${roundTrip.ms.toFixed(0)} ms (CPU ${roundTrip.cpuMs.toFixed(0)} ms), ${roundTrip.rssMb.toFixed(0)} MB peak`,
    target: '—',
    ok: true,
  });
  rows.push({ name: 'fix ÷ round trip', value: `${ratio.toFixed(1)}×`, target: '≤ 7×', ok: ratio <= 7 });
  return rows;
}
