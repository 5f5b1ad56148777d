import { describe, expect, it } from 'vitest';
import { text } from '../../test/build-docx.ts';
import { openBuilt } from '../../test/paragraphs-of.ts';
import { tidyEmptiedContainer } from './empty-containers.ts';
import { serializeXml } from './xml.ts';
import type { Document, Element } from './xml.ts';

const sdt = (content: string) => `<w:sdt><w:sdtPr><w:id w:val="7"/></w:sdtPr><w:sdtContent>${content}</w:sdtContent></w:sdt>`;

/** Removes paragraph `index` as the rewrite does, tidies its container, and gives the body's XML. */
function removeAndTidy(body: string, index: number): string {
  const doc = openBuilt({ body });
  const p = doc.paragraphs[index]?.element as Element;
  const parent = p.parentNode as Element;
  parent.removeChild(p);
  tidyEmptiedContainer(parent, p);
  const xml = serializeXml(p.ownerDocument as Document);
  return xml.slice(xml.indexOf('<w:body>') + 8, xml.indexOf('<w:sectPr>'));
}

describe('tidyEmptiedContainer', () => {
  it('removes a content control its only paragraph left, and one that only held it', () => {
    expect(removeAndTidy(text('Kept.') + sdt(text('[1] Smith.')), 1)).toBe(text('Kept.'));
    expect(removeAndTidy(text('Kept.') + sdt(sdt(text('[1] Smith.'))), 1)).not.toContain('w:sdt');
  });

  it('keeps a content control that still holds a paragraph', () => {
    expect(removeAndTidy(sdt(text('[1] Smith.') + text('[2] Doe.')), 0)).toContain('<w:sdtContent><w:p>');
  });

  it("moves a bookmark's end out of the removed control, so its start still closes", () => {
    const xml = removeAndTidy(
      `<w:p><w:bookmarkStart w:id="3" w:name="refs"/><w:r><w:t>Kept.</w:t></w:r></w:p>` + sdt(text('[1] Smith.') + '<w:bookmarkEnd w:id="3"/>'),
      1,
    );
    expect(xml).not.toContain('w:sdt');
    expect(xml).toContain('<w:bookmarkEnd w:id="3"/>');
  });

  it('gives an emptied table cell an empty paragraph back, also when a control held it', () => {
    const cell = (content: string) => `<w:tbl><w:tr><w:tc>${content}</w:tc></w:tr></w:tbl>`;
    expect(removeAndTidy(cell(text('[1] Smith.')), 0)).toContain('<w:tc><w:p/></w:tc>');
    expect(removeAndTidy(cell(sdt(text('[1] Smith.'))), 0)).toContain('<w:tc><w:p/></w:tc>');
  });
});
