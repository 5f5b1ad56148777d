// The welcome-back / recovery notice (spec §4): jobs of the last 30 minutes, offered when the tab has
// no current job, unless the user dismissed the notice less than 5 minutes ago.
import { RECOVERY_MAX_LISTED, RECOVERY_SUPPRESS_MS, RECOVERY_WINDOW_MS } from './constants.ts';
import { readItem, writeItem } from './storage.ts';
import { jobStatusCounts } from './job-state.ts';
import type { Job } from './types.ts';

export interface RecoveryInput {
  authenticated: boolean;
  hasSessionJob: boolean;
  jobs: readonly Job[] | null | undefined;
  dismissedAt: number | null;
  now: number;
}

export interface RecoveryNotice {
  /** Newest first, at most 3. */
  listed: Job[];
  /** "And N more". */
  more: number;
  completed: number;
  processing: number;
  failed: number;
  /** Of the failed ones, cancelled by the user (spec §4 counts a cancel as a failure). */
  cancelled: number;
}

/** Jobs created within the recovery window, newest first. */
export function recoverableJobs(jobs: readonly Job[], now: number): Job[] {
  return jobs
    .filter((j) => {
      const created = Date.parse(j.createdAt);
      return (
        (j.status === 'completed' || j.status === 'failed' || j.status === 'processing') &&
        Number.isFinite(created) &&
        now - created <= RECOVERY_WINDOW_MS &&
        now - created >= -60_000
      );
    })
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** The notice to show, or null when one of the spec's conditions fails. */
export function recoveryNotice(input: RecoveryInput): RecoveryNotice | null {
  if (!input.authenticated || input.hasSessionJob || !input.jobs) return null;
  if (input.dismissedAt !== null && input.now - input.dismissedAt < RECOVERY_SUPPRESS_MS) return null;
  const recent = recoverableJobs(input.jobs, input.now);
  if (recent.length === 0) return null;
  return {
    listed: recent.slice(0, RECOVERY_MAX_LISTED),
    more: Math.max(0, recent.length - RECOVERY_MAX_LISTED),
    ...countsOf(recent),
  };
}

function countsOf(jobs: readonly Job[]): Pick<RecoveryNotice, 'completed' | 'processing' | 'failed' | 'cancelled'> {
  const { completed, processing, failed, cancelled } = jobStatusCounts(jobs);
  return { completed, processing, failed, cancelled };
}

const dismissKey = (userId: string) => `recoveryDismissedAt:${userId}`;

export function readRecoveryDismissedAt(userId: string): number | null {
  const value = Number(readItem('local', dismissKey(userId)));
  return readItem('local', dismissKey(userId)) !== null && Number.isFinite(value) ? value : null;
}

export function dismissRecovery(userId: string, now = Date.now()): void {
  writeItem('local', dismissKey(userId), String(now));
}
