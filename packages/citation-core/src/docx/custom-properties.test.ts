import { describe, expect, it } from 'vitest';
import { customPropertyParts, readCustomProperties } from './custom-properties.ts';

const USER_PROPS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">' +
  '<property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="2" name="Client"><vt:lpwstr>Smith &amp; Co</vt:lpwstr></property>' +
  '<property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="3" name="OLD_1"><vt:lpwstr>gone</vt:lpwstr></property>' +
  '<property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="4" name="Checked"><vt:bool>true</vt:bool></property></Properties>';
const RELS =
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="t" Target="word/document.xml"/></Relationships>';
const TYPES = '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>';

function pkgOf(parts: Record<string, string>) {
  return { readXml: (name: string) => parts[name] };
}

describe('customPropertyParts', () => {
  it("replaces the writer's own properties and keeps the user's, renumbered from 2", () => {
    const parts = customPropertyParts(
      pkgOf({ 'docProps/custom.xml': USER_PROPS, '_rels/.rels': RELS, '[Content_Types].xml': TYPES }),
      [{ name: 'NEW_1', value: 'a < b' }],
      (name) => name.startsWith('OLD_'),
    );
    const xml = parts.get('docProps/custom.xml') ?? '';
    expect(xml).toContain('pid="2" name="Client"><vt:lpwstr>Smith &amp; Co</vt:lpwstr>');
    expect(xml).toContain('pid="3" name="Checked"><vt:bool>true</vt:bool>');
    expect(xml).toContain('pid="4" name="NEW_1"><vt:lpwstr>a &lt; b</vt:lpwstr>');
    expect(xml).not.toContain('OLD_1');
    const read = readCustomProperties(pkgOf({ 'docProps/custom.xml': xml }));
    expect([...read]).toEqual([
      ['Client', 'Smith & Co'],
      ['Checked', 'true'],
      ['NEW_1', 'a < b'],
    ]);
  });

  it('wires a new part into the package relationships and content types, once', () => {
    const fresh = customPropertyParts(pkgOf({ '_rels/.rels': RELS, '[Content_Types].xml': TYPES }), [{ name: 'A', value: '1' }], () => false);
    expect(fresh.get('_rels/.rels')).toContain(
      'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/custom-properties" Target="docProps/custom.xml"',
    );
    expect(fresh.get('[Content_Types].xml')).toContain('<Override PartName="/docProps/custom.xml"');
    const again = customPropertyParts(
      pkgOf({
        'docProps/custom.xml': fresh.get('docProps/custom.xml') ?? '',
        '_rels/.rels': fresh.get('_rels/.rels') ?? '',
        '[Content_Types].xml': fresh.get('[Content_Types].xml') ?? '',
      }),
      [{ name: 'A', value: '2' }],
      (name) => name === 'A',
    );
    expect([...again.keys()]).toEqual(['docProps/custom.xml']);
    expect(again.get('docProps/custom.xml')?.match(/name="A"/g)).toHaveLength(1);
  });
});
