// Jobs: creation on upload, the API shape of spec §3, and every status transition. A job leaves
// 'processing' exactly once (a conditional UPDATE), in the same transaction as its credit settlement.
import { randomUUID } from 'node:crypto';
import { lookupsFailed } from '@cite-repair/citation-core';
import type { Job } from '../generated/prisma/client.ts';
import { JOB_COUNTER_FIELDS, jobCountersAll } from '../lib/job-counters.ts';
import type { JobCounterField, JobCounters } from '../lib/job-counters.ts';
import { isDocumentRefusedJob } from '../lib/job-state.ts';
import { formOf, isOutputForm, OUTPUT_FORMS, outputOptionsOf } from '../lib/output-forms.ts';
import type { OutputForm, OutputOptions } from '../lib/output-forms.ts';
import { Prisma } from '../generated/prisma/client.ts';
import type { Db } from '../utils/db.server.ts';
import { enqueueProcessDocument } from '../utils/queue.server.ts';
import { INSUFFICIENT_CREDITS } from '../utils/upload.server.ts';
import type { WordFormat } from '../utils/upload.server.ts';
import { getStorage } from '../storage/get-storage.server.ts';
import { jobFileKey } from '../storage/storage.server.ts';
import type { Storage } from '../storage/storage.server.ts';
import { refundJobReservation, settleJobCredits } from './credit.server.ts';
import type { Tx } from './credit.server.ts';
import { DAY_MS, deleteStoredJobFiles, expiryFrom, openJobFile, storeJobFile } from './job-file.server.ts';
import type { FileSource } from './job-file.server.ts';

export type JobStatus = 'processing' | 'completed' | 'failed';
export type DownloadVariant = 'document' | 'bibtex' | 'zip' | 'csljson' | 'ris' | `document-${OutputForm}`;

/** A processing-log entry (spec §3); citation-core's LogEntry has the same shape. */
export interface ProcessingLogEntry {
  id: string;
  citation: string;
  status: string;
  message: string;
  strategy: string;
  timestamp: string;
  metadata?: Record<string, unknown>;
}

/** Spec §3 Job as the API returns it, plus a few fields the screens use; its counters are lib/job-counters.ts's. */
export interface JobDto extends Record<JobCounterField, number | null> {
  id: string;
  filename: string;
  status: JobStatus;
  progress: number;
  currentStep: string | null;
  createdAt: string;
  startedAt: string | null;
  completedAt: string | null;
  errorMessage: string | null;
  /** Only in single-job answers (GET /api/jobs/:id); lists leave it out to stay small. */
  processingLogs?: ProcessingLogEntry[];
  /** Credits charged for a completed job: max(1, bibtexEntries), or 0 for nothing charged. */
  creditsUsed: number | null;
  /** References that could not be checked because the lookup services did not answer (not charged); single-job answers only. */
  uncheckedReferences?: number;
  /** Completed with no numbered citations or reference list: 'Document Format Not Supported'. */
  unsupportedFormat: boolean;
  /** Why, in the core's words ("Nothing to repair: this document already has 12 live Zotero citations…"); single-job answers only. */
  unsupportedReason?: string;
  /** The core's code for it (NO_CITATIONS, NO_REFERENCE_LIST, ALREADY_CITED), as a local CLI run reports it. */
  unsupportedCode?: string;
  /** Size of the uploaded file in bytes. */
  fileSize: number;
  /** The output chosen at upload (issue 8); absent in placeholders made before the server answers. */
  output?: OutputOptions;
  /** Every other output form, stored with the job (empty for jobs made before the choice existed). */
  otherForms?: OutputForm[];
  /** A completed job's files are downloadable until then (OUTPUT_RETENTION_DAYS after completion); null: no expiry. */
  filesAvailableUntil?: string | null;
  /** When the retention task deleted them (the job and its report stay); null while they are kept. */
  filesDeletedAt?: string | null;
  /** How many days they were kept for (completion to expiry), for "deleted after N days". */
  filesKeptDays?: number | null;
}

