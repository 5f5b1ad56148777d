import { describe, expect, it } from 'vitest';
import { disambiguateKeys, letterSuffix } from './disambiguate.ts';

describe('letterSuffix', () => {
  it('counts a … z, then aa, ab …', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(letterSuffix)).toEqual(['a', 'b', 'z', 'aa', 'ab', 'az', 'ba', 'zz', 'aaa']);
  });
});

describe('disambiguateKeys', () => {
  it('suffixes every member of a collision group in input order and leaves unique keys alone', () => {
    expect(disambiguateKeys(['smith2020', 'doe2019', 'smith2020', 'smith2020'])).toEqual(['smith2020a', 'doe2019', 'smith2020b', 'smith2020c']);
  });

  it('never produces a key that another item already has', () => {
    // "smith2020" + "a" would clash with a unique base key that happens to be "smith2020a".
    const keys = disambiguateKeys(['smith2020', 'smith2020a', 'smith2020']);
    expect(keys).toEqual(['smith2020b', 'smith2020a', 'smith2020c']);
    expect(new Set(keys).size).toBe(3);
  });
});
