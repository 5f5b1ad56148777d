// Zotero RTF-Scan labels ("Smith, 2020", "Smith & Jones, 2020", "Smith et al., 2020").
// RTF Scan finds the library item from the first surname and the year only, so works that
// share both get their short title in the label ('Smith, "Short title", 2020').
import { issuedYear } from '../keys/issued-year.ts';
import { asciiFold, keyPart } from '../keys/normalize.ts';
import type { CslItem, CslName, CslType } from '../types.ts';
import { shortTitle, unquote } from './short-title.ts';

export interface MarkerLabelOptions {
  /** Fold names to ASCII for Zotero versions whose RTF Scan only matches ASCII. */
  ascii?: boolean;
}

/** Types whose container or publisher is the site or body that issued them. */
const SITE_TYPES: ReadonlySet<CslType> = new Set<CslType>([
  'webpage',
  'post-weblog',
  'article-newspaper',
  'article-magazine',
  'report',
  'dataset',
  'software',
  'document',
]);

const TITLE_WORDS_AS_NAME = 4;

interface LabelParts {
  names: string;
  first: string;
  year: string;
  title?: string;
}

export function markerLabels(items: CslItem[], options: MarkerLabelOptions = {}): string[] {
  const parts = items.map(labelParts);
  const groups = new Map<string, number[]>();
  parts.forEach((part, index) => {
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
    const label = title ? `${part.names}, "${title}", ${part.year}` : `${part.names}, ${part.year}`;
    return options.ascii ? asciiFold(label) : label;
  });
}

function labelParts(item: CslItem): LabelParts {
  const year = issuedYear(item);
  const yearText = year === undefined ? 'n.d.' : String(year);
  const creators = (item.author?.length ? item.author : (item.editor ?? [])).map(displayName).filter(Boolean);
  const title = item.title?.trim() || undefined;
  const base = { year: yearText, ...(title ? { title } : {}) };

  const [first, second] = creators;
  if (first !== undefined) {
    if (creators.length === 1) return { ...base, names: first, first };
    if (creators.length === 2) return { ...base, names: `${first} & ${second}`, first };
    return { ...base, names: `${first} et al.`, first };
  }
  const site = SITE_TYPES.has(item.type) ? clean(item['container-title'] ?? item.publisher ?? '') : '';
  if (site) return { ...base, names: site, first: site };
  const words = title ? unquote(title).split(' ').slice(0, TITLE_WORDS_AS_NAME).join(' ').replace(/[,.:;?!]+$/u, '') : '';
  // Nothing but an identifier (a bare DOI or URL entry, offline): the identifier names it.
  const name = words || identifierName(item) || 'Anonymous';
  return { ...base, names: name, first: name };
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

function identifierName(item: CslItem): string {
  if (item.DOI) return `doi:${item.DOI}`;
  if (item.arxivId) return `arXiv:${item.arxivId}`;
  if (item.URL) {
    try {
      const url = new URL(item.URL);
      return `${url.hostname.replace(/^www\./, '')}${url.pathname === '/' ? '' : url.pathname}`.slice(0, 60);
    } catch {
      return '';
    }
  }
  return '';
}

function clean(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

/** Case- and accent-insensitive identity of a name, as RTF Scan would confuse them. */
function matchKey(text: string): string {
  return keyPart(text) || text.toLowerCase().replace(/\s+/gu, '');
}
