import { describe, expect, it } from 'vitest';
import type { CslItem, CslName } from '../types.ts';
import { markerLabels } from './label.ts';

let counter = 0;
function item(author: CslName[] | undefined, year: number | undefined, extra: Partial<CslItem> = {}): CslItem {
  counter += 1;
  return {
    id: `i${counter}`,
    type: 'article-journal',
    ...(author ? { author } : {}),
    ...(year !== undefined ? { issued: { 'date-parts': [[year]] } } : {}),
    ...extra,
  };
}
const one = (it: CslItem, ascii = false): string => markerLabels([it], { ascii })[0] as string;

describe('markerLabels', () => {
  it('writes one, two and three-or-more authors the RTF Scan way', () => {
    expect(one(item([{ family: 'Smith', given: 'J.' }], 2020))).toBe('Smith, 2020');
    expect(one(item([{ family: 'Smith' }, { family: 'Jones' }], 2020))).toBe('Smith & Jones, 2020');
    expect(one(item([{ family: 'Smith' }, { family: 'Jones' }, { family: 'Doe' }], 2020))).toBe('Smith et al., 2020');
  });

  it('says "et al." where the reference does and its item names fewer authors ("Moreau, P., et al.", "Müller, A., Schmidt, B. u. a.")', () => {
    const items = [item([{ family: 'Moreau', given: 'P.' }], 2021), item([{ family: 'Müller' }, { family: 'Schmidt' }], 2020), item([{ family: 'Doe' }], 2019)];
    expect(markerLabels(items, { moreAuthors: [true, true, false] })).toEqual(['Moreau et al., 2021', 'Müller et al., 2020', 'Doe, 2019']);
  });

  it('keeps Unicode names and the non-dropping particle as written', () => {
    expect(one(item([{ family: 'Jäckel' }, { family: 'Kast' }, { family: 'Hilvert' }], 2008))).toBe('Jäckel et al., 2008');
    expect(one(item([{ family: 'Waals', 'non-dropping-particle': 'van der' }], 1873))).toBe('van der Waals, 1873');
    expect(one(item([{ family: 'Vries', 'non-dropping-particle': 'De' }], 1999))).toBe('De Vries, 1999');
    expect(one(item([{ family: 'Beethoven', 'dropping-particle': 'van' }], 1800))).toBe('Beethoven, 1800');
    expect(one(item([{ family: 'Alembert', 'non-dropping-particle': "d'" }], 1750))).toBe("d'Alembert, 1750");
  });

  it('folds names to ASCII when asked', () => {
    expect(one(item([{ family: 'Müller' }, { family: 'Ørsted' }], 2019), true)).toBe('Muller & Orsted, 2019');
    expect(one(item([{ family: 'Hammarström' }, { family: 'B' }, { family: 'C' }], 2003), true)).toBe('Hammarstrom et al., 2003');
  });

  it("names the creators only: an organisation author, else the scan's author-less form with the quoted title", () => {
    expect(one(item([{ literal: 'National Records of Scotland' }], 2013, { type: 'report' }))).toBe('National Records of Scotland, 2013');
    // The site becomes the author in web-source.ts, so the .bib carries the same name; here there is none.
    expect(one(item([], 2011, { type: 'article-newspaper', 'container-title': 'Heise online', title: 'Letzte Beta' }))).toBe('"Letzte Beta", 2011');
    // A journal is not who wrote an article, and a title is never written where the names go.
    expect(one(item(undefined, 2001, { 'container-title': 'Nature', title: 'Anonymous notes on "things": part two' }))).toBe(
      '"Anonymous notes on things", 2001',
    );
    expect(one(item(undefined, undefined))).toBe('n.d.');
  });

  it('never writes a URL, a version number or a dotted name where the scan reads names', () => {
    expect(one(item([{ literal: 'PyGAD 3.4.0 documentation' }], 2024))).toBe('PyGAD documentation, 2024');
    expect(one(item([{ literal: 'caa.co.uk/docs/80' }], 2020, { title: 'Drones' }))).toBe('"Drones", 2020');
    expect(one(item([{ family: 'St. John', given: 'A' }], 2019))).toBe('John, 2019');
  });

  it('writes n.d. without a year', () => {
    expect(one(item([{ family: 'Smith' }], undefined))).toBe('Smith, n.d.');
  });

  it('adds a short title when two works share first surname and year, whatever the case or accents', () => {
    const labels = markerLabels([
      item([{ family: 'Smith' }], 2020, { title: 'Deep learning for "protein" design: a review' }),
      item([{ family: 'Doe' }], 2020, { title: 'Unrelated' }),
      item([{ family: 'SMÍTH' }, { family: 'Jones' }, { family: 'Roe' }], 2020, { title: 'What is a gene? An essay in seven very long parts' }),
      item([{ family: 'Smith' }], 2021, { title: 'Other year' }),
    ]);
    expect(labels).toEqual(['Smith, "Deep learning for protein design", 2020', 'Doe, 2020', 'SMÍTH et al., "What is a gene", 2020', 'Smith, 2021']);
  });

  it('cuts short titles at six words and falls back to the full title when short ones are equal', () => {
    const labels = markerLabels([
      item([{ literal: 'BBC News' }], 2007, { title: 'One two three four five six seven eight' }),
      item([{ literal: 'BBC News' }], 2007, { title: 'Annual report: Wales' }),
      item([{ literal: 'BBC News' }], 2007, { title: 'Annual report: Scotland' }),
    ]);
    expect(labels).toEqual([
      'BBC News, "One two three four five six", 2007',
      'BBC News, "Annual report: Wales", 2007',
      'BBC News, "Annual report: Scotland", 2007',
    ]);
  });

  it('leaves items that are different for RTF Scan alone', () => {
    expect(
      markerLabels([item([{ family: 'Chen' }, { family: 'B' }, { family: 'C' }], 2006), item([{ family: 'Chen' }, { family: 'B' }, { family: 'C' }], 2007)]),
    ).toEqual(['Chen et al., 2006', 'Chen et al., 2007']);
  });

  it('adds the title where the scan would also find a work that has the cited surname further down its author list', () => {
    const labels = markerLabels([
      item([{ family: 'Liu' }, { family: 'Zhan' }, { family: 'Tang' }], 2023, { title: 'HumanGaussian: Text-Driven 3D Human Generation' }),
      item([{ family: 'Mao' }, { family: 'Cao' }, { family: 'Liu' }], 2023, { title: 'ShowRoom3D: Text to 3D Rooms' }),
      item([{ family: 'Mao' }, { family: 'Wu' }], 2023, { title: 'Unrelated work' }),
      // "Li" is contained in "Liu": the scan's search is a substring search.
      item([{ family: 'Li' }], 2023, { title: 'Short names' }),
    ]);
    expect(labels).toEqual(['Liu et al., "HumanGaussian", 2023', 'Mao et al., "ShowRoom3D", 2023', 'Mao & Wu, 2023', 'Li, "Short names", 2023']);
  });
});
