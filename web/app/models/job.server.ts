// Jobs: creation on upload, the API shape of spec §3, and every status transition. A job leaves
// 'processing' exactly once (a conditional UPDATE), in the same transaction as its credit settlement.
import type { Job } from '../generated/prisma/client.ts';
import { formOf, isOutputForm, OUTPUT_FORMS, outputOptionsOf } from '../lib/output-forms.ts';
import type { OutputForm, OutputOptions } from '../lib/output-forms.ts';
import { Prisma } from '../generated/prisma/client.ts';
import type { Db } from '../utils/db.server.ts';
import { enqueueProcessDocument } from '../utils/queue.server.ts';
import { INSUFFICIENT_CREDITS } from '../utils/upload.server.ts';
import { refundJobReservation, settleJobCredits } from './credit.server.ts';
import type { Tx } from './credit.server.ts';

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

/** Spec §3 Job as the API returns it, plus a few fields the screens use. */
export interface JobDto {
  id: string;
  filename: string;
  status: JobStatus;
  progress: number;
  currentStep: string | null;
  createdAt: string;
  startedAt: string | null;
  completedAt: string | null;
  errorMessage: string | null;
  citationsFound: number | null;
  uniqueReferences: number | null;
  bibtexEntries: number | null;
  orphanedReferences: number | null;
  duplicateRefsRemoved: number | null;
  totalBibliographyEntries: number | null;
  successfulLookups: number | null;
  metadataFoundPercentage: number | null;
  /** Only in single-job answers (GET /api/jobs/:id); lists leave it out to stay small. */
  processingLogs?: ProcessingLogEntry[];
  /** Credits charged for a completed job: max(1, bibtexEntries), or 0 for nothing charged. */
  creditsUsed: number | null;
  /** Completed with no numbered citations or reference list: 'Document Format Not Supported'. */
  unsupportedFormat: boolean;
  /** Size of the uploaded file in bytes. */
  fileSize: number;
  /** The output chosen at upload (issue 8); absent in placeholders made before the server answers. */
  output?: OutputOptions;
  /** Every other output form, stored with the job (empty for jobs made before the choice existed). */
  otherForms?: OutputForm[];
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
    citationsFound: job.citationsFound,
    uniqueReferences: job.uniqueReferences,
    bibtexEntries: job.bibtexEntries,
    orphanedReferences: job.orphanedReferences,
    duplicateRefsRemoved: job.duplicateRefsRemoved,
    totalBibliographyEntries: job.totalBibliographyEntries,
    successfulLookups: job.successfulLookups,
    metadataFoundPercentage: job.metadataFoundPercentage,
    ...(options.includeLogs ? { processingLogs: asLogs(job.processingLogs) } : {}),
    creditsUsed: job.creditsUsed,
    unsupportedFormat: job.unsupportedFormat,
    fileSize: job.uploadSize,
    output: storedOutput(job.outputOptions),
    otherForms: hasVariants(job.report) ? OUTPUT_FORMS.map((f) => f.id).filter((id) => id !== storedOutput(job.outputOptions).marker) : [],
  };
}

/** A job made before the choice existed has {} stored: it was written with RTF Scan markers. */
function storedOutput(raw: unknown): OutputOptions {
  const chosen = raw && typeof raw === 'object' && 'marker' in raw;
  return chosen ? outputOptionsOf(raw) : { ...outputOptionsOf({}), marker: 'rtf' };
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

/**
 * Creates a 'processing' job holding the upload and queues it, in one transaction; the database
 * allows one such job per user.
 */
export async function createJob(
  db: Db,
  input: {
    userId: string;
    filename: string;
    bytes: Uint8Array;
    maxAttempts: number;
    outputOptions?: OutputOptions;
    /** The upload's size when `bytes` is a placeholder written later (storeUploadFile); then nothing is queued here. */
    size?: number;
  },
): Promise<Job> {
  const size = input.size ?? input.bytes.byteLength;
  try {
    return await db.$transaction(async (tx) => {
      const job = await tx.job.create({
      data: {
        userId: input.userId,
        filename: input.filename,
        status: 'processing',
        progress: 0,
        currentStep: INITIAL_STEP,
        uploadSize: size,
        outputOptions: { ...(input.outputOptions ?? outputOptionsOf({})) },
        files: {
          create: {
            kind: 'upload',
            fileName: input.filename,
            contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
            size,
            bytes: toBytes(input.bytes),
          },
        },
      },
      });
      if (input.size === undefined) await enqueueProcessDocument(tx, job.id, input.maxAttempts);
      return job;
    }, { timeout: 30_000 });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new JobAlreadyProcessingError();
    throw error;
  }
}

export type RetryRefusal = 'not-found' | 'not-failed' | 'upload-missing' | 'insufficient-credits';

const RETRY_MESSAGES: Record<RetryRefusal, string> = {
  'not-found': 'Job not found',
  'not-failed': 'Only a failed job can be retried.',
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
 * failed job stays as it was. The upload is copied inside the database, so a 50 MB document never
 * travels through this process, and a job deleted meanwhile cannot be half-copied.
 */
export async function retryJobForUser(db: Db, input: { userId: string; jobId: string; maxAttempts: number }): Promise<Job> {
  try {
    return await db.$transaction(
      async (tx) => {
        const failed = await tx.job.findFirst({ where: { id: input.jobId, userId: input.userId }, select: { status: true, filename: true } });
        if (!failed) throw new JobRetryError('not-found');
        if (failed.status !== 'failed') throw new JobRetryError('not-failed');
        const upload = await tx.jobFile.findUnique({ where: { jobId_kind: { jobId: input.jobId, kind: 'upload' } }, select: { size: true } });
        if (!upload) throw new JobRetryError('upload-missing');
        const user = await tx.user.findUnique({ where: { id: input.userId }, select: { credits: true } });
        if (!user || user.credits < 1) throw new JobRetryError('insufficient-credits');
        if ((await tx.job.count({ where: { userId: input.userId, status: 'processing' } })) > 0) throw new JobAlreadyProcessingError();
        const job = await tx.job.create({
          data: { userId: input.userId, filename: failed.filename, status: 'processing', progress: 0, currentStep: INITIAL_STEP, uploadSize: upload.size },
        });
        const copied = await tx.$executeRaw`
          INSERT INTO "JobFile" ("jobId", "kind", "fileName", "contentType", "size", "bytes")
          SELECT ${job.id}, "kind", "fileName", "contentType", "size", "bytes" FROM "JobFile" WHERE "jobId" = ${input.jobId} AND "kind" = 'upload'`;
        if (copied !== 1) throw new JobRetryError('upload-missing');
        await enqueueProcessDocument(tx, job.id, input.maxAttempts);
        return job;
      },
      { timeout: 30_000 },
    );
  } catch (error) {
    // Two retries (or a retry and an upload) racing: the one-processing-job index refuses the second.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new JobAlreadyProcessingError();
    throw error;
  }
}

/** Prisma's Bytes columns take a Uint8Array backed by a plain ArrayBuffer. */
export function toBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)) as Uint8Array<ArrayBuffer>;
}

