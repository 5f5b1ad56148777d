import { describe, expect, it } from 'vitest';
import type { CslData } from './csl-data.ts';
import { pageRange, toRis } from './ris.ts';

const tags = (ris: string): string[] =>
  ris
    .split('\r\n')
    .filter(Boolean)
    .map((l) => l.slice(0, 2));

describe('toRis', () => {
  it('writes a work known only by its link with the link as UR and no title (ADR 134)', () => {
    const ris = toRis([{ id: 'l', type: 'webpage', author: [{ literal: 'Time' }], URL: 'https://time.com/6123457/other-story/' } as CslData]);
    expect(ris).toContain('UR  - https://time.com/6123457/other-story/\r\n');
    expect(ris).not.toContain('TI  -');
  });

  it('writes a titled work’s own URL, and no URL when there is none', () => {
    expect(toRis([{ id: 'a', type: 'webpage', title: 'Why sleep matters', URL: 'https://time.com/x' } as CslData])).toContain('UR  - https://time.com/x\r\n');
    expect(toRis([{ id: 'b', type: 'book', title: 'A book' } as CslData])).not.toContain('UR  -');
  });

  it.each([
    ['patent', 'PAT'],
    ['standard', 'STAND'],
    ['legislation', 'STAT'],
    ['legal_case', 'CASE'],
  ])('writes a %s as TY %s', (type, ty) => {
    expect(toRis([{ id: 'p', type, title: 'T' } as CslData])).toContain(`TY  - ${ty}\r\n`);
  });

  it("writes a patent's and a standard's number as SN, where Zotero reads a patent's number", () => {
    expect(toRis([{ id: 'p', type: 'patent', title: 'T', number: 'US 7654321 B2' } as CslData])).toContain('SN  - US 7654321 B2\r\n');
    expect(toRis([{ id: 's', type: 'standard', title: 'T', number: 'ISO 9001:2015' } as CslData])).toContain('SN  - ISO 9001:2015\r\n');
    expect(toRis([{ id: 'r', type: 'article-journal', title: 'T', number: '7' } as CslData])).not.toContain('SN  -');
  });

  it("writes a book's or a thesis's number of pages as SP, Zotero's numPages, with no EP", () => {
    const book = toRis([{ id: 'b', type: 'book', title: 'Ekonomika', 'number-of-pages': '320' } as CslData]);
    expect(book).toContain('SP  - 320\r\n');
    expect(book).not.toContain('EP  -');
    expect(toRis([{ id: 't', type: 'thesis', title: 'T', 'number-of-pages': '250' } as CslData])).toContain('SP  - 250\r\n');
    // An article's SP and EP stay its page range.
    const article = toRis([{ id: 'a', type: 'article-journal', title: 'T', page: '45-67', 'number-of-pages': '23' } as CslData]);
    expect(article).toContain('SP  - 45\r\n');
    expect(article).toContain('EP  - 67\r\n');
  });

  it('opens every record with TY and closes it with ER, one tag per line, records apart', () => {
    const ris = toRis([
      { id: 'a', type: 'article-journal', title: 'One\nline', author: [{ family: 'Doe', given: 'A.' }], page: '1-9' } as CslData,
      { id: 'b', type: 'chapter', title: 'Two', 'container-title': 'Handbook', edition: '2' } as CslData,
    ]);
    const records = ris.split('\r\n\r\n');
    expect(records).toHaveLength(2);
    for (const record of records) {
      const lines = record.split('\r\n').filter(Boolean);
      expect(lines[0]).toMatch(/^TY {2}- [A-Z]+$/);
      expect(lines.at(-1)).toBe('ER  - ');
      for (const l of lines) expect(l).toMatch(/^[A-Z][A-Z0-9] {2}- /);
    }
    expect(tags(records[1] ?? '')).toEqual(['TY', 'TI', 'T2', 'ET', 'ID', 'ER']);
  });

  it('writes names as "Last, First, Suffix" with the particle in the last name', () => {
    const ris = toRis([
      {
        id: 'w',
        type: 'thesis',
        title: 'T',
        author: [{ family: 'Waals', given: 'J. D.', 'non-dropping-particle': 'van der', suffix: 'Jr.' }],
        genre: 'PhD thesis',
      } as CslData,
    ]);
    expect(ris).toContain('AU  - van der Waals, J. D., Jr.\r\n');
    expect(ris).toContain('M3  - PhD thesis\r\n');
  });

  it('writes an organisation without the comma a reader would split it at, and a preprint as UNPB', () => {
    const ris = toRis([
      { id: 'o', type: 'report', title: 'Campus climate', author: [{ literal: 'University of California, Berkeley' }] } as CslData,
      { id: 'p', type: 'article', title: 'A preprint', publisher: 'arXiv' } as CslData,
    ]);
    expect(ris).toContain('AU  - University of California Berkeley\r\n');
    expect(ris).toMatch(/TY {2}- UNPB\r\n(?:.*\r\n)*?TI {2}- A preprint/);
  });

  it.each([
    ['100-110', { start: '100', end: '110' }],
    ['100–110', { start: '100', end: '110' }],
    ['S12 — S15', { start: 'S12', end: 'S15' }],
    ['e0266012', { start: 'e0266012' }],
    ['12-14, 18-20', { start: '12', end: '14' }],
    ['', {}],
  ])('reads the page range %s', (page, expected) => {
    expect(pageRange(page)).toEqual(expected);
  });
});
