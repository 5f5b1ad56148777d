import { describe, expect, it } from 'vitest';
import { parseReference } from './parse.ts';

describe('a thesis note after the title', () => {
  it.each([
    ['Doe, J. (2018). Urban heat islands in coastal cities (Doctoral dissertation, Stanford University).', 'Stanford University'],
    [
      'Doe, J. (2018). Urban heat islands in coastal cities [Doctoral dissertation, Massachusetts Institute of Technology].',
      'Massachusetts Institute of Technology',
    ],
    ['Kim, S. (2024). Urban heat islands in coastal cities [Master’s thesis, Seoul National University].', 'Seoul National University'],
    ["Kim, S. (2024). Urban heat islands in coastal cities [Master's thesis, Seoul National University]. ProQuest.", 'Seoul National University'],
    ['Lee, A. (2020). Urban heat islands in coastal cities [PhD thesis].', undefined],
  ])('is a thesis of its university, out of the title: %s', (raw, university) => {
    const parsed = parseReference(raw);
    expect(parsed.type).toBe('thesis');
    expect(parsed.title).toBe('Urban heat islands in coastal cities');
    expect(parsed.publisher).toBe(university);
  });
});
