import { describe, expect, it } from 'vitest';
import { decimalNumbering, para, run } from '../../test/build-docx.ts';
import { openBuilt } from '../../test/paragraphs-of.ts';

const D = 'w:id="1" w:author="Rev" w:date="2024-01-01T00:00:00Z"';
/** An auto-numbered paragraph whose mark carries a tracked change (`mark`: w:del, w:moveFrom …). */
const numbered = (content: string, mark = '') =>
  `<w:p><w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="3"/></w:numPr>${mark ? `<w:rPr>${mark}</w:rPr>` : ''}</w:pPr>${content}</w:p>`;

describe('auto-numbering with tracked changes', () => {
  it('numbers as Word shows the final document: a paragraph deleted whole (mark and text) takes no number', () => {
    const doc = openBuilt({
      body:
        numbered(run('Smith')) +
        numbered(`<w:del ${D}><w:r><w:delText>Doe</w:delText></w:r></w:del>`, `<w:del ${D}/>`) +
        numbered(`<w:moveFrom ${D}><w:r><w:t>Moved</w:t></w:r></w:moveFrom>`, `<w:moveFrom ${D}/>`) +
        numbered(run('Garcia')),
      numbering: decimalNumbering(3),
    });
    expect(doc.paragraphs.map((p) => [p.text, p.numbering?.value])).toEqual([
      ['Smith', 1],
      ['', undefined],
      ['', undefined],
      ['Garcia', 2],
    ]);
  });

  it('keeps numbering a paragraph whose mark alone is deleted while text remains (the text joins the list item)', () => {
    const doc = openBuilt({ body: numbered(run('Smith'), `<w:del ${D}/>`) + numbered(run('Doe')), numbering: decimalNumbering(3) });
    expect(doc.paragraphs.map((p) => p.numbering?.value)).toEqual([1, 2]);
  });
});

describe('cross-reference fields', () => {
  const ref = (instr: string, result: string) =>
    `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> ${instr} </w:instrText></w:r>` +
    `<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>${result}</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>`;

  it('land on their bookmark as an internal link does, in the complex and the simple form', () => {
    const doc = openBuilt({
      body: `<w:p>${run('Memory ')}${ref('REF _Ref2 \\r \\h', '2')}${run(' and ')}<w:fldSimple w:instr=" REF _Ref3 \\r "><w:r><w:t>3</w:t></w:r></w:fldSimple></w:p>`,
    });
    const anchors = doc.paragraphs[0]?.runs.filter((r) => r.anchor && r.end > r.start).map((r) => [doc.paragraphs[0]?.text.slice(r.start, r.end), r.anchor]);
    expect(anchors).toEqual([
      ['2', '_Ref2'],
      ['3', '_Ref3'],
    ]);
  });
});

describe('table of contents lines', () => {
  const tocLink = (anchor: string, value: string) => `<w:hyperlink w:anchor="${anchor}">${run(value)}<w:r><w:tab/></w:r>${run('4')}</w:hyperlink>`;

  it('are known by their TOC style or by links to headings’ bookmarks alone, in Word’s and LibreOffice’s forms', () => {
    const doc = openBuilt({
      body:
        para(run('Sleep and memory [1]\t4'), { style: 'TOC1' }) +
        `<w:p>${tocLink('_Toc123', 'References')}</w:p>` +
        `<w:p>${tocLink('__RefHeading___Toc5_1', 'Results')}</w:p>` +
        `<w:p>${run('See ')}${tocLink('_Toc123', 'References')}</w:p>` +
        para(run('Body [2].')),
    });
    expect(doc.paragraphs.map((p) => p.isContents ?? false)).toEqual([true, true, true, false, false]);
  });
});
