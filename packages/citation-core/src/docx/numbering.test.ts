import { describe, expect, it } from 'vitest';
import { decimalNumbering, run } from '../../test/build-docx.ts';
import { openBuilt } from '../../test/paragraphs-of.ts';

const item = (numId: number, value: string) => `<w:p><w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="${numId}"/></w:numPr></w:pPr>${run(value)}</w:p>`;
/** One more instance of abstract definition 1 that restarts it at `start`. */
const restart = (numId: number, start = 1) =>
  `<w:num w:numId="${numId}"><w:abstractNumId w:val="1"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="${start}"/></w:lvlOverride></w:num>`;
const numbers = (body: string, numbering: string) => openBuilt({ body, numbering }).paragraphs.map((p) => p.numbering?.value);

describe('auto-numbering across instances of one definition', () => {
  it('goes on from a restarting instance under the plain one, as LibreOffice saves a list (1, 2, 3, not 1, 1, 2)', () => {
    expect(numbers(item(3, 'Smith') + item(1, 'Doe') + item(1, 'Roe'), decimalNumbering(1) + restart(3))).toEqual([1, 2, 3]);
  });

  it('restarts where the overriding instance first numbers, and only there', () => {
    const body = item(1, 'a') + item(1, 'b') + item(2, 'c') + item(2, 'd') + item(1, 'e');
    expect(numbers(body, decimalNumbering(1) + restart(2, 5))).toEqual([1, 2, 5, 6, 7]);
  });
});