export function toJobDto(job: Job, options: { includeLogs?: boolean } = {}): JobDto {
  return {
    id: job.id,
    filename: job.filename,
    status: job.status,
    progress: job.progress,
    currentStep: job.currentStep,
    createdAt: job.createdAt.toISOString(),
    startedAt: job.startedAt?.toISOString() ?? null,
    completedAt: job.completedAt?.toISOString() ?? null,
    errorMessage: job.errorMessage,
    ...storedCounters(job),
    ...(options.includeLogs ? { processingLogs: asLogs(job.processingLogs) } : {}),
    creditsUsed: job.creditsUsed,
    ...(options.includeLogs && job.status === 'completed' && !job.unsupportedFormat ? { uncheckedReferences: uncheckedReferencesOf(job.report) } : {}),
    unsupportedFormat: job.unsupportedFormat,
    ...(options.includeLogs && job.unsupportedFormat ? unsupportedReason(job.report) : {}),
    fileSize: job.uploadSize,
    output: storedOutput(job.outputOptions),
    otherForms: hasVariants(job.report) ? OUTPUT_FORMS.map((f) => f.id).filter((id) => id !== storedOutput(job.outputOptions).marker) : [],
    filesAvailableUntil: job.filesExpireAt?.toISOString() ?? null,
    filesDeletedAt: job.filesExpiredAt?.toISOString() ?? null,
    filesKeptDays: keptDays(job),
  };
}

function keptDays(job: Pick<Job, 'completedAt' | 'filesExpireAt'>): number | null {
  if (!job.completedAt || !job.filesExpireAt) return null;
  return Math.max(1, Math.round((job.filesExpireAt.getTime() - job.completedAt.getTime()) / DAY_MS));
}

/** A job made before the choice existed has {} stored: it was written with RTF Scan markers. */
function storedOutput(raw: unknown): OutputOptions {
  const chosen = raw && typeof raw === 'object' && 'marker' in raw;
  return chosen ? outputOptionsOf(raw) : { ...outputOptionsOf({}), marker: 'rtf' };
}

function unsupportedReason(report: unknown): { unsupportedReason?: string; unsupportedCode?: string } {
  const { message, code } = (typeof report === 'object' && report !== null ? report : {}) as { message?: unknown; code?: unknown };
  return {
    ...(typeof message === 'string' && message.trim() !== '' ? { unsupportedReason: message } : {}),
    ...(typeof code === 'string' && code !== '' ? { unsupportedCode: code } : {}),
  };
}

/** Jobs processed since the output choice exist carry report.output, and their other forms are stored. */
function hasVariants(report: unknown): boolean {
  return typeof report === 'object' && report !== null && 'output' in report;
}

function asLogs(value: unknown): ProcessingLogEntry[] {
  if (Array.isArray(value)) return value as ProcessingLogEntry[];
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? (parsed as ProcessingLogEntry[]) : [];
    } catch {
      return [];
    }
  }
  return [];
}

// Columns that are never needed to answer the API (the logs are only read for one job at a time).
export const jobListSelect = {
  processingLogs: false,
  report: false,
} as const;

export const INITIAL_STEP = 'Starting document processing...';

export class JobAlreadyProcessingError extends Error {
  constructor() {
    super('A document is already being processed. Please wait for it to finish or cancel it before uploading another.');
    this.name = 'JobAlreadyProcessingError';
  }
}

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The upload is stored as it came (ADR 111): its file row's content type records its format, so the
 * worker knows a legacy .doc to convert before repairing, and a retry copies the record with the file.
 */
const UPLOAD_CONTENT_TYPES: Record<WordFormat, string> = { docx: DOCX_TYPE, doc: 'application/msword' };

/** The format of a stored upload, from its file row (rows from before ADR 111 are all .docx). */
export function uploadFormatOf(file: { contentType: string }): WordFormat {
  return file.contentType === UPLOAD_CONTENT_TYPES.doc ? 'doc' : 'docx';
}

/**
 * Creates a 'processing' job for an upload and queues it. The upload goes to the storage first
 * (<userId>/<jobId>/upload), then the job, its file row and its queue entry are created in one
 * transaction; the database allows one processing job per user, and a refused job's file is removed.
 * `bytes` is the document in memory; `file` one received to disk (streamed to the storage); `format`
 * what it is (default .docx; a .doc is converted by the worker, not here).
 */
