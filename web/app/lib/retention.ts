// What the results screen says about a completed job's files (issue 13 item 4): available until a
// date, or deleted after the retention period. Pure: the server sends the dates (JobDto).
import type { Job } from './types.ts';

export type FilesRetention = { state: 'kept'; until: string } | { state: 'deleted'; on: string; days: number | null } | { state: 'unlimited' };

export function filesRetention(job: Pick<Job, 'filesAvailableUntil' | 'filesDeletedAt' | 'filesKeptDays'>, now = Date.now()): FilesRetention {
  const days = job.filesKeptDays ?? null;
  if (job.filesDeletedAt) return { state: 'deleted', on: job.filesDeletedAt, days };
  if (!job.filesAvailableUntil) return { state: 'unlimited' };
  // Past the date the server no longer serves them, even before the hourly task has deleted them.
  if (new Date(job.filesAvailableUntil).getTime() <= now) return { state: 'deleted', on: job.filesAvailableUntil, days };
  return { state: 'kept', until: job.filesAvailableUntil };
}
