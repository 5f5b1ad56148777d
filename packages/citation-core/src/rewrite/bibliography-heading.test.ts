import { describe, expect, it } from 'vitest';
import type { Element } from '../docx/xml.ts';
import { parseXml, serializeXml } from '../docx/xml.ts';
import { bibliographyHeading, referencesTitle } from './bibliography-heading.ts';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const body = (xml: string) => parseXml(`<w:body ${W}>${xml}</w:body>`, 'document.xml').documentElement as Element;

describe('referencesTitle', () => {
  it('says "References" in the language of the old heading’s word', () => {
    expect(referencesTitle('References', 'en-US')).toBe('References');
    expect(referencesTitle('Quellen', 'en-US')).toBe('Literaturverzeichnis');
    expect(referencesTitle('5. Références :', 'en-US')).toBe('Références');
    expect(referencesTitle('参考文献', 'en-US')).toBe('参考文献');
  });
  it('takes the rendering locale’s language when the word is shared or unknown, else English', () => {
    expect(referencesTitle('Sources', 'fr-FR')).toBe('Références');
    expect(referencesTitle('Sources', 'en-GB')).toBe('References');
    expect(referencesTitle('Bibliografia', 'pt-BR')).toBe('Referências');
    expect(referencesTitle(undefined, 'de-DE')).toBe('Literaturverzeichnis');
    expect(referencesTitle('Anhang', 'xx-XX')).toBe('References');
  });
});

describe('bibliographyHeading', () => {
  it('looks like the old heading: its paragraph properties and its text’s run properties, not its section break', () => {
    const old = body(
      '<w:p><w:pPr><w:pStyle w:val="Heading1"/><w:spacing w:before="240"/><w:sectPr/></w:pPr><w:bookmarkStart w:id="0" w:name="refs"/><w:r><w:rPr><w:b/><w:color w:val="1F3864"/></w:rPr><w:t>Quellen</w:t></w:r><w:bookmarkEnd w:id="0"/></w:p>',
    ).firstChild as Element;
    const xml = serializeXml(bibliographyHeading(old, old, 'de-DE') as never);
    expect(xml).toContain(
      '<w:pPr><w:pStyle w:val="Heading1"/><w:spacing w:before="240"/></w:pPr><w:r><w:rPr><w:b/><w:color w:val="1F3864"/></w:rPr><w:t xml:space="preserve">Literaturverzeichnis</w:t></w:r></w:p>',
    );
    expect(xml).not.toContain('bookmark');
  });
  it('is a bold line without the entries’ numbering when the old list had no heading', () => {
    const entry = body(
      '<w:p><w:pPr><w:pStyle w:val="ListParagraph"/><w:numPr><w:ilvl w:val="0"/><w:numId w:val="3"/></w:numPr></w:pPr><w:r><w:t>Smith…</w:t></w:r></w:p>',
    ).firstChild as Element;
    const xml = serializeXml(bibliographyHeading(entry, undefined, 'en-US') as never);
    expect(xml).toContain('<w:pPr><w:pStyle w:val="ListParagraph"/></w:pPr><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">References</w:t></w:r>');
  });
});
