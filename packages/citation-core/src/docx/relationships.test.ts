import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { minimalDocx } from '../../test/hostile/build-zip.ts';
import { sharedPath } from '../../test/shared-path.ts';
import { readDocx } from './read.ts';
import {
  OFFICE_DOCUMENT_RELATIONSHIP,
  decodeXmlEntities,
  parseRelationships,
  readRelationships,
  readXmlElements,
  relationshipsPartName,
  resolvePartName,
} from './relationships.ts';

const HYPERLINK = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink';

describe('readRelationships', () => {
  const pkg = readDocx(readFileSync(sharedPath('fixtures', 'docs', 'fx02_chatgpt_brackets_apa.docx')));

  it('reads the main part relationships, resolving internal targets to part names', () => {
    const rels = readRelationships(pkg, 'word/document.xml');
    expect(rels.get('rId1')).toEqual({
      id: 'rId1',
      type: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles',
      target: 'styles.xml',
      external: false,
      partName: 'word/styles.xml',
    });
    const links = [...rels.values()].filter((r) => r.type === HYPERLINK);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.external).toBe(true);
      expect(link.partName).toBeUndefined();
      expect(link.target).toMatch(/^https?:\/\//);
    }
  });

  it('reads the package relationships for "" and "/"', () => {
    for (const root of ['', '/']) {
      const office = [...readRelationships(pkg, root).values()].find((r) => OFFICE_DOCUMENT_RELATIONSHIP.test(r.type));
      expect(office?.partName).toBe('word/document.xml');
    }
  });

  it('returns an empty map for a part without relationships', () => {
    expect(readRelationships(readDocx(minimalDocx()), 'word/document.xml').size).toBe(0);
  });
});

describe('relationshipsPartName', () => {
  it.each([
    ['word/document.xml', 'word/_rels/document.xml.rels'],
    ['/word/footnotes.xml', 'word/_rels/footnotes.xml.rels'],
    ['', '_rels/.rels'],
    ['/', '_rels/.rels'],
  ])('%j -> %j', (part, rels) => {
    expect(relationshipsPartName(part)).toBe(rels);
  });
});

describe('resolvePartName', () => {
  it.each([
    ['word/document.xml', 'media/image1.png', 'word/media/image1.png'],
    ['word/document.xml', './media/image1.png', 'word/media/image1.png'],
    ['word/document.xml', '../customXml/item1.xml', 'customXml/item1.xml'],
    ['word/document.xml', '/word/theme/theme1.xml', 'word/theme/theme1.xml'],
    ['word/document.xml', 'media/image%201.png', 'word/media/image 1.png'],
    ['', 'word/document.xml', 'word/document.xml'],
    ['word/document.xml', 'styles.xml#frag', 'word/styles.xml'],
  ])('from %j, %j -> %j', (source, target, part) => {
    expect(resolvePartName(source, target)).toBe(part);
  });

  it('gives undefined for targets that climb out of the package', () => {
    expect(resolvePartName('word/document.xml', '../../etc/passwd')).toBeUndefined();
    expect(resolvePartName('', '../x.xml')).toBeUndefined();
    expect(resolvePartName('word/document.xml', '')).toBeUndefined();
  });
});

describe('parseRelationships', () => {
  it('handles single quotes, prefixes, entities, missing attributes and repeated ids', () => {
    const xml =
      "<pr:Relationships xmlns:pr='x'>" +
      "<pr:Relationship Id='rId1' Type='t/hyperlink' Target='https://example.org/?a=1&amp;b=2' TargetMode='External'/>" +
      '<Relationship Id="rId2" Type="t/image" Target="media/a.png"></Relationship>' +
      '<Relationship Id="rId3" Type="t/missing-target"/>' +
      '<Relationship Id="rId2" Type="t/second" Target="b.xml"/>' +
      '</pr:Relationships>';
    const rels = parseRelationships(xml, 'word/document.xml');
    expect([...rels.keys()]).toEqual(['rId1', 'rId2']);
    expect(rels.get('rId1')).toMatchObject({ target: 'https://example.org/?a=1&b=2', external: true });
    expect(rels.get('rId2')).toMatchObject({ type: 't/image', partName: 'word/media/a.png' });
  });

  it('does not mistake RelationshipsX or Relationships for Relationship', () => {
    expect(readXmlElements('<Relationships><RelationshipX Id="a"/><Relationship Id="b"/></Relationships>', 'Relationship')).toHaveLength(1);
  });
});

describe('decodeXmlEntities', () => {
  it('decodes the predefined and numeric entities and leaves others alone', () => {
    expect(decodeXmlEntities('&lt;a&gt; &amp; &quot;&apos; &#65;&#x42; &nbsp; &#xFFFFFFF;')).toBe('<a> & "\' AB &nbsp; &#xFFFFFFF;');
  });
});
