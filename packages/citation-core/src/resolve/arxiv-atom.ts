// The arXiv API's Atom feed → entries → CSL items.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { CslItem, CslName } from '../types.ts';
import { normalizeArxivId, normalizeDoi } from '../references/identifiers.ts';

export interface ArxivEntry {
  id: string;
  title: string;
  authors: string[];
  /** ISO date of the first version. */
  published?: string;
  doi?: string;
  journalRef?: string;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  isArray: (name) => name === 'entry' || name === 'author' || name === 'link',
  processEntities: true,
  htmlEntities: true,
});

/** Throws on malformed XML or a document that is not an Atom feed. */
export function parseArxivAtom(xml: string): ArxivEntry[] {
  if (XMLValidator.validate(xml) !== true) throw new Error('malformed XML');
  const doc = parser.parse(xml) as { feed?: { entry?: unknown[] } };
  if (!doc.feed || typeof doc.feed !== 'object') throw new Error('not an Atom feed');
  const entries: ArxivEntry[] = [];
  for (const raw of doc.feed.entry ?? []) {
    const entry = raw as Record<string, unknown>;
    const idUrl = text(entry.id);
    // arXiv reports a bad id as an entry pointing into /api/errors.
    if (!idUrl || idUrl.includes('/api/errors')) continue;
    const id = normalizeArxivId(idUrl.replace(/^https?:\/\/arxiv\.org\/abs\//i, ''));
    const title = text(entry.title)?.replace(/\s+/g, ' ').trim();
    if (!id || !title) continue;
    const authors = ((entry.author as unknown[] | undefined) ?? [])
      .map((a) => text((a as Record<string, unknown>).name)?.replace(/\s+/g, ' ').trim())
      .filter((a): a is string => Boolean(a));
    const doiLink = ((entry.link as unknown[] | undefined) ?? [])
      .map((l) => l as Record<string, unknown>)
      .find((l) => l['@_title'] === 'doi')?.['@_href'];
    const result: ArxivEntry = { id, title, authors };
    const published = text(entry.published);
    if (published) result.published = published;
    const doi = normalizeDoi(text(entry['arxiv:doi']) ?? (typeof doiLink === 'string' ? doiLink : undefined));
    if (doi) result.doi = doi;
    const journalRef = text(entry['arxiv:journal_ref']);
    if (journalRef) result.journalRef = journalRef.replace(/\s+/g, ' ').trim();
    entries.push(result);
  }
  return entries;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && '#text' in value) return text((value as { '#text': unknown })['#text']);
  return undefined;
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

/** arXiv gives "Given Middle Family" strings; particles ("van de Panne") stay with the family name. */
export function splitName(name: string): CslName {
  const parts = name.split(/\s+/).filter(Boolean);
  let suffix: string | undefined;
  if (parts.length > 2 && SUFFIXES.has((parts[parts.length - 1] ?? '').toLowerCase())) suffix = parts.pop();
  if (parts.length === 1) return { family: parts[0] ?? name };
  let start = parts.length - 1;
  while (start > 1 && PARTICLES.has((parts[start - 1] ?? '').toLowerCase())) start--;
  const result: CslName = { family: parts.slice(start).join(' '), given: parts.slice(0, start).join(' ') };
  if (suffix) result.suffix = suffix;
  return result;
}
