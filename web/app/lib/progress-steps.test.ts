import { describe, expect, it } from 'vitest';
import { completionDelayMs, stepForProgress, stepStates } from './progress-steps.ts';

describe('stepForProgress (thresholds 20/40/60/80)', () => {
  it.each([
    [0, 1],
    [20, 1],
    [21, 2],
    [40, 2],
    [41, 3],
    [60, 3],
    [61, 4],
    [80, 4],
    [81, 5],
    [100, 5],
    [Number.NaN, 1],
  ])('progress %d is step %d', (progress, step) => {
    expect(stepForProgress(progress)).toBe(step);
  });
});

describe('stepStates', () => {
  it('greens the steps before the current one', () => {
    expect(stepStates(50)).toEqual(['done', 'done', 'current', 'pending', 'pending']);
    expect(stepStates(10)).toEqual(['current', 'pending', 'pending', 'pending', 'pending']);
    expect(stepStates(95)).toEqual(['done', 'done', 'done', 'done', 'current']);
  });
  it('greens every step of a completed job', () => {
    expect(stepStates(100, true)).toEqual(['done', 'done', 'done', 'done', 'done']);
  });
});

describe('completionDelayMs', () => {
  it('waits 1 s at 80 or more, else 2 s', () => {
    expect(completionDelayMs(80)).toBe(1000);
    expect(completionDelayMs(100)).toBe(1000);
    expect(completionDelayMs(79)).toBe(2000);
  });
});