export async function createJob(
  db: Db,
  input: {
    userId: string;
    filename: string;
    bytes?: Uint8Array;
    file?: { path: string; size: number };
    format?: WordFormat;
    maxAttempts: number;
    outputOptions?: OutputOptions;
    storage?: Storage;
  },
): Promise<Job> {
  const source: FileSource | undefined = input.file ?? input.bytes;
  if (!source) throw new Error('createJob needs the upload: bytes or file');
  const storage = input.storage ?? getStorage();
  const id = randomUUID();
  const now = new Date();
  const contentType = UPLOAD_CONTENT_TYPES[input.format ?? 'docx'];
  const stored = await storeJobFile(storage, { userId: input.userId, jobId: id, kind: 'upload', contentType, source });
  try {
    return await db.$transaction(
      async (tx) => {
        const job = await tx.job.create({
          data: {
            id,
            userId: input.userId,
            filename: input.filename,
            status: 'processing',
            progress: 0,
            currentStep: INITIAL_STEP,
            uploadSize: stored.size,
            outputOptions: { ...(input.outputOptions ?? outputOptionsOf({})) },
            files: {
              create: { kind: 'upload', fileName: input.filename, contentType, size: stored.size, storageKey: stored.storageKey, expiresAt: expiryFrom(now) },
            },
          },
        });
        await enqueueProcessDocument(tx, job.id, input.maxAttempts);
        return job;
      },
      { timeout: 30_000 },
    );
  } catch (error) {
    await storage.delete(stored.storageKey).catch(() => {});
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new JobAlreadyProcessingError();
    throw error;
  }
}

export type RetryRefusal = 'not-found' | 'not-failed' | 'document-refused' | 'upload-missing' | 'insufficient-credits';

const RETRY_MESSAGES: Record<RetryRefusal, string> = {
  'not-found': 'Job not found',
  'not-failed': 'Only a failed job can be retried.',
  'document-refused':
    'This document was refused for what the file itself holds: processing it again would fail the same way. Fix or re-save the file and upload it again.',
  'upload-missing': 'The uploaded document of this job is no longer stored. Please upload it again.',
  'insufficient-credits': INSUFFICIENT_CREDITS,
};

export class JobRetryError extends Error {
  constructor(readonly reason: RetryRefusal) {
    super(RETRY_MESSAGES[reason]);
    this.name = 'JobRetryError';
  }
}

/**
 * 'Retry Processing': a NEW processing job from a failed job's stored upload (same file name), queued
 * like an upload and under the same rules (at least 1 credit, one processing job per user). The
 * failed job stays as it was. The upload is copied in the storage to the new job's key (streamed, never
 * whole in memory; an old row's bytes go to the storage this way too), then the job is created and
 * queued in one transaction that checks everything again; a refused copy is removed.
 */
export async function retryJobForUser(db: Db, input: { userId: string; jobId: string; maxAttempts: number; storage?: Storage }): Promise<Job> {
  const storage = input.storage ?? getStorage();
  const check = async (tx: Tx) => {
    const failed = await tx.job.findFirst({ where: { id: input.jobId, userId: input.userId }, select: { status: true, filename: true, currentStep: true } });
    if (!failed) throw new JobRetryError('not-found');
    if (failed.status !== 'failed') throw new JobRetryError('not-failed');
    if (isDocumentRefusedJob(failed)) throw new JobRetryError('document-refused');
    const upload = await tx.jobFile.findUnique({ where: { jobId_kind: { jobId: input.jobId, kind: 'upload' } } });
    if (!upload || upload.expiredAt) throw new JobRetryError('upload-missing');
    const user = await tx.user.findUnique({ where: { id: input.userId }, select: { credits: true } });
    if (!user || user.credits < 1) throw new JobRetryError('insufficient-credits');
    if ((await tx.job.count({ where: { userId: input.userId, status: 'processing' } })) > 0) throw new JobAlreadyProcessingError();
    return { filename: failed.filename, upload };
  };
  // Checked before copying 50 MB, and again in the transaction that creates the job.
  const { upload } = await check(db);
  const object = await openJobFile(upload, storage);
  if (!object) throw new JobRetryError('upload-missing');
  const id = randomUUID();
  const storageKey = jobFileKey(input.userId, id, 'upload');
  await storage.put(storageKey, object.body, { contentType: upload.contentType, size: object.size });
  try {
    return await db.$transaction(
      async (tx) => {
        const { filename } = await check(tx);
        return tx.job
          .create({
            data: {
              id,
              userId: input.userId,
              filename,
              status: 'processing',
              progress: 0,
              currentStep: INITIAL_STEP,
              uploadSize: upload.size,
              files: {
                create: {
                  kind: 'upload',
                  fileName: upload.fileName,
                  contentType: upload.contentType,
                  size: upload.size,
                  storageKey,
                  expiresAt: expiryFrom(new Date()),
                },
              },
            },
          })
          .then(async (job) => {
            await enqueueProcessDocument(tx, job.id, input.maxAttempts);
            return job;
          });
      },
      { timeout: 30_000 },
    );
  } catch (error) {
    await storage.delete(storageKey).catch(() => {});
    // Two retries (or a retry and an upload) racing: the one-processing-job index refuses the second.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new JobAlreadyProcessingError();
    throw error;
  }
}

