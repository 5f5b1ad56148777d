// Renders one in-text citation group in the chosen marker style.
import { locatorText } from '../citations/locator.ts';
import type { Locator } from '../citations/locator.ts';
import type { MarkerStyle } from '../types.ts';

export interface MarkerEntry {
  label: string;
  key: string;
  /** "[1, p. 5]": the pinpoint goes with the work it was written for. */
  locator?: Locator;
}

export function formatMarker(entries: MarkerEntry[], style: MarkerStyle): string {
  // One work appears once even when cited twice in the group; two works stay two even when
  // their labels happen to read the same.
  const seen = new Set<string>();
  const distinct = entries.filter((entry) => {
    const id = entry.key.trim() || entry.label;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  const named = distinct.filter((entry) => (style === 'zotero' ? safeLabel(entry.label) : entry.key.trim()) !== '');
  if (named.length === 0) return '';
  const pinpoint = (entry: MarkerEntry) => (entry.locator ? `, ${locatorText(entry.locator)}` : '');
  switch (style) {
    case 'zotero':
      // RTF Scan reads a page after the year, "{Smith, 2020, p. 5}", and no other kind of locator:
      // a chapter or figure would make the marker unreadable to it, so only pages are written, and
      // of "5 ff." or "5–7, 12" the first page or range (the scan reads no space in a locator).
      return `{${named.map((entry) => `${safeLabel(entry.label)}${entry.locator?.label === 'page' ? scanPage(entry.locator) : ''}`).join('; ')}}`;
    case 'pandoc':
      return `[${named.map((entry) => `@${entry.key.trim()}${pinpoint(entry)}`).join('; ')}]`;
    case 'latex': {
      const keys = named.map((entry) => entry.key.trim());
      if (!named.some((entry) => entry.locator)) return `\\cite{${keys.join(',')}}`;
      // \cite takes one pinpoint: a group with pinpoints becomes one \cite per work.
      return named
        .map((entry) => (entry.locator ? `\\cite[${locatorText(entry.locator).replace(' ', '~')}]{${entry.key.trim()}}` : `\\cite{${entry.key.trim()}}`))
        .join(', ');
    }
  }
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
