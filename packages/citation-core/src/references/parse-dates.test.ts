import { describe, expect, it } from 'vitest';
import { findAccessedDate, findDate, findYear, parseDateText, toIsoDate } from './parse-dates.ts';

describe('parseDateText', () => {
  it.each([
    ['March 3, 2025', [2025, 3, 3]],
    ['Mar. 3 2025', [2025, 3, 3]],
    ['3 March 2025', [2025, 3, 3]],
    ['3rd March, 2025', [2025, 3, 3]],
    ['2025-03-03', [2025, 3, 3]],
    ['2007 Aug 16', [2007, 8, 16]],
    ['2007 Aug', [2007, 8]],
    ['September 2012', [2012, 9]],
    ['2012', [2012]],
    ['3. März 2025', [2025, 3, 3]],
    ['3 mars 2025', [2025, 3, 3]],
    ['3 de marzo de 2025', [2025, 3, 3]],
    ['12 agosto 2024', [2024, 8, 12]],
    ['1 décembre 2023', [2023, 12, 1]],
  ])('%s', (text, parts) => {
    expect(parseDateText(text)).toEqual(parts);
  });

  it('rejects non-dates', () => {
    expect(parseDateText('soon')).toBeUndefined();
    expect(parseDateText('12345')).toBeUndefined();
  });
});

describe('findAccessedDate', () => {
  it.each([
    ['Title - Site, accessed March 3, 2025, https://x', '2025-03-03'],
    ['Available at: https://x (Accessed: 3 March 2025).', '2025-03-03'],
    ['Internet]. Publisher; 2009 [cited 2025 Mar 3]. Available from: x', '2025-03-03'],
    ['Retrieved September 1, 2024, from https://x', '2024-09-01'],
    ['(accessed Mar. 3, 2025)', '2025-03-03'],
    ['Last accessed 2024-12-01', '2024-12-01'],
    ['Klimawandel - Umweltbundesamt, aufgerufen am 3. März 2025, https://x', '2025-03-03'],
    ['Titre - Site, consulté le 3 mars 2025, https://x', '2025-03-03'],
    ['Título - Sitio, consultado el 3 de marzo de 2025, https://x', '2025-03-03'],
    ['Titel - Site, geraadpleegd op 3 maart 2025, https://x', '2025-03-03'],
  ])('%s → %s', (text, iso) => {
    expect(findAccessedDate(text)).toBe(iso);
  });

  it('returns nothing without an access clause', () => {
    expect(findAccessedDate('Nature, October 24, 2009')).toBeUndefined();
  });
});

describe('findYear / findDate / toIsoDate', () => {
  it('finds a standalone year but not digits of DOIs, pages or longer numbers', () => {
    expect(findYear('Nature, vol. 448, pp. 828–831, 2007.')).toBe(2007);
    expect(findYear('10.1016/j.jand.2018.11.007')).toBeUndefined();
    expect(findYear('pages 20071-20099')).toBeUndefined();
    expect(findYear('in 1999a and')).toBe(1999);
  });

  it('finds full calendar dates with their position', () => {
    expect(findDate('The Daily Telegraph, October 24, 2009. [Online]')).toEqual({ parts: [2009, 10, 24], index: 21, length: 16 });
    expect(findDate('only 2009 here')).toBeUndefined();
    // A foreign month name counts only in a full date: the rover keeps its name.
    expect(findDate('The Mars 2020 mission')).toBeUndefined();
  });

  it('pads ISO dates', () => {
    expect(toIsoDate([2025, 3, 3])).toBe('2025-03-03');
    expect(toIsoDate([2025, 11])).toBe('2025-11');
    expect(toIsoDate([2025])).toBe('2025');
  });
});
