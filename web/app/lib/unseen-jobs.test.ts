import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasUnseenCompleted, markJobsSeen, readLastJobsCheck } from './unseen-jobs.ts';
import { installMemoryStorage } from './testing/memory-storage.ts';
import { makeJob, minutesBefore } from './testing/make-job.ts';

const NOW = Date.UTC(2025, 7, 3, 12, 0, 0);

describe('hasUnseenCompleted (spec §4)', () => {
  it('is true when a completed job was created after the last check', () => {
    const jobs = [makeJob({ status: 'completed', createdAt: minutesBefore(NOW, 1) })];
    expect(hasUnseenCompleted(jobs, NOW - 2 * 60_000)).toBe(true);
    expect(hasUnseenCompleted(jobs, NOW)).toBe(false);
  });

  it('ignores processing and failed jobs', () => {
    const jobs = [makeJob({ status: 'processing', createdAt: minutesBefore(NOW, 1) }), makeJob({ status: 'failed', createdAt: minutesBefore(NOW, 1) })];
    expect(hasUnseenCompleted(jobs, NOW - 10 * 60_000)).toBe(false);
  });

  it('treats "never looked" as unseen', () => {
    expect(hasUnseenCompleted([makeJob({ status: 'completed' })], null)).toBe(true);
    expect(hasUnseenCompleted([], null)).toBe(false);
  });
});

describe('markJobsSeen', () => {
  beforeEach(() => installMemoryStorage());
  afterEach(() => vi.unstubAllGlobals());

  it('stores the current time per user', () => {
    expect(readLastJobsCheck('u1')).toBeNull();
    markJobsSeen('u1', NOW);
    expect(readLastJobsCheck('u1')).toBe(NOW);
    expect(readLastJobsCheck('u2')).toBeNull();
    const jobs = [makeJob({ status: 'completed', createdAt: minutesBefore(NOW, 1) })];
    expect(hasUnseenCompleted(jobs, readLastJobsCheck('u1'))).toBe(false);
  });
});
