// Renders one in-text citation group in the chosen marker style.
import type { MarkerStyle } from '../types.ts';

export interface MarkerEntry {
  label: string;
  key: string;
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
  const parts = distinct.map((entry) => (style === 'zotero' ? safeLabel(entry.label) : entry.key.trim())).filter(Boolean);
  if (parts.length === 0) return '';
  switch (style) {
    case 'zotero':
      return `{${parts.join('; ')}}`;
    case 'pandoc':
      return `[@${parts.join('; @')}]`;
    case 'latex':
      return `\\cite{${parts.join(',')}}`;
  }
}

// RTF Scan splits markers on braces and semicolons, and "|" separates its prefix/suffix
// fields; a title containing them would cut the marker apart.
export function safeLabel(label: string): string {
  return label
    .replace(/\{/g, '(')
    .replace(/\}/g, ')')
    .replace(/;/g, ',')
    .replace(/\|/g, '/')
    .replace(/\s+/g, ' ')
    .trim();
}
