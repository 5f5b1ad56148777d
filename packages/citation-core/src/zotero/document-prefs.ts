// Zotero's document preferences (spec §7): a <data> XML string in the custom document properties
// ZOTERO_PREF_1..n, cut into ≤255-character pieces, in docProps/custom.xml wired into the package.
// Without them Word's Zotero plugin opens Document Preferences before the first Refresh.
import { createHash } from 'node:crypto';

const CUSTOM_PART = 'docProps/custom.xml';
const REL_CUSTOM = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/custom-properties';
const CT_CUSTOM = 'application/vnd.openxmlformats-officedocument.custom-properties+xml';
const FMTID = '{D5CDD505-2E9C-101B-9397-08002B2CF9AE}';
const CHUNK = 255;

export interface PrefsInput {
  styleUri: string;
  locale: string;
  /** Seeds the session id: a fresh one per output document, the same for the same input. */
  seed: string;
}

export function prefsXml(input: PrefsInput): string {
  const session = createHash('sha256')
    .update(input.seed)
    .digest('base64url')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 10);
  return (
    `<data data-version="3" zotero-version="7.0"><session id="${session}"/>` +
    `<style id="${escapeAttr(input.styleUri)}" locale="${escapeAttr(input.locale)}" hasBibliography="1" bibliographyStyleHasBeenSet="0"/>` +
    `<prefs><pref name="fieldType" value="Field"/><pref name="automaticJournalAbbreviations" value="true"/></prefs></data>`
  );
}

/** The value cut into consecutive pieces of at most 255 characters, none empty (Mac stops at an empty one). */
export function chunk(value: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < value.length; i += CHUNK) out.push(value.slice(i, i + CHUNK));
  return out;
}

export interface PackageParts {
  readXml(name: string): string | undefined;
}

/**
 * The parts to write: docProps/custom.xml with the ZOTERO_PREF_n properties (every other property of
 * the user's kept, earlier ZOTERO_PREF_n replaced), and _rels/.rels and [Content_Types].xml wired
 * to it when they were not.
 */
export function prefsParts(pkg: PackageParts, xml: string): Map<string, string> {
  const out = new Map<string, string>();
  const existing = pkg.readXml(CUSTOM_PART);
  const kept = existing ? keptProperties(existing) : [];
  let pid = 2;
  const props = kept.map((p) => p.replace(/\spid="\d+"/, () => ` pid="${pid++}"`));
  chunk(xml).forEach((piece, i) => {
    props.push(`<property fmtid="${FMTID}" pid="${pid++}" name="ZOTERO_PREF_${i + 1}"><vt:lpwstr>${escapeText(piece)}</vt:lpwstr></property>`);
  });
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

/** The user's own custom properties, as written; Zotero's earlier preferences are dropped. */
function keptProperties(xml: string): string[] {
  return [...xml.matchAll(/<(?:\w+:)?property\b[\s\S]*?<\/(?:\w+:)?property>/g)].map((m) => m[0]).filter((p) => !/\bname="ZOTERO_PREF_\d+"/.test(p));
}

function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttr(s: string): string {
  return escapeText(s).replace(/"/g, '&quot;');
}
