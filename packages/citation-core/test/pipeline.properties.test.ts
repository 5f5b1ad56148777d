// Property tests over the whole pipeline: text without citations comes out unchanged, however it
// is split into runs and formatted; and any set of citations round-trips through its markers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openDocument } from '../src/docx/document.ts';
import { readDocx } from '../src/docx/read.ts';
import { repairDocument } from '../src/pipeline.ts';
import { buildDocx, para, referenceList, run, text } from './build-docx.ts';

const REFS: [number, string][] = [
  [1, 'Smith, J. (2020). Deep learning for crops. Journal of Agronomy, 12(3), 1-10.'],
  [2, 'Doe, A., & Roe, B. (2019). Stems and leaves. Plant Science, 4, 22-30.'],
];

/** Characters of prose, code and numbers; brackets and digits included, so look-alikes appear. */
const prose = fc.string({
  unit: fc.constantFrom(...'abcdefghij XYZ.,;:!?-–()[]{}"\'0123456789_=+/é漢\u00a0'.split('')),
  minLength: 0,
  maxLength: 60,
});

/**
 * A paragraph's runs with every digit inside a bracket or paren group turned into 9, so the text truly
 * has no citation of entry 1 or 2. The groups are found in the paragraph's whole text, since a
 * citation may span runs ("[" in one, "1]" in the next); each run keeps its length.
 */
function withoutCitations(runs: { text: string; b: boolean; i: boolean }[]): { text: string; b: boolean; i: boolean }[] {
  const whole = runs.map((r) => r.text).join('');
  const inGroup = new Array<boolean>(whole.length).fill(false);
  for (const m of whole.matchAll(/[[(][^\])]*[\])]/g)) for (let k = m.index; k < m.index + m[0].length; k++) inGroup[k] = true;
  let at = 0;
  return runs.map((r) => {
    const text = [...r.text].map((ch, k) => (inGroup[at + k] && /\d/.test(ch) ? '9' : ch)).join('');
    at += r.text.length;
    return { ...r, text };
  });
}

describe('pipeline properties', () => {
  it('paragraphs without citations come out unchanged, however they are split into runs', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(fc.record({ text: prose, b: fc.boolean(), i: fc.boolean() }), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        async (paragraphs) => {
          const cleaned = paragraphs.map(withoutCitations);
          const body =
            cleaned.map((runs) => para(runs.map((r) => run(r.text, { b: r.b, i: r.i })).join(''))).join('') + text('Anchor [1].') + referenceList(REFS);
          const result = await repairDocument(buildDocx({ body }), { markerStyle: 'rtf' });
          const texts = openDocument(readDocx(result.docx)).paragraphs.map((p) => p.text);
          const expected = cleaned.map((runs) => runs.map((r) => r.text).join(''));
          expect(texts.slice(0, expected.length)).toEqual(expected);
          expect(result.report.citationsFound).toBe(1);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('any set of citations round-trips: each marker lists exactly the cited works, in citation order', async () => {
    const surnames = ['Smith', 'Müller', 'García', 'Ng', 'Öztürk', 'Smith', 'Lee'];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ surname: fc.constantFrom(...surnames), year: fc.integer({ min: 1990, max: 2025 }) }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.array(fc.nat(20), { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 6 }),
        async (works, groups) => {
          const refs: [number, string][] = works.map((w, i) => [
            i + 1,
            `${w.surname}, A. (${w.year}). Title number ${i + 1} about topic ${String.fromCharCode(65 + i)}. Journal ${i}, 1, ${i + 1}-${i + 9}.`,
          ]);
          const cited = groups.map((g) => g.map((n) => (n % works.length) + 1));
          const body = cited.map((numbers) => text(`Claim [${numbers.join(', ')}].`)).join('') + referenceList(refs);
          const result = await repairDocument(buildDocx({ body }), { markerStyle: 'rtf' });
          const labelOf = new Map(result.report.references.map((r) => [r.numbers[0], r.marker.slice(1, -1)]));
          result.citations.forEach((citation, index) => {
            const distinct = [...new Set(cited[index])];
            expect(citation.marker).toBe(`{${distinct.map((n) => labelOf.get(n)).join('; ')}}`);
            // Parsing the marker back gives the same works: labels are unique per work.
            const back = citation.marker
              .slice(1, -1)
              .split('; ')
              .map((label) => [...labelOf.entries()].find(([, l]) => l === label)?.[0]);
            expect(back).toEqual(distinct);
          });
        },
      ),
      { numRuns: 60 },
    );
  });
});
