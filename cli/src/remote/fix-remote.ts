// `cite-repair fix FILES --server URL`: each file is uploaded to POST /api/process, followed until its
// job ends (spinner with the step and percent), and its results downloaded — the same files, --json
// report and exit codes as a local run. Ctrl-C cancels the jobs still running on the server.
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { EXIT } from '../exit-codes.ts';
import type { ExitCode } from '../exit-codes.ts';
import { TOO_LARGE_MESSAGE, tooLarge } from '../file-size.ts';
import type { Io } from '../io.ts';
import { createProgress, supportedFormatsText } from '../output.ts';
import type { Progress } from '../output.ts';
import { summaryTable } from '../summary-table.ts';
import type { SummaryRow } from '../summary-table.ts';
import { documentNotices, SUPPORTED_FORMATS } from '@cite-repair/citation-core/catalogue';
import { RemoteError } from './client.ts';
import type { RemoteClient, RemoteJob } from './client.ts';

export interface RemoteFixOptions {
  out?: string;
  json?: boolean;
  zip?: boolean;
  strict?: boolean;
  concurrency: number;
  /** How often a running job is polled. */
  pollMs?: number;
  /** Citation form and style asked of the server (--marker, --style). */
  marker?: string;
  style?: string;
  /** Reference files to write, as a local run does (default bibtex and csljson). */
  format?: ('bibtex' | 'csljson' | 'ris')[];
}

interface RemoteOutcome {
  file: string;
  ok: boolean;
  jobId?: string;
  job?: RemoteJob;
  report?: Record<string, unknown>;
  outputs?: { docx: string; bibtex?: string; csljson?: string; ris?: string; report: string; zip?: string };
  error?: { code: string; message: string };
  exitCode?: ExitCode;
}

export async function fixRemote(files: string[], options: RemoteFixOptions, io: Io, client: RemoteClient, interrupt: AbortSignal): Promise<number> {
  const progress = await createProgress(io, !options.json);
  const outcomes: RemoteOutcome[] = new Array(files.length);
  const running = new Set<string>();
  const onInterrupt = () => {
    progress.update(`Cancelling ${running.size} job${running.size === 1 ? '' : 's'} on ${client.server}…`);
  };
  interrupt.addEventListener('abort', onInterrupt);
  let next = 0;
  const worker = async () => {
    while (next < files.length && !interrupt.aborted) {
      const index = next++;
      const file = files[index] as string;
      const prefix = files.length > 1 ? `[${index + 1}/${files.length}] ` : '';
      outcomes[index] = await fixOne(file, options, io, client, progress, prefix, interrupt, running);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(options.concurrency, files.length) }, worker));
  } finally {
    interrupt.removeEventListener('abort', onInterrupt);
    progress.stop();
  }
  if (interrupt.aborted) {
    io.stderr(`cite-repair: interrupted; cancelled the jobs still running on ${client.server}.\n`);
    return EXIT.interrupted;
  }

  if (options.json) {
    const printable = outcomes.map((o) =>
      o.ok ? { file: o.file, jobId: o.jobId, outputs: o.outputs, ...o.report, notices: noticesOf(o.job) } : { file: o.file, jobId: o.jobId, error: o.error },
    );
    io.stdout(`${JSON.stringify(printable.length === 1 ? printable[0] : printable, null, 2)}\n`);
  } else if (files.length > 1) {
    io.stdout(summaryTable(outcomes.map(toRow)));
  }
  const failed = outcomes.filter((o) => !o.ok);
  if (failed.length > 0) {
    // One cause for all (say, the token was refused) keeps its own code; mixed failures are input failures.
    const codes = new Set(failed.map((o) => o.exitCode ?? EXIT.inputFailed));
    return codes.size === 1 ? ([...codes][0] as ExitCode) : EXIT.inputFailed;
  }
  if (options.strict && outcomes.some((o) => unresolvedCount(o.report) > 0)) return EXIT.unresolved;
  return EXIT.ok;
}

