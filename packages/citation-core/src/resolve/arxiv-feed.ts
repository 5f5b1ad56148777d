// The arXiv API's Atom feed → entries. Its own module so the XML parser loads only when a feed
// arrives (arxiv-client.ts imports it on first use), not in every run that never asks arXiv.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { normalizeArxivId, normalizeDoi } from '../references/identifiers.ts';
import type { ArxivEntry } from './arxiv-atom.ts';

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
      .map((a) =>
        text((a as Record<string, unknown>).name)
          ?.replace(/\s+/g, ' ')
          .trim(),
      )
      .filter((a): a is string => Boolean(a));
    const doiLink = ((entry.link as unknown[] | undefined) ?? []).map((l) => l as Record<string, unknown>).find((l) => l['@_title'] === 'doi')?.['@_href'];
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
