// Graphile Worker task `process_document`: converts a legacy .doc upload to .docx (ADR 111), runs
// citation-core on the job's document, writing progress and the live log to the Job row, reserving credits once citations are counted, storing the outputs and
// settling credits. Permanent failures (bad, unreadable or unconvertible document, too few credits) end the job and return; only
// transient errors are thrown, for a retry, and the last attempt fails the job with a refund instead.
import type { JobHelpers, Task } from 'graphile-worker';
import { isCitationCoreError } from '@cite-repair/citation-core';
import type { LogEntry, MetadataResolver, ProgressEvent } from '@cite-repair/citation-core';
import { InsufficientCreditsError, reserveJobCredits } from '../../app/models/credit.server.ts';
import {
  completeJob,
  completeUnsupportedJob,
  creditsForCompletedJob,
  failJob,
  OUTPUT_CONTENT_TYPES,
  outputFileName,
  uploadFormatOf,
} from '../../app/models/job.server.ts';
import { openJobFile } from '../../app/models/job-file.server.ts';
import { readAll } from '../../app/storage/storage.server.ts';
import type { Storage } from '../../app/storage/storage.server.ts';
import type { Db } from '../../app/utils/db.server.ts';
import { convertWithLibreOffice, LegacyDocError } from '../legacy-doc.ts';
import type { DocConverter } from '../legacy-doc.ts';
import type { Processor } from '../processor.ts';
import { isUnreadableDocumentError, UNREADABLE_DOCUMENT } from '../unreadable-document.ts';
import { jobCountersOf } from '../../app/lib/job-counters.ts';
import { DOCUMENT_REFUSED_STEP } from '../../app/lib/job-state.ts';
import { progressText } from '../../app/lib/progress-text.ts';
import { isOutputForm, OUTPUT_FORMS, outputOptionsOf } from '../../app/lib/output-forms.ts';

export interface ProcessDocumentPayload {
  jobId: string;
}

export interface ProcessDocumentDeps {
  db: Db;
  processor: Processor;
  /** Online metadata lookups for one job; undefined runs offline. */
  getResolver?: (job: { id: string; userId: string }) => Promise<MetadataResolver | undefined>;
  /** Sent after a job completes; failures are logged, never retried. */
  notifyCompleted?: (jobId: string) => Promise<void>;
  /** How often the task looks for a cancel request (ms). */
  cancelPollMs?: number;
  /** Minimum time between progress writes (ms). */
  progressWriteMs?: number;
  /** Identifies this process in the Job row. */
  workerId?: string;
  /** Where the upload is read and the outputs written (default: the environment's, getStorage()). */
  storage?: Storage;
  /** Turns a legacy .doc upload into .docx (default: LibreOffice, convertWithLibreOffice). */
  convertDoc?: DocConverter;
}

export function assertPayload(payload: unknown): asserts payload is ProcessDocumentPayload {
  if (typeof payload !== 'object' || payload === null || typeof (payload as { jobId?: unknown }).jobId !== 'string') {
    throw new Error('process_document needs a payload { jobId: string }');
  }
}

export function createProcessDocumentTask(deps: ProcessDocumentDeps): Task {
  return async (payload, helpers) => {
    assertPayload(payload);
    await processDocument(payload.jobId, helpers, deps);
  };
}

class CancelledError extends Error {}