export function hasProcessingJob(db: Db, userId: string): Promise<boolean> {
  return db.job.count({ where: { userId, status: 'processing' } }).then((n) => n > 0);
}

/** The user's own job, or null (a guessed id of another user's job looks like a missing one). */
export function getJobForUser(db: Db, userId: string, jobId: string): Promise<Job | null> {
  return db.job.findFirst({ where: { id: jobId, userId } });
}

/**
 * One job as its viewer may see it: their own, or any user's for an administrator (the admin
 * dashboard opens jobs on /results); null when missing or not theirs. GET /api/jobs/:id and the
 * /results page both answer with this.
 */
export async function getJobForViewer(db: Db, viewer: { userId: string; isAdmin: boolean }, jobId: string): Promise<JobDto | null> {
  const job = viewer.isAdmin ? await db.job.findUnique({ where: { id: jobId } }) : await getJobForUser(db, viewer.userId, jobId);
  return job ? toJobDto(job, { includeLogs: true }) : null;
}

export async function listJobsForUser(db: Db, userId: string): Promise<JobDto[]> {
  const jobs = await db.job.findMany({ where: { userId }, orderBy: { createdAt: 'desc' }, omit: jobListSelect });
  return jobs.map((j) => toJobDto({ ...j, processingLogs: [], report: null }));
}

export const CANCELLED_MESSAGE = 'Processing cancelled by user';

/**
 * Ends a processing job as failed (cancel, error, crash) and refunds its reservation. Returns false
 * when the job was no longer processing (someone else ended it first).
 */
export async function failJob(db: Db, jobId: string, input: { errorMessage: string; currentStep?: string; cancelled?: boolean }): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const now = new Date();
    const ended = await tx.job.updateMany({
      where: { id: jobId, status: 'processing' },
      data: {
        status: 'failed',
        errorMessage: input.errorMessage,
        currentStep: input.currentStep ?? (input.cancelled ? 'Cancelled' : 'Processing failed'),
        completedAt: now,
        creditsUsed: 0,
        ...(input.cancelled ? { cancelRequestedAt: now } : {}),
      },
    });
    if (ended.count === 0) return false;
    const job = await tx.job.findUniqueOrThrow({ where: { id: jobId }, select: { userId: true, filename: true } });
    await refundJobReservation(tx, {
      userId: job.userId,
      jobId,
      filename: job.filename,
      reason: input.cancelled ? 'cancelled' : 'failed',
    });
    return true;
  });
}

/** Cancels the user's processing job. The worker notices within about a second and stops. */
export async function cancelJobForUser(db: Db, userId: string, jobId: string): Promise<Job | null> {
  const job = await getJobForUser(db, userId, jobId);
  if (!job) return null;
  if (job.status === 'processing') await failJob(db, jobId, { errorMessage: CANCELLED_MESSAGE, cancelled: true });
  return db.job.findUnique({ where: { id: jobId } });
}

