// The green dot on Jobs (spec §4 "Unseen-completed flag"): a completed job created after the user last
// looked at the jobs list. The time is kept per user in local storage.
import { readItem, writeItem } from './storage.ts';
import type { Job } from './types.ts';

const lastCheckKey = (userId: string) => `lastJobsCheck:${userId}`;

export function hasUnseenCompleted(jobs: readonly Pick<Job, 'status' | 'createdAt'>[], lastCheck: number | null): boolean {
  const since = lastCheck ?? 0;
  return jobs.some((j) => j.status === 'completed' && Date.parse(j.createdAt) > since);
}

export function readLastJobsCheck(userId: string): number | null {
  const raw = readItem('local', lastCheckKey(userId));
  if (raw === null) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** Marking as seen stores the current time. */
export function markJobsSeen(userId: string, now = Date.now()): void {
  writeItem('local', lastCheckKey(userId), String(now));
}
