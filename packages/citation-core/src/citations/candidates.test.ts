import { describe, expect, it } from 'vitest';
import { CITED_NUMBERS, citedMatches, ENCLOSED_IN_BRACKETS, ENCLOSED_IN_PARENS, isCitedNumbers, readCitedNumbers } from './candidates.ts';

const WHOLE = new RegExp(`^(?:${CITED_NUMBERS})$`, 'i');
const SCAN_BRACKETS = new RegExp(String.raw`\[${ENCLOSED_IN_BRACKETS}\]`, 'g');
const SCAN_PARENS = new RegExp(String.raw`\(${ENCLOSED_IN_PARENS}\)`, 'g');
const texts = (text: string, scan: RegExp) => [...citedMatches(text, scan)].map((m) => m[1]);

describe('isCitedNumbers', () => {
  it('agrees with the whole grammar, plain numbers and pinpoints alike', () => {
    const samples = ['3', '1, 3-5', '2 and 4', '1–3, 7', '2, p. 5', '4 (p. 7)', '1, p. 7; 2, p. 9', '5, at 7', '1, 00:03:12', '1, vol. 2, p. 3'];
    const wrong = ['1, see above', 'p. 5', '2024a', '1, 2,', 'x'];
    for (const text of [...samples, ...wrong]) expect(isCitedNumbers(text), text).toBe(WHOLE.test(text));
    expect(samples.every(isCitedNumbers)).toBe(true);
    expect(wrong.some(isCitedNumbers)).toBe(false);
  });
});

describe('citedMatches', () => {
  it('yields only the brackets that hold a citation, pinpoints included', () => {
    expect(texts('as shown [1, see above] and [2, p. 5], not [3, foo] but [4].', SCAN_BRACKETS)).toEqual(['2, p. 5', '4']);
  });

  it('tries again one character on after a text that is not one, as the whole pattern would', () => {
    // The outer parenthesis holds words; the inner one, inside it, is the citation.
    expect(texts('(1 and then (2))', SCAN_PARENS)).toEqual(['2']);
    expect(texts('(4 (p. 7)) and (2, eq. (3))', SCAN_PARENS)).toEqual(['4 (p. 7)', '2, eq. (3)']);
  });

  it('works with a pattern that is not global (it scans the whole text, once)', () => {
    expect(texts('[7]', /^\[(\d[^\]]*)\]$/)).toEqual(['7']);
    expect(texts('[7, nothing]', /^\[(\d[^\]]*)\]$/)).toEqual([]);
  });
});

describe('readCitedNumbers', () => {
  it('reads plain numbers and pinpoints', () => {
    expect(readCitedNumbers('1, 3-5')).toEqual({ numbers: [1, 3, 4, 5] });
    expect(readCitedNumbers('1, p. 7; 2, p. 9')).toEqual({
      numbers: [1, 2],
      locators: { 1: { label: 'page', locator: '7' }, 2: { label: 'page', locator: '9' } },
    });
    expect(readCitedNumbers('5-2')).toBeUndefined();
  });
});
