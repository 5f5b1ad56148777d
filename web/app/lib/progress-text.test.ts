import { describe, expect, it } from 'vitest';
import { progressText } from './progress-text.ts';

describe('progressText', () => {
  it('words each stage the worker reports, with its numbers', () => {
    expect(progressText({ stage: 'reading', step: 1, percent: 2 })).toBe('Reading document...');
    expect(progressText({ stage: 'lists-found', lists: 1, entries: 12, step: 1, percent: 20 })).toBe('Found 1 reference list with 12 entries');
    expect(progressText({ stage: 'lists-found', lists: 2, entries: 30, step: 1, percent: 20 })).toBe('Found 2 reference lists with 30 entries');
    expect(progressText({ stage: 'looking-up', done: 3, total: 12, step: 3, percent: 45 })).toBe('Looked up 3 of 12 references');
    expect(progressText({ stage: 'complete', step: 5, percent: 100 })).toBe('Processing complete');
  });
});
