import { describe, expect, it } from 'vitest';
import type { Relationship } from '../docx/relationships.ts';
import type { Element } from '../docx/xml.ts';
import { parseXml, serializeXml } from '../docx/xml.ts';
import type { BibliographyLayout } from '../render/render-citations.ts';
import { bibliographyFormat, bibliographyLook, bibliographyParagraphs, formatResult } from './formatted-results.ts';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const APA: BibliographyLayout = { hangingIndent: true, lineSpacing: 2, entrySpacing: 0, secondFieldAlign: false, maxOffset: 0 };
const IEEE: BibliographyLayout = { hangingIndent: false, lineSpacing: 1, entrySpacing: 0, secondFieldAlign: 'flush', maxOffset: 3 };

function docWithStyles(styles: string | undefined) {
  const relationships = new Map<string, Relationship>();
  if (styles !== undefined) {
    relationships.set('rId1', {
      id: 'rId1',
      type: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles',
      target: 'styles.xml',
      external: false,
      partName: 'word/styles.xml',
    });
  }
  return { pkg: { readXml: (name: string) => (name === 'word/styles.xml' ? styles : undefined) } as never, relationships };
}

const NORMAL = `<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:pPr><w:spacing w:before="120" w:after="160"/><w:ind w:firstLine="360"/></w:pPr></w:style>`;

describe('bibliographyFormat (Zotero.Cite.getBibliographyFormatParameters)', () => {
  it('gives a hanging indent of half an inch and the style’s line and entry spacing', () => {
    expect(bibliographyFormat(APA)).toEqual({ firstLineIndent: -720, indent: 720, lineSpacing: 480, entrySpacing: 0, tabStops: [] });
  });
  it('puts a numeric label in its own column: a tab stop where the text starts', () => {
    expect(bibliographyFormat(IEEE)).toEqual({ firstLineIndent: -384, indent: 384, lineSpacing: 240, entrySpacing: 0, tabStops: [384] });
    expect(bibliographyFormat({ ...IEEE, secondFieldAlign: 'margin', entrySpacing: 1 })).toMatchObject({
      firstLineIndent: -384,
      indent: 0,
      entrySpacing: 240,
      tabStops: [0],
    });
  });
});

describe('bibliographyLook', () => {
  it('creates Word’s Bibliography paragraph style, based on the default paragraph style, set as Zotero sets it', () => {
    const look = bibliographyLook(docWithStyles(`<w:styles ${W}>${NORMAL}</w:styles>`), APA);
    expect(look.styleId).toBe('Bibliography');
    expect(look.stylesPart?.[0]).toBe('word/styles.xml');
    const xml = look.stylesPart?.[1] ?? '';
    expect(xml).toContain(
      '<w:style w:type="paragraph" w:styleId="Bibliography"><w:name w:val="Bibliography"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:uiPriority w:val="37"/><w:unhideWhenUsed/><w:pPr><w:spacing w:after="0" w:line="480" w:lineRule="auto"/><w:ind w:left="720" w:hanging="720"/></w:pPr></w:style>',
    );
    expect(xml).toContain(NORMAL); // the document's own styles are untouched
  });

  it('sets a document’s existing Bibliography style (found by its name) and keeps what Zotero does not set', () => {
    const own = `<w:style w:type="paragraph" w:styleId="Literaturverzeichnis"><w:name w:val="Bibliography"/><w:basedOn w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="60" w:after="200"/><w:jc w:val="both"/></w:pPr><w:rPr><w:sz w:val="20"/></w:rPr></w:style>`;
    const look = bibliographyLook(docWithStyles(`<w:styles ${W}>${NORMAL}${own}</w:styles>`), IEEE);
    expect(look.styleId).toBe('Literaturverzeichnis');
    expect(look.stylesPart?.[1]).toContain(
      '<w:pPr><w:keepNext/><w:tabs><w:tab w:val="left" w:pos="384"/></w:tabs><w:spacing w:before="60" w:after="0" w:line="240" w:lineRule="auto"/><w:ind w:left="384" w:hanging="384"/><w:jc w:val="both"/></w:pPr><w:rPr><w:sz w:val="20"/></w:rPr>',
    );
  });

  it('formats the paragraphs themselves when the document has no styles part', () => {
    const look = bibliographyLook(docWithStyles(undefined), APA);
    expect(look.styleId).toBeUndefined();
    expect(look.stylesPart).toBeUndefined();
    const body = parseXml(`<w:body ${W}><w:p/></w:body>`, 'document.xml').documentElement as Element;
    const [p] = bibliographyParagraphs(body.firstChild as Element, ' ADDIN ZOTERO_BIBL {} CSL_BIBLIOGRAPHY ', [[{ text: 'Entry' }]], look);
    expect(serializeXml(p as never)).toContain('<w:pPr><w:spacing w:after="0" w:line="480" w:lineRule="auto"/><w:ind w:left="720" w:hanging="720"/></w:pPr>');
  });
});

