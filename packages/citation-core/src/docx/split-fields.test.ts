import { describe, expect, it } from 'vitest';
import { buildDocx, para, run } from '../../test/build-docx.ts';
import { openDocument } from './document.ts';
import { readDocx } from './read.ts';
import { removeSplitFields } from './split-fields.ts';
import { serializeXml } from './xml.ts';
import type { Document } from './xml.ts';

const begin = (instr: string) =>
  `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> ${instr} </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>`;
const end = '<w:r><w:fldChar w:fldCharType="end"/></w:r>';

function open(body: string) {
  const doc = openDocument(readDocx(buildDocx({ body })));
  const xml = () => serializeXml(doc.body.ownerDocument as Document);
  return { doc, xml };
}

describe('removeSplitFields', () => {
  it("removes the end of Word's BIBLIOGRAPHY field when the paragraphs with its begin and its list go, and the paragraph it emptied", () => {
    const { doc, xml } = open(para(run('Text.')) + para(begin('BIBLIOGRAPHY')) + para(run('[1] A. Author, “Title,” 2020.')) + para(end) + para(run('After.')));
    const removing = new Set([1, 2].map((i) => doc.paragraphs[i]?.element).filter((p) => p !== undefined));
    removeSplitFields(doc.body, removing);
    // The begin stays in its paragraph, which the caller removes; the kept end goes, with its paragraph.
    expect(xml()).not.toContain('fldCharType="end"');
    expect(xml()).toContain('fldCharType="begin"');
    expect(doc.body.getElementsByTagNameNS(doc.body.namespaceURI, 'p').length).toBe(4);
  });

  it('removes the begin, instruction and separator left before a removed end, and keeps the result text', () => {
    const { doc, xml } = open(para(run('Intro ') + begin('BIBLIOGRAPHY') + run('kept')) + para(run('[1] Entry.') + end));
    removeSplitFields(doc.body, new Set([doc.paragraphs[1]?.element].filter((p) => p !== undefined)));
    const first = serializeXml(doc.paragraphs[0]?.element as unknown as Document);
    expect(first).not.toMatch(/fldChar|instrText/);
    expect(first).toContain('kept');
    expect(xml()).toContain('[1] Entry.');
  });

  it('leaves fields wholly inside kept or wholly inside removed paragraphs alone', () => {
    const { doc, xml } = open(para(run('Page ') + begin('PAGE') + run('2') + end) + para(begin('BIBLIOGRAPHY') + run('[1] Entry.') + end));
    removeSplitFields(doc.body, new Set([doc.paragraphs[1]?.element].filter((p) => p !== undefined)));
    expect((xml().match(/fldCharType="end"/g) ?? []).length).toBe(2);
    expect(xml()).toContain('PAGE');
  });
});
