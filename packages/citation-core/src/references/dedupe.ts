// Which reference entries describe the same work. Identifiers decide first (same DOI, arXiv id
// or normalised URL); then near-identical titles, checked against year (±1) and first author
// when both entries have them. Two entries whose DOIs (or arXiv ids) differ never end up in one
// group, not even through a third entry that matches both.
import type { ParsedReference } from '../types.ts';
import { normalizeUrl } from './normalize-url.ts';
import { familyNamesMatch, hasTruncationMark, normalizeTitle, titleSimilarityOfTokens, titleTokens } from './similarity.ts';

interface Entry {
  doi?: string;
  arxivId?: string;
  keys: string[];
  tokens: string[];
  significant: string[];
  numbers: string[];
  truncated: boolean;
  year?: number;
  firstAuthor?: string;
  /** Hosts of the entry's page URLs (not home pages), without www. */
  hosts: string[];
  /** Pages that are never a paper: a video or a code repository with the paper's title is another work. */
  medium: 'video' | 'code' | 'other';
  /** The journal's name as title words, its volume and the first page: where in print the work is. */
  container?: string;
  volume?: string;
  firstPage?: string;
}

/** Why two entries were joined; the pipeline writes it to the processing log. */
export interface MergeReason {
  a: number;
  b: number;
  reason: string;
}

const VIDEO_HOSTS = /(?:^|\.)(?:youtube\.com|youtu\.be|vimeo\.com|dailymotion\.com|bilibili\.com|tiktok\.com)$/;
const CODE_HOSTS = /(?:^|\.)(?:github\.com|gitlab\.com|bitbucket\.org|codeberg\.org|sourceforge\.net|huggingface\.co|pypi\.org|npmjs\.com)$/;

const STOPWORDS = new Set([
  'a',
  'an',
  'the',
  'of',
  'and',
  'in',
  'on',
  'for',
  'to',
  'with',
  'by',
  'from',
  'at',
  'as',
  'is',
  'are',
  'its',
  'into',
  'der',
  'die',
  'das',
  'und',
  'le',
  'la',
  'les',
  'de',
  'des',
  'et',
  'el',
  'los',
  'y',
  'en',
]);

/**
 * Groups of indexes into `refs` that are the same work. Every index appears in exactly one group;
 * each group is sorted ascending and groups are ordered by their first index.
 */
export function dedupeReferences(refs: ParsedReference[]): number[][] {
  return dedupeWithReasons(refs).groups;
}

/** The groups of dedupeReferences, and the identity evidence behind each join. */
export function dedupeWithReasons(refs: ParsedReference[]): { groups: number[][]; merges: MergeReason[] } {
  const entries = refs.map(prepare);
  const groups = new Groups(entries);
  const merges: MergeReason[] = [];
  const firstWithKey = new Map<string, number>();
  entries.forEach((entry, i) => {
    for (const key of entry.keys) {
      const first = firstWithKey.get(key);
      if (first === undefined) firstWithKey.set(key, i);
      else if (groups.find(first) !== groups.find(i) && groups.union(first, i)) merges.push({ a: first, b: i, reason: describeKey(key) });
    }
  });
  for (const [i, j] of titleCandidates(entries)) {
    const a = entries[i] as Entry;
    const b = entries[j] as Entry;
    if (groups.find(i) !== groups.find(j) && sameWorkByTitle(a, b) && groups.union(i, j)) {
      const corroborated = a.year !== undefined && b.year !== undefined && a.firstAuthor !== undefined && b.firstAuthor !== undefined;
      merges.push({ a: i, b: j, reason: corroborated ? 'same title, first author and year' : 'same title (no conflicting author, year or identifier)' });
    }
  }
  return { groups: groups.list(), merges };
}

function describeKey(key: string): string {
  const colon = key.indexOf(':');
  const kind = key.slice(0, colon);
  const value = key.slice(colon + 1);
  if (kind === 'doi') return `same DOI ${value}`;
  if (kind === 'arxiv') return `same arXiv id ${value}`;
  if (kind === 'url') return `same URL ${value}`;
  return 'same reference text';
}

