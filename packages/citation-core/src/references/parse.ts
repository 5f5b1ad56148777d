// Offline parsing of one reference string into fields (the anystyle "parse" step, by rules).
// Identifiers are read from the whole string first; then the string is stripped of URLs, DOIs,
// access clauses and "Available at:" noise, and the rest is read by the first layout that fits:
// AI-tool "Title - Site, accessed …", Vancouver, APA/Harvard "(2020)", quoted titles (IEEE,
// Chicago notes, MLA), Chicago author-date "Name. 2007. Title.", "Title - Site URL", plain
// sentences. Whatever cannot be read is left out: a missing field is better than a wrong one.
import type { CslName, CslType, ParsedReference, ReferenceFormat } from '../types.ts';
import { extractArxivId, extractDoi, extractIsbn, extractPmcid, extractPmid, extractUrls } from './identifiers.ts';
import { ACCESSED_CLAUSE_RE, DATE_SOURCE, findAccessedDate, findYear, MONTH_SOURCE, monthNumber, parseDateText } from './parse-dates.ts';
import type { NameStyle, ParsedNames } from './parse-names.ts';
import { parseNames } from './parse-names.ts';
import type { SourceFields } from './parse-source.ts';
import { normalizePages, parseSource, tidyPunctuation } from './parse-source.ts';
import { splitSentences } from './split-sentences.ts';

/** What the layout readers noticed beyond the fields themselves; used to guess the CSL type. */
interface Signals {
  web: boolean;
  preprint: boolean;
  chapter: boolean;
  conference: boolean;
  report: boolean;
  thesis: boolean;
}

export function parseReference(raw: string): ParsedReference {
  const text = cleanText(raw);
  const urls = extractUrls(text);
  // "Title - pygad.readthedocs.io": a bare domain named as the site is the source's address.
  const bareSite = BARE_SITE_RE.exec(text)?.[1];
  if (bareSite && urls.length === 0 && !/^\d+(?:\.\d+)+$/.test(bareSite)) urls.push(`https://${bareSite.toLowerCase()}`);
  const ref: ParsedReference = { raw, format: 'unknown', type: 'document', urls, authors: [], etAl: false };
  const doi = extractDoi(text);
  if (doi) ref.doi = doi;
  const arxivId = extractArxivId(text);
  if (arxivId) ref.arxivId = arxivId;
  const url = sourceUrl(urls);
  if (url) ref.url = url;
  const pmid = extractPmid(text);
  if (pmid) ref.pmid = pmid;
  const pmcid = extractPmcid(text);
  if (pmcid) ref.pmcid = pmcid;
  const isbn = extractIsbn(text);
  if (isbn) ref.isbn = isbn;
  const accessed = findAccessedDate(text);
  if (accessed) ref.accessed = accessed;

  const signals: Signals = { web: false, preprint: false, chapter: false, conference: false, report: false, thesis: false };
  if (/\[(?:internet|online)\]|\bavailable\s+(?:at|from|online)\b/i.test(text)) signals.web = true;
  if (/\barxiv\b|\bpreprint\b|\b(?:bio|med|chem)rxiv\b/i.test(text) || ref.arxivId) signals.preprint = true;

  // One truncation mark spelling, so "..." is never read as three full stops.
  const work = text.replace(/\.\.\.|\. \. \./g, '…');
  if (!readAiTool(work, ref)) {
    const body = stripLocators(work);
    if (/[\p{L}\p{N}]/u.test(body)) LAYOUT_READERS.some((read) => read(body, ref, signals));
    else ref.format = bareFormat(ref);
  }
  finish(ref, signals);
  return ref;
}

/** An entry that is nothing but a link or an identifier. */
function bareFormat(ref: ParsedReference): ReferenceFormat {
  const first = ref.urls[0];
  if (first !== undefined && !isIdentifierUrl(first)) return 'url-only';
  return ref.doi || ref.arxivId || ref.pmid || ref.pmcid || ref.isbn || first !== undefined ? 'identifier-only' : 'unknown';
}

type LayoutReader = (body: string, ref: ParsedReference, signals: Signals) => boolean;

/** Tried in order; the first that recognises the layout fills `ref`. The last one always does. */
const LAYOUT_READERS: LayoutReader[] = [
  (body, ref, signals) => readVancouver(body, ref, signals),
  (body, ref, signals) => readParenthesisedYear(body, ref, signals),
  (body, ref, signals) => readQuotedTitle(body, ref, signals),
  (body, ref, signals) => readChicagoAuthorDate(body, ref, signals),
  (body, ref) => readSiteSeparated(body, ref),
  (body, ref, signals) => readSentences(body, ref, signals),
];

