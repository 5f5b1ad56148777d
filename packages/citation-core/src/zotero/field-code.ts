// The JSON Zotero's Word plugin keeps in its fields (../shared/spec/zotero-fields.md §3, §4, §6):
// one ADDIN ZOTERO_ITEM CSL_CITATION code per citation group, one ADDIN ZOTERO_BIBL code for the
// bibliography. Every item travels whole (itemData) under a stable URI, so Refresh renders it
// without the user's library and Reference Extractor can import it.
import { createHash } from 'node:crypto';
import type { CslData } from '../export/csl-data.ts';

/** Zotero writes this schema URL (it never reads it); the validator's Zotero profile expects it. */
export const CSL_CITATION_SCHEMA = 'https://github.com/citation-style-language/schema/raw/master/csl-citation.json';

/** The local-library form Zotero uses for unsynced items; any users/… URI maps to the current user's library. */
const LOCAL_LIBRARY = 'http://zotero.org/users/local/citeRepr/items/';

/**
 * A stable item URI. The key is derived from the item's identity and carries lower-case letters,
 * which Zotero's own keys never contain (23456789A-Z), so it can never link to an unrelated item of
 * the user's library, while still matching Zotero's URI pattern (\w+).
 */
export function itemUri(identity: string): string {
  const digest = createHash('sha256')
    .update(identity)
    .digest('base64url')
    .replace(/[^A-Za-z0-9]/g, '');
  return `${LOCAL_LIBRARY}cr${digest.slice(0, 10)}`;
}

/** A citationID: 8 letters and digits, unique within the document, the same on every run. */
export function citationId(index: number, seed: string): string {
  const digest = createHash('sha256')
    .update(`${seed}:${index}`)
    .digest('base64url')
    .replace(/[^A-Za-z0-9]/g, '');
  return digest.slice(0, 8);
}

export interface FieldItem {
  uri: string;
  data: CslData;
  locator?: string;
  label?: string;
  /** Text before the cite ("see", "e.g.,": a prefix written in the numbered citation). */
  prefix?: string;
  /** Text after the cite ("Thm. 2", a pinpoint CSL has no label for). */
  suffix?: string;
}

export interface CitationCodeInput {
  citationID: string;
  /** The visible text exactly as written into the field result (plainCitation must equal it). */
  text: string;
  items: FieldItem[];
  /** The items stay in the order given on Refresh (Zotero's "Keep Sources Sorted" unchecked). */
  unsorted?: boolean;
}

export function citationJson(input: CitationCodeInput): object {
  return {
    citationID: input.citationID,
    properties: { formattedCitation: input.text, plainCitation: input.text, noteIndex: 0, ...(input.unsorted ? { unsorted: true } : {}) },
    citationItems: input.items.map((item) => ({
      id: item.data.id,
      uris: [item.uri],
      itemData: item.data,
      ...(item.prefix ? { prefix: item.prefix } : {}),
      ...(item.locator ? { locator: item.locator, label: item.label ?? 'page' } : {}),
      ...(item.suffix ? { suffix: item.suffix } : {}),
    })),
    schema: CSL_CITATION_SCHEMA,
  };
}

/** The field instruction, with the leading and trailing space the plugins look for. */
export function citationFieldCode(input: CitationCodeInput): string {
  return ` ADDIN ZOTERO_ITEM CSL_CITATION ${JSON.stringify(citationJson(input))} `;
}

export function bibliographyFieldCode(): string {
  return ` ADDIN ZOTERO_BIBL ${JSON.stringify({ uncited: [], omitted: [], custom: [] })} CSL_BIBLIOGRAPHY `;
}

/** Mendeley Desktop's bibliography field: its plugin fills it from the citations on refresh. */
export function mendeleyBibliographyFieldCode(): string {
  return ' ADDIN Mendeley Bibliography CSL_BIBLIOGRAPHY ';
}

/** Mendeley Desktop's form of the same citation (§10): Zotero reads it too, so never mix both in one document. */
export function mendeleyFieldCode(input: CitationCodeInput): string {
  const json = citationJson(input) as Record<string, unknown>;
  json.properties = { noteIndex: 0 };
  json.mendeley = { formattedCitation: input.text, plainTextFormattedCitation: input.text, previouslyFormattedCitation: input.text };
  return ` ADDIN CSL_CITATION ${JSON.stringify(json)} `;
}
