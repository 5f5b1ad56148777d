// The document preferences a reference manager's Word plugin reads from the custom document
// properties. Zotero's (spec §7): a <data> XML string in ZOTERO_PREF_1..n, cut into ≤255-character
// pieces; without them the plugin opens Document Preferences before the first Refresh.
// Mendeley Desktop's: the style in "Mendeley Citation Style_1" and at the head of its recent styles
// (zotero-fields.md §10); without it Mendeley refreshes in whatever style its plugin last used.
import { createHash } from 'node:crypto';
import { customPropertyParts, escapeAttr, readCustomProperties } from '../docx/custom-properties.ts';
import type { CustomProperty, PackageParts } from '../docx/custom-properties.ts';

const CHUNK = 255;
/** Mendeley keeps ten recent styles, 0 the newest. */
const MENDELEY_RECENT = 10;

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

/** The parts that give the package Zotero's preferences `xml` (earlier ZOTERO_PREF_n replaced, the user's other properties kept). */
export function prefsParts(pkg: PackageParts, xml: string): Map<string, string> {
  const pieces = chunk(xml).map((value, i) => ({ name: `ZOTERO_PREF_${i + 1}`, value }));
  return customPropertyParts(pkg, pieces, (name) => /^ZOTERO_PREF_\d+$/.test(name));
}

/**
 * The parts that give the package Mendeley Desktop's style: the current style, and the style first
 * among the recent ones (the document's earlier recent styles follow it, as Mendeley orders them).
 */
export function mendeleyPrefsParts(pkg: PackageParts, style: { uri: string; title: string }): Map<string, string> {
  const existing = readCustomProperties(pkg);
  const recent: { uri: string; title: string }[] = [style];
  for (let i = 0; i < MENDELEY_RECENT; i++) {
    const uri = existing.get(`Mendeley Recent Style Id ${i}_1`);
    if (uri && !recent.some((r) => r.uri === uri)) recent.push({ uri, title: existing.get(`Mendeley Recent Style Name ${i}_1`) ?? uri });
  }
  const properties: CustomProperty[] = [
    { name: 'Mendeley Citation Style_1', value: style.uri },
    { name: 'Mendeley Document_1', value: 'True' },
    ...recent.slice(0, MENDELEY_RECENT).flatMap((r, i) => [
      { name: `Mendeley Recent Style Id ${i}_1`, value: r.uri },
      { name: `Mendeley Recent Style Name ${i}_1`, value: r.title },
    ]),
  ];
  return customPropertyParts(pkg, properties, (name) => /^Mendeley (?:Citation Style|Document|Recent Style (?:Id|Name) \d+)_1$/.test(name));
}
