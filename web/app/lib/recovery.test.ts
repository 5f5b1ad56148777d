import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissRecovery, readRecoveryDismissedAt, recoverableJobs, recoveryNotice } from './recovery.ts';
import { installMemoryStorage } from './testing/memory-storage.ts';
import { makeJob, minutesBefore } from './testing/make-job.ts';

const NOW = Date.UTC(2025, 7, 3, 12, 0, 0);
const at = (minutesAgo: number) => minutesBefore(NOW, minutesAgo);
const base = { authenticated: true, hasSessionJob: false, dismissedAt: null, now: NOW };

describe('recoveryNotice (spec §4)', () => {
  it('lists jobs of the last 30 minutes, newest first, with counts per status', () => {
    const jobs = [
      makeJob({ id: 'old', createdAt: at(31) }),
      makeJob({ id: 'c', status: 'completed', createdAt: at(20) }),
      makeJob({ id: 'p', status: 'processing', createdAt: at(1) }),
      makeJob({ id: 'f', status: 'failed', createdAt: at(10) }),
    ];
    const notice = recoveryNotice({ ...base, jobs });
    expect(notice?.listed.map((j) => j.id)).toEqual(['p', 'f', 'c']);
    expect(notice).toMatchObject({ completed: 1, processing: 1, failed: 1, cancelled: 0, more: 0 });
  });

  it('counts a cancelled job as failed (spec §4) and says it was cancelled', () => {
    const jobs = [makeJob({ id: 'x', status: 'failed', currentStep: 'Cancelled', errorMessage: 'Processing cancelled by user', createdAt: at(5) })];
    expect(recoveryNotice({ ...base, jobs })).toMatchObject({ failed: 1, cancelled: 1 });
  });

  it('shows at most 3 jobs and counts the rest', () => {
    const jobs = [1, 2, 3, 4, 5].map((m) => makeJob({ id: `j${m}`, createdAt: at(m) }));
    const notice = recoveryNotice({ ...base, jobs });
    expect(notice?.listed.map((j) => j.id)).toEqual(['j1', 'j2', 'j3']);
    expect(notice?.more).toBe(2);
    expect(notice?.completed).toBe(5);
  });

  it('is not shown when the tab has a current job, when signed out, or with no recent jobs', () => {
    const jobs = [makeJob({ createdAt: at(1) })];
    expect(recoveryNotice({ ...base, jobs, hasSessionJob: true })).toBeNull();
    expect(recoveryNotice({ ...base, jobs, authenticated: false })).toBeNull();
    expect(recoveryNotice({ ...base, jobs: [makeJob({ createdAt: at(45) })] })).toBeNull();
    expect(recoveryNotice({ ...base, jobs: [] })).toBeNull();
    expect(recoveryNotice({ ...base, jobs: null })).toBeNull();
  });

  it('is suppressed for 5 minutes after a dismissal', () => {
    const jobs = [makeJob({ createdAt: at(1) })];
    expect(recoveryNotice({ ...base, jobs, dismissedAt: NOW - 4 * 60_000 })).toBeNull();
    expect(recoveryNotice({ ...base, jobs, dismissedAt: NOW - 5 * 60_000 })).not.toBeNull();
  });

  it('recoverableJobs keeps the 30-minute boundary inclusive', () => {
    expect(recoverableJobs([makeJob({ createdAt: at(30) })], NOW)).toHaveLength(1);
    expect(recoverableJobs([makeJob({ createdAt: at(30.01) })], NOW)).toHaveLength(0);
  });
});

describe('dismissal storage', () => {
  beforeEach(() => installMemoryStorage());
  afterEach(() => vi.unstubAllGlobals());

  it('is kept per user', () => {
    expect(readRecoveryDismissedAt('u1')).toBeNull();
    dismissRecovery('u1', NOW);
    expect(readRecoveryDismissedAt('u1')).toBe(NOW);
    expect(readRecoveryDismissedAt('u2')).toBeNull();
  });
});