/** Deletes the user's job (cancelling it first when it is still running) and its stored files. */
export async function deleteJobForUser(db: Db, userId: string, jobId: string): Promise<boolean> {
  const job = await getJobForUser(db, userId, jobId);
  if (!job) return false;
  if (job.status === 'processing') await failJob(db, jobId, { errorMessage: CANCELLED_MESSAGE, cancelled: true });
  await db.job.deleteMany({ where: { id: jobId, userId } });
  await deleteStoredJobFiles(userId, jobId);
  return true;
}

/** A job row's counters as stored (null until the job has counted them). */
function storedCounters(job: Job): Record<JobCounterField, number | null> {
  return Object.fromEntries(JOB_COUNTER_FIELDS.map((field) => [field, job[field]])) as Record<JobCounterField, number | null>;
}

export interface JobOutputs {
  counters: JobCounters;
  report: unknown;
  logs: unknown[];
  files: { kind: DownloadVariant; fileName: string; contentType: string; bytes: Uint8Array }[];
}

/**
 * Spec §9: credits used per job = max(1, bibtexEntries). Spec §1 prices a credit as one reference
 * lookup, so references whose lookups all failed (services down or unreachable) are not charged; a
 * job where none could be checked costs nothing.
 */
export function creditsForCompletedJob(bibtexEntries: number, uncheckedReferences = 0): number {
  const checked = Math.max(0, bibtexEntries - uncheckedReferences);
  if (uncheckedReferences > 0 && checked === 0) return 0;
  return Math.max(1, checked);
}

/** How many of a report's references came back unchecked because their lookups failed (the core decides which). */
export function uncheckedReferencesOf(report: unknown): number {
  const references = typeof report === 'object' && report !== null ? (report as { references?: unknown }).references : undefined;
  if (!Array.isArray(references)) return 0;
  return references.filter(
    (r): r is { status: string; message?: string } =>
      typeof r === 'object' && r !== null && typeof (r as { status?: unknown }).status === 'string' && lookupsFailed(r as { status: string; message?: string }),
  ).length;
}

/**
 * Stores the outputs (in the storage, <userId>/<jobId>/<kind>), then records them and settles the
 * credits in one transaction; the outputs expire OUTPUT_RETENTION_DAYS after completion. Returns false
 * when the job was no longer processing (its outputs are removed again unless another attempt completed it).
 */
export async function completeJob(db: Db, jobId: string, outputs: JobOutputs, storage: Storage = getStorage()): Promise<boolean> {
  const owner = await db.job.findUnique({ where: { id: jobId }, select: { userId: true, status: true } });
  if (!owner || owner.status !== 'processing') return false;
  const stored: { jobId: string; kind: string; fileName: string; contentType: string; size: number; storageKey: string }[] = [];
  try {
    for (const f of outputs.files) {
      const { storageKey, size } = await storeJobFile(storage, { userId: owner.userId, jobId, kind: f.kind, contentType: f.contentType, source: f.bytes });
      stored.push({ jobId, kind: f.kind, fileName: f.fileName, contentType: f.contentType, size, storageKey });
    }
  } catch (error) {
    await Promise.all(stored.map((f) => storage.delete(f.storageKey).catch(() => {})));
    // Deleted (its folder removed under the writes) or cancelled meanwhile: nothing to complete, and no
    // error for the queue to retry. Otherwise the storage failed: the attempt fails and is retried.
    const now = await db.job.findUnique({ where: { id: jobId }, select: { status: true } });
    if (now?.status !== 'processing') return false;
    throw error;
  }
  const completed = await db.$transaction(
    async (tx) => {
      const job = await lockProcessingJob(tx, jobId);
      if (!job) return false;
      const unchecked = uncheckedReferencesOf(outputs.report);
      const creditsUsed = await settleJobCredits(tx, {
        userId: job.userId,
        jobId,
        charge: creditsForCompletedJob(outputs.counters.bibtexEntries, unchecked),
        filename: job.filename,
        unchecked,
      });
      const completedAt = new Date();
      const expiresAt = expiryFrom(completedAt);
      await tx.jobFile.deleteMany({ where: { jobId, kind: { not: 'upload' } } });
      await tx.jobFile.createMany({ data: stored.map((f) => ({ ...f, expiresAt })) });
      await tx.job.update({
        where: { id: jobId },
        data: {
          ...outputs.counters,
          status: 'completed',
          progress: 100,
          currentStep: 'Processing complete',
          completedAt,
          processingLogs: outputs.logs as Prisma.InputJsonValue,
          report: outputs.report as Prisma.InputJsonValue,
          creditsUsed,
          errorMessage: null,
          filesExpireAt: expiresAt,
        },
      });
      return true;
    },
    { timeout: 30_000 },
  );
  if (!completed) {
    const now = await db.job.findUnique({ where: { id: jobId }, select: { status: true } });
    // Cancelled or deleted meanwhile: nothing refers to these files. Completed by another attempt: they are its files.
    if (now?.status !== 'completed') await Promise.all(stored.map((f) => storage.delete(f.storageKey).catch(() => {})));
  }
  return completed;
}