export function hasProcessingJob(db: Db, userId: string): Promise<boolean> {
  return db.job.count({ where: { userId, status: 'processing' } }).then((n) => n > 0);
}

/** The user's own job, or null (a guessed id of another user's job looks like a missing one). */
export function getJobForUser(db: Db, userId: string, jobId: string): Promise<Job | null> {
  return db.job.findFirst({ where: { id: jobId, userId } });
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
export async function failJob(
  db: Db,
  jobId: string,
  input: { errorMessage: string; currentStep?: string; cancelled?: boolean },
): Promise<boolean> {
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

/** Deletes the user's job (cancelling it first when it is still running). */
export async function deleteJobForUser(db: Db, userId: string, jobId: string): Promise<boolean> {
  const job = await getJobForUser(db, userId, jobId);
  if (!job) return false;
  if (job.status === 'processing') await failJob(db, jobId, { errorMessage: CANCELLED_MESSAGE, cancelled: true });
  await db.job.deleteMany({ where: { id: jobId, userId } });
  return true;
}

export interface JobCounters {
  citationsFound: number;
  uniqueReferences: number;
  bibtexEntries: number;
  orphanedReferences: number;
  duplicateRefsRemoved: number;
  totalBibliographyEntries: number;
  successfulLookups: number;
  metadataFoundPercentage: number;
}

export interface JobOutputs {
  counters: JobCounters;
  report: unknown;
  logs: unknown[];
  files: { kind: DownloadVariant; fileName: string; contentType: string; bytes: Uint8Array }[];
}

/** Spec §9: credits used per job = max(1, bibtexEntries). */
export function creditsForCompletedJob(bibtexEntries: number): number {
  return Math.max(1, bibtexEntries);
}

/** Stores the outputs and settles the credits. Returns false when the job was no longer processing. */
export async function completeJob(db: Db, jobId: string, outputs: JobOutputs): Promise<boolean> {
  return db.$transaction(
    async (tx) => {
      const job = await lockProcessingJob(tx, jobId);
      if (!job) return false;
      const creditsUsed = await settleJobCredits(tx, {
        userId: job.userId,
        jobId,
        charge: creditsForCompletedJob(outputs.counters.bibtexEntries),
        filename: job.filename,
      });
      await tx.jobFile.deleteMany({ where: { jobId, kind: { not: 'upload' } } });
      await tx.jobFile.createMany({
        data: outputs.files.map((f) => ({
          jobId,
          kind: f.kind,
          fileName: f.fileName,
          contentType: f.contentType,
          size: f.bytes.byteLength,
          bytes: toBytes(f.bytes),
        })),
      });
      await tx.job.update({
        where: { id: jobId },
        data: {
          ...outputs.counters,
          status: 'completed',
          progress: 100,
          currentStep: 'Processing complete',
          completedAt: new Date(),
          processingLogs: outputs.logs as Prisma.InputJsonValue,
          report: outputs.report as Prisma.InputJsonValue,
          creditsUsed,
          errorMessage: null,
        },
      });
      return true;
    },
    { timeout: 30_000 },
  );
}

/**
 * Completes a job whose document has no numbered citations or reference list: zero counters, the
 * 'Document Format Not Supported' state, nothing charged.
 */
export async function completeUnsupportedJob(db: Db, jobId: string, message: string, logs: unknown[]): Promise<boolean> {
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
        citationsFound: 0,
        uniqueReferences: 0,
        bibtexEntries: 0,
        orphanedReferences: 0,
        duplicateRefsRemoved: 0,
        totalBibliographyEntries: 0,
        successfulLookups: 0,
        metadataFoundPercentage: 0,
        creditsUsed: 0,
        processingLogs: logs as Prisma.InputJsonValue,
        report: { unsupported: true, message } as Prisma.InputJsonValue,
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

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

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
      return DOCX;
  }
}

export const OUTPUT_CONTENT_TYPES = {
  document: DOCX,
  bibtex: outputContentType('bibtex'),
  zip: outputContentType('zip'),
  csljson: outputContentType('csljson'),
  ris: outputContentType('ris'),
} as const;
