import { describe, expect, it } from 'vitest';
import { creditsNeeded, failedText, isDocumentRefusedJob, isInsufficientCreditsJob, jobStatusCounts } from './job-state.ts';

describe('a job refused for too few credits', () => {
  const refused = {
    status: 'failed',
    currentStep: 'Insufficient credits',
    errorMessage: 'Insufficient credits: this document needs 120 credits but your balance is 100.',
  };

  it('is told apart from other failures', () => {
    expect(isInsufficientCreditsJob(refused)).toBe(true);
    expect(isInsufficientCreditsJob({ ...refused, currentStep: 'Processing failed' })).toBe(true);
    expect(isInsufficientCreditsJob({ status: 'failed', currentStep: 'Processing failed', errorMessage: 'Processing failed: timeout' })).toBe(false);
    expect(isInsufficientCreditsJob({ ...refused, status: 'processing' })).toBe(false);
  });

  it('needs max(1, unique references) credits, else what its message says', () => {
    expect(creditsNeeded({ ...refused, uniqueReferences: 120 })).toBe(120);
    expect(creditsNeeded({ ...refused, uniqueReferences: 0 })).toBe(1);
    expect(creditsNeeded({ ...refused, uniqueReferences: null })).toBe(120);
    expect(creditsNeeded({ errorMessage: 'Processing failed' })).toBeNull();
  });
});

describe('cancelled jobs (spec §4: a cancel ends the job as failed)', () => {
  const jobs = [
    { status: 'completed' },
    { status: 'failed', currentStep: 'Processing failed', errorMessage: 'Processing failed: timeout' },
    { status: 'failed', currentStep: 'Cancelled', errorMessage: 'Processing cancelled by user' },
    { status: 'processing' },
  ];

  it('are counted with the failed ones, and counted apart as well', () => {
    expect(jobStatusCounts(jobs)).toEqual({ all: 4, processing: 1, completed: 1, failed: 2, cancelled: 1 });
  });

  it('are named in the failed count', () => {
    expect(failedText({ failed: 2, cancelled: 0 })).toBe('2 failed');
    expect(failedText({ failed: 2, cancelled: 1 })).toBe('2 failed (1 cancelled)');
    expect(failedText({ failed: 1, cancelled: 1 })).toBe('1 failed (cancelled)');
    expect(failedText({ failed: 3, cancelled: 3 })).toBe('3 failed (all cancelled)');
  });
});

describe('isDocumentRefusedJob', () => {
  it('is a failed job that ended on the refused-document step, and nothing else', () => {
    expect(isDocumentRefusedJob({ status: 'failed', currentStep: 'Document refused' })).toBe(true);
    expect(isDocumentRefusedJob({ status: 'failed', currentStep: 'Processing failed' })).toBe(false);
    expect(isDocumentRefusedJob({ status: 'processing', currentStep: 'Document refused' })).toBe(false);
  });
});
