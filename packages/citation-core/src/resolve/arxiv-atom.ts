// An arXiv Atom entry (parsed by arxiv-feed.ts) → a CSL item.
import type { CslItem, CslName } from '../types.ts';

export interface ArxivEntry {
  id: string;
  title: string;
  authors: string[];
  /** ISO date of the first version. */
  published?: string;
  doi?: string;
  journalRef?: string;
}

export function arxivEntryToCsl(entry: ArxivEntry, id: string): CslItem {
  const item: CslItem = { id, type: 'article', title: entry.title };
  const authors = entry.authors.map(splitName);
  if (authors.length > 0) item.author = authors;
  const date = entry.published?.match(/^(\d{4})-(\d{2})-(\d{2})/);
  if (date) item.issued = { 'date-parts': [[Number(date[1]), Number(date[2]), Number(date[3])]] };
  item['container-title'] = 'arXiv';
  item.publisher = 'arXiv';
  item.number = `arXiv:${entry.id}`;
  item.arxivId = entry.id;
  item.URL = `https://arxiv.org/abs/${entry.id}`;
  if (entry.doi) item.publishedDoi = entry.doi;
  if (entry.journalRef) item.note = `Published in ${entry.journalRef}`;
  return item;
}

const PARTICLES = new Set(['van', 'von', 'de', 'der', 'den', 'da', 'di', 'du', 'la', 'le', 'del', 'della', 'dos', 'das', 'ten', 'ter', 'bin', 'al']);
const SUFFIXES = new Set(['jr', 'jr.', 'sr', 'sr.', 'ii', 'iii', 'iv']);

/**
 * arXiv gives "Given Middle Family" strings; particles ("van de Panne") stay with the family name.
 * A particle is written in lower case: "Xue Bin Peng" and "Le Van Quoc" are given names and a
 * family name (Arabic's "Al" is the exception, capitalised as often as not).
 */
export function splitName(name: string): CslName {
  const parts = name.split(/\s+/).filter(Boolean);
  let suffix: string | undefined;
  if (parts.length > 2 && SUFFIXES.has((parts[parts.length - 1] ?? '').toLowerCase())) suffix = parts.pop();
  if (parts.length === 1) return { family: parts[0] ?? name };
  let start = parts.length - 1;
  while (start > 1 && isParticle(parts[start - 1] ?? '')) start--;
  const result: CslName = { family: parts.slice(start).join(' '), given: parts.slice(0, start).join(' ') };
  if (suffix) result.suffix = suffix;
  return result;
}

function isParticle(word: string): boolean {
  return PARTICLES.has(word) || word === 'Al';
}
