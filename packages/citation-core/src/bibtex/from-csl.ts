// BibTeX entry type and fields for one CSL item. Values come out ready to sit between the
// field's outer braces (escaped, names formatted); stringify only lays them out.
import { dateYear } from '../keys/issued-year.ts';
import type { CslDate, CslItem } from '../types.ts';
import { escapeText, escapeTitle, escapeVerbatim } from './escape.ts';
import { formatNames } from './names.ts';

export interface BibtexEntryData {
  type: string;
  /** [field name, BibTeX value without the outer braces], in output order. */
  fields: [string, string][];
}

// One order for every type, so diffs between runs stay small and entries read alike.
const FIELD_ORDER = [
  'author',
  'editor',
  'title',
  'journal',
  'booktitle',
  'series',
  'edition',
  'version',
  'volume',
  'number',
  'pages',
  'pagetotal',
  'year',
  'month',
  'publisher',
  'institution',
  'school',
  'organization',
  'address',
  'howpublished',
  'eprint',
  'archiveprefix',
  'primaryclass',
  'doi',
  'url',
  'urldate',
  'isbn',
  'issn',
  'note',
] as const;

type FieldName = (typeof FIELD_ORDER)[number];

const DISPLAY_NAME: Partial<Record<FieldName, string>> = {
  archiveprefix: 'archivePrefix',
  primaryclass: 'primaryClass',
};

/**
 * `moreAuthors`: the reference named only its first authors ("Jumper, J. et al.") and no lookup
 * completed the list; BibTeX writes that as "and others", which styles print as "et al.".
 */
export function bibtexFromCsl(item: CslItem, options: { moreAuthors?: boolean } = {}): BibtexEntryData {
  const fields = new Map<FieldName, string>();
  const set = (name: FieldName, value: string | undefined): void => {
    if (value !== undefined && value.trim() !== '') fields.set(name, value);
  };
  const text = (value: string | undefined): string | undefined => (value?.trim() ? escapeText(value) : undefined);

  const arxiv = arxivIdOf(item);
  // A site that is also the one author ("Example News", a link credited to its site) is named once, as author.
  const site = item['container-title']?.trim() || undefined;
  const container = site && SITE_TYPES.has(item.type) && item.author?.length === 1 && site === literalAuthor(item) ? undefined : site;
  const type = entryType(item, container);
  const publisher = item.publisher?.trim() || undefined;
  const doi = item.DOI ? bareDoi(item.DOI) || undefined : undefined;
  // A link that is only the DOI's resolver address would be printed twice (biblatex and natbib's
  // styles print doi as that link, then url); the doi field holds it.
  const url = item.URL && !(doi && isDoiLink(item.URL, doi)) ? escapeVerbatim(item.URL) || undefined : undefined;

  if (item.author?.length) set('author', `${formatNames(item.author)}${options.moreAuthors ? ' and others' : ''}`);
  if (item.editor?.length && (!item.author?.length || EDITED_TYPES.has(type))) set('editor', formatNames(item.editor));
  if (item.title?.trim()) set('title', escapeTitle(item.title));
  const year = dateYear(item.issued);
  if (year !== undefined) set('year', String(year));
  // The month as BibTeX's own macro (unbraced in the file): plain styles print "March 2020", biber
  // reads it as 3, and every importer knows the twelve names.
  const month = item.issued?.['date-parts']?.[0]?.[1];
  if (year !== undefined && typeof month === 'number' && Number.isInteger(month) && month >= 1 && month <= 12) set('month', MONTHS[month - 1]);
  if (item.page?.trim()) set('pages', formatPages(item.page));
  set('volume', text(item.volume));
  set('edition', text(item.edition));
  // biblatex's version of a program or a data set (@software, @dataset); Better BibTeX reads it into Zotero's "Version".
  set('version', text(item.version));
  // biblatex's count of pages; Better BibTeX reads it into Zotero's "# of Pages".
  set('pagetotal', text(item['number-of-pages']));
  set('address', text(item['publisher-place']));

  switch (type) {
    case 'article':
      set('journal', text(container));
      set('number', text(item.issue ?? item.number));
      break;
    case 'inproceedings':
    case 'incollection':
      if (container) set('booktitle', escapeTitle(container));
      set('series', text(item['collection-title']));
      set('publisher', text(publisher));
      break;
    case 'book':
      set('series', text(item['collection-title']));
      set('publisher', text(publisher));
      break;
    case 'techreport':
      set('institution', text(publisher ?? container ?? literalAuthor(item)));
      set('number', text(item.number));
      break;
    case 'phdthesis':
    case 'mastersthesis':
      set('school', text(publisher ?? container));
      break;
    case 'misc':
      // A web page is @misc with its link in url and urldate only (ADR 134): never also in
      // howpublished, which biblatex and natbib's styles print beside url.
      if (!arxiv && item.type !== 'legal_case') {
        const site = container ?? publisher;
        if (site && site !== literalAuthor(item)) set('organization', escapeText(site));
      }
      // A patent's, a standard's or an act's number: biblatex's and importers' number field.
      if (LEGAL_TYPES.has(item.type)) set('number', text(item.number));
      break;
  }

  if (arxiv) {
    set('eprint', escapeVerbatim(arxiv));
    set('archiveprefix', 'arXiv');
    set('primaryclass', primaryClassOf(arxiv));
  }
  // The doi field holds the bare DOI; importers add the resolver prefix themselves.
  if (doi) set('doi', escapeVerbatim(doi));
  if (url) {
    set('url', url);
    set('urldate', isoDate(item.accessed));
  }
  set('isbn', text(item.ISBN));
  set('issn', text(item.ISSN));
  // PubMed's ids have no BibTeX field: a note that opens with "PMID: …" (or "PMCID: …") every style
  // prints, and Zotero's importer files it as the item's id.
  const pmcid = item.PMCID?.trim() ? `PMCID: ${item.PMCID.trim().replace(/^(?:pmc)?/i, 'PMC')}` : undefined;
  const pubmed = item.PMID?.trim() ? `PMID: ${item.PMID.trim()}` : pmcid;
  // "In press", "Forthcoming": no BibTeX style has a field for it, and every one prints the note.
  const status = item.status?.trim() ? item.status.trim().replace(/^\p{Ll}/u, (c) => c.toUpperCase()) : undefined;
  set('note', text([status, pubmed, legalNote(item), item.note?.trim()].filter(Boolean).join('; ')));

  return {
    type,
    fields: FIELD_ORDER.filter((name) => fields.has(name)).map((name) => [DISPLAY_NAME[name] ?? name, fields.get(name) as string]),
  };
}

