// Citations whose sources are links, not list entries: a label linked to its source page ("[3]"
// with no entry 3) and ChatGPT's number-less "([Reuters](url))". Each link becomes a list entry, so
// the later stages see only numbered citations of list entries.
import { normalizeUrl } from '../references/normalize-url.ts';
import type { Citation, ReferenceEntry, ReferenceList } from '../types.ts';
import type { DetectResult } from './detect.ts';
import type { LinkCitation } from './detect.ts';
import { isDomainName } from '../text/domain-name.ts';

/** The lists with an entry for every cited link, and every citation (link-only ones numbered), in document order. */
export function linkSources(lists: ReferenceList[], detected: DetectResult): { lists: ReferenceList[]; citations: Citation[] } {
  const citations = detected.citations.map((c) => byTheirLinks(lists, c));
  return withLinkOnlySources(withLinkedSources(withCitedLinks(lists, citations), citations), citations, detected.linkCitations);
}

const ADDRESS_IN_TEXT_RE = /https?:\/\/|\bdoi\s*:|\b10\.\d{4,9}\/|\barxiv\s*:/i;

/**
 * "[1]" linked to https://doi.org/10.1038/… while entry 1 names no address: the link is where the
 * source is, and the entry gets it (the lookup then asks for that DOI). Only when every linked
 * citation of the number points to the same address: two addresses say nothing sure.
 */
