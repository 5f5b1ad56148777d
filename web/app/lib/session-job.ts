// The current job of this browser tab (spec §4 "Current job selection"): kept in session storage with
// the current view, replaced by the server's data as soon as it arrives, and chosen from the user's job
// list when the tab has none.
import { SESSION_JOB_MATCH_MS } from './constants.ts';
import { jobCountersAll } from './job-counters.ts';
import { readItem, removeItem, writeItem } from './storage.ts';
import type { Job, JobStatus } from './types.ts';

export const CURRENT_JOB_KEY = 'currentJob';
export const CURRENT_VIEW_KEY = 'currentView';

export type CurrentView = 'upload' | 'processing' | 'results';

const STATUSES: readonly JobStatus[] = ['processing', 'completed', 'failed'];

export function isKnownStatus(value: unknown): value is JobStatus {
  return typeof value === 'string' && (STATUSES as readonly string[]).includes(value);
}

/** A local placeholder: 'temp-…' while the upload runs, 'failed-…' when it failed. */
export function isPlaceholderJob(job: Pick<Job, 'id'>): boolean {
  return job.id.startsWith('temp-') || job.id.startsWith('failed-');
}

/** Checks the shape of a stored job; anything else (or an unknown status) is not a job. */
export function parseStoredJob(value: unknown): Job | null {
  if (typeof value !== 'object' || value === null) return null;
  const job = value as Record<string, unknown>;
  if (typeof job.id !== 'string' || job.id === '') return null;
  if (typeof job.filename !== 'string') return null;
  if (!isKnownStatus(job.status)) return null;
  if (typeof job.progress !== 'number' || !Number.isFinite(job.progress)) return null;
  if (typeof job.createdAt !== 'string' || Number.isNaN(Date.parse(job.createdAt))) return null;
  return value as Job;
}

/** The tab's current job; unparseable or invalid data is cleared (spec §4). */
export function readSessionJob(): Job | null {
  const raw = readItem('session', CURRENT_JOB_KEY);
  if (raw === null) return null;
  let job: Job | null = null;
  try {
    job = parseStoredJob(JSON.parse(raw));
  } catch {}
  if (!job) clearSessionJob();
  return job;
}

export function writeSessionJob(job: Job, view?: CurrentView): void {
  // The log can be long and is refetched anyway: keep the stored record small.
  const { processingLogs: _logs, ...rest } = job;
  writeItem('session', CURRENT_JOB_KEY, JSON.stringify(rest));
  writeItem('session', CURRENT_VIEW_KEY, view ?? viewForStatus(job.status));
}

export function readSessionView(): CurrentView | null {
  const view = readItem('session', CURRENT_VIEW_KEY);
  return view === 'upload' || view === 'processing' || view === 'results' ? view : null;
}

export function clearSessionJob(): void {
  removeItem('session', CURRENT_JOB_KEY);
  removeItem('session', CURRENT_VIEW_KEY);
}

export function viewForStatus(status: JobStatus): CurrentView {
  return status === 'processing' ? 'processing' : 'results';
}

/**
 * Which job the analysis screens show (spec §4):
 * - a placeholder is replaced by the server job with the same filename created within 5 minutes of it
 *   that is processing or completed;
 * - a real job stays the current one (the server's copy when the list has it);
 * - otherwise a processing server job is preferred, then the most recent one;
 * - with no server jobs, a valid session job is kept.
 * A failed upload ('failed-…') stays visible unless a job is processing, so that its error is shown.
 */
export function selectCurrentJob(sessionJob: Job | null, serverJobs: readonly Job[] | null | undefined, now = Date.now()): Job | null {
  const jobs = serverJobs ?? [];
  if (jobs.length === 0) return sessionJob;
  const newestFirst = [...jobs].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  const processing = newestFirst.find((j) => j.status === 'processing') ?? null;

  if (sessionJob && isPlaceholderJob(sessionJob)) {
    const localTime = Date.parse(sessionJob.createdAt) || now;
    const match = newestFirst.find(
      (j) =>
        j.filename === sessionJob.filename &&
        (j.status === 'processing' || j.status === 'completed') &&
        Math.abs(Date.parse(j.createdAt) - localTime) <= SESSION_JOB_MATCH_MS,
    );
    if (match) return match;
    if (processing) return processing;
    return sessionJob;
  }
  if (sessionJob) return jobs.find((j) => j.id === sessionJob.id) ?? sessionJob;
  return processing ?? newestFirst[0] ?? null;
}

/** A placeholder while the upload runs (spec §4: progress 0, 'Uploading document...'). */
export function makeUploadingJob(filename: string, fileSize: number, now = new Date()): Job {
  return placeholder(`temp-${now.getTime()}`, filename, fileSize, now, { status: 'processing', progress: 0, currentStep: 'Uploading document...' });
}

/** The job once the server accepted the upload (progress 75, 'Starting document processing...'). */
export function makeUploadedJob(jobId: string, uploading: Job): Job {
  return { ...uploading, id: jobId, progress: 75, currentStep: 'Starting document processing...' };
}

/**
 * The new job of 'Retry Processing' until the server's copy arrives: a real job id, so that spec §4
 * keeps it as the tab's current job (the list may not have it yet) and polls it.
 */
export function makeRetriedJob(jobId: string, failed: Job, now = new Date()): Job {
  return placeholder(jobId, failed.filename, failed.fileSize, now, { status: 'processing', progress: 0, currentStep: 'Starting document processing...' });
}

/** A failed upload, shown on /analysis with its error (step 'Upload failed'). */
export function makeFailedUploadJob(filename: string, fileSize: number, errorMessage: string, now = new Date()): Job {
  return placeholder(`failed-${now.getTime()}`, filename, fileSize, now, {
    status: 'failed',
    progress: 0,
    currentStep: 'Upload failed',
    errorMessage,
    completedAt: now.toISOString(),
  });
}

function placeholder(id: string, filename: string, fileSize: number, now: Date, fields: Partial<Job>): Job {
  return {
    id,
    filename,
    status: 'processing',
    progress: 0,
    currentStep: null,
    createdAt: now.toISOString(),
    startedAt: null,
    completedAt: null,
    errorMessage: null,
    ...jobCountersAll(null),
    creditsUsed: null,
    unsupportedFormat: false,
    fileSize,
    ...fields,
  };
}
