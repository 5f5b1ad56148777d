import { describe, expect, it } from 'vitest';
import { progressText } from './progress-text.ts';

describe('progressText', () => {
  it('words each stage for a terminal line', () => {
    expect(progressText({ stage: 'looking-up', done: 12, total: 40, step: 3, percent: 46 })).toBe('looking up 12/40');
    expect(progressText({ stage: 'citations-found', citations: 40, uniqueReferences: 31, step: 2, percent: 40 })).toBe('40 citations of 31 works');
    expect(progressText({ stage: 'complete', step: 5, percent: 100 })).toBe('done');
  });
});
