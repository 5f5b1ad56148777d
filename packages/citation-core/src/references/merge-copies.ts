// One work listed more than once (the same paper as an APA entry, a Vancouver entry and a bare DOI
// link): the copies are merged into one reading of the work.
import { abbreviatesVenue, containerAgrees } from '../resolve/text-match.ts';
import type { CslType, ParsedReference } from '../types.ts';
import { namesPreprintServer } from './preprint-servers.ts';
import { familyNamesMatch } from './similarity.ts';

const EMPTY: ParsedReference = { raw: '', format: 'unknown', type: 'document', urls: [], authors: [], etAl: false };

/** Fields any copy may fill when the richest copy lacks them. */
const FILLED = ['doi', 'arxivId', 'url', 'pmid', 'pmcid', 'isbn', 'year', 'publisher', 'siteName', 'accessed', 'edition', 'editors', 'status'] as const;

/** Where a copy says the work appeared: taken together from one copy, never number by number. */
const VENUE = ['containerTitle', 'volume', 'issue', 'pages'] as const;
const NUMBERS = ['volume', 'issue', 'pages'] as const;

/** Kinds that name no venue of their own: a preprint, a page, a work of unknown kind. */
const WITHOUT_VENUE = new Set<CslType>(['article', 'document', 'webpage']);

/**
 * Duplicate entries often complement each other (one has the DOI, the other the full title):
 * start from the richest entry and fill what it lacks from the others. The venue travels whole: a
 * preprint merged with its published copy takes the journal or proceedings with their volume and
 * pages (and the published kind); before, the preprint took the volume and pages alone and they
 * stood in the .bib with no journal. An author list cut by "et al." gives way to a longer list of
 * the same first author.
 */
export function mergeParsed(parsedEntries: ParsedReference[]): ParsedReference {
  const ranked = [...parsedEntries].sort((a, b) => richness(b) - richness(a));
  const primary = ranked[0];
  if (!primary) return EMPTY;
  const merged: ParsedReference = { ...primary, urls: [...primary.urls], authors: [...primary.authors] };
  const fields = merged as unknown as Record<string, unknown>;
  for (const other of ranked.slice(1)) {
    for (const field of FILLED) {
      if (merged[field] === undefined && other[field] !== undefined) fields[field] = other[field];
    }
    fillVenue(merged, other);
    if (fullerAuthors(merged, other)) {
      const initials = merged.authors.length === 1 ? merged.authors[0]?.literal : undefined;
      merged.authors = [...other.authors];
      merged.etAl = other.etAl;
      // "Geneva: WHO" published by the body now named in full is published by that name.
      const spelled = merged.authors[0]?.literal;
      if (initials && spelled && merged.publisher === initials) merged.publisher = spelled;
    }
    // A truncated title ("… isolating cells and") loses to the complete one.
    if (other.title && (!merged.title || isTruncatedVersion(merged.title, other.title))) merged.title = other.title;
    for (const url of other.urls) if (!merged.urls.includes(url)) merged.urls.push(url);
  }
  return merged;
}

function fillVenue(merged: ParsedReference, other: ParsedReference): void {
  // A copy that names no journal or book says nothing sure of a volume or pages.
  if (!other.containerTitle) return;
  const fields = merged as unknown as Record<string, unknown>;
  // A preprint server ("arXiv", "bioRxiv") where the journal goes gives way to the journal.
  const onServer = merged.containerTitle !== undefined && namesPreprintServer(merged.containerTitle) && !namesPreprintServer(other.containerTitle);
  if (!merged.containerTitle || onServer) {
    for (const field of VENUE) fields[field] = other[field];
    if (WITHOUT_VENUE.has(merged.type) && !WITHOUT_VENUE.has(other.type)) merged.type = other.type;
    return;
  }
  if (!containerAgrees(merged.containerTitle, other.containerTitle)) return;
  // The journal's full name over its abbreviation ("Environmental Research Letters", not "Environ. Res. Lett.").
  if (other.containerTitle.length > merged.containerTitle.length && abbreviatesVenue(merged.containerTitle, other.containerTitle))
    merged.containerTitle = other.containerTitle;
  for (const field of NUMBERS) if (merged[field] === undefined && other[field] !== undefined) fields[field] = other[field];
}

function fullerAuthors(merged: ParsedReference, other: ParsedReference): boolean {
  if (other.authors.length === 0) return false;
  if (merged.authors.length === 0) return true;
  const body = merged.authors.length === 1 && other.authors.length === 1 ? merged.authors[0]?.literal : undefined;
  const spelled = other.authors[0]?.literal;
  // An organisation by its initials in one copy and spelled out in another ("WHO", "World Health Organization").
  if (body && spelled && isInitialsOf(body, spelled)) return true;
  if (!merged.etAl || other.authors.length <= merged.authors.length) return false;
  const first = (names: ParsedReference['authors']) => names[0]?.family ?? names[0]?.literal ?? '';
  return familyNamesMatch(first(merged.authors), first(other.authors));
}

function isInitialsOf(short: string, long: string): boolean {
  const letters = short.replace(/[.\s]/g, '');
  if (!/^\p{Lu}{2,8}$/u.test(letters)) return false;
  const initials = long
    .split(/[\s-]+/)
    .filter((w) => /^\p{Lu}/u.test(w))
    .map((w) => w[0])
    .join('');
  return initials === letters;
}

function isTruncatedVersion(short: string, long: string): boolean {
  const a = short
    .replace(/(\.\.\.|…|[.,;:])\s*$/u, '')
    .trim()
    .toLowerCase();
  const b = long.trim().toLowerCase();
  return b.length > a.length && b.startsWith(a);
}

function richness(parsed: ParsedReference): number {
  let score = parsed.raw.length / 1000;
  if (parsed.doi) score += 8;
  if (parsed.arxivId) score += 6;
  if (parsed.title) score += 4;
  if (parsed.authors.length > 0) score += 2;
  if (parsed.year !== undefined) score += 1;
  if (parsed.url) score += 1;
  return score;
}
