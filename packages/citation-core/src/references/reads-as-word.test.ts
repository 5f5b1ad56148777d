import { describe, expect, it } from 'vitest';
import { readsAsWord } from './reads-as-word.ts';

describe('readsAsWord', () => {
  it.each(['time', 'wire', 'vice', 'cell', 'rand', 'wind', 'star', 'blue', 'glow', 'book', 'news', 'data', 'wiki', 'play', 'elle', 'slate', 'vogue'])(
    '%s reads as a word',
    (label) => expect(readsAsWord(label)).toBe(true),
  );
  // Letters said one by one: no vowel, three vowels in a row, a cluster no English word begins or ends with.
  it.each([
    'bbc',
    'cdc',
    'iea',
    'oecd',
    'ipcc',
    'nrel',
    'pnas',
    'nber',
    'undp',
    'nejm',
    'espn',
    'cnet',
    'ieee',
    'aaas',
    'ucla',
    'usda',
    'usgs',
    'ansi',
    'iaea',
    'noaa',
  ])('%s does not', (label) => expect(readsAsWord(label)).toBe(false));
  it('reads lower-case letters only', () => {
    expect(readsAsWord('Time')).toBe(false);
    expect(readsAsWord('web3')).toBe(false);
    expect(readsAsWord('a')).toBe(false);
  });
});