async function fixOne(
  file: string,
  options: RemoteFixOptions,
  io: Io,
  client: RemoteClient,
  progress: Progress,
  prefix: string,
  interrupt: AbortSignal,
  running: Set<string>,
): Promise<RemoteOutcome> {
  const path = resolve(io.cwd, file);
  const name = basename(file);
  let jobId: string | undefined;
  try {
    const info = await stat(path).catch(() => undefined);
    if (info?.isDirectory()) return fail(io, file, 'NOT_A_FILE', `${file} is a folder with no Word document (.docx) in it.`);
    if (!info || !info.isFile()) return fail(io, file, 'NOT_FOUND', `No such file: ${file}`);
    if (tooLarge(info.size)) return fail(io, file, 'FILE_TOO_LARGE', TOO_LARGE_MESSAGE);
    const bytes = new Uint8Array(await readFile(path));

    // The server knows the RTF markers as "rtf"; "zotero" is the CLI's older name for them.
    const output = {
      ...(options.marker ? { marker: options.marker === 'zotero' ? 'rtf' : options.marker } : {}),
      ...(options.style ? { style: options.style } : {}),
    };
    jobId = await uploadWhenFree(client, name, bytes, interrupt, (text) => progress.update(`${prefix}${name}: ${text}`), output);
    running.add(jobId);
    const cancel = () => void client.cancel(jobId as string).catch(() => undefined);
    interrupt.addEventListener('abort', cancel);
    let job: RemoteJob;
    try {
      job = await follow(
        client,
        jobId,
        (j) => progress.update(`${prefix}${name}: ${j.progress}% · ${j.currentStep ?? 'queued'}`),
        interrupt,
        options.pollMs ?? 1000,
      );
    } finally {
      interrupt.removeEventListener('abort', cancel);
      running.delete(jobId);
    }
    if (job.status !== 'completed') {
      if (isInsufficientCredits(job)) {
        // Refused by the worker once it had counted the references: the same exit code as a 402 at upload.
        const message = `${job.errorMessage ?? 'Insufficient credits.'} (buy more at ${client.server}/settings?tab=credits)`;
        return { ...fail(io, file, 'CREDITS', message), jobId, job, exitCode: EXIT.insufficientCredits };
      }
      return { ...fail(io, file, 'JOB_FAILED', job.errorMessage ?? 'the job failed'), jobId, job };
    }
    if (job.unsupportedFormat) {
      // Nothing to repair: refused as a local run refuses it, with the core's reason and code (exit 3).
      const code = job.unsupportedCode ?? 'NO_CITATIONS';
      const outcome = fail(io, file, code, job.unsupportedReason ?? 'Document Format Not Supported: no numbered citations were found.');
      if (code !== 'ALREADY_CITED') io.stderr(supportedFormatsText(SUPPORTED_FORMATS));
      return { ...outcome, jobId, job };
    }

    const outDir = options.out ? resolve(io.cwd, options.out) : dirname(path);
    await mkdir(outDir, { recursive: true });
    const docx = await client.download(jobId, 'document');
    const report = await client.report(jobId);
    const outputs: NonNullable<RemoteOutcome['outputs']> = {
      docx: join(outDir, docx.fileName),
      report: join(outDir, docx.fileName.replace(/(\.repaired)?\.docx$/i, '.report.json')),
    };
    await writeFile(outputs.docx, docx.bytes);
    // The reference files a local run writes for the same --format (bibtex and csljson by default).
    for (const format of options.format ?? DEFAULT_FORMATS) {
      const part = await client.download(jobId, format);
      await writeFile((outputs[format] = join(outDir, part.fileName)), part.bytes);
    }
    await writeFile(outputs.report, `${JSON.stringify({ file: name, jobId, ...report }, null, 2)}\n`);
    if (options.zip) {
      const zip = await client.download(jobId, 'zip');
      outputs.zip = join(outDir, zip.fileName);
      await writeFile(outputs.zip, zip.bytes);
    }
    if (!options.json) {
      const rel = (p: string) => (p.startsWith(`${io.cwd}/`) ? p.slice(io.cwd.length + 1) : p);
      progress.print(
        `✔ ${file} → ${[outputs.docx, outputs.bibtex, outputs.csljson, outputs.ris, outputs.zip]
          .filter((p): p is string => p !== undefined)
          .map(rel)
          .join(', ')}\n` +
          `  ${job.citationsFound ?? 0} cited numbers → ${job.bibtexEntries ?? 0} BibTeX entries · ${job.creditsUsed ?? 0} credit${job.creditsUsed === 1 ? '' : 's'} · job ${jobId}\n` +
          [...noticesOf(job), ...lookupLines(report)].map((line) => `  ${line}\n`).join(''),
      );
    }
    return { file, ok: true, jobId, job, report, outputs };
  } catch (error) {
    if (error instanceof RemoteError) {
      if (error.kind === 'cancelled') return { file, ok: false, jobId, error: { code: 'CANCELLED', message: 'cancelled' }, exitCode: EXIT.interrupted };
      // Lost touch after the upload: the job goes on on the server, and its results can be fetched later.
      const later =
        jobId && (error.kind === 'unreachable' || error.kind === 'server')
          ? `; job ${jobId} may still finish on the server: cite-repair download ${jobId} --server ${client.server}`
          : '';
      return { ...fail(io, file, error.kind.toUpperCase().replace('-', '_'), `${error.message}${later}`), jobId, exitCode: error.exitCode };
    }
    throw error;
  }
}

const DEFAULT_FORMATS = ['bibtex', 'csljson'] as const;

