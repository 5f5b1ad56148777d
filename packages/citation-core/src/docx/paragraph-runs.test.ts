import { describe, expect, it } from 'vitest';
import { hyperlink, noteReference, run } from '../../test/build-docx.ts';
import { openBuilt } from '../../test/paragraphs-of.ts';
import { ParagraphRuns } from './paragraph-runs.ts';
import { collectRuns } from './paragraphs.ts';
import type { RawRun } from './paragraphs.ts';
import type { Element } from './xml.ts';

function paragraph(content: string): Element {
  const p = openBuilt({ body: `<w:p>${content}</w:p>`, links: { rId1: 'https://example.org' } }).paragraphs[0];
  if (!p) throw new Error('no paragraph');
  return p.element;
}

/** What a test can compare: the run elements' text and offsets, the pieces' offsets, marks and links. */
function shape(runs: RawRun[]) {
  return runs.map((r) => ({
    text: r.run.textContent,
    start: r.start,
    end: r.end,
    pieces: r.pieces.map((x) => [x.node.localName, x.start, x.end]),
    noteReference: r.noteReference,
    note: r.note,
    hyperlink: r.hyperlink !== undefined,
    field: r.field,
  }));
}

const FIELD_RESULT =
  '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> PAGE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>' +
  '<w:r><w:t xml:space="preserve">12 pages</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>';

describe('ParagraphRuns.splitAt', () => {
  const shapes: Record<string, string> = {
    'one run': run('Solar grew [1] and wind [2].'),
    'pieces of several kinds': `<w:r><w:t xml:space="preserve">A</w:t><w:tab/><w:t xml:space="preserve">b [1]</w:t><w:br/><w:t>c</w:t></w:r>`,
    'a note mark inside a run': `<w:r><w:t xml:space="preserve">Claim.</w:t><w:footnoteReference w:id="4"/><w:t xml:space="preserve"> Next.</w:t></w:r>${noteReference(5)}`,
    'a hyperlink': run('See ') + hyperlink('rId1', run('[1, 2]', { style: 'Hyperlink' })) + run(' here.'),
    'a field result': run('It runs to ') + FIELD_RESULT + run(' in all.'),
    'a field mark inside a text run': `<w:r><w:t xml:space="preserve">before [1]</w:t><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> PAGE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/><w:t>3</w:t><w:fldChar w:fldCharType="end"/></w:r>`,
  };
  for (const [name, content] of Object.entries(shapes)) {
    it(`keeps the runs as a fresh reading gives them, at every offset (${name})`, () => {
      const p = paragraph(content);
      const runs = new ParagraphRuns(p);
      const length = collectRuns(p).text.length;
      for (let offset = length - 1; offset > 0; offset -= 2) {
        runs.splitAt(offset);
        expect(shape(runs.runs)).toEqual(shape(collectRuns(p).runs));
      }
      expect(collectRuns(p).text.length).toBe(length);
    });
  }

  it('cuts a run in two at the offset, the head keeping the element', () => {
    const p = paragraph(run('Solar grew [1].'));
    const runs = new ParagraphRuns(p);
    const element = runs.runs[0]?.run;
    runs.splitAt(11);
    expect(runs.runs.map((r) => [r.run.textContent, r.start, r.end])).toEqual([
      ['Solar grew ', 0, 11],
      ['[1].', 11, 15],
    ]);
    expect(runs.runs[0]?.run).toBe(element);
  });
});

describe('ParagraphRuns.range, covered and forgetFrom', () => {
  it('finds the runs inside a range and forgets those from an offset on', () => {
    const p = paragraph(run('a ') + run('[') + run('1', { b: true }) + run(']') + run(' b ') + run('[2]'));
    const runs = new ParagraphRuns(p);
    expect(runs.range(2, 5)).toEqual({ lo: 1, hi: 4 });
    const { covered, firstIndex } = runs.covered(2, 5);
    expect(covered.map((r) => r.run.textContent)).toEqual(['[', '1', ']']);
    expect(firstIndex).toBe(1);
    runs.forgetFrom(2);
    expect(runs.runs.map((r) => r.run.textContent)).toEqual(['a ']);
  });
});
