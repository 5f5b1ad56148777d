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
  'translator',
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
  'version',
  'number-of-pages',
  'status',
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

/**
 * The item as the exports (.json, .ris) hold it: what the reference and the lookups say, and no
 * title made up. A work known only by its address, its DOI or its arXiv id has no title here, and
 * its identifier stays in its own field (URL, DOI, number), where importers find it (ADR 134).
 */
export function toCslData(item: CslItem): CslData {
  const out: Record<string, unknown> = {};
  for (const key of CSL_KEYS) {
    const value = item[key];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    out[key] = key === 'author' || key === 'editor' || key === 'translator' ? (value as object[]).map(cleanName) : value;
  }
  if (typeof out.title === 'string' && !out.title.trim()) delete out.title;
  if (item.arxivId) {
    // A preprint: arXiv is its publisher (Zotero's "Repository") and its id the number, as Zotero's
    // arXiv translator stores them; as the container, styles printed "In arXiv".
    out.number ??= `arXiv:${item.arxivId}`;
    if (typeof out['container-title'] === 'string' && /^arxiv$/i.test(out['container-title'].trim())) {
      out.publisher ??= out['container-title'];
      delete out['container-title'];
    }
    if (!out['container-title'] && !out.publisher) out.publisher = 'arXiv';
    out.URL ??= `https://arxiv.org/abs/${item.arxivId}`;
  }
  // A thesis is issued by its university, which CSL and Zotero hold as the publisher ("University"):
  // as a container, styles printed "In Leiden University".
  if (out.type === 'thesis' && typeof out['container-title'] === 'string' && !out.publisher) {
    out.publisher = out['container-title'];
    delete out['container-title'];
  }
  withoutRepeatedSiteName(out);
  // A title that is the item's own address is no title: the address is its URL.
  if (typeof out.URL === 'string' && typeof out.title === 'string' && sameAddress(out.title, out.URL)) delete out.title;
  return out as CslData;
}

/**
 * The item as a live field embeds it and citeproc renders it. Zotero's fields need a title, so a
 * work known only by an address is titled by it, and the field that held the address goes, so that
 * every style prints it once ("Time. (n.d.). https://time.com/x", not "…/x. https://time.com/x";
 * "https://doi.org/10.1073/x. (n.d.).", not "DOI 10.1073/x. (n.d.). https://doi.org/10.1073/x").
 */
export function toFieldItemData(item: CslItem): CslData {
  const out: Record<string, unknown> = { ...toCslData(item) };
  if (typeof out.title === 'string') return out as CslData;
  const doi = typeof out.DOI === 'string' ? out.DOI.trim().replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i, '') : '';
  if (item.arxivId) {
    out.title = asWritten(`https://arxiv.org/abs/${item.arxivId}`);
    if (typeof out.URL === 'string' && /arxiv\.org\/(?:abs|pdf)\//i.test(out.URL)) delete out.URL;
    if (typeof out.number === 'string' && /^arxiv:/i.test(out.number)) delete out.number;
    if (/^10\.48550\/arxiv\./i.test(doi)) delete out.DOI;
    // The repository is already the one creator ("arXiv. (2023). https://arxiv.org/abs/…").
    const authors = out.author as { literal?: string }[] | undefined;
    if (authors?.length === 1 && typeof out.publisher === 'string' && authors[0]?.literal?.trim().toLowerCase() === out.publisher.trim().toLowerCase())
      delete out.publisher;
  } else if (doi) {
    const title = `https://doi.org/${doi}`;
    out.title = asWritten(title);
    delete out.DOI;
    if (typeof out.URL === 'string' && sameAddress(title, doiLinkAsWritten(out.URL))) delete out.URL;
  } else if (typeof out.URL === 'string') {
    out.title = asWritten(out.URL);
    delete out.URL;
  } else if (typeof out.PMCID === 'string' || typeof out.PMID === 'string') {
    // PubMed's own address for the record; the id stays, as no common style prints it.
    out.title = asWritten(
      typeof out.PMCID === 'string'
        ? `https://www.ncbi.nlm.nih.gov/pmc/articles/${out.PMCID.trim().replace(/^(?:pmc)?/i, 'PMC')}/`
        : `https://pubmed.ncbi.nlm.nih.gov/${String(out.PMID).trim()}/`,
    );
  } else {
    out.title = 'Untitled reference';
  }
  return out as CslData;
}

/**
 * An address standing as a title keeps its case: styles that title-case titles (APA's in-text
 * citation of a work without an author, Chicago's and MLA's bibliographies) would write
 * "Https://Doi.Org/10.1126/Science.290.5496.1567". citeproc-js and Zotero read the nocase span
 * in a title as "print as written".
 */
function asWritten(address: string): string {
  return `<span class="nocase">${address}</span>`;
}

// dx.doi.org and percent-encoded slashes are the same resolver address as https://doi.org/….
function doiLinkAsWritten(url: string): string {
  let decoded = url;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    // A stray "%" is not an encoding.
  }
  return decoded.replace(/^(https?:\/\/)?dx\.doi\.org\//i, 'https://doi.org/').toLowerCase();
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
 * names the site once: the publisher goes when it repeats the container, and the site name of a web
 * page, a newspaper or a magazine article goes when the one author is the site (APA: "when the author
 * and site name are the same, omit the site name").
 */
function withoutRepeatedSiteName(out: Record<string, unknown>): void {
  const same = (a: unknown, b: unknown) => typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();
  if (same(out.publisher, out['container-title'])) delete out.publisher;
  const authors = out.author as { literal?: string }[] | undefined;
  const site = out['container-title'] ?? out.publisher;
  if (SITE_TYPES.has(out.type as string) && authors?.length === 1 && same(authors[0]?.literal, site)) {
    delete out['container-title'];
    if (same(out.publisher, site)) delete out.publisher;
  }
}

/** Works that appear on a site, a newspaper or a magazine, which a style prints after the title. */
const SITE_TYPES = new Set(['webpage', 'post-weblog', 'article-newspaper', 'article-magazine']);

function cleanName(name: object): object {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(name)) if (typeof v === 'string' && v.trim() !== '') out[k] = v.trim();
  return out;
}
