// The order APA's bibliography lists works in (its <bibliography><sort>: the author names, then the
// date — the year alone for articles, books, reports…, the full date for web pages and news —, then
// the title), worked out from the items alone. citeproc gives year suffixes in that
// order ("Smith, 2020a" is the first of Smith's 2020 works in the reference list), so the a/b of
// colliding keys follow it too and smith2020a is the work APA shows as "Smith, 2020a". No citeproc
// here: keys are made for every output form, markers and exports included.
import { foldAccents } from '../text/fold-accents.ts';
import type { CslItem, CslName } from '../types.ts';

/** A name as a sort key: the family name with any particle, then the given name (name-as-sort-order). */
function nameKey(name: CslName): string {
  const family = [name['non-dropping-particle'], name.family].filter(Boolean).join(' ');
  return fold(family || name.literal || '') + (name.given ? ` ${fold(name.given)}` : '');
}

function fold(s: string): string {
  return foldAccents(s)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The title as citeproc sorts it: case and accents aside, articles included ("The …" under T). */
function titleKey(item: CslItem): string {
  return fold(item.title ?? '');
}

/** APA's names in the author position: authors, else editors, else the title takes their place. */
function authorKeys(item: CslItem): string[] {
  const names = item.author?.length ? item.author : (item.editor ?? []);
  const keys = names.map(nameKey).filter(Boolean);
  return keys.length > 0 ? keys : [titleKey(item)];
}

/** Types APA sorts by the year alone (its date-sort macro); the others by year, month and day. */
const YEAR_ONLY = new Set(
  'article article-journal book chapter entry entry-dictionary entry-encyclopedia dataset figure graphic manuscript map musical_score patent report review review-book thesis'.split(
    ' ',
  ),
);

/**
 * APA's date keys: undated works first (date-sort-group), then the year, or year, month and day
 * (date-sort); a missing part sorts before any given one.
 */
function dateKey(item: CslItem): number[] {
  const parts = item.issued?.['date-parts']?.[0] ?? [];
  const dated = parts.length > 0 && Number(parts[0]) > 0 ? 1 : 0;
  const conference = item.type === 'paper-conference' && Boolean(item.volume || item.issue || item.page || item.editor?.length);
  const used = YEAR_ONLY.has(item.type) || conference ? 1 : 3;
  return [dated, ...[0, 1, 2].map((i) => (i < used ? Number(parts[i]) || 0 : 0))];
}

function compareLists<T>(a: T[], b: T[], compare: (x: T, y: T) => number): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const c = compare(a[i] as T, b[i] as T);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

const text = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

export interface SortKey {
  authors: string[];
  date: number[];
  title: string;
}

/** What APA sorts a work by, worked out once per work. */
export function sortKey(item: CslItem): SortKey {
  return { authors: authorKeys(item), date: dateKey(item), title: titleKey(item) };
}

export function compareSortKeys(a: SortKey, b: SortKey): number {
  return compareLists(a.authors, b.authors, text) || compareLists(a.date, b.date, (x, y) => x - y) || text(a.title, b.title);
}

/** Negative when `a` comes before `b` in APA's reference list (0 when nothing tells them apart). */
export function bibliographyOrder(a: CslItem, b: CslItem): number {
  return compareSortKeys(sortKey(a), sortKey(b));
}