function withCitedLinks(lists: ReferenceList[], citations: Citation[]): ReferenceList[] {
  const linksOf = new Map<string, Set<string>>();
  for (const c of citations) {
    for (const [n, link] of Object.entries(c.links ?? {})) {
      if (!/^https?:\/\//i.test(link)) continue;
      const key = `${c.list}:${n}`;
      const set = linksOf.get(key) ?? new Set<string>();
      linksOf.set(key, set.add(link));
    }
  }
  if (linksOf.size === 0) return lists;
  return lists.map((l, i) => ({
    ...l,
    entries: l.entries.map((e) => {
      const links = [...(linksOf.get(`${i}:${e.number}`) ?? [])];
      const distinct = new Set(links.map(normalizeUrl));
      if (distinct.size !== 1 || e.links.length > 0 || ADDRESS_IN_TEXT_RE.test(e.text)) return e;
      return { ...e, links: [links[0] as string] };
    }),
  }));
}

/**
 * A number linked to its source ("[1]" linked to the IEA page) cites the entry holding that link when
 * its own entry holds other links (or there is none) and exactly one other entry holds it: the link
 * says which source was meant. A list numbered by position (Grok's bulleted "Key Citations", in an order of its own)
 * has numbers that only the links tie to the citations.
 */
function byTheirLinks(lists: ReferenceList[], citation: Citation): Citation {
  const list = lists[citation.list];
  if (!citation.links || !list) return citation;
  const holds = (links: string[], link: string) => links.some((l) => normalizeUrl(l) === normalizeUrl(link));
  const moved = new Map<number, number>();
  for (const [key, link] of Object.entries(citation.links)) {
    const number = Number(key);
    const own = list.entries.find((e) => e.number === number);
    if (own && (own.links.length === 0 || holds(own.links, link))) continue;
    const holders = list.entries.filter((e) => holds(e.links, link));
    if (holders.length === 1 && holders[0]) moved.set(number, holders[0].number);
  }
  if (moved.size === 0) return citation;
  const to = (n: number) => moved.get(n) ?? n;
  const rekey = <T>(record: Record<number, T> | undefined) => record && Object.fromEntries(Object.entries(record).map(([n, value]) => [to(Number(n)), value]));
  const out: Citation = { ...citation, numbers: citation.numbers.map(to) };
  const links = rekey(citation.links);
  const locators = rekey(citation.locators);
  if (links) out.links = links;
  if (locators) out.locators = locators;
  return out;
}

/**
 * Labels cited only by their hyperlink ("[3]" linked to the source, with no list entry 3) get an
 * entry made from the link target: the link is the reference.
 */
function withLinkedSources(lists: ReferenceList[], citations: Citation[]): ReferenceList[] {
  const out = lists.map((l) => ({ ...l, entries: [...l.entries] }));
  for (const citation of citations) {
    if (!citation.links) continue;
    let list = out[citation.list];
    if (!list) {
      list = { index: citation.list, heading: '', headingParagraphIndex: -1, autoNumbered: false, entries: [] };
      out[citation.list] = list;
    }
    for (const number of citation.numbers) {
      const link = citation.links[number];
      if (!link || list.entries.some((e) => e.number === number)) continue;
      const entry: ReferenceEntry = { list: citation.list, number, text: link, paragraphIndex: -1, extraParagraphIndexes: [], links: [link] };
      list.entries.push(entry);
    }
  }
  return out.filter((l): l is ReferenceList => !!l);
}

/**
 * ChatGPT web-search answers cite "([Reuters](url))" with no number: every distinct link becomes an
 * entry of one more, unheaded list, and each such citation cites those entries. A citation whose
 * links are all entries of a list the document has (Grok's "Key Citations", each title a link to its
 * page) cites those entries instead: the list says what each page is.
 */
function withLinkOnlySources(lists: ReferenceList[], citations: Citation[], linkCitations: LinkCitation[]): { lists: ReferenceList[]; citations: Citation[] } {
  if (linkCitations.length === 0) return { lists, citations };
  const listed = listedLinks(lists);
  const index = lists.length;
  const list: ReferenceList = { index, heading: '', headingParagraphIndex: -1, autoNumbered: false, entries: [] };
  const numberOf = new Map<string, number>();
  const extra = linkCitations.map((found): Citation => {
    const inList = found.sources.map((source) => listed.get(normalizeUrl(source.url)));
    const listIndex = inList[0]?.list;
    if (listIndex !== undefined && inList.every((e) => e?.list === listIndex)) {
      const links = Object.fromEntries(found.sources.map((source, i) => [inList[i]?.number, source.url]));
      return linkCitation(
        found,
        listIndex,
        inList.map((e) => e?.number ?? 0),
        links,
      );
    }
    const links: Record<number, string> = {};
    const numbers = found.sources.map((source) => {
      const key = normalizeUrl(source.url);
      let number = numberOf.get(key);
      if (number === undefined) {
        number = numberOf.size + 1;
        numberOf.set(key, number);
        list.entries.push({
          list: index,
          number,
          text: source.url,
          paragraphIndex: -1,
          extraParagraphIndexes: [],
          links: [source.url],
          // A label that is only the domain ("energy.gov") names no site better than the address does.
          ...(source.label && !isDomainName(source.label) ? { siteName: source.label } : {}),
        });
      }
      links[number] = source.url;
      return number;
    });
    return linkCitation(found, index, numbers, links);
  });
  const all = [...citations, ...extra].sort((a, b) => a.paragraphIndex - b.paragraphIndex || a.start - b.start);
  return { lists: list.entries.length > 0 ? [...lists, list] : lists, citations: all };
}

const WRITTEN_URL = /https?:\/\/[^\s()<>[\]"]+(?:\([^\s()]*\)[^\s()<>[\]"]*)*/g;

/** The entry each link of the lists' entries stands for (the first, when two entries share one). */
export function listedLinks(lists: ReferenceList[]): Map<string, { list: number; number: number }> {
  const listed = new Map<string, { list: number; number: number }>();
  for (const l of lists) {
    for (const e of l.entries) {
      // The entry's hyperlinks, and the addresses written in its text ("- [Title](https://…)").
      for (const link of [...e.links, ...(e.text.match(WRITTEN_URL) ?? [])]) {
        const key = normalizeUrl(link);
        if (/^https?:/i.test(link) && !listed.has(key)) listed.set(key, { list: l.index, number: e.number });
      }
    }
  }
  return listed;
}

/** A citation made of links, as the rewrite reads it: numbers in `list`, each with its address. */
function linkCitation(found: LinkCitation, list: number, numbers: number[], links: Record<number, string>): Citation {
  return {
    paragraphIndex: found.paragraphIndex,
    start: found.start,
    end: found.end,
    text: found.text,
    render: found.phrase ? 'phrase' : 'link',
    list,
    numbers,
    superscript: false,
    links,
    // A linked phrase keeps its words but not its link: the citation, out of the hyperlink, carries the source now.
    ...(found.phrase ? { linked: true } : {}),
  };
}
