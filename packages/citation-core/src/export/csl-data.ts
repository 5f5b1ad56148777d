// Our items as plain CSL-JSON (the csl-data.json schema): what Zotero's fields embed as itemData,
// what the .json export holds and what citeproc renders. The library's own fields (arxivId,
// publishedDoi) become their CSL equivalents; nothing large (abstracts) is carried.
import type { CslItem } from '../types.ts';

/** CSL-JSON keys we write; anything else on an item stays inside the library. */
const CSL_KEYS = [
  'id',
  'type',
  'title',
  'title-short',
  'author',
  'editor',
  'issued',
  'accessed',
  'container-title',
  'collection-title',
  'publisher',
  'publisher-place',
  'volume',
  'issue',
  'page',
  'number',
  'edition',
  'genre',
  'DOI',
  'URL',
  'ISBN',
  'ISSN',
  'PMID',
  'PMCID',
  'note',
  'language',
] as const;

export type CslData = Partial<Record<(typeof CSL_KEYS)[number], unknown>> & { id: string; type: string };

export function toCslData(item: CslItem): CslData {
  const out: Record<string, unknown> = {};
  for (const key of CSL_KEYS) {
    const value = item[key];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    out[key] = key === 'author' || key === 'editor' ? (value as object[]).map(cleanName) : value;
  }
  if (item.arxivId) {
    // A preprint: arXiv is its publisher and its id the number, as Zotero's arXiv translator stores it.
    out.number ??= `arXiv:${item.arxivId}`;
    if (!out['container-title'] && !out.publisher) out.publisher = 'arXiv';
    out.URL ??= `https://arxiv.org/abs/${item.arxivId}`;
  }
  withoutRepeatedSiteName(out);
  // Zotero needs a title; an entry that was only an identifier (offline) is named by it.
  if (!out.title) out.title = item.DOI ? `DOI ${item.DOI}` : item.arxivId ? `arXiv:${item.arxivId}` : (item.URL ?? 'Untitled reference');
  // A work named by its address holds it once: as its title, which every style prints, and not also
  // as the URL, which styles print after it ("Time. (n.d.). https://time.com/x. https://time.com/x").
  if (typeof out.URL === 'string' && typeof out.title === 'string' && sameAddress(out.title, out.URL)) delete out.URL;
  return out as CslData;
}

/** Whether two texts are one web address, scheme, "www.", a trailing slash and case aside. */
export function sameAddress(a: string, b: string): boolean {
  const bare = (url: string) =>
    url
      .trim()
      .toLowerCase()
      .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
      .replace(/^www\./, '')
      .replace(/\/+$/, '');
  return /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.)/i.test(a.trim()) && bare(a) === bare(b);
}

/**
 * A page of a site that is also its author and its publisher ("Time. (2012). Title. Time; Time.")
 * names the site once: the publisher goes when it repeats the container, and a web page's site name
 * goes when the one author is the site (APA: "when the author and site name are the same, omit the
 * site name").
 */
function withoutRepeatedSiteName(out: Record<string, unknown>): void {
  const same = (a: unknown, b: unknown) => typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();
  if (same(out.publisher, out['container-title'])) delete out.publisher;
  const authors = out.author as { literal?: string }[] | undefined;
  const site = out['container-title'] ?? out.publisher;
  if ((out.type === 'webpage' || out.type === 'post-weblog') && authors?.length === 1 && same(authors[0]?.literal, site)) {
    delete out['container-title'];
    if (same(out.publisher, site)) delete out.publisher;
  }
}

function cleanName(name: object): object {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(name)) if (typeof v === 'string' && v.trim() !== '') out[k] = v.trim();
  return out;
}