function prepare(ref: ParsedReference): Entry {
  const keys: string[] = [];
  if (ref.doi) keys.push(`doi:${ref.doi.toLowerCase()}`);
  if (ref.arxivId) keys.push(`arxiv:${ref.arxivId.toLowerCase()}`);
  const hosts: string[] = [];
  for (const url of ref.urls) {
    const normalized = normalizeUrl(url);
    // A bare home page ("https://www.bbc.co.uk") says nothing about which article is meant.
    if (/^[a-z]+:\/\/[^/?]+(?:\/[^/?]{0,2})?$/.test(normalized)) continue;
    keys.push(`url:${normalized}`);
    const host = /^[a-z]+:\/\/(?:www\.|m\.)?([^/?#:]+)/i.exec(normalized)?.[1]?.toLowerCase();
    if (host && !hosts.includes(host)) hosts.push(host);
  }
  const medium = hosts.some((h) => VIDEO_HOSTS.test(h)) ? 'video' : hosts.some((h) => CODE_HOSTS.test(h)) ? 'code' : 'other';
  const rawKey = normalizeTitle(ref.raw);
  if (rawKey.length >= 12) keys.push(`raw:${rawKey}`);

  const tokens = ref.title ? titleTokens(ref.title) : [];
  const first = ref.authors[0];
  const firstAuthor = first ? (first.family ?? first.literal) : undefined;
  const entry: Entry = {
    keys,
    tokens,
    significant: [...new Set(tokens.filter((t) => !STOPWORDS.has(t)))],
    numbers: tokens.filter((t) => /^\d+$/.test(t)),
    truncated: ref.title ? hasTruncationMark(ref.title) : false,
    hosts,
    medium,
  };
  if (ref.containerTitle) entry.container = titleTokens(ref.containerTitle).join(' ');
  const volume = ref.volume?.trim().toLowerCase();
  if (volume) entry.volume = volume;
  const firstPage = ref.pages ? /^\s*([a-z]?\d+)/i.exec(ref.pages)?.[1]?.toLowerCase() : undefined;
  if (firstPage) entry.firstPage = firstPage;
  if (ref.doi) entry.doi = ref.doi.toLowerCase();
  if (ref.arxivId) entry.arxivId = ref.arxivId.toLowerCase();
  if (ref.year !== undefined) entry.year = ref.year;
  if (firstAuthor) entry.firstAuthor = firstAuthor;
  return entry;
}

/**
 * A word found in more titles than this says nothing about which work is meant (like a stop
 * word), and walking its postings would make candidate generation quadratic on long lists.
 */
const MAX_POSTINGS = 64;

/** Pairs (i < j) whose titles share enough significant words to be worth comparing. */
function titleCandidates(entries: Entry[]): Array<[number, number]> {
  const postings = new Map<string, number[]>();
  const pairs: Array<[number, number]> = [];
  entries.forEach((entry, j) => {
    if (entry.tokens.length === 0) return;
    const shared = new Map<number, number>();
    for (const token of entry.significant) {
      const list = postings.get(token);
      if (list && list.length <= MAX_POSTINGS) for (const i of list) shared.set(i, (shared.get(i) ?? 0) + 1);
    }
    for (const [i, count] of shared) {
      const other = entries[i] as Entry;
      if (count >= Math.min(2, entry.significant.length, other.significant.length)) pairs.push([i, j]);
    }
    for (const token of entry.significant) {
      const list = postings.get(token);
      if (list) list.push(j);
      else postings.set(token, [j]);
    }
  });
  return pairs;
}

const NOTICE_WORDS: ReadonlySet<string> = new Set(['correction', 'erratum', 'corrigendum', 'retraction', 'retracted', 'addendum']);

function sameWorkByTitle(a: Entry, b: Entry): boolean {
  if (a.tokens.length < 2 || b.tokens.length < 2) return false;
  // A talk on a video site or a code repository named like the paper is another work.
  if (a.medium !== b.medium) return false;
  // Two different pages of one site (three articles of one encyclopedia) are different works, however
  // alike their titles read; one work on two sites (publisher and preprint) may still be joined.
  if (!a.doi && !b.doi && !a.arxivId && !b.arxivId && a.hosts.some((h) => b.hosts.includes(h))) return false;
  const yearsKnown = a.year !== undefined && b.year !== undefined;
  if (yearsKnown && Math.abs((a.year as number) - (b.year as number)) > 1) return false;
  const authorsKnown = a.firstAuthor !== undefined && b.firstAuthor !== undefined;
  if (authorsKnown && !familyNamesMatch(a.firstAuthor as string, b.firstAuthor as string)) return false;
  // "Report 2012" and "Report 2013" are different works however alike the rest is.
  if (!isSubset(a.numbers, b.numbers) && !isSubset(b.numbers, a.numbers)) return false;
  if (printedApart(a, b)) return false;
  // "Correction: Title" (or an erratum, a retraction) is a notice about the work, not the work.
  if (NOTICE_WORDS.has(a.tokens[0] ?? '') !== NOTICE_WORDS.has(b.tokens[0] ?? '')) return false;
  // "Dutch energy policy" (2020) and "Dutch energy policy revisited" (2021): one word added to the
  // whole title of another year names a sequel. A shortened citation drops more ("UK Supreme Court
  // judges" for "… judges sworn in", the news item dated a day apart across a new year).
  if (yearsKnown && a.year !== b.year && !a.truncated && !b.truncated && isSequelTitle(a.tokens, b.tokens)) return false;
  const similarity = titleSimilarityOfTokens(a.tokens, b.tokens, a.truncated, b.truncated);
  const corroborated = yearsKnown && authorsKnown;
  const shorter = Math.min(a.tokens.length, b.tokens.length);
  if (shorter < 3 && !(corroborated && similarity === 1)) return false;
  return similarity >= (corroborated ? 0.8 : 0.9);
}

/**
 * Two volumes of one journal, or two first pages in one volume, are two works: the same work is
 * printed in one place whichever style cites it (a preprint or a web copy has no volume to differ).
 */
function printedApart(a: Entry, b: Entry): boolean {
  if (a.volume !== undefined && b.volume !== undefined && a.volume !== b.volume) return true;
  const sameContainer = a.container !== undefined && a.container === b.container;
  return sameContainer && a.firstPage !== undefined && b.firstPage !== undefined && a.firstPage !== b.firstPage;
}

/** The shorter title is the whole start of the longer, which adds one word. */
function isSequelTitle(ta: readonly string[], tb: readonly string[]): boolean {
  const [short, long] = ta.length <= tb.length ? [ta, tb] : [tb, ta];
  return long.length - short.length === 1 && short.every((t, i) => t === long[i]);
}

function isSubset(small: string[], large: string[]): boolean {
  return small.every((n) => large.includes(n));
}

/** Union-find over entries that refuses to join groups holding different DOIs or arXiv ids. */
class Groups {
  private readonly parent: number[];
  private readonly doi: Array<string | undefined>;
  private readonly arxiv: Array<string | undefined>;

  constructor(entries: Entry[]) {
    this.parent = entries.map((_, i) => i);
    this.doi = entries.map((e) => e.doi);
    this.arxiv = entries.map((e) => e.arxivId);
  }

  find(i: number): number {
    let root = i;
    while (this.parent[root] !== root) root = this.parent[root] as number;
    for (let k = i; this.parent[k] !== root;) {
      const next = this.parent[k] as number;
      this.parent[k] = root;
      k = next;
    }
    return root;
  }

  union(a: number, b: number): boolean {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra === rb) return true;
    if (conflict(this.doi[ra], this.doi[rb]) || conflict(this.arxiv[ra], this.arxiv[rb])) return false;
    const [root, child] = ra < rb ? [ra, rb] : [rb, ra];
    this.parent[child] = root;
    this.doi[root] ??= this.doi[child];
    this.arxiv[root] ??= this.arxiv[child];
    return true;
  }

  list(): number[][] {
    const byRoot = new Map<number, number[]>();
    this.parent.forEach((_, i) => {
      const root = this.find(i);
      const group = byRoot.get(root);
      if (group) group.push(i);
      else byRoot.set(root, [i]);
    });
    // Indexes are visited in ascending order, so each group is sorted and the map's insertion
    // order is the order of first members.
    return [...byRoot.values()];
  }
}

function conflict(x: string | undefined, y: string | undefined): boolean {
  return x !== undefined && y !== undefined && x !== y;
}
