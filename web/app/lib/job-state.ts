// A cancelled job is stored as 'failed' (spec §4: a failure whose message contains 'cancelled' is a
// cancel), but the screens show it as "Cancelled", in a neutral tone, not as a red failure.
export function isCancelledJob(job: { status: string; errorMessage?: string | null; currentStep?: string | null }): boolean {
  if (job.status !== 'failed') return false;
  return job.currentStep === 'Cancelled' || /cancelled/i.test(job.errorMessage ?? '');
}

/** A job refused because the balance was below what it needs (the worker's InsufficientCreditsError). */
export function isInsufficientCreditsJob(job: { status: string; errorMessage?: string | null; currentStep?: string | null }): boolean {
  if (job.status !== 'failed') return false;
  return job.currentStep === 'Insufficient credits' || /^Insufficient credits\b/i.test(job.errorMessage ?? '');
}

/** The step a job ends on when the document itself was refused (damaged, encrypted, not Word…). */
export const DOCUMENT_REFUSED_STEP = 'Document refused';

/**
 * A job that failed because of the file itself: processing it again fails the same way, so no
 * 'Retry Processing' is offered for it (the message says what to do with the file instead).
 */
export function isDocumentRefusedJob(job: { status: string; currentStep?: string | null }): boolean {
  return job.status === 'failed' && job.currentStep === DOCUMENT_REFUSED_STEP;
}

/**
 * The credits such a job needs: max(1, unique references) as the worker reserves them, else the
 * number its message gives; null when unknown. A retry can succeed only with at least this many.
 */
export function creditsNeeded(job: { uniqueReferences?: number | null; errorMessage?: string | null }): number | null {
  if (typeof job.uniqueReferences === 'number') return Math.max(1, job.uniqueReferences);
  const stated = /needs (\d+) credits?/i.exec(job.errorMessage ?? '')?.[1];
  return stated ? Number(stated) : null;
}

export interface JobStatusCounts {
  all: number;
  processing: number;
  completed: number;
  /** Spec §4: a cancel ends a job as failed, so cancelled jobs are counted (and filtered) here… */
  failed: number;
  /** …and, of those, how many were cancelled, so every screen can say so. */
  cancelled: number;
}

/** One count for the jobs page's stat cards and filters and the welcome-back notice. */
export function jobStatusCounts(jobs: readonly { status: string; errorMessage?: string | null; currentStep?: string | null }[]): JobStatusCounts {
  return {
    all: jobs.length,
    processing: jobs.filter((j) => j.status === 'processing').length,
    completed: jobs.filter((j) => j.status === 'completed').length,
    failed: jobs.filter((j) => j.status === 'failed').length,
    cancelled: jobs.filter((j) => isCancelledJob(j)).length,
  };
}

/** "2 failed", "2 failed (1 cancelled)", "1 failed (cancelled)". */
export function failedText(counts: Pick<JobStatusCounts, 'failed' | 'cancelled'>): string {
  if (counts.cancelled === 0) return `${counts.failed} failed`;
  if (counts.cancelled === counts.failed) return `${counts.failed} failed (${counts.failed === 1 ? 'cancelled' : 'all cancelled'})`;
  return `${counts.failed} failed (${counts.cancelled} cancelled)`;
}
