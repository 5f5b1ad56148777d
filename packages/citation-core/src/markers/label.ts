// Zotero RTF-Scan labels ("Smith, 2020", "Smith & Jones, 2020", "Smith et al., 2020").
// RTF Scan finds the library item from the first surname and the year only, so works that
// share both get their short title in the label ('Smith, "Short title", 2020').
import { issuedYear } from '../keys/issued-year.ts';
import { asciiFold, keyPart } from '../keys/normalize.ts';
import type { CslItem, CslName } from '../types.ts';
import { shortTitle, unquote } from './short-title.ts';

export interface MarkerLabelOptions {
  /** Fold names to ASCII for Zotero versions whose RTF Scan only matches ASCII. */
  ascii?: boolean;
}

interface LabelParts {
  names: string;
  first: string;
  year: string;
  title?: string;
  /** No creator: the label is the quoted short title and the year. */
  titleOnly?: boolean;
}

export function markerLabels(items: CslItem[], options: MarkerLabelOptions = {}): string[] {
  const parts = items.map(labelParts);
  const groups = new Map<string, number[]>();
  parts.forEach((part, index) => {
    if (part.titleOnly) return;
    const id = `${matchKey(part.first)}|${part.year}`;
    groups.set(id, [...(groups.get(id) ?? []), index]);
  });

  const titles = new Map<number, string>();
  for (const members of groups.values()) {
    if (members.length < 2) continue;
    const short = members.map((index) => (parts[index]?.title ? shortTitle(parts[index].title) : ''));
    const shortKeys = short.map((title) => matchKey(title));
    members.forEach((index, i) => {
      const own = short[i] as string;
      if (!own) return;
      // Same short title twice ("Annual report", "Annual report: 2nd edition"): use the full title.
      const clash = shortKeys.filter((other) => other === shortKeys[i]).length > 1;
      titles.set(index, clash ? unquote(parts[index]?.title ?? own) : own);
    });
  }

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

function labelParts(item: CslItem): LabelParts {
  const year = issuedYear(item);
  const yearText = year === undefined ? 'n.d.' : String(year);
  // Only names the scan grammar reads (letters, apostrophes, hyphens, initials): never a URL, a
  // domain, a version or a title. Web sources already carry their organisation (web-source.ts).
  const creators = (item.author?.length ? item.author : (item.editor ?? [])).map(displayName).map(scanSafeName).filter(Boolean);
  const title = item.title?.trim() || undefined;
  const base = { year: yearText, ...(title ? { title } : {}) };

  const [first, second] = creators;
  if (first !== undefined) {
    if (creators.length === 1) return { ...base, names: first, first };
    if (creators.length === 2) return { ...base, names: `${first} & ${second}`, first };
    return { ...base, names: `${first} et al.`, first };
  }
  // No name at all: the scan's author-less form, the title in quotes ("Title", 2023).
  const short = title ? shortTitle(title) : '';
  return { ...base, names: short ? `"${short}"` : '', first: '', titleOnly: true };
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

/** Case- and accent-insensitive identity of a name, as RTF Scan would confuse them. */
function matchKey(text: string): string {
  return keyPart(text) || text.toLowerCase().replace(/\s+/gu, '');
}
