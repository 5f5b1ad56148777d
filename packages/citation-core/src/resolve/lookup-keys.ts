// What the resolvers look a reference up by: its DOI (also inside doi.org and publisher URLs), its
// arXiv id (also inside arxiv.org URLs and arXiv DOIs), its landing page without tracking noise, and
// its text as a search query. The identifiers' normal forms live in references/identifiers.ts.
import { arxivIdFromDoi, arxivIdFromUrl, doiFromUrl, normalizeArxivId, normalizeDoi, piiFromUrl } from '../references/identifiers.ts';
import { stripTrackingParams } from '../references/normalize-url.ts';
import type { ParsedReference } from '../types.ts';

/** The DOI the reference cites (not an arXiv DataCite DOI, which is handled as an arXiv id). */
export function referenceDoi(ref: ParsedReference): string | undefined {
  const fromField = normalizeDoi(ref.doi);
  if (fromField) return arxivIdFromDoi(fromField) ? undefined : fromField;
  for (const url of ref.urls.length > 0 ? ref.urls : ref.url ? [ref.url] : []) {
    const doi = doiFromUrl(url);
    if (doi && !arxivIdFromDoi(doi)) return doi;
  }
  return undefined;
}

/** Elsevier's article id in a ScienceDirect, Cell or Lancet link (looked up when there is no DOI). */
export function referencePii(ref: ParsedReference): string | undefined {
  for (const url of ref.urls.length > 0 ? ref.urls : ref.url ? [ref.url] : []) {
    const pii = piiFromUrl(url);
    if (pii) return pii;
  }
  return undefined;
}

export function referenceArxivId(ref: ParsedReference): string | undefined {
  const fromField = normalizeArxivId(ref.arxivId) ?? arxivIdFromDoi(normalizeDoi(ref.doi));
  if (fromField) return fromField;
  for (const url of ref.urls.length > 0 ? ref.urls : ref.url ? [ref.url] : []) {
    const id = arxivIdFromUrl(url);
    if (id) return id;
  }
  const inText = ref.raw.match(/arxiv[:\s]\s*(\d{4}\.\d{4,5}(?:v\d+)?|[a-z-]+(?:\.[A-Z]{2})?\/\d{7})/i);
  return inText?.[1] ? normalizeArxivId(inText[1]) : undefined;
}

/** The first http(s) URL that is not just a DOI or arXiv link, cleaned of tracking parameters. */
export function referenceLandingUrl(ref: ParsedReference): string | undefined {
  for (const url of ref.urls.length > 0 ? ref.urls : ref.url ? [ref.url] : []) {
    if (!/^https?:\/\//i.test(url)) continue;
    if (/^https?:\/\/(dx\.)?doi\.org\//i.test(url)) continue;
    if (/^https?:\/\/(export\.)?arxiv\.org\//i.test(url)) continue;
    return stripTrackingParams(url);
  }
  return undefined;
}

/** The reference as a search query: URLs, identifiers and "accessed …" noise removed. */
export function searchQueryText(ref: ParsedReference): string {
  return ref.raw
    .replace(/https?:\/\/\S+/gi, ' ')
    .replace(/\bdoi:\s*\S+/gi, ' ')
    .replace(/\b10\.\d{4,9}\/\S+/g, ' ')
    .replace(/\(?\b(?:accessed|retrieved|viewed)(?: on)?:?\s+[^;()]{3,30}?\d{4}\)?/gi, ' ')
    .replace(/\bavailable(?:\s+(?:at|from|online))?\s*:/gi, ' ')
    .replace(/\[(?:online|internet)\]/gi, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,;.])/g, '$1')
    .replace(/([,;])[,;.]+/g, '$1')
    .replace(/\.{2,}/g, '.')
    .replace(/^[\s,;.]+|[\s,;]+$/g, '')
    .slice(0, 500);
}
