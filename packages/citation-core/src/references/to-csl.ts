// The offline metadata of a reference: what the string itself says, as a CSL item.
// Used as-is when no lookup runs (offline) and as the fallback when lookups find nothing.
import type { CslItem, ParsedReference } from '../types.ts';
import { stripTrackingParams } from './normalize-url.ts';

export function cslFromParsed(parsed: ParsedReference, id: string): CslItem {
  const item: CslItem = { id, type: parsed.type };
  if (parsed.title) item.title = parsed.title;
  // Only the names the entry gives as authors: a site ("Title - Example News, accessed …") is where
  // the work appeared, its container below, never its author (ADR 132).
  if (parsed.authors.length > 0) item.author = parsed.authors.map((name) => ({ ...name }));
  if (parsed.editors && parsed.editors.length > 0) item.editor = parsed.editors.map((name) => ({ ...name }));
  if (parsed.translators && parsed.translators.length > 0) item.translator = parsed.translators.map((name) => ({ ...name }));
  if (parsed.issued && parsed.issued.length > 0) item.issued = { 'date-parts': [parsed.issued] };
  else if (parsed.year !== undefined) item.issued = { 'date-parts': [[parsed.year]] };
  if (parsed.accessed) item.accessed = { 'date-parts': [isoToParts(parsed.accessed)] };
  // A web page's site is its CSL container ("Website Title" in Zotero), as a journal is an article's.
  const container = parsed.containerTitle ?? parsed.siteName;
  if (container) item['container-title'] = container;
  if (parsed.publisher) item.publisher = parsed.publisher;
  if (parsed.place) item['publisher-place'] = parsed.place;
  if (parsed.volume) item.volume = parsed.volume;
  if (parsed.issue) item.issue = parsed.issue;
  if (parsed.pages) item.page = parsed.pages;
  if (parsed.edition) item.edition = parsed.edition;
  if (parsed.version) item.version = parsed.version;
  if (parsed.numberOfPages) item['number-of-pages'] = parsed.numberOfPages;
  if (parsed.status) item.status = parsed.status;
  if (parsed.language) item.language = parsed.language;
  if (parsed.number) item.number = parsed.number;
  if (parsed.genre) item.genre = parsed.genre;
  if (parsed.doi) item.DOI = parsed.doi;
  if (parsed.arxivId) item.arxivId = parsed.arxivId;
  // The reference manager gets the page itself: no utm_* tracking, no #:~:text= highlight.
  // "www.bbc.co.uk" as written is a link all the same: reference managers need its scheme.
  if (parsed.url) item.URL = stripTrackingParams(/^www\./i.test(parsed.url) ? `https://${parsed.url}` : parsed.url);
  else if (parsed.doi) item.URL = `https://doi.org/${parsed.doi}`;
  if (parsed.isbn) item.ISBN = parsed.isbn;
  if (parsed.pmid) item.PMID = parsed.pmid;
  if (parsed.pmcid) item.PMCID = parsed.pmcid;
  return item;
}

function isoToParts(iso: string): number[] {
  return iso
    .split('-')
    .map((part) => Number.parseInt(part, 10))
    .filter((n) => Number.isFinite(n));
}
