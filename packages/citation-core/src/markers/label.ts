// Zotero RTF-Scan labels ("Smith, 2020", "Smith & Jones, 2020", "Smith et al., 2020").
// RTF Scan finds the library item from the cited surnames and the year only, so a work the scan
// could confuse with another gets its short title in the label ('Smith, "Short title", 2020').
import { issuedYear } from '../keys/issued-year.ts';
import { asciiFold } from '../keys/normalize.ts';
import type { CslItem, CslName } from '../types.ts';
import { shortTitle, unquote } from './short-title.ts';

export interface MarkerLabelOptions {
  /** Fold names to ASCII for Zotero versions whose RTF Scan only matches ASCII. */
  ascii?: boolean;
  /** Per item: the reference says "et al." after the names the item has ("Moreau, P., et al."). */
  moreAuthors?: readonly boolean[];
}

interface LabelParts {
  names: string;
  year: string;
  title?: string;
  /** No creator: the label is the quoted short title and the year. */
  titleOnly?: boolean;
  /** The names the label cites (one, two, or the first before "et al."). */
  cited: string[];
  /** Every creator name of the item, as the .bib carries it. */
  creators: string[];
}

export function markerLabels(items: CslItem[], options: MarkerLabelOptions = {}): string[] {
  const parts = items.map((item, i) => labelParts(item, options.moreAuthors?.[i] ?? false));

  // RTF Scan looks an item up by every cited surname *contained* in one of the item's creators and
  // by the year, and narrows several hits only by creator count — which "et al." cannot do. So a
  // label needs its short title whenever the scan's search would also find another item: the same
  // first author and year, but also "Liu et al., 2023" against a 2023 work whose third author is Liu.
  const titles = new Map<number, string>();
  // Folded once, and compared within a year only: a long list costs pairs of one year, not all pairs.
  const folded = parts.map(foldParts);
  const sameYear = new Map<string, number[]>();
  parts.forEach((part, index) => {
    const list = sameYear.get(part.year);
    if (list) list.push(index);
    else sameYear.set(part.year, [index]);
  });
  parts.forEach((part, index) => {
    if (part.titleOnly || !part.title) return;
    const rivals = (sameYear.get(part.year) ?? [])
      .filter((j) => j !== index && scanWouldFind(folded[index] as FoldedParts, folded[j] as FoldedParts))
      .map((j) => parts[j] as LabelParts);
    if (rivals.length === 0) return;
    const own = shortTitle(part.title);
    if (!own) return;
    // A rival whose title holds the short title too ("Annual report", "Annual report: 2nd edition"): the full title.
    const ownKey = foldKey(own);
    const clash = rivals.some((other) => foldKey(unquote(other.title ?? '')).includes(ownKey));
    titles.set(index, clash ? unquote(part.title) : own);
  });

  return parts.map((part, index) => {
    const title = titles.get(index);
    const label = part.titleOnly
      ? part.names
        ? `${part.names}, ${part.year}`
        : part.year
      : title
        ? `${part.names}, "${title}", ${part.year}`
        : `${part.names}, ${part.year}`;
    return options.ascii ? asciiFold(label) : label;
  });
}

interface FoldedParts {
  /** The last word of each cited name, folded: what the scan searches for. */
  citedLast: string[];
  /** Every creator, folded: where it searches. */
  creators: string[];
}

function foldParts(part: LabelParts): FoldedParts {
  return { citedLast: part.cited.map((name) => foldKey(name.split(' ').at(-1) ?? name)), creators: part.creators.map(foldKey) };
}

/** Whether RTF Scan, reading `cited`'s names, would also match `other`'s creators (accents and case folded, as either form may be imported). */
function scanWouldFind(cited: FoldedParts, other: FoldedParts): boolean {
  if (cited.citedLast.length === 0 || other.creators.length === 0) return false;
  return cited.citedLast.every((last) => last !== '' && other.creators.some((creator) => creator.includes(last)));
}

function labelParts(item: CslItem, moreAuthors: boolean): LabelParts {
  const year = issuedYear(item);
  const yearText = year === undefined ? 'n.d.' : String(year);
  // Only names the scan grammar reads (letters, apostrophes, hyphens, initials): never a URL, a
  // domain, a version or a title. A web page's site is no creator (ADR 132): without one, the title.
  const creators = (item.author?.length ? item.author : (item.editor ?? [])).map(displayName).map(scanSafeName).filter(Boolean);
  const title = item.title?.trim() || undefined;
  const base = { year: yearText, creators, ...(title ? { title } : {}) };

  const [first, second] = creators;
  if (first !== undefined) {
    // "Moreau, P., et al." read offline: the work has more authors than the one known, as the entry says.
    if (creators.length === 1) return { ...base, names: moreAuthors ? `${first} et al.` : first, cited: [first] };
    if (creators.length === 2 && !moreAuthors) return { ...base, names: `${first} & ${second}`, cited: [first, second as string] };
    return { ...base, names: `${first} et al.`, cited: [first] };
  }
  // No name at all: the scan's author-less form, the title in quotes ("Title", 2023).
  const short = title ? shortTitle(title) : '';
  return { ...base, names: short ? `"${short}"` : '', titleOnly: true, cited: [] };
}

/** The tokens of a name the scan grammar accepts: words of letters (with ' ’ - ·) and initials. */
export function scanSafeName(name: string): string {
  return name
    .split(/\s+/u)
    .filter((token) => /^\p{L}(?:[\p{L}\p{M}'’\-·]*[\p{L}\p{M}])?$/u.test(token) || /^\p{Lu}\.(?:\p{Lu}\.)*$/u.test(token))
    .join(' ');
}

// The non-dropping particle is part of how the surname is written and cited
// ("van der Waals", "De Vries"); the dropping one is not.
function displayName(name: CslName): string {
  if (name.family?.trim()) {
    const particle = clean(name['non-dropping-particle'] ?? '');
    const family = clean(name.family);
    if (!particle) return family;
    return /['’]$/u.test(particle) ? particle + family : `${particle} ${family}`;
  }
  return clean(name.literal ?? '') || clean(name.given ?? '');
}

function clean(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

/** Case- and accent-insensitive form of a name or title, as RTF Scan would confuse them. */
function foldKey(text: string): string {
  return asciiFold(text).toLowerCase().replace(/\s+/gu, ' ').trim();
}
