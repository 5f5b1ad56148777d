import { describe, expect, it } from 'vitest';
import { percentile, Recorder, summarize } from './stats.ts';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile(sorted, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
  });

  it('is NaN without samples', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('summarize', () => {
  it('sorts before ranking and reports max and mean', () => {
    expect(summarize([30, 10, 20, 40])).toEqual({ count: 4, p50: 20, p90: 40, p99: 40, max: 40, mean: 25 });
  });
});

describe('Recorder', () => {
  it('pools samples by name', () => {
    const r = new Recorder();
    r.add('page /', 1);
    r.add('page /jobs', 2);
    r.add('api poll', 3);
    expect(r.pooled((n) => n.startsWith('page ')).sort()).toEqual([1, 2]);
    expect(r.get('api poll')).toEqual([3]);
    expect(r.get('missing')).toEqual([]);
  });
});
