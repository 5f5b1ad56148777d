// The package's custom document properties (docProps/custom.xml): where Word keeps a reference
// manager's document settings (Zotero's ZOTERO_PREF_n, Mendeley's "Mendeley Citation Style_1").
// A writer replaces its own properties, keeps every other one the user has, and wires the part
// into _rels/.rels and [Content_Types].xml when the package lacked it.

import { decodeXmlEntities } from './relationships.ts';

const CUSTOM_PART = 'docProps/custom.xml';
const REL_CUSTOM = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/custom-properties';
const CT_CUSTOM = 'application/vnd.openxmlformats-officedocument.custom-properties+xml';
/** The format id Word gives every user-defined property. */
const FMTID = '{D5CDD505-2E9C-101B-9397-08002B2CF9AE}';

export interface PackageParts {
  readXml(name: string): string | undefined;
}

export interface CustomProperty {
  name: string;
  /** Written as vt:lpwstr (Word's text property). */
  value: string;
}

/** The value of each property of the package, by name (text properties; others read as their text). */
export function readCustomProperties(pkg: PackageParts): Map<string, string> {
  const out = new Map<string, string>();
  const xml = pkg.readXml(CUSTOM_PART);
  if (!xml) return out;
  for (const p of propertyElements(xml)) {
    const name = /\bname="([^"]*)"/.exec(p)?.[1];
    const value = />([^<]*)<\/vt:\w+>/.exec(p)?.[1];
    if (name !== undefined && value !== undefined) out.set(decodeXmlEntities(name), decodeXmlEntities(value));
  }
  return out;
}

/**
 * The parts to write: docProps/custom.xml with `properties` appended, every existing property that
 * `replaces` names dropped and the others kept as written (renumbered), and _rels/.rels and
 * [Content_Types].xml wired to it when they were not.
 */
export function customPropertyParts(pkg: PackageParts, properties: readonly CustomProperty[], replaces: (name: string) => boolean): Map<string, string> {
  const out = new Map<string, string>();
  const existing = pkg.readXml(CUSTOM_PART);
  const kept = existing
    ? propertyElements(existing).filter((p) => {
        const name = /\bname="([^"]*)"/.exec(p)?.[1];
        return name === undefined || !replaces(decodeXmlEntities(name));
      })
    : [];
  // Word numbers the properties from 2 (pid 0 and 1 are reserved).
  let pid = 2;
  const props = kept.map((p) => p.replace(/\spid="\d+"/, () => ` pid="${pid++}"`));
  for (const { name, value } of properties) {
    props.push(`<property fmtid="${FMTID}" pid="${pid++}" name="${escapeAttr(name)}"><vt:lpwstr>${escapeText(value)}</vt:lpwstr></property>`);
  }
  out.set(
    CUSTOM_PART,
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">${props.join('')}</Properties>`,
  );

  const rels = pkg.readXml('_rels/.rels');
  if (rels !== undefined && !rels.includes(REL_CUSTOM)) {
    const ids = new Set([...rels.matchAll(/\bId="([^"]+)"/g)].map((m) => m[1]));
    let n = 1;
    while (ids.has(`rIdCustom${n}`)) n++;
    out.set(
      '_rels/.rels',
      rels.replace(/<\/Relationships>\s*$/, `<Relationship Id="rIdCustom${n}" Type="${REL_CUSTOM}" Target="docProps/custom.xml"/></Relationships>`),
    );
  }
  const types = pkg.readXml('[Content_Types].xml');
  if (types !== undefined && !/PartName="\/docProps\/custom\.xml"/i.test(types)) {
    out.set('[Content_Types].xml', types.replace(/<\/Types>\s*$/, `<Override PartName="/docProps/custom.xml" ContentType="${CT_CUSTOM}"/></Types>`));
  }
  return out;
}

function propertyElements(xml: string): string[] {
  return [...xml.matchAll(/<(?:\w+:)?property\b[\s\S]*?<\/(?:\w+:)?property>/g)].map((m) => m[0]);
}

/** Text escaped for an XML element's content. */
export function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Text escaped for an XML attribute in double quotes. */
export function escapeAttr(s: string): string {
  return escapeText(s).replace(/"/g, '&quot;');
}
