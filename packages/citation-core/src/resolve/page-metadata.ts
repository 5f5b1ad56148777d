// What a landing page says about itself: Highwire citation_* tags, Dublin Core, JSON-LD
// (ScholarlyArticle, Article, NewsArticle, Report, WebPage…), Open Graph, and <title> — in that order
// of trust.
import { Parser } from 'htmlparser2';
import type { CslName } from '../types.ts';
import { normalizeArxivId, normalizeDoi } from '../references/identifiers.ts';

export type TitleSource = 'citation' | 'dc' | 'jsonld' | 'og' | 'html';

export interface PageMetadata {
  title?: string;
  titleSource?: TitleSource;
  /** Other readings of the title (each part of "Title | Site"). */
  altTitles: string[];
  authors: CslName[];
  /** Publication date parts [y, m?, d?]. */
  date?: number[];
  journalTitle?: string;
  siteName?: string;
  publisher?: string;
  volume?: string;
  issue?: string;
  firstPage?: string;
  lastPage?: string;
  doi?: string;
  arxivId?: string;
  /** JSON-LD @type of the main object, og:type. */
  jsonLdType?: string;
  ogType?: string;
  canonicalUrl?: string;
}

const JSONLD_TYPES = new Set([
  'ScholarlyArticle',
  'Article',
  'NewsArticle',
  'Report',
  'WebPage',
  'BlogPosting',
  'TechArticle',
  'Book',
  'Chapter',
  'Thesis',
  'Dataset',
]);

export function extractPageMetadata(html: string): PageMetadata {
  const meta = new Map<string, string[]>();
  const jsonLd: string[] = [];
  let htmlTitle = '';
  let canonical: string | undefined;
  let inTitle = false;
  let inJsonLd = false;
  let scriptText = '';
  let timeDatetime: string | undefined;

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'meta') {
          const key = (attrs.name ?? attrs.property ?? attrs.itemprop ?? '').trim().toLowerCase();
          const content = attrs.content;
          if (key && content !== undefined) meta.set(key, [...(meta.get(key) ?? []), decodeSpaces(content)]);
        } else if (name === 'title') inTitle = true;
        else if (name === 'script' && /ld\+json/i.test(attrs.type ?? '')) {
          inJsonLd = true;
          scriptText = '';
        } else if (name === 'link' && /\bcanonical\b/i.test(attrs.rel ?? '') && attrs.href) canonical = attrs.href;
        // A blog or news page often dates itself only in the text: <time datetime="2016-06-23">.
        else if (name === 'time' && attrs.datetime && timeDatetime === undefined) timeDatetime = attrs.datetime;
      },
      ontext(text) {
        if (inTitle) htmlTitle += text;
        else if (inJsonLd) scriptText += text;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        else if (name === 'script' && inJsonLd) {
          inJsonLd = false;
          jsonLd.push(scriptText);
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();

  const first = (...keys: string[]): string | undefined => {
    for (const key of keys) {
      const value = meta.get(key)?.find((v) => v.trim());
      if (value) return value.trim();
    }
    return undefined;
  };
  const all = (...keys: string[]): string[] =>
    keys
      .flatMap((key) => meta.get(key) ?? [])
      .map((v) => v.trim())
      .filter(Boolean);

  const ld = pickJsonLd(jsonLd);
  const result: PageMetadata = { altTitles: [], authors: [] };

  const candidates: [TitleSource, string | undefined][] = [
    ['citation', first('citation_title')],
    ['dc', first('dc.title', 'dcterms.title')],
    ['jsonld', stringOf(ld?.headline) ?? stringOf(ld?.name)],
    ['og', first('og:title', 'twitter:title')],
    ['html', decodeSpaces(htmlTitle).trim() || undefined],
  ];
  for (const [source, title] of candidates) {
    if (!title) continue;
    if (!result.title) {
      result.title = title;
      result.titleSource = source;
    } else if (title !== result.title) result.altTitles.push(title);
  }
  // "Title | Site", "Title - Site": each part may be the title.
  for (const title of [result.title, ...result.altTitles]) {
    if (!title) continue;
    for (const part of title.split(/\s+[|–—-]\s+|\s+::\s+/)) if (part !== title && part.trim()) result.altTitles.push(part.trim());
  }

  const people = all('citation_author', 'dc.creator', 'dcterms.creator', 'author', 'article:author').map(parsePersonName);
  result.authors = people.length > 0 ? people : jsonLdAuthors(ld);

  const date =
    first('citation_publication_date', 'citation_date', 'citation_online_date', 'dc.date', 'dcterms.issued', 'dcterms.date') ??
    stringOf(ld?.datePublished) ??
    first('article:published_time', 'og:published_time', 'date', 'pubdate') ??
    timeDatetime;
  const parts = parseDate(date);
  if (parts) result.date = parts;

  const set = <K extends keyof PageMetadata>(key: K, value: PageMetadata[K] | undefined): void => {
    if (value !== undefined && value !== '') result[key] = value;
  };
  set('journalTitle', first('citation_journal_title', 'citation_conference_title', 'prism.publicationname'));
  set('siteName', first('og:site_name', 'application-name'));
  set('publisher', first('citation_publisher', 'dc.publisher', 'dcterms.publisher') ?? stringOf((ld?.publisher as Record<string, unknown> | undefined)?.name));
  set('volume', first('citation_volume', 'prism.volume'));
  set('issue', first('citation_issue', 'prism.number'));
  set('firstPage', first('citation_firstpage', 'prism.startingpage'));
  set('lastPage', first('citation_lastpage', 'prism.endingpage'));
  const doiCandidates = [first('citation_doi', 'dc.identifier', 'dcterms.identifier', 'prism.doi'), stringOf(ld?.identifier), stringOf(ld?.sameAs)];
  set('doi', doiCandidates.map((d) => normalizeDoi(d)).find(Boolean));
  set('arxivId', normalizeArxivId(first('citation_arxiv_id')));
  set('jsonLdType', ld ? typeOf(ld) : undefined);
  set('ogType', first('og:type'));
  set('canonicalUrl', canonical ?? first('og:url'));
  return result;
}

function pickJsonLd(blocks: string[]): Record<string, unknown> | undefined {
  const objects: Record<string, unknown>[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const object = value as Record<string, unknown>;
      objects.push(object);
      if (object['@graph']) visit(object['@graph']);
    }
  };
  for (const block of blocks) {
    try {
      visit(JSON.parse(block));
    } catch {}
  }
  // Prefer the most specific kind of work on the page.
  const order = ['ScholarlyArticle', 'NewsArticle', 'Report', 'Article', 'BlogPosting', 'TechArticle', 'Book', 'Chapter', 'Thesis', 'Dataset', 'WebPage'];
  for (const type of order) {
    const found = objects.find((o) => typeOf(o) === type);
    if (found) return found;
  }
  return objects.find((o) => JSONLD_TYPES.has(typeOf(o) ?? ''));
}

