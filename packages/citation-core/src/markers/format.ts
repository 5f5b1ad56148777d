// Renders one in-text citation group in the chosen marker style.
import { locatorText } from '../citations/locator.ts';
import type { Locator } from '../citations/locator.ts';
import type { MarkerStyle } from '../types.ts';

export interface MarkerEntry {
  label: string;
  key: string;
  /** "[1, p. 5]": the pinpoint goes with the work it was written for. */
  locator?: Locator;
  /** "[see 1]": the prefix written before the work's number ("see", "e.g.,"). */
  prefix?: string;
}

export function formatMarker(entries: MarkerEntry[], style: MarkerStyle): string {
  // One work appears once even when cited twice in the group; two works stay two even when
  // their labels happen to read the same.
  const seen = new Set<string>();
  const distinct = keepPrefixes(entries, (entry) => {
    const id = entry.key.trim() || entry.label;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  const named = keepPrefixes(distinct, (entry) => (style === 'zotero' ? safeLabel(entry.label) : entry.key.trim()) !== '');
  if (named.length === 0) return '';
  const pinpoint = (entry: MarkerEntry) => (entry.locator ? `, ${locatorText(entry.locator)}` : '');
  switch (style) {
    case 'zotero': {
      // RTF Scan reads a page after the year, "{Smith, 2020, p. 5}", and no other kind of locator:
      // a chapter or figure would make the marker unreadable to it, so only pages are written inside,
      // and of "5 ff." or "5–7, 12" the first page or range (the scan reads no space in a locator).
      const cite = (entry: MarkerEntry) => `${safeLabel(entry.label)}${entry.locator?.label === 'page' ? scanPage(entry.locator) : ''}`;
      // Any other locator stays as text after the braces, "{Smith, 2020}, Table 2", as a prefix stays
      // before them: the scan has no prefix form ("{see Smith, 2020}" reads "see" as a first name), so
      // "see {Smith, 2020}", and a group is cut at each, "see {Smith, 2020}; cf. {Doe, 2019}" (ADR 138).
      const after = (entry: MarkerEntry | undefined) => (entry?.locator && entry.locator.label !== 'page' ? `, ${locatorText(entry.locator)}` : '');
      const groups: MarkerEntry[][] = [];
      for (const entry of named) {
        const last = groups[groups.length - 1];
        if (last && !entry.prefix && after(last[last.length - 1]) === '') last.push(entry);
        else groups.push([entry]);
      }
      return groups
        .map((group) => `${group[0]?.prefix ? `${group[0].prefix} ` : ''}{${group.map(cite).join('; ')}}${after(group[group.length - 1])}`)
        .join('; ');
    }
    case 'pandoc':
      return `[${named.map((entry) => `${entry.prefix ? `${entry.prefix} ` : ''}@${entry.key.trim()}${pinpoint(entry)}`).join('; ')}]`;
    case 'latex': {
      const keys = named.map((entry) => entry.key.trim());
      const [first, ...rest] = named;
      const onePrefix = !rest.some((entry) => entry.prefix);
      // natbib's and biblatex's prenote, "\cite[see][]{k}": before the whole list when only the first work has one.
      if (!named.some((entry) => entry.locator) && onePrefix) return `\\cite${first?.prefix ? `[${first.prefix}][]` : ''}{${keys.join(',')}}`;
      // \cite takes one pinpoint and one prenote: a group with pinpoints becomes one \cite per work.
      return named.map((entry) => `\\cite${latexNotes(entry)}{${entry.key.trim()}}`).join(', ');
    }
  }
}

/** "[see][p.~5]", "[see][]", "[p.~5]" or nothing: a \cite's prenote and postnote. */
function latexNotes(entry: MarkerEntry): string {
  const post = entry.locator ? locatorText(entry.locator).replace(' ', '~') : '';
  if (entry.prefix) return `[${entry.prefix}][${post}]`;
  return post ? `[${post}]` : '';
}

/** The entries `keep` keeps, a prefix of one it leaves out going to the next one kept. */
function keepPrefixes(entries: MarkerEntry[], keep: (entry: MarkerEntry) => boolean): MarkerEntry[] {
  const out: MarkerEntry[] = [];
  let prefix: string | undefined;
  for (const entry of entries) {
    if (!keep(entry)) {
      prefix ??= entry.prefix;
      continue;
    }
    out.push(prefix && !entry.prefix ? { ...entry, prefix } : entry);
    prefix = undefined;
  }
  return out;
}

// RTF Scan splits markers on braces and semicolons, and "|" separates its prefix/suffix
// fields; a title containing them would cut the marker apart.
export function safeLabel(label: string): string {
  return label.replace(/\{/g, '(').replace(/\}/g, ')').replace(/;/g, ',').replace(/\|/g, '/').replace(/\s+/g, ' ').trim();
}

/** ", p. 5" for RTF Scan: the first page or range of the locator, which the scan reads whole. */
function scanPage(locator: Locator): string {
  const first = locator.locator.split(/[\s,]+/)[0] ?? '';
  return first === '' ? '' : `, ${locatorText({ ...locator, locator: first })}`;
}
