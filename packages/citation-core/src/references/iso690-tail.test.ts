import { describe, expect, it } from 'vitest';
import { isoTailAsVancouver } from './iso690-tail.ts';
import { parseReference } from './parse.ts';

describe('an ISO 690 or SIST 02 article tail ("2020, vol. 76, no. 2, p. 10-20")', () => {
  it('is written as Vancouver writes it', () => {
    expect(isoTailAsVancouver('Journal of Agronomy. 2020, vol. 76, no. 2, pp. 10-20.')).toBe('Journal of Agronomy. 2020;76(2):10-20.');
    expect(isoTailAsVancouver('Revue forestière française. 2019, vol. 71, n° 3, p. 201-215.')).toBe('Revue forestière française. 2019;71(3):201-215.');
    expect(isoTailAsVancouver('Smith J. A book. London: Press; 2020.')).toBe('Smith J. A book. London: Press; 2020.');
  });

  it.each([
    ['山田太郎, 鈴木花子. 日本の気候変動と農業. 農業気象. 2020, vol. 76, no. 2, p. 10-20.', [{ literal: '山田太郎' }, { literal: '鈴木花子' }], '農業気象'],
    [
      'SMITH, John. Deep learning for crops. Journal of Agronomy. 2020, vol. 76, no. 2, pp. 10-20.',
      [{ family: 'Smith', given: 'John' }],
      'Journal of Agronomy',
    ],
  ])('gives the journal, volume, issue and pages: %s', (raw, authors, containerTitle) => {
    expect(parseReference(raw)).toMatchObject({ authors, containerTitle, year: 2020, volume: '76', issue: '2', pages: '10-20' });
  });
});