// ---------------------------------------------------------------------------------------------
// Cleaning

const LABEL_RE = /^(?:\s*\[\d{1,4}\])+\s*|^\(?\d{1,3}[.)]\s+(?=\S)|^\(\d{1,3}\)\s*/;

// "[2](https://…)" (a Markdown link whose text is only the citation label) or "[Title](https://…)".
const MARKDOWN_LINK_RE = /\[([^\]]*)\]\((https?:\/\/[^\s)]+(?:\([^\s)]*\)[^\s)]*)*)\)/g;

function cleanText(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(MARKDOWN_LINK_RE, (_m, label: string, url: string) => (/^\s*\d*\s*$/.test(label) ? url : `${label} ${url}`))
    .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '')
    .replace(/[\u2010\u2011]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(LABEL_RE, '')
    .trim();
}

/** The page cited: "Title - www.gov.uk https://www.gov.uk/reports/x" names the site, then the page. */
function sourceUrl(urls: string[]): string | undefined {
  const isBareSite = (url: string) => /^(?:https?:\/\/)?[^\s/?#]+\/?$/i.test(url);
  return urls.find((url) => !isBareSite(url)) ?? urls[0];
}

const BARE_SITE_RE = /\s[-–—|]\s+((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:[a-z]{2,24}))\.?$/i;
const URL_ANYWHERE_RE = /\b(?:https?:\/\/|www\.)[^\s"“”‘’]+/gi;
const DOI_ANYWHERE_RE = /(?:\bdoi\s*:?\s*)?\b10\.\d{4,9}\/[^\s"“”‘’']+/gi;
const ARXIV_ANYWHERE_RE = /\barxiv\s*:\s*(?:\d{4}\.\d{4,5}|[a-z-]+(?:\.[A-Za-z]{2})?\/\d{7})(?:v\d+)?/gi;
const OTHER_IDS_RE = /\bPMID\s*:?\s*\d+|\bPMCID\s*:?\s*PMC\d+|\bPMC\d{4,9}\b|\bISBN(?:-1[03])?\s*:?\s*[\dXx][\dXx\s-]{8,16}[\dXx]/g;
const MEDIUM_RE = /\[(?:online|internet|pdf|electronic(?: resource)?|web ?(?:site|page)?)\]|\((?:online|pdf)\)/gi;
const AVAILABLE_RE = /(?:\b(?:available\s+(?:at|from|online)|retrieved\s+from|accessed\s+from|online\s+at)\s*:?|\b(?:url|link|source|sources|doi|web|online)\s*:)(?=\s*(?:[.,;]|$))/gi;

/** The reference without identifiers, links and access clauses, with the punctuation holes closed. */
function stripLocators(text: string): string {
  const s = text
    .replace(ACCESSED_CLAUSE_RE, ' ')
    .replace(URL_ANYWHERE_RE, ' ')
    .replace(DOI_ANYWHERE_RE, ' ')
    .replace(ARXIV_ANYWHERE_RE, ' ')
    .replace(OTHER_IDS_RE, ' ')
    .replace(MEDIUM_RE, ' ');
  if (!/available|retrieved|url|link|online|doi|source|web/i.test(s)) return tidyPunctuation(s);
  return tidyPunctuation(tidyPunctuation(s.replace(AVAILABLE_RE, ' ')).replace(/[.,;:]?\s*\bavailable\s*[.:]?\s*$/i, ' '));
}

function isIdentifierUrl(url: string): boolean {
  return /(?:^|[/.])doi\.org\/|arxiv\.org\/(?:abs|pdf)\//i.test(url);
}

// ---------------------------------------------------------------------------------------------
// AI-tool layout: "Title - Site, accessed March 3, 2025, https://…" (Gemini "Works cited"),
// also without the title ("accessed March 3, 2025, https://…") or without the site.

const AI_TOOL_RE = new RegExp(`^(?:(.*?),\\s*)?accessed\\s+(${DATE_SOURCE})(?=$|[\\s,.;])`, 'i');
const SITE_SEPARATOR_RE = /\s+[-–—|]\s+/g;

function readAiTool(text: string, ref: ParsedReference): boolean {
  const m = AI_TOOL_RE.exec(text);
  if (!m) return false;
  const head = (m[1] ?? '').trim();
  // A structured citation that merely ends with an access date is not this layout.
  if (/\(\s*(?:1[5-9]|20)\d{2}[a-z]?\s*\)|[“”]|^[^"]*"[^"]+,"/.test(head)) return false;
  ref.format = 'ai-tool';
  const parts = splitAtLastSeparator(stripLocatorsFromHead(head));
  if (parts.title) ref.title = parts.title;
  if (parts.site) ref.siteName = parts.site;
  return true;
}

function stripLocatorsFromHead(head: string): string {
  return head.replace(URL_ANYWHERE_RE, ' ').replace(/\s+/g, ' ').trim();
}

function splitAtLastSeparator(s: string): { title?: string; site?: string } {
  let last: RegExpExecArray | undefined;
  SITE_SEPARATOR_RE.lastIndex = 0;
  for (let m = SITE_SEPARATOR_RE.exec(s); m !== null; m = SITE_SEPARATOR_RE.exec(s)) last = m;
  if (!last) return s === '' ? {} : { title: s };
  const title = s.slice(0, last.index).trim();
  const site = s
    .slice(last.index + last[0].length)
    .trim()
    .replace(/[,.;:]+$/, '');
  return { ...(title ? { title } : {}), ...(site ? { site } : {}) };
}

// ---------------------------------------------------------------------------------------------
// Vancouver: "Seelig B, Szostak JW. Title. Nature. 2007;448(7155):828-31."
//            "Office for National Statistics. Title [Internet]. Publisher; 2012."

const VANCOUVER_DATE = `((?:1[5-9]|20)\\d{2})(?:\\s+(${MONTH_SOURCE})(?:\\s+(\\d{1,2}))?)?`;
const VANCOUVER_JOURNAL_RE = new RegExp(`${VANCOUVER_DATE}(?:\\s*\\[[^\\]]*\\])?\\s*;\\s*([^;]*?)\\s*$`, 'i');
const VANCOUVER_PUBLISHER_TAIL_RE = new RegExp(`^\\s*${VANCOUVER_DATE}(?:\\s*\\[[^\\]]*\\])?\\s*$`, 'i');
const VANCOUVER_YEAR_RE = new RegExp(`(?:^|\\.\\s*)${VANCOUVER_DATE}\\s*$`, 'i');
const VANCOUVER_LOCATOR_RE = /^([^(:]*?)\s*(?:\(([^)]*)\))?\s*(?::\s*(\S+))?$/;

function readVancouver(body: string, ref: ParsedReference, signals: Signals): boolean {
  const stop = body.search(/\.\s/);
  if (stop <= 0) return false;
  const authorPart = body.slice(0, stop);
  const names = parseNames(authorPart);
  let rest = body
    .slice(stop + 1)
    .trim()
    .replace(/\.$/, '');
  const pagesAtEnd = /\.\s*pp?\.\s*([\w–-]+)\s*$/.exec(rest);
  if (pagesAtEnd) rest = rest.slice(0, pagesAtEnd.index);

  const journal = VANCOUVER_JOURNAL_RE.exec(rest);
  const publisher = journal ? null : matchVancouverPublisher(rest);
  const yearOnly = journal || publisher ? null : VANCOUVER_YEAR_RE.exec(rest);
  const organisationOk =
    names.style === 'organisation' &&
    wordCount(authorPart) <= 8 &&
    !looksLikeTitle(authorPart) &&
    (journal !== null || publisher !== null || (yearOnly !== null && /\.\s/.test(rest.slice(0, yearOnly.index))));
  if (names.style !== 'vancouver' && !organisationOk) return false;

  ref.format = 'vancouver';
  setNames(ref, names);
  if (pagesAtEnd) ref.pages = normalizePages(pagesAtEnd[1] as string);
  const dateMatch = journal ?? publisher ?? yearOnly;
  let before = rest;
  if (journal) {
    setVancouverDate(ref, journal[1], journal[2], journal[3]);
    readVancouverLocator(journal[4] as string, ref);
    before = rest.slice(0, journal.index);
  } else if (publisher) {
    setVancouverDate(ref, publisher.year, publisher.month, publisher.day);
    const place = /^([^:]{2,40}):\s*(.+)$/.exec(publisher.publisher);
    ref.publisher = place ? (place[2] as string).trim() : publisher.publisher;
    before = rest.slice(0, publisher.index);
  } else if (yearOnly) {
    setVancouverDate(ref, yearOnly[1], yearOnly[2], yearOnly[3]);
    before = rest.slice(0, yearOnly.index);
  }
  const sentences = splitVancouverSentences(before.trim().replace(/\.$/, ''));
  readVancouverSentences(sentences, ref, signals, dateMatch !== null && publisher === null);
  if (publisher && signals.web && ref.publisher) ref.siteName = ref.publisher;
  return true;
}

interface VancouverPublisher {
  index: number;
  publisher: string;
  year: string;
  month?: string;
  day?: string;
}

/** "… Place: Publisher; 2012 [cited …]" at the end of the text, found without backtracking. */
function matchVancouverPublisher(rest: string): VancouverPublisher | null {
  const semicolon = rest.lastIndexOf(';');
  if (semicolon === -1) return null;
  const tail = VANCOUVER_PUBLISHER_TAIL_RE.exec(rest.slice(semicolon + 1));
  if (!tail) return null;
  const index = Math.max(rest.lastIndexOf('.', semicolon), rest.lastIndexOf(';', semicolon - 1)) + 1;
  const publisher = rest.slice(index, semicolon).trim();
  if (publisher === '') return null;
  return { index, publisher, year: tail[1] as string, ...(tail[2] ? { month: tail[2] } : {}), ...(tail[3] ? { day: tail[3] } : {}) };
}

function setVancouverDate(ref: ParsedReference, year: string | undefined, month: string | undefined, day: string | undefined): void {
  if (year === undefined) return;
  ref.year = Number(year);
  const monthNo = month ? monthNumber(month) : undefined;
  if (monthNo) ref.issued = day ? [ref.year, monthNo, Number(day)] : [ref.year, monthNo];
}

function readVancouverLocator(locator: string, ref: ParsedReference): void {
  const m = VANCOUVER_LOCATOR_RE.exec(locator.trim());
  if (!m) return;
  if (m[1]) ref.volume = m[1].trim();
  if (m[2]) ref.issue = m[2].trim();
  if (m[3]) ref.pages = normalizePages(m[3].replace(/[.,]$/, ''));
}

/** Vancouver has no abbreviation full stops, so every ". " (or "?." / "? ") ends a part. */
function splitVancouverSentences(s: string): string[] {
  if (s === '') return [];
  const out: string[] = [];
  const re = /([?!])\.?\s+|\.\s+/g;
  let start = 0;
  for (let m = re.exec(s); m !== null; m = re.exec(s)) {
    out.push(s.slice(start, m.index + (m[1] ? 1 : 0)).trim());
    start = m.index + m[0].length;
  }
  out.push(s.slice(start).trim());
  return out.filter((p) => p !== '');
}

function readVancouverSentences(sentences: string[], ref: ParsedReference, signals: Signals, lastIsContainer: boolean): void {
  const inAt = sentences.findIndex((p, i) => i > 0 && /^in:?\s/i.test(p));
  if (inAt > 0) {
    // "Title. In: Editor A, editor. Book title. 2nd ed. Place: Publisher"
    signals.chapter = true;
    ref.title = sentences.slice(0, inAt).join('. ');
    const after = sentences.slice(inAt + 1).filter((p) => !readEditionSentence(p, ref));
    if (after[0]) ref.containerTitle = after[0];
    return;
  }
  const parts = sentences.filter((p, i) => i === 0 || !readEditionSentence(p, ref));
  const last = parts[parts.length - 1];
  // Before "2007;448(7155)" the last part is the journal; before "Publisher; 2012" only when it reads as one.
  if (last !== undefined && parts.length >= 2 && (lastIsContainer || isContainerLike(last))) {
    ref.containerTitle = last;
    ref.title = joinTitleParts(parts.slice(0, -1));
  } else if (parts.length >= 1) {
    ref.title = joinTitleParts(parts);
  }
}

function joinTitleParts(parts: string[]): string {
  return parts.map((p, i) => (i < parts.length - 1 && !/[?!]$/.test(p) ? `${p}.` : p)).join(' ');
}

function readEditionSentence(sentence: string, ref: ParsedReference): boolean {
  const m = /^(\d+)(?:st|nd|rd|th)\.?\s+(?:ed|edn|edition)\.?$/i.exec(sentence.trim());
  if (!m) return false;
  ref.edition = m[1];
  return true;
}

function isContainerLike(s: string): boolean {
  return /^(?:arxiv(?:\s+preprint)?|preprint)$/i.test(s) || (wordCount(s) <= 10 && JOURNAL_NAME_RE.test(s));
}

// ---------------------------------------------------------------------------------------------
// APA and Harvard: authors, then the date in brackets.
//   APA     "Yip, C. S. C., Chan, W., & Fielding, R. (2020). Title. Journal, 119(3), 464-481."
//   Harvard "Seelig, B. and Szostak, J.W. (2007) 'Title', Nature, 448(7155), pp. 828-831."

const PAREN_DATE_RE = /\((?:c\.\s*)?((?:1[5-9]|20)\d{2})([a-z])?(?:[,;]?\s+([^()]{1,30}?))?\)|\((n\.\s?d\.?|in press|forthcoming|s\.\s?f\.)\)/gi;

function readParenthesisedYear(body: string, ref: ParsedReference, signals: Signals): boolean {
  PAREN_DATE_RE.lastIndex = 0;
  for (let m = PAREN_DATE_RE.exec(body); m !== null; m = PAREN_DATE_RE.exec(body)) {
    const pre = body.slice(0, m.index).trim();
    if (pre === '' || pre.length > 600 || /["“”]/.test(pre)) continue;
    const names = parseNames(pre.replace(/[,\s]+$/, ''));
    const titleFirst = names.style === 'organisation' && /\.$/.test(pre) && looksLikeTitle(pre);
    if (names.style === 'organisation' && !titleFirst && wordCount(pre) > 10) continue;
    if (names.style === 'none') continue;

    const after = body.slice(m.index + m[0].length);
    ref.format = /^\s*\./.test(after) ? 'apa' : 'harvard';
    if (m[1]) {
      ref.year = Number(m[1]);
      const extra = m[3] ? parseDateText(`${m[3]} ${m[1]}`) : undefined;
      if (extra && extra.length > 1) ref.issued = extra;
    }
    let rest = after.replace(/^\s*[.,:]?\s*/, '');
    if (titleFirst) {
      ref.title = pre.replace(/\.$/, '');
    } else {
      setNames(ref, names);
      rest = takeTitle(rest, ref);
    }
    applySource(parseSource(rest), ref, signals);
    return true;
  }
  return false;
}

const LOCATOR_HINT_RE = /,\s*(?:vol\.?\s*)?\d+[A-Za-z]?\s*(?:\([^)]*\))?\s*(?:,|:|$)|\bpp?\.\s*\d|^in\b|\d+\s*\(\d+\)/i;

/** Reads the title at the start of `rest` (quoted, or the leading sentence(s)) and returns what follows. */
function takeTitle(rest: string, ref: ParsedReference): string {
  const quoted = readLeadingQuote(rest);
  if (quoted) {
    ref.title = quoted.title;
    return quoted.after;
  }
  const sentences = splitSentences(rest);
  if (sentences.length === 0) return '';
  // Titles can hold full stops; the container is the part that carries the volume and pages.
  const locatorAt = sentences.findIndex((p, i) => i > 0 && LOCATOR_HINT_RE.test(p));
  const titleCount = locatorAt > 1 && !/^in\b/i.test(sentences[locatorAt] as string) ? locatorAt : 1;
  ref.title = joinTitleParts(sentences.slice(0, titleCount));
  return sentences.slice(titleCount).join('. ');
}

function readLeadingQuote(s: string): { title: string; after: string } | undefined {
  const open = s[0];
  if (open === undefined || !`'‘"“`.includes(open)) return undefined;
  const close = findClosingQuote(s, 0);
  if (close === -1) return undefined;
  return { title: cleanQuotedTitle(s.slice(1, close)), after: s.slice(close + 1).replace(/^[\s,.;:]+/, '') };
}

function cleanQuotedTitle(s: string): string {
  return s.trim().replace(/[,.;:]+$/, '').trim();
}

const CLOSERS: Record<string, string> = { '“': '”', '"': '"”', '‘': '’', "'": "'’" };
const LETTER_RE = /\p{L}/u;

/**
 * The quote that closes the one at `open`. Inner quotes are skipped: a closing mark counts when
 * punctuation precedes it (`,”` `.”`) or when punctuation or the end follows it; apostrophes
 * between letters never close.
 */
function findClosingQuote(s: string, open: number): number {
  const opener = s[open] as string;
  const closers = CLOSERS[opener] ?? opener;
  const single = opener === "'" || opener === '‘';
  let fallback = -1;
  for (let j = open + 1; j < s.length; j++) {
    const ch = s[j] as string;
    if (!closers.includes(ch)) continue;
    const prev = s[j - 1] ?? '';
    const next = s[j + 1];
    if (single && LETTER_RE.test(prev) && next !== undefined && LETTER_RE.test(next)) continue;
    fallback = j;
    if (/[,.?!]/.test(prev) && j > open + 2) return j;
    if (next === undefined || /[,.;:]/.test(next)) return j;
  }
  return fallback;
}

// ---------------------------------------------------------------------------------------------
// Quoted titles without a bracketed year: IEEE, Chicago notes-bibliography, MLA.
//   IEEE    "B. Seelig and J. W. Szostak, “Title,” Nature, vol. 448, no. 7155, pp. 828–831, 2007."
//   Chicago "Seelig, Burckhard, and Jack W. Szostak. 2007. “Title.” Nature 448 (7155): 828–31."

function readQuotedTitle(body: string, ref: ParsedReference, signals: Signals): boolean {
  const open = findOpeningQuote(body);
  if (open === -1) return false;
  const close = findClosingQuote(body, open);
  if (close === -1 || close - open < 3) return false;
  const after = body.slice(close + 1);
  if (/^\s*[-–—|]\s/.test(after)) return false; // "Heathrow "needs a third runway" - BBC News"
  let pre = body
    .slice(0, open)
    .trim()
    .replace(/[,:;\s]+$/, '');
  const preYear = /[.,]?\s*\(?((?:1[5-9]|20)\d{2})[a-z]?\)?\.?$/.exec(pre);
  if (preYear && preYear.index > 0) {
    ref.year = Number(preYear[1]);
    pre = pre.slice(0, preYear.index).trim();
  }
  const names = pre === '' ? undefined : parseNames(pre);
  if (names && names.style === 'organisation' && wordCount(pre) > 8) return false;
  ref.title = cleanQuotedTitle(body.slice(open + 1, close));
  if (names) setNames(ref, names);
  const rest = after.replace(/^[\s,.;:]+/, '');
  // IEEE writes initials first; Chicago and MLA invert the first author ("Seelig, Burckhard, and …").
  const ieee =
    names?.style === 'initials-first' ||
    (names?.style !== 'inverted' && !preYear && (/\b(?:vol|no|pp)\.\s|\[online\]/i.test(body) || signals.web || /^[^.]*,\s*(?:1[5-9]|20)\d{2}\b/.test(rest)));
  ref.format = ieee ? 'ieee' : 'chicago';
  applySource(parseSource(rest, { commasOnly: ieee }), ref, signals);
  return true;
}

function findOpeningQuote(s: string): number {
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (ch !== '“' && ch !== '"' && ch !== '‘') continue;
    const prev = s[i - 1];
    if (prev === undefined || prev === ' ' || prev === '(' || prev === ',') return i;
  }
  return -1;
}

// ---------------------------------------------------------------------------------------------
// Chicago author-date without quotes: "Smith, John, and Jane Doe. 2010. Title. City: Publisher."

const CHICAGO_DATE_RE = /^(.+?)\.\s+((?:1[5-9]|20)\d{2})[a-z]?\.\s+(.+)$/;

function readChicagoAuthorDate(body: string, ref: ParsedReference, signals: Signals): boolean {
  const m = CHICAGO_DATE_RE.exec(body);
  if (!m) return false;
  const names = parseNames(m[1] as string);
  if (names.style === 'none' || (names.style === 'organisation' && wordCount(m[1] as string) > 8)) return false;
  ref.format = 'chicago';
  setNames(ref, names);
  ref.year = Number(m[2]);
  applySource(parseSource(takeTitle(m[3] as string, ref)), ref, signals);
  return true;
}

// ---------------------------------------------------------------------------------------------
// "Title - Site" followed by a link (Perplexity sources, ChatGPT source lists).

function readSiteSeparated(body: string, ref: ParsedReference): boolean {
  if (ref.urls.length === 0 && !ref.doi && !ref.arxivId) return false;
  const parts = splitAtLastSeparator(body);
  if (!parts.title || !parts.site || wordCount(parts.site) > 8) return false;
  ref.format = 'perplexity';
  ref.title = parts.title;
  ref.siteName = parts.site;
  return true;
}

// ---------------------------------------------------------------------------------------------
// Anything else: "Names. Title. Source." when the first part reads as names, else a bare title.

function readSentences(body: string, ref: ParsedReference, signals: Signals): boolean {
  const sentences = splitSentences(body);
  if (sentences.length >= 3) {
    const names = parseNames(sentences[0] as string);
    // Only personal names: a capitalised first part ("Deep Learning. A review. …") is as likely a title as an organisation.
    if (isPersonStyle(names.style)) {
      setNames(ref, names);
      ref.title = sentences[1];
      applySource(parseSource(sentences.slice(2).join('. ')), ref, signals);
      if (ref.year === undefined) ref.year = findYear(sentences.slice(2).join(' '));
      return true;
    }
  }
  const book = readInitialsThenTitle(sentences[0] as string);
  if (book) {
    // IEEE book: "F. S. Fitzgerald, The Great Gatsby. New York, NY, USA: Scribner, 1925."
    ref.format = 'ieee';
    setNames(ref, book.names);
    ref.title = book.title;
    applySource(parseSource(sentences.slice(1).join('. ')), ref, signals);
    return true;
  }
  if (sentences.length >= 2 && ref.urls.length === 0) {
    ref.title = sentences[0];
    applySource(parseSource(sentences.slice(1).join('. ')), ref, signals);
    return true;
  }
  ref.title = body.replace(/\.$/, '');
  return true;
}

/** "A. Author and B. Author, Title" → the names and the title after them. */
function readInitialsThenTitle(sentence: string): { names: ParsedNames; title: string } | undefined {
  const parts = sentence.split(/,\s+/);
  let k = 0;
  while (k < parts.length - 1 && /^(?:and\s+)?(?:\p{Lu}\p{Ll}?\.\s?-?\s?)+\s*\p{Lu}/u.test(parts[k] as string)) k++;
  if (k === 0 || k === parts.length) return undefined;
  const names = parseNames(parts.slice(0, k).join(', '));
  if (names.style !== 'initials-first') return undefined;
  return { names, title: parts.slice(k).join(', ') };
}

function isPersonStyle(style: NameStyle): boolean {
  return style === 'inverted' || style === 'initials-first' || style === 'vancouver';
}

// ---------------------------------------------------------------------------------------------
// Shared helpers

function setNames(ref: ParsedReference, names: { authors: CslName[]; etAl: boolean }): void {
  ref.authors = names.authors;
  ref.etAl = names.etAl;
}

function applySource(source: SourceFields, ref: ParsedReference, signals: Signals): void {
  if (source.containerTitle) ref.containerTitle = source.containerTitle;
  if (source.volume) ref.volume = source.volume;
  if (source.issue) ref.issue = source.issue;
  if (source.pages) ref.pages ??= source.pages;
  if (source.publisher) ref.publisher = source.publisher;
  if (source.edition) ref.edition = source.edition;
  if (ref.year === undefined && source.year !== undefined) ref.year = source.year;
  if (source.issued && (ref.year === undefined || source.issued[0] === ref.year)) {
    ref.issued = source.issued;
    ref.year ??= source.issued[0];
  }
  if (source.preprint) signals.preprint = true;
  if (source.report) signals.report = true;
  if (source.thesis) signals.thesis = true;
  // "In …" is a chapter when editors are named, otherwise a paper in proceedings.
  if (source.inContainer && (source.edited || /\b(?:eds?|editors?)\b/i.test(ref.raw))) signals.chapter = true;
  else if (source.inContainer) signals.conference = true;
}

const FUNCTION_WORDS = new Set(['of', 'for', 'and', 'the', 'on', 'in', 'at', 'to', 'de', 'du', 'des', 'und', 'für', 'y']);

/** "Coronavirus disease 2019: Situation report." reads as a title; "National Institute for Health and Care Excellence (NICE)." as a name. */
function looksLikeTitle(s: string): boolean {
  if (/[:?!]/.test(s)) return true;
  const lowercaseContentWords = s.split(/\s+/).filter((w) => /^\p{Ll}/u.test(w) && !FUNCTION_WORDS.has(w.replace(/\W+$/, '')));
  return lowercaseContentWords.length >= 2;
}

function wordCount(s: string): number {
  const t = s.trim();
  return t === '' ? 0 : t.split(/\s+/).length;
}

// ---------------------------------------------------------------------------------------------
// Final touches and the CSL type guess

const CONFERENCE_RE = /\b(?:proceedings|proc\.|conference|conf\.|symposium|workshop|congress|meeting)\b/i;
const JOURNAL_NAME_RE =
  /\b(?:journal|j\.|review|reviews|proceedings|annals|letters|transactions|bulletin|quarterly|chemie|nature|science|cell|lancet|bmj|jama|plos|biology|chemistry|physics|medicine|biochemistry|genetics|genomics|neuroscience|biotechnology|pharmacology|immunology|ecology)\b/i;
const NEWS_RE =
  /\b(?:news|times|guardian|telegraph|observer|herald|tribune|gazette|independent|post|daily|chronicle|mirror|express|reuters|bloomberg|economist|spiegel|zeitung|heise|associated press|bbc|cnn|npr)\b/i;
const MAGAZINE_RE = /\bmagazin(?:e)?\b|\bwired\b|\bthe atlantic\b|\bnew yorker\b/i;
const REPORT_RE = /\b(?:report|working paper|white paper|briefing paper|policy brief|technical note|statistical bulletin)\b/i;
const THESIS_RE = /\bthesis\b|\bdissertation\b/i;
const TITLE_NOISE_RE = /\s*\[(?:internet|online|pdf|electronic resource|data set|dataset|blog post|video|podcast|press release)\]\s*$/i;

function finish(ref: ParsedReference, signals: Signals): void {
  if (ref.title !== undefined) {
    // A separator left dangling once the site's link was taken out ("Title - www.bbc.co.uk").
    let title = ref.title.trim().replace(/\s+[-–—|]$/u, '');
    const edition = /\s*\((\d+)(?:st|nd|rd|th)\.?\s+(?:ed|edn|edition)\.?\)\s*$/i.exec(title);
    if (edition) {
      ref.edition ??= edition[1];
      title = title.slice(0, edition.index);
    }
    if (/\((?:doctoral dissertation|master'?s thesis|ph\.?d\.? thesis)[^)]*\)\s*$/i.test(title)) {
      signals.thesis = true;
      title = title.replace(/\s*\([^)]*\)\s*$/, '');
    }
    const genre = /\s*\.?\s*\[([^\]]{2,40})\]\s*$/.exec(title);
    if (genre && THESIS_RE.test(genre[1] as string)) {
      signals.thesis = true;
      title = title.slice(0, genre.index);
    }
    title = unquote(title.replace(TITLE_NOISE_RE, ''));
    title = title.replace(/[\s,.;:]+$/, '').trim();
    if (title === '') delete ref.title;
    else ref.title = title;
  }
  if (ref.containerTitle !== undefined && /^(?:arxiv(?:\s+preprint)?|preprint)$/i.test(ref.containerTitle)) ref.containerTitle = 'arXiv';
  // A book's "container" without volume or pages is its publisher ("… (2nd ed.). Farrar, Straus and Giroux.").
  if ((ref.isbn || ref.edition) && ref.containerTitle && !ref.volume && !ref.issue && !ref.pages && !signals.chapter && !ref.publisher) {
    ref.publisher = ref.containerTitle;
    delete ref.containerTitle;
  }
  if (ref.containerTitle === undefined && ref.arxivId && ref.format !== 'ai-tool' && ref.format !== 'perplexity') ref.containerTitle = 'arXiv';
  if (ref.siteName && /^arxiv$/i.test(ref.siteName)) signals.preprint = true;
  if (ref.format === 'ai-tool' || ref.format === 'perplexity' || ref.format === 'url-only') signals.web = true;
  ref.type = guessType(ref, signals);
}

function unquote(s: string): string {
  const closers = CLOSERS[s[0] ?? ''];
  return closers !== undefined && s.length > 2 && closers.includes(s[s.length - 1] as string) ? s.slice(1, -1).trim() : s;
}

function guessType(ref: ParsedReference, signals: Signals): CslType {
  const container = ref.containerTitle ?? '';
  const site = ref.siteName ?? '';
  const venue = container || site;
  const journalSigns = container !== '' && container !== 'arXiv' && Boolean(ref.volume || ref.issue || ref.pages);
  // A preprint that names its published version (journal, volume, a non-arXiv DOI) is cited as the article.
  const published = journalSigns && ref.doi !== undefined && !ref.doi.startsWith('10.48550/');
  if ((ref.arxivId || (signals.preprint && !ref.doi)) && !published) return 'article';
  if (signals.thesis) return 'thesis';
  if (signals.chapter) return 'chapter';
  // "Proceedings of the National Academy of Sciences" has volumes and issues; conference proceedings do not.
  if (signals.conference || (CONFERENCE_RE.test(container) && !ref.volume && !ref.issue)) return 'paper-conference';
  if (ref.doi || ref.pmid || ref.pmcid || journalSigns) return 'article-journal';
  if (signals.report || REPORT_RE.test(ref.title ?? '')) return 'report';
  if (ref.isbn || ref.edition || (ref.publisher && container === '' && !signals.web && ref.urls.length === 0)) return 'book';
  const organisation = ref.authors.length === 1 ? (ref.authors[0]?.literal ?? '') : '';
  if (NEWS_RE.test(venue || organisation)) return 'article-newspaper';
  if (venue !== '' && MAGAZINE_RE.test(venue)) return 'article-magazine';
  if (venue !== '' && JOURNAL_NAME_RE.test(venue)) return 'article-journal';
  if (signals.web || ref.urls.length > 0 || ref.accessed) return 'webpage';
  if (container !== '') return 'article-journal';
  return 'document';
}