/** BibTeX's month macros, which a .bib writes without braces. */
export const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const EDITED_TYPES = new Set(['book', 'incollection', 'inproceedings']);
const SITE_TYPES = new Set(['webpage', 'post-weblog', 'article-newspaper', 'article-magazine']);

const LEGAL_TYPES = new Set(['patent', 'standard', 'legislation', 'legal_case']);

/**
 * What makes a patent, a standard or a case findable, in the note every style prints (BibTeX's @misc has
 * no field for it): "Patent US 7654321 B2", "ISO/IEC 27001:2022", a case's reporter "347 U.S. 483".
 */
function legalNote(item: CslItem): string | undefined {
  const number = item.number?.trim();
  if (item.type === 'patent' && number) return /\bpat/iu.test(number) ? number : `Patent ${number}`;
  if (item.type === 'standard' && number) return number;
  if (item.type === 'legal_case') {
    const cite = [item.volume, item['container-title'], item.page].map((part) => part?.trim()).filter(Boolean);
    if (cite.length === 3) return cite.join(' ');
  }
  return undefined;
}

function entryType(item: CslItem, container: string | undefined): string {
  switch (item.type) {
    case 'article-journal':
    case 'article-magazine':
    case 'article-newspaper':
    case 'paper-conference':
    case 'chapter':
      // @article needs its journal, @inproceedings and @incollection their book (BibTeX warns,
      // biber complains, importers leave the item half-typed): without one it is @misc.
      if (!container) return 'misc';
      return item.type === 'paper-conference' ? 'inproceedings' : item.type === 'chapter' ? 'incollection' : 'article';
    case 'book':
      return 'book';
    case 'report':
      return 'techreport';
    case 'thesis':
      return /master|msc|m\.sc|magister/iu.test(item.genre ?? '') ? 'mastersthesis' : 'phdthesis';
    default:
      // CSL "article" is a preprint or other unpublished paper: @misc needs no journal, and
      // arXiv ones get eprint/archivePrefix. Web pages, datasets, software land here too.
      return 'misc';
  }
}

/** The arXiv id from the field, or from an arXiv DOI, URL or "arXiv:…" number. */
export function arxivIdOf(item: CslItem): string | undefined {
  const sources = [
    item.arxivId,
    /^10\.48550\/arxiv\.(.+)$/iu.exec(item.DOI ?? '')?.[1],
    /arxiv\.org\/(?:abs|pdf)\/(.+?)(?:\.pdf)?(?:[?#].*)?$/iu.exec(item.URL ?? '')?.[1],
    /^arxiv:\s*(.+)$/iu.exec(item.number ?? '')?.[1],
  ];
  const found = sources.find((value) => value?.trim());
  return found?.trim().replace(/^arxiv:\s*/iu, '');
}

// Old-style identifiers carry their archive ("hep-th/9901001", "math.AG/0309136");
// new-style ones ("2312.13324") do not, and guessing would be worse than leaving it out.
function primaryClassOf(arxiv: string): string | undefined {
  return /^([a-z-]+(?:\.[A-Z]{2})?)\/\d{7}/u.exec(arxiv)?.[1];
}

function bareDoi(doi: string): string {
  return doi.trim().replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/iu, '');
}

/** Whether the link is the DOI's resolver address (doi.org or dx.doi.org, any scheme, DOI case aside). */
export function isDoiLink(url: string, doi: string): boolean {
  const path = /^(?:https?:\/\/)?(?:dx\.)?doi\.org\/(.+)$/iu.exec(url.trim())?.[1];
  if (!path) return false;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A stray "%" is not an encoding: compare the path as written.
  }
  return decoded.toLowerCase() === bareDoi(doi).toLowerCase();
}

function literalAuthor(item: CslItem): string | undefined {
  return item.author?.find((name) => name.literal?.trim())?.literal?.trim();
}

function formatPages(pages: string): string {
  // One range separator, written as BibTeX's en dash "--"; escaping never produces "-".
  const single = pages.trim().replace(/\s*[-‐‑‒–—]+\s*/gu, '-');
  return escapeText(single).replace(/-/g, '--');
}

function isoDate(date: CslDate | undefined): string | undefined {
  const parts = date?.['date-parts']?.[0];
  if (parts && parts.length > 0 && Number.isInteger(parts[0])) {
    const [y, m, d] = parts;
    return [String(y).padStart(4, '0'), m, d]
      .filter((part) => part !== undefined)
      .map((part, index) => (index === 0 ? part : String(part).padStart(2, '0')))
      .join('-');
  }
  const raw = /\d{4}(?:-\d{2}(?:-\d{2})?)?/u.exec(date?.raw ?? date?.literal ?? '')?.[0];
  return raw ?? (date ? String(dateYear(date) ?? '') || undefined : undefined);
}
