import { describe, expect, it } from 'vitest';
import { buildDocx, para, run } from '../../test/build-docx.ts';
import { openDocument } from './document.ts';
import { collectRuns } from './paragraphs.ts';
import { readDocx } from './read.ts';
import { unwrapCitationFields } from './unwrap-fields.ts';
import { serializeXml } from './xml.ts';
import type { Document } from './xml.ts';

const complexRef = (bookmark: string, result: string) =>
  `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> REF ${bookmark} \\r \\h </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>${run(result)}<w:r><w:fldChar w:fldCharType="end"/></w:r>`;
const simpleRef = (bookmark: string, result: string) => `<w:fldSimple w:instr=" REF ${bookmark} \\r \\h ">${run(result)}</w:fldSimple>`;

function paragraphOf(content: string) {
  const doc = openDocument(readDocx(buildDocx({ body: para(content) })));
  const p = doc.paragraphs[0];
  if (!p) throw new Error('no paragraph');
  return { p, xml: () => serializeXml(p.element.ownerDocument as Document) };
}

/** EndNote's citation: its record in the instruction, base64 data in a field nested there. */
const endnoteCite = (result: string) =>
  `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> ADDIN EN.CITE &lt;EndNote&gt;&lt;Cite&gt;&lt;RecNum&gt;1&lt;/RecNum&gt;&lt;/Cite&gt;&lt;/EndNote&gt;</w:instrText></w:r>` +
  `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> ADDIN EN.CITE.DATA </w:instrText></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>` +
  `<w:r><w:fldChar w:fldCharType="separate"/></w:r>${run(result)}<w:r><w:fldChar w:fldCharType="end"/></w:r>`;

describe('unwrapCitationFields', () => {
  it("removes EndNote's citation field around the citation, with the data field inside its instruction", () => {
    const { p, xml } = paragraphOf(run('Solar grew ') + endnoteCite('[1]') + run('.'));
    unwrapCitationFields(p.element, [{ start: 11, end: 14 }]);
    expect(xml()).not.toMatch(/fldChar|instrText|EN\.CITE/);
    expect(collectRuns(p.element).text).toBe('Solar grew [1].');
  });

  it('removes the marks of a REF field whose result lies inside the range, and keeps its text', () => {
    // "See [" 0-5, "1" 5-6, "] and Figure " 6-19, "3" 19-20
    const { p, xml } = paragraphOf(run('See [') + complexRef('_Ref1', '1') + run('] and Figure ') + complexRef('_Ref3', '3'));
    unwrapCitationFields(p.element, [{ start: 4, end: 7 }]);
    expect(xml()).not.toContain('_Ref1');
    expect(xml()).toContain('_Ref3');
    expect((xml().match(/fldCharType="begin"/g) ?? []).length).toBe(1);
    expect(collectRuns(p.element).text).toBe('See [1] and Figure 3');
  });

  it('removes a HYPERLINK field (complex or simple) whose result is the citation, and keeps one that links more', () => {
    const complexLink = (target: string, result: string) =>
      `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> HYPERLINK ${target} </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>${run(result)}<w:r><w:fldChar w:fldCharType="end"/></w:r>`;
    // "Solar " 0-6, "[1]" 6-9, " and " 9-14, "[2]" 14-17, ", see the site [3]" 17-35
    const { p, xml } = paragraphOf(
      run('Solar ') +
        complexLink('\\l "ref1"', '[1]') +
        run(' and ') +
        `<w:fldSimple w:instr=' HYPERLINK "https://doi.org/10.1/x" '>${run('[2]')}</w:fldSimple>` +
        run(', see ') +
        complexLink('"https://example.org"', 'the site [3]'),
    );
    unwrapCitationFields(p.element, [
      { start: 6, end: 9 },
      { start: 14, end: 17 },
      { start: 31, end: 34 },
    ]);
    expect(xml()).not.toContain('ref1');
    expect(xml()).not.toContain('doi.org');
    expect(xml()).toContain('https://example.org');
    expect(collectRuns(p.element).text).toBe('Solar [1] and [2], see the site [3]');
  });

  it('unwraps the fields of every citation given in one call, and only theirs', () => {
    // "See " 0-4, "[1]" 4-7, " and " 7-12, "[2]" 12-15, " and Figure " 15-27, "3" 27-28
    const { p, xml } = paragraphOf(
      run('See ') + complexRef('_Ref1', '[1]') + run(' and ') + simpleRef('_Ref2', '[2]') + run(' and Figure ') + complexRef('_Ref9', '3'),
    );
    unwrapCitationFields(p.element, [
      { start: 12, end: 15 },
      { start: 4, end: 7 },
    ]);
    expect(xml()).not.toMatch(/_Ref1|_Ref2/);
    expect(xml()).toContain('_Ref9');
    expect(collectRuns(p.element).text).toBe('See [1] and [2] and Figure 3');
  });

  it('unwraps a simple REF field the same way, and leaves one that reaches past the range', () => {
    const { p, xml } = paragraphOf(run('See [') + simpleRef('_Ref1', '1') + run('] and ') + simpleRef('_Ref2', '[2] and more'));
    unwrapCitationFields(p.element, [{ start: 4, end: 7 }]);
    expect(xml()).not.toContain('_Ref1');
    unwrapCitationFields(p.element, [{ start: 12, end: 15 }]);
    expect(xml()).toContain('_Ref2');
    expect(collectRuns(p.element).text).toBe('See [1] and [2] and more');
  });

  it('never unwraps a field that is not a cross-reference', () => {
    const page = `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> PAGE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>${run('2')}<w:r><w:fldChar w:fldCharType="end"/></w:r>`;
    const { p, xml } = paragraphOf(run('[') + page + run(']'));
    unwrapCitationFields(p.element, [{ start: 0, end: 3 }]);
    expect(xml()).toContain('PAGE');
  });

  it("unwraps Word's own citation (a CITATION field in a citation control) whose result is a space and the citation", () => {
    const wordCite = (tag: string, result: string) =>
      `<w:sdt><w:sdtPr><w:id w:val="9"/><w:citation/></w:sdtPr><w:sdtContent><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> CITATION ${tag} \\l 1033 </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>${run(result)}<w:r><w:fldChar w:fldCharType="end"/></w:r></w:sdtContent></w:sdt>`;
    // "Solar grew" 0-10, " [1]" 10-14, "." 14
    const { p, xml } = paragraphOf(run('Solar grew') + wordCite('Vas17', ' [1]') + run('.'));
    unwrapCitationFields(p.element, [{ start: 11, end: 14 }]);
    expect(xml()).not.toMatch(/fldChar|instrText|w:sdt|w:citation/);
    expect(collectRuns(p.element).text).toBe('Solar grew [1].');
  });

  it('keeps a citation field whose result holds words besides the citation', () => {
    const cite = `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> CITATION Vas17 </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>${run('see [1]')}<w:r><w:fldChar w:fldCharType="end"/></w:r>`;
    const { p, xml } = paragraphOf(run('Solar ') + cite);
    unwrapCitationFields(p.element, [{ start: 10, end: 13 }]);
    expect(xml()).toContain('CITATION Vas17');
  });
});