/** A job the worker refused because the balance was below what it needs (web's isInsufficientCreditsJob). */
export function isInsufficientCredits(job: Pick<RemoteJob, 'status' | 'currentStep' | 'errorMessage'>): boolean {
  return job.status === 'failed' && (job.currentStep === 'Insufficient credits' || /^Insufficient credits\b/i.test(job.errorMessage ?? ''));
}

/** How long an upload waits for the user's other job to finish (the server runs one job per user). */
const BUSY_PATIENCE_MS = 30 * 60_000;
const BUSY_RETRY_MS = 1000;

/**
 * Uploads the file. The server runs one job per user at a time and answers 409 while another is
 * processing (another file of this batch, or the web app): then this waits for its turn.
 */
async function uploadWhenFree(
  client: RemoteClient,
  name: string,
  bytes: Uint8Array,
  interrupt: AbortSignal,
  say: (text: string) => void,
  output: { marker?: string; style?: string } = {},
): Promise<string> {
  const deadline = Date.now() + BUSY_PATIENCE_MS;
  for (;;) {
    say(`uploading to ${client.server}…`);
    try {
      return (await client.upload(name, bytes, interrupt, output)).jobId;
    } catch (error) {
      if (!(error instanceof RemoteError) || error.status !== 409 || Date.now() > deadline) throw error;
      say('waiting for your other job on the server to finish…');
      await new Promise<void>((done) => {
        const timer = setTimeout(done, BUSY_RETRY_MS);
        interrupt.addEventListener('abort', () => (clearTimeout(timer), done()), { once: true });
      });
      if (interrupt.aborted) throw new RemoteError('cancelled', 'cancelled');
    }
  }
}

/** Polls the job until it is no longer processing. */
async function follow(client: RemoteClient, jobId: string, onUpdate: (job: RemoteJob) => void, interrupt: AbortSignal, pollMs: number): Promise<RemoteJob> {
  for (;;) {
    const job = await client.job(jobId, interrupt);
    onUpdate(job);
    if (job.status !== 'processing') return job;
    await new Promise<void>((done) => {
      const timer = setTimeout(done, pollMs);
      interrupt.addEventListener('abort', () => (clearTimeout(timer), done()), { once: true });
    });
    if (interrupt.aborted) throw new RemoteError('cancelled', 'cancelled');
  }
}

function fail(io: Io, file: string, code: string, message: string): RemoteOutcome {
  io.stderr(`✖ ${file}: ${message}\n`);
  return { file, ok: false, error: { code, message } };
}

/** The document notices of a finished job, as a local run prints them ("! …"). */
function noticesOf(job: RemoteJob | undefined): string[] {
  return documentNotices(job?.processingLogs ?? []).map((notice) => `! ${notice}`);
}

/**
 * What a local run says of the lookups: how many were verified, then each reference that was not and
 * why. Without it a remote run hid that references went unchecked (the credits returned for them were
 * the only trace).
 */
export function lookupLines(report: Record<string, unknown> | undefined): string[] {
  const refs = Array.isArray(report?.references) ? (report.references as { numbers?: unknown; marker?: unknown; status?: unknown; message?: unknown }[]) : [];
  const entries = typeof report?.bibtexEntries === 'number' ? report.bibtexEntries : refs.length;
  if (entries === 0) return [];
  const verified = typeof report?.successfulLookups === 'number' ? report.successfulLookups : refs.filter((r) => r.status === 'verified').length;
  const percent = typeof report?.metadataFoundPercentage === 'number' ? report.metadataFoundPercentage : Math.round((verified / entries) * 100);
  const lines = [`${verified} of ${entries} verified (${percent}%)`];
  for (const ref of refs.filter((r) => r.status !== 'verified')) {
    const numbers = Array.isArray(ref.numbers) ? ref.numbers.join(', ') : '';
    const message = typeof ref.message === 'string' && ref.message ? `: ${ref.message}` : '';
    lines.push(`! [${numbers}] ${String(ref.marker ?? '')} — ${String(ref.status ?? 'unverified')}${message}`);
  }
  return lines;
}

function unresolvedCount(report: Record<string, unknown> | undefined): number {
  const refs = report?.references;
  return Array.isArray(refs) ? refs.filter((r) => (r as { status?: string }).status !== 'verified').length : 0;
}

function toRow(o: RemoteOutcome): SummaryRow {
  const row: SummaryRow = { file: o.file, status: o.ok ? 'ok' : `failed: ${o.error?.message ?? 'unknown error'}` };
  if (o.job?.citationsFound != null) row.citations = o.job.citationsFound;
  if (o.job?.bibtexEntries != null) row.entries = o.job.bibtexEntries;
  if (o.ok) row.unresolved = unresolvedCount(o.report);
  if (o.job?.creditsUsed != null) row.credits = o.job.creditsUsed;
  return row;
}
