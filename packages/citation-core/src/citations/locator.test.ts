import { describe, expect, it } from 'vitest';
import { locatorText, parseLocator } from './locator.ts';

describe('parseLocator', () => {
  it.each([
    ['p. 5', { label: 'page', locator: '5' }],
    ['pp. 12–15', { label: 'page', locator: '12–15' }],
    ['pp.12 - 15', { label: 'page', locator: '12–15' }],
    ['pp. 12\u201515', { label: 'page', locator: '12–15' }],
    ['pp. xii\uff0dxiv', { label: 'page', locator: 'xii–xiv' }],
    ['12\ufe6315', { label: 'page', locator: '12–15' }],
    ['44', { label: 'page', locator: '44' }],
    ['ch. 3', { label: 'chapter', locator: '3' }],
    ['§ 2.1', { label: 'section', locator: '2.1' }],
    ['Fig. 4', { label: 'figure', locator: '4' }],
    ['vol. 2', { label: 'volume', locator: '2' }],
    ['S. 5', { label: 'page', locator: '5' }],
    ['Kap. 3', { label: 'chapter', locator: '3' }],
    ['pág. 12', { label: 'page', locator: '12' }],
    ['с. 44', { label: 'page', locator: '44' }],
    ['Table 2', { label: 'table', locator: '2' }],
    ['Eq. (3)', { label: 'equation', locator: '(3)' }],
    ['p. 5 ff.', { label: 'page', locator: '5 ff.' }],
    ['pp. 5-7, 12', { label: 'page', locator: '5–7, 12' }],
    ['Appendix B2', { label: 'appendix', locator: 'B2' }],
    ['Suppl. 4', { label: 'supplement', locator: '4' }],
    ['Thm. 2', { label: 'other', locator: 'Thm. 2' }],
    ['Lemma 3.1', { label: 'other', locator: 'Lemma 3.1' }],
    ['at 7', { label: 'page', locator: '7' }],
    ['p. 7\u22129', { label: 'page', locator: '7–9' }],
    ['Fig. S3', { label: 'figure', locator: 'S3' }],
    ['第12页', { label: 'page', locator: '12' }],
    ['第 3–4 章', { label: 'chapter', locator: '3–4' }],
    ['第2节', { label: 'section', locator: '2' }],
    ['slide 4', { label: 'other', locator: 'slide 4' }],
    ['loc. 230', { label: 'other', locator: 'loc. 230' }],
    ['p. vii', { label: 'page', locator: 'vii' }],
    ['pp. xii - xiv', { label: 'page', locator: 'xii–xiv' }],
    ['vol. 2, p. 3', { label: 'other', locator: 'vol. 2, p. 3' }],
    ['Ch. 2, p. 7', { label: 'other', locator: 'Ch. 2, p. 7' }],
    ['Part II sec. 4', { label: 'other', locator: 'Part II sec. 4' }],
    ['Suppl. Table 3', { label: 'other', locator: 'Suppl. Table 3' }],
    ['Supplementary Fig. S2', { label: 'other', locator: 'Supplementary Fig. S2' }],
    ['00:03:12', { label: 'other', locator: '00:03:12' }],
    ['1:02:03 - 1:04:00', { label: 'other', locator: '1:02:03–1:04:00' }],
  ])('%s', (text, locator) => {
    expect(parseLocator(text)).toEqual(locator);
  });

  it('refuses what is not a locator', () => {
    expect(parseLocator('Chart 2')).toBeUndefined();
    // Roman numerals number the front matter's pages, nothing else.
    expect(parseLocator('ch. iv')).toBeUndefined();
    expect(parseLocator('see also')).toBeUndefined();
    expect(parseLocator(undefined)).toBeUndefined();
  });
});

describe('locatorText', () => {
  it('writes one page or a range as the text markers show them', () => {
    expect(locatorText({ label: 'page', locator: '5' })).toBe('p. 5');
    expect(locatorText({ label: 'page', locator: '12–15' })).toBe('pp. 12–15');
    expect(locatorText({ label: 'chapter', locator: '3' })).toBe('chap. 3');
    expect(locatorText({ label: 'other', locator: 'Thm. 2' })).toBe('Thm. 2');
  });
});

describe("IEEE's capital Roman numerals and lettered parts", () => {
  it('reads "Sec. III", "Table II", "Fig. 3(b)" and "Th. 2"; a part with no CSL label is no locator', () => {
    expect(parseLocator('Sec. III')).toEqual({ label: 'section', locator: 'III' });
    expect(parseLocator('Table II')).toEqual({ label: 'table', locator: 'II' });
    expect(parseLocator('Fig. 3(b)')).toEqual({ label: 'figure', locator: '3(b)' });
    expect(parseLocator('Th. 2')).toEqual({ label: 'other', locator: 'Th. 2' });
    expect(parseLocator('Part II')).toBeUndefined();
    expect(parseLocator('p. III')).toBeUndefined();
  });
});
