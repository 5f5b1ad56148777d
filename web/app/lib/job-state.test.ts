import { describe, expect, it } from 'vitest';
import { creditsNeeded, isInsufficientCreditsJob } from './job-state.ts';

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
