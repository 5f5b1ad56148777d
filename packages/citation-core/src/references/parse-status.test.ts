import { describe, expect, it } from 'vitest';
import { bibtexFromCsl } from '../bibtex/from-csl.ts';
import { toCslData } from '../export/csl-data.ts';
import { parseReference } from './parse.ts';
import { takeStatus } from './parse-status.ts';
import { cslFromParsed } from './to-csl.ts';

describe('a work not yet published', () => {
  it.each([
    ['Smith, J. (in press). Urban heat islands. Journal of Cities.', 'in press', undefined],
    ['Smith, J. (forthcoming). Urban heat islands. Journal of Cities.', 'forthcoming', undefined],
    ['Smith, J. (2024, in press). Urban heat islands. Journal of Cities.', 'in press', 2024],
  ])('keeps its status and reads the rest: %s', (raw, status, year) => {
    const parsed = parseReference(raw);
    expect(parsed).toMatchObject({ status, title: 'Urban heat islands', containerTitle: 'Journal of Cities' });
    expect(parsed.year).toBe(year);
  });

  it('is no chapter "In" a book called "press" (Vancouver\'s closing "In press.")', () => {
    const parsed = parseReference('Smith J. Urban heat islands. J Cities. In press.');
    expect(parsed.status).toBe('in press');
    expect(parsed.type).not.toBe('chapter');
    expect(parsed.containerTitle).not.toBe('press');
  });

  it('leaves a title that begins with the words alone', () => {
    expect(takeStatus('Doe A. In press: a history of printing. London: Routledge; 2019.').status).toBeUndefined();
    expect(takeStatus('In press').status).toBeUndefined();
  });

  it('goes to the CSL-JSON as status and to the .bib as a note every style prints', () => {
    const item = cslFromParsed(parseReference('Smith, J. (in press). Urban heat islands. Journal of Cities.'), 'smith');
    expect(toCslData(item)).toMatchObject({ status: 'in press' });
    expect(bibtexFromCsl(item).fields).toContainEqual(['note', 'In press']);
  });
});