function typeOf(object: Record<string, unknown>): string | undefined {
  const type = object['@type'];
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) return type.find((t): t is string => typeof t === 'string' && JSONLD_TYPES.has(t)) ?? (type[0] as string | undefined);
  return undefined;
}

function jsonLdAuthors(ld: Record<string, unknown> | undefined): CslName[] {
  const raw = ld?.author ?? ld?.creator;
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list
    .map((entry): CslName | undefined => {
      if (typeof entry === 'string') return parsePersonName(entry);
      if (!entry || typeof entry !== 'object') return undefined;
      const object = entry as Record<string, unknown>;
      const name = stringOf(object.name);
      if (typeOf(object) === 'Organization') return name ? { literal: name } : undefined;
      const family = stringOf(object.familyName);
      const given = stringOf(object.givenName);
      if (family) return given ? { family, given } : { family };
      return name ? parsePersonName(name) : undefined;
    })
    .filter((name): name is CslName => name !== undefined);
}

/** "Family, Given" or "Given Family". */
export function parsePersonName(name: string): CslName {
  const trimmed = name.replace(/\s+/g, ' ').trim();
  const comma = trimmed.indexOf(',');
  if (comma > 0) {
    const family = trimmed.slice(0, comma).trim();
    const given = trimmed.slice(comma + 1).trim();
    return given ? { family, given } : { family };
  }
  const parts = trimmed.split(' ');
  if (parts.length === 1) return { family: trimmed };
  return { family: parts[parts.length - 1] ?? trimmed, given: parts.slice(0, -1).join(' ') };
}

export function parseDate(value: string | undefined): number[] | undefined {
  if (!value) return undefined;
  const match = value.trim().match(/^(\d{4})(?:[-/.](\d{1,2})(?:[-/.](\d{1,2}))?)?/);
  if (!match) return undefined;
  const parts = [Number(match[1])];
  if (match[2]) parts.push(Number(match[2]));
  if (match[2] && match[3]) parts.push(Number(match[3]));
  if (parts[0]! < 1000 || parts[0]! > 2999) return undefined;
  return parts;
}

function stringOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (Array.isArray(value)) return stringOf(value[0]);
  if (value && typeof value === 'object' && '@id' in value) return stringOf((value as { '@id': unknown })['@id']);
  return undefined;
}

function decodeSpaces(text: string): string {
  return text.replace(/\s+/g, ' ');
}
