// The identifiers a reference carries, as the resolvers need them: DOIs also inside doi.org and
// publisher URLs, arXiv ids also inside arxiv.org URLs, landing-page URLs without tracking noise.
import type { ParsedReference } from '../types.ts';

const DOI_PATTERN = /\b(10\.\d{4,9}\/[^\s"'<>]*[^\s"'<>.,;:)\]}])/i;

/** Lower-case DOI without resolver prefix or trailing punctuation; undefined when it is not a DOI. */
export function normalizeDoi(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let doi = value.trim();
  try {
    doi = decodeURIComponent(doi);
  } catch {}
  doi = doi.replace(/^(?:https?:\/\/)?(?:dx\.)?doi\.org\//i, '').replace(/^doi:\s*/i, '');
  const match = doi.match(/^10\.\d{4,9}\/\S+$/);
  if (!match) return undefined;
  // Unbalanced closing brackets at the end came from the surrounding sentence.
  while (/[.,;:]$/.test(doi) || (doi.endsWith(')') && count(doi, '(') < count(doi, ')'))) doi = doi.slice(0, -1);
  return doi.toLowerCase();
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** A DOI inside a URL: doi.org links and publisher URLs such as /doi/10.1002/anie.201503041. */
export function doiFromUrl(url: string): string | undefined {
  let decoded = url;
  try {
    decoded = decodeURI(url);
  } catch {}
  const withoutQuery = decoded.replace(/[?#].*$/, '');
  const match = withoutQuery.match(DOI_PATTERN);
  if (!match?.[1]) return undefined;
  // Publisher URLs add path segments after the DOI (/full, /abstract, /pdf).
  const doi = match[1].replace(/\/(?:full|abstract|pdf|epdf|html|fulltext)$/i, '');
  return normalizeDoi(doi);
}

const ARXIV_NEW = /(?<![\d.])(\d{4}\.\d{4,5})(?:v\d+)?(?![\d])/;
const ARXIV_OLD = /\b([a-z-]+(?:\.[A-Z]{2})?\/\d{7})(?:v\d+)?\b/;

/** arXiv id without version from "arXiv:2311.18654v2", arxiv.org/abs|pdf URLs, or 10.48550/arXiv.* DOIs. */
export function normalizeArxivId(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const text = value.trim().replace(/^arxiv:\s*/i, '');
  const match = text.match(ARXIV_NEW) ?? text.match(ARXIV_OLD);
  return match?.[1];
}

export function arxivIdFromUrl(url: string): string | undefined {
  const match = url.match(/arxiv\.org\/(?:abs|pdf|html)\/([^?#\s]+)/i);
  if (!match?.[1]) return undefined;
  return normalizeArxivId(match[1].replace(/\.pdf$/i, ''));
}

function arxivIdFromDoi(doi: string | undefined): string | undefined {
  const match = doi?.match(/^10\.48550\/arxiv\.(.+)$/i);
  return match?.[1] ? normalizeArxivId(match[1]) : undefined;
}

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
    return cleanUrl(url);
  }
  return undefined;
}

const TRACKING = /^(utm_.*|fbclid|gclid|dclid|gbraid|wbraid|msclkid|mc_cid|mc_eid|igshid|_ga|_gl|yclid|ref_src|ref_url|spm|scid|cmpid|ito|ncid|sr_share|ocid)$/i;

/** Drops tracking parameters (utm_*, fbclid, …) and text fragments (#:~:text=…). */
export function cleanUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url.trim().replace(/[.,;)\]]+$/, ''));
  } catch {
    return url;
  }
  for (const name of [...parsed.searchParams.keys()]) if (TRACKING.test(name)) parsed.searchParams.delete(name);
  if (parsed.hash.startsWith('#:~:')) parsed.hash = '';
  else if (parsed.hash.includes(':~:')) parsed.hash = parsed.hash.slice(0, parsed.hash.indexOf(':~:'));
  return parsed.toString();
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