/**
 * Completes a job whose document has no numbered citations or reference list (or only citations a
 * reference manager already holds): zero counters, the 'Document Format Not Supported' state, the
 * core's reason kept in the report, nothing charged.
 */
export async function completeUnsupportedJob(db: Db, jobId: string, message: string, logs: unknown[], code?: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const job = await lockProcessingJob(tx, jobId);
    if (!job) return false;
    await refundJobReservation(tx, { userId: job.userId, jobId, filename: job.filename, reason: 'nothing to process' });
    await tx.job.update({
      where: { id: jobId },
      data: {
        status: 'completed',
        progress: 100,
        currentStep: 'No citations found',
        completedAt: new Date(),
        unsupportedFormat: true,
        ...jobCountersAll(0),
        creditsUsed: 0,
        processingLogs: logs as Prisma.InputJsonValue,
        report: { unsupported: true, message, ...(code ? { code } : {}) } as Prisma.InputJsonValue,
      },
    });
    return true;
  });
}

/** Row-locks the job while it is processing, so that a concurrent cancel waits for this transaction. */
async function lockProcessingJob(tx: Tx, jobId: string): Promise<{ userId: string; filename: string } | null> {
  const rows = await tx.$queryRaw<{ userId: string; filename: string }[]>`
    SELECT "userId", "filename" FROM "Job" WHERE "id" = ${jobId} AND "status" = 'processing' FOR UPDATE`;
  return rows[0] ?? null;
}

const DOWNLOAD_KINDS: Record<string, true> = { document: true, bibtex: true, zip: true, csljson: true, ris: true };

export function isDownloadVariant(value: string): value is DownloadVariant {
  return Object.hasOwn(DOWNLOAD_KINDS, value) || (value.startsWith('document-') && isOutputForm(value.slice('document-'.length)));
}

/** The download names: paper.docx → paper.repaired.docx, paper.bib, paper.citations.zip. */
export function outputFileName(filename: string, variant: DownloadVariant): string {
  const stem = filename.replace(/\.(docx?|DOCX?)$/, '') || 'document';
  switch (variant) {
    case 'document':
      return `${stem}.repaired.docx`;
    case 'bibtex':
      return `${stem}.bib`;
    case 'zip':
      return `${stem}.citations.zip`;
    case 'csljson':
      return `${stem}.csl.json`;
    case 'ris':
      return `${stem}.ris`;
    default:
      return `${stem}.${formOf(variant.slice('document-'.length) as OutputForm).file}.docx`;
  }
}

export function outputContentType(variant: DownloadVariant): string {
  switch (variant) {
    case 'bibtex':
      return 'application/x-bibtex; charset=utf-8';
    case 'zip':
      return 'application/zip';
    case 'csljson':
      return 'application/vnd.citationstyles.csl+json; charset=utf-8';
    case 'ris':
      return 'application/x-research-info-systems; charset=utf-8';
    default:
      return DOCX_TYPE;
  }
}

export const OUTPUT_CONTENT_TYPES = {
  document: DOCX_TYPE,
  bibtex: outputContentType('bibtex'),
  zip: outputContentType('zip'),
  csljson: outputContentType('csljson'),
  ris: outputContentType('ris'),
} as const;