async function processDocument(jobId: string, helpers: JobHelpers, deps: ProcessDocumentDeps): Promise<void> {
  const { db } = deps;
  const job = await db.job.findUnique({ where: { id: jobId } });
  if (!job || job.status !== 'processing') return; // cancelled or deleted before it started
  const output = outputOptionsOf(job.outputOptions);

  const attempt = helpers.job.attempts;
  const maxAttempts = helpers.job.max_attempts;
  const started = await db.job.updateMany({
    where: { id: jobId, status: 'processing' },
    data: {
      attempts: attempt,
      lastAttemptAt: new Date(),
      startedAt: job.startedAt ?? new Date(),
      workerId: deps.workerId ?? null,
      progress: 0,
      currentStep: attempt > 1 ? `Restarting document processing (attempt ${attempt} of ${maxAttempts})...` : 'Parsing document...',
      processingLogs: [],
    },
  });
  if (started.count === 0) return;
  const uploadRow = await db.jobFile.findUnique({ where: { jobId_kind: { jobId, kind: 'upload' } } });
  // A storage error here is thrown (transient: the queue retries); a file that is not there is permanent.
  const uploadObject = uploadRow ? await openJobFile(uploadRow, deps.storage) : null;
  if (!uploadRow || !uploadObject) {
    await failJob(db, jobId, { errorMessage: 'Processing failed: the uploaded file is missing.' });
    return;
  }
  const stored = await readAll(uploadObject);
  const format = uploadFormatOf(uploadRow);

  const controller = new AbortController();
  let cancelled = false;
  const onShutdown = () => controller.abort(new Error('The worker is shutting down'));
  helpers.abortSignal?.addEventListener('abort', onShutdown, { once: true });
  // Cancel requests come through the database so that they reach a worker on any machine.
  const cancelWatch = setInterval(() => {
    db.job
      .findUnique({ where: { id: jobId }, select: { status: true } })
      .then((row) => {
        if (!row || row.status !== 'processing') {
          cancelled = true;
          controller.abort(new CancelledError('Processing cancelled'));
        }
      })
      .catch(() => {});
  }, deps.cancelPollMs ?? 1000);

  const progressWriter = createProgressWriter(db, jobId, deps.progressWriteMs ?? 500);
  try {
    const storedBytes = new Uint8Array(stored.buffer, stored.byteOffset, stored.byteLength);
    // Converted on every attempt rather than stored: the .doc stays the job's one upload, so a retry
    // (or a fixed LibreOffice) starts from what the user sent.
    const document = format === 'doc' ? await (deps.convertDoc ?? convertWithLibreOffice)(storedBytes) : storedBytes;
    if (cancelled) return;
    const resolver = await deps.getResolver?.({ id: job.id, userId: job.userId });
    const result = await deps.processor(document, {
      fileName: job.filename,
      // The form and style chosen at upload; every other form is written too, from the same lookups, so
      // the results screen offers each without processing again.
      markerStyle: output.marker,
      style: output.style,
      variants: OUTPUT_FORMS.map((f) => f.id).filter((id) => id !== output.marker),
      signal: controller.signal,
      ...(resolver ? { resolver } : {}),
      onProgress: (event) => progressWriter.progress(event),
      onLog: (entry) => progressWriter.log(entry),
      onCitationsCounted: async ({ citationsFound, uniqueReferences }) => {
        // The core's counts, kept at once (before the reservation, which may refuse): the jobs list
        // shows them while the job runs, a job cancelled or failed later still says what it found,
        // and a job refused for too few credits tells the page how many it needs.
        await db.job.updateMany({ where: { id: jobId, status: 'processing' }, data: { citationsFound, uniqueReferences } });
        await reserveJobCredits(db, {
          userId: job.userId,
          jobId,
          amount: creditsForCompletedJob(uniqueReferences),
          filename: job.filename,
        });
      },
    });
    if (cancelled) return;
    await progressWriter.flush();
    const names = result.fileNames;
    const completed = await completeJob(
      db,
      jobId,
      {
        counters: jobCountersOf(result.report),
        report: result.report,
        logs: result.log,
        files: [
          {
            kind: 'document',
            fileName: names?.docx ?? outputFileName(job.filename, 'document'),
            contentType: OUTPUT_CONTENT_TYPES.document,
            bytes: result.docx,
          },
          {
            kind: 'bibtex',
            fileName: names?.bibtex ?? outputFileName(job.filename, 'bibtex'),
            contentType: OUTPUT_CONTENT_TYPES.bibtex,
            bytes: new TextEncoder().encode(result.bibtex),
          },
          { kind: 'zip', fileName: names?.zip ?? outputFileName(job.filename, 'zip'), contentType: OUTPUT_CONTENT_TYPES.zip, bytes: result.zip },
          ...(result.csljson !== undefined
            ? [
                {
                  kind: 'csljson' as const,
                  fileName: outputFileName(job.filename, 'csljson'),
                  contentType: OUTPUT_CONTENT_TYPES.csljson,
                  bytes: new TextEncoder().encode(result.csljson),
                },
              ]
            : []),
          ...(result.ris !== undefined
            ? [
                {
                  kind: 'ris' as const,
                  fileName: outputFileName(job.filename, 'ris'),
                  contentType: OUTPUT_CONTENT_TYPES.ris,
                  bytes: new TextEncoder().encode(result.ris),
                },
              ]
            : []),
          ...Object.entries(result.variants ?? {}).flatMap(([form, bytes]) =>
            isOutputForm(form) && bytes
              ? [
                  {
                    kind: `document-${form}` as const,
                    fileName: outputFileName(job.filename, `document-${form}`),
                    contentType: OUTPUT_CONTENT_TYPES.document,
                    bytes,
                  },
                ]
              : [],
          ),
        ],
      },
      deps.storage,
    );
    if (completed && deps.notifyCompleted) {
      await deps.notifyCompleted(jobId).catch((error: unknown) => helpers.logger.error(`Completion e-mail for job ${jobId} failed: ${String(error)}`));
    }
  } catch (error) {
    await progressWriter.flush().catch(() => {});
    if (cancelled || error instanceof CancelledError) return; // the cancel endpoint already ended the job
    if (error instanceof LegacyDocError) {
      helpers.logger.error(`Job ${jobId}: the .doc upload was not converted: ${String(error.cause ?? error.message)}`);
      await failJob(db, jobId, { errorMessage: error.message, currentStep: DOCUMENT_REFUSED_STEP });
      return;
    }
    if (error instanceof InsufficientCreditsError) {
      await failJob(db, jobId, { errorMessage: error.message, currentStep: 'Insufficient credits' });
      return;
    }
    if (isCitationCoreError(error)) {
      if (error.code === 'NO_CITATIONS' || error.code === 'NO_REFERENCE_LIST' || error.code === 'ALREADY_CITED') {
        await completeUnsupportedJob(db, jobId, error.message, progressWriter.logs(), error.code);
      } else if (error.code === 'ABORTED' && helpers.abortSignal?.aborted) {
        throw error; // shutting down: another worker retries it
      } else {
        // The file itself was refused (damaged, encrypted, not Word…), unless only the run was stopped or misconfigured.
        const refused = !['ABORTED', 'INVALID_OPTIONS', 'UNKNOWN_STYLE', 'UNKNOWN_LOCALE'].includes(error.code);
        await failJob(db, jobId, { errorMessage: error.message, ...(refused ? { currentStep: DOCUMENT_REFUSED_STEP } : {}) });
      }
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    if (isUnreadableDocumentError(error)) {
      // The same document fails the same way on every attempt: no retry (issue 13 item 8).
      helpers.logger.error(`Job ${jobId}: the document could not be processed: ${error instanceof Error ? (error.stack ?? message) : message}`);
      await failJob(db, jobId, { errorMessage: UNREADABLE_DOCUMENT, currentStep: DOCUMENT_REFUSED_STEP });
      return;
    }
    if (attempt >= maxAttempts) {
      await failJob(db, jobId, { errorMessage: `Processing failed: ${message}` });
      return;
    }
    await db.job
      .updateMany({ where: { id: jobId, status: 'processing' }, data: { currentStep: `Retrying after an error (attempt ${attempt} of ${maxAttempts})...` } })
      .catch(() => {});
    throw error;
  } finally {
    clearInterval(cancelWatch);
    helpers.abortSignal?.removeEventListener('abort', onShutdown);
  }
}

/** Writes progress and the live log to the Job row at most every `intervalMs`, and always the last state. */
function createProgressWriter(db: Db, jobId: string, intervalMs: number) {
  const logs: LogEntry[] = [];
  let progress: { percent: number; message: string } | undefined;
  let dirty = false;
  let lastWrite = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();

  const write = () => {
    timer = undefined;
    if (!dirty) return writing;
    dirty = false;
    lastWrite = Date.now();
    const data = {
      processingLogs: logs.slice() as unknown as object[],
      ...(progress ? { progress: Math.max(0, Math.min(99, Math.round(progress.percent))), currentStep: progress.message } : {}),
    };
    writing = writing
      .then(() => db.job.updateMany({ where: { id: jobId, status: 'processing' }, data }))
      .then(() => undefined)
      .catch(() => undefined);
    return writing;
  };
  const schedule = () => {
    dirty = true;
    if (timer) return;
    const wait = Math.max(0, intervalMs - (Date.now() - lastWrite));
    timer = setTimeout(write, wait);
  };
  return {
    progress(event: ProgressEvent) {
      progress = { percent: event.percent, message: progressText(event) };
      schedule();
    },
    log(entry: LogEntry) {
      logs.push(entry);
      schedule();
    },
    logs: () => logs.slice(),
    async flush() {
      if (timer) clearTimeout(timer);
      await write();
    },
  };
}