describe('bibliographyParagraphs', () => {
  it('writes each entry as formatted runs in the Bibliography style, the field spanning them all', () => {
    const body = parseXml(`<w:body ${W}><w:p/></w:body>`, 'document.xml').documentElement as Element;
    const look = { styleId: 'Bibliography', format: bibliographyFormat(IEEE) };
    const entries = [
      [{ text: '[1]\tSmith, A. ' }, { text: 'Journal', italic: true }, { text: ' ' }, { text: '12', bold: true }, { text: '.' }],
      [{ text: '[2]\tPlain entry.' }],
    ];
    const xml = bibliographyParagraphs(body.firstChild as Element, ' ADDIN ZOTERO_BIBL {} CSL_BIBLIOGRAPHY ', entries, look)
      .map((p) => serializeXml(p as never))
      .join('\n');
    const [first, second] = xml.split('\n');
    expect(first).toContain('<w:pPr><w:pStyle w:val="Bibliography"/></w:pPr><w:r><w:fldChar w:fldCharType="begin"/>');
    expect(first).toContain(
      '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:rPr><w:noProof/></w:rPr><w:t xml:space="preserve">[1]</w:t><w:tab/><w:t xml:space="preserve">Smith, A. </w:t></w:r><w:r><w:rPr><w:i/><w:noProof/></w:rPr><w:t xml:space="preserve">Journal</w:t></w:r>',
    );
    expect(first).toContain('<w:r><w:rPr><w:b/><w:noProof/></w:rPr><w:t xml:space="preserve">12</w:t></w:r>');
    expect(second).toContain(
      '<w:r><w:t xml:space="preserve">[2]</w:t><w:tab/><w:t xml:space="preserve">Plain entry.</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>',
    );
  });
});

describe('formatResult', () => {
  it('splits a citation result into formatted runs that keep the result’s own properties', () => {
    const p = parseXml(
      `<w:p ${W}><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:rPr><w:rFonts w:ascii="Arial"/><w:noProof/></w:rPr><w:t>(Smith, Title)</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>`,
      'document.xml',
    ).documentElement as Element;
    formatResult(p.childNodes[1] as Element, [{ text: '(Smith, ' }, { text: 'Title', italic: true }, { text: ')' }]);
    expect(serializeXml(p as never)).toContain(
      '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:rPr><w:rFonts w:ascii="Arial"/><w:noProof/></w:rPr><w:t xml:space="preserve">(Smith, </w:t></w:r><w:r><w:rPr><w:rFonts w:ascii="Arial"/><w:i/><w:noProof/></w:rPr><w:t xml:space="preserve">Title</w:t></w:r><w:r><w:rPr><w:rFonts w:ascii="Arial"/><w:noProof/></w:rPr><w:t xml:space="preserve">)</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>',
    );
  });

  it('leaves a plain result as the one run it is', () => {
    const p = parseXml(`<w:p ${W}><w:r><w:t>(Smith, 2020)</w:t></w:r></w:p>`, 'document.xml').documentElement as Element;
    formatResult(p.firstChild as Element, [{ text: '(Smith, 2020)' }]);
    expect(serializeXml(p as never)).toBe(`<w:p ${W}><w:r><w:t>(Smith, 2020)</w:t></w:r></w:p>`);
  });
});
