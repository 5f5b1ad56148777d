// What the layout readers share: the signals they note for the type guess, the title at the start
// of the rest, quoted titles, names and source fields written into the reference.
import type { CslName, ParsedReference } from '../types.ts';
import { NOT_AFTER_NAME_ABBREVIATION, OTHERS_ABBREVIATION_SOURCE } from './name-abbreviations.ts';
import { readEditorNames } from './parse-editors.ts';
import type { SourceFields } from './parse-source.ts';
import { isAbbreviatedJournalPart, splitSentences } from './split-sentences.ts';

/** What the layout readers noticed beyond the fields themselves; used to guess the CSL type. */
export interface Signals {
  web: boolean;
  preprint: boolean;
  chapter: boolean;
  conference: boolean;
  report: boolean;
  thesis: boolean;
  /** A book read as one by its address ("https://www.ncbi.nlm.nih.gov/books/NBK12345/"), whatever its publisher's name says. */
  book?: boolean;
  /** A newspaper's article by the entry's own mark (GB/T's "[N]"), whatever the paper's name says. */
  newspaper?: boolean;
  /** A blog's post by the entry's own words ("Blog post."). */
  blog?: boolean;
}

/**
 * Where names written before the title end: the first full stop that is not an initial's, so
 * "Ivanov I. I. Title" (GOST's and Polish lists' dotted initials after the family name) and "Smith J. Title" both split;
 * nor one that ends a name's abbreviation, so "U.S. Department of Energy. Title" keeps its name whole; nor an initial
 * before "et al." ("Hughes I. et al. Title").
 */
export const NAMES_STOP_RE = new RegExp(
  String.raw`${NOT_AFTER_NAME_ABBREVIATION}\.\s(?!\p{Lu}\.|et\s+al\b|${OTHERS_ABBREVIATION_SOURCE}\.|(?<=[\s,][uem]\.\s)(?:a|fl)\.)`,
  'u',
);

const LOCATOR_HINT_RE = /,\s*(?:vol\.?\s*)?\d+[A-Za-z]?\s*(?:\([^)]*\))?\s*(?:,|:|$)|\bpp?\.\s*\d|^in\b|\d+\s*\(\d+\)|\s\d+\s*:\s*\d+(?:\s*[–-]\s*\d+)?$/i;

/** Reads the title at the start of `rest` (quoted, or the leading sentence(s)) and returns what follows. */
export function takeTitle(rest: string, ref: ParsedReference): string {
  const quoted = readLeadingQuote(rest);
  if (quoted) {
    ref.title = quoted.title;
    return quoted.after;
  }
  const sentences = splitSentences(rest);
  if (sentences.length === 0) return '';
  // "… in H2O at 37 °C. Nature Chemistry, 7, 100–110.": a stop after what reads as an initial ("C.",
  // "approx.") ended the title all the same when a journal's name, volume and pages follow it.
  const tail = sentences.length === 1 ? JOURNAL_AFTER_STOP_RE.exec(rest.replace(/\.\s*$/, '')) : null;
  if (tail) {
    ref.title = (tail[1] as string).trim();
    return tail[2] as string;
  }
  // Titles can hold full stops; the container is the part that carries the volume and pages.
  const locatorAt = sentences.findIndex((p, i) => i > 0 && LOCATOR_HINT_RE.test(p));
  // "Fairness in ranking. ACM Comput. Surv. 54, 3, …": the parts before the locators are a journal's
  // abbreviated words, not more of the title.
  const abbreviatedJournal = locatorAt > 1 && sentences.slice(1, locatorAt).every((part) => isAbbreviatedJournalPart(part));
  // A part that opens with the volume ("54, 3, Article 45 (April 2021)") follows its journal's name,
  // which is the part before it, abbreviated with full stops of its own ("ACM Comput. Surv").
  const volumeFirst = locatorAt > 1 && /^\d/.test(sentences[locatorAt] as string);
  const titleCount = locatorAt > 1 && !abbreviatedJournal && !/^in\b/i.test(sentences[locatorAt] as string) ? (volumeFirst ? locatorAt - 1 : locatorAt) : 1;
  const title = joinTitleParts(sentences.slice(0, titleCount));
  // The journal and its volume are one part again ("ACM Comput. Surv. 54, 3, …").
  const after =
    volumeFirst && titleCount === locatorAt - 1
      ? [`${sentences[titleCount]}. ${sentences[locatorAt]}`, ...sentences.slice(locatorAt + 1)].join('. ')
      : sentences.slice(titleCount).join('. ');
  // Elsevier Harvard's chapter: "Title, in: Lopez, M. (Eds.), Book. Publisher": the book begins at ", in:".
  const inBook = ELSEVIER_IN_RE.exec(title);
  if (inBook && inBook.index > 0) {
    ref.title = title.slice(0, inBook.index);
    return [`in: ${title.slice(inBook.index + inBook[0].length)}`, after].filter((p) => p !== '').join('. ');
  }
  ref.title = title;
  return after;
}

const ELSEVIER_IN_RE = /,\s+in:\s+/;
/** The last stop before "Journal Name, 7(2), 100–110" that closes the entry: the title before it, the source after. */
const JOURNAL_AFTER_STOP_RE = /^(.*\S)\.\s+(\p{Lu}[^.,]{2,120},\s*\d{1,5}(?:\s*\([\w–-]+\))?,\s*[A-Za-z]?\d+(?:\s*[–-]\s*[A-Za-z]?\d+)?)$/u;

function readLeadingQuote(s: string): { title: string; after: string } | undefined {
  const open = s[0];
  if (open === undefined || !`'‘"“«„`.includes(open)) return undefined;
  const close = findClosingQuote(s, 0);
  if (close === -1) return undefined;
  return { title: cleanQuotedTitle(s.slice(1, close)), after: s.slice(close + 1).replace(/^[\s,.;:]+/, '') };
}

export function cleanQuotedTitle(s: string): string {
  return s
    .trim()
    .replace(/[,.;:]+$/, '')
    .trim();
}

/** Each opening quote and the marks that close it: English, French and Italian guillemets, German „…“. */
export const CLOSERS: Record<string, string> = { '“': '”', '"': '"”', '‘': '’', "'": "'’", '«': '»', '„': '“”' };
const LETTER_RE = /\p{L}/u;

/**
 * The quote that closes the one at `open`. Inner quotes are skipped: a closing mark counts when
 * punctuation precedes it (`,”` `.”`) or when punctuation or the end follows it; apostrophes
 * between letters never close.
 */
export function findClosingQuote(s: string, open: number): number {
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

export function setNames(ref: ParsedReference, names: { authors: CslName[]; etAl: boolean }): void {
  ref.authors = names.authors;
  ref.etAl = names.etAl;
}

export function applySource(written: SourceFields, ref: ParsedReference, signals: Signals): void {
  const source = written.presented ? eventOf(written) : written;
  if (source.containerTitle) ref.containerTitle = source.containerTitle;
  if (source.volume) ref.volume = source.volume;
  if (source.issue) ref.issue = source.issue;
  if (source.pages) ref.pages ??= source.pages;
  if (source.publisher) ref.publisher = source.publisher;
  if (source.place && source.publisher) ref.place = source.place;
  if (source.edition) ref.edition = source.edition;
  if (source.number) ref.number ??= source.number;
  if (ref.year === undefined && source.year !== undefined) ref.year = source.year;
  if (source.issued && (ref.year === undefined || source.issued[0] === ref.year)) {
    ref.issued = source.issued;
    ref.year ??= source.issued[0];
  }
  if (source.monthDay && ref.year !== undefined && !ref.issued) ref.issued = [ref.year, ...source.monthDay];
  // "In A. Editor & B. Editor (Eds.), Book": the book's editors are the chapter's CSL editors.
  if (source.editors && !ref.editors) {
    const editors = readEditorNames(source.editors);
    if (editors.length > 0) ref.editors = editors;
  }
  if (source.preprint) signals.preprint = true;
  if (source.report) signals.report = true;
  if (source.thesis) signals.thesis = true;
  if (source.presented) signals.conference = true;
  // "In …" is a chapter when editors are named, otherwise a paper in proceedings.
  if (source.inContainer && (source.edited || /\b(?:eds?|editors?)\b/i.test(ref.raw))) signals.chapter = true;
  else if (source.inContainer && inSite(source, ref)) signals.web = true;
  // German lists put "In:" before a journal too: "In: Bundesgesundheitsblatt 64 (5), S. 543–551" (a volume and its issue).
  else if (source.inContainer && !(ref.volume !== undefined && ref.issue !== undefined)) signals.conference = true;
}

/**
 * Springer's web page: "Green O (2022) Title. In: Energy Saving Trust. <link>. Accessed 10 May 2023". "In" a
 * name with no event in it, no pages, publisher or volume, and an access date: a page of that site.
 */
/**
 * "In: Our World in Data. https://…" (Springer's blog post or web page): a site, when the entry was
 * read on the web (accessed, or linked to a page rather than a DOI) and nothing of a book or event is named.
 */
function inSite(source: SourceFields, ref: ParsedReference): boolean {
  return (
    (ref.accessed !== undefined || ref.doi === undefined) &&
    ref.urls.length > 0 &&
    !source.pages &&
    !source.publisher &&
    !source.volume &&
    !/\b(?:proceedings|proc\.|conference|conf\.|symposium|workshop|congress|meeting)\b/i.test(source.containerTitle ?? '')
  );
}

// English, and the words joining other languages' organisation names ("Rijksinstituut voor Volksgezondheid
// en Milieu", "Istituto Superiore della Sanità", "Ministério da Saúde").
const FUNCTION_WORDS = new Set([
  'of',
  'for',
  'and',
  'the',
  'on',
  'in',
  'at',
  'to',
  'de',
  'du',
  'des',
  'und',
  'für',
  'y',
  'voor',
  'en',
  'van',
  'het',
  'della',
  'di',
  'e',
  'da',
  'do',
  'dos',
  'das',
  'la',
  'le',
  'et',
]);

/** "Coronavirus disease 2019: Situation report." reads as a title; "National Institute for Health and Care Excellence (NICE)." as a name. */
export function looksLikeTitle(s: string): boolean {
  if (/[:?!]/.test(s)) return true;
  const lowercaseContentWords = s.split(/\s+/).filter((w) => /^\p{Ll}/u.test(w) && !FUNCTION_WORDS.has(w.replace(/\W+$/, '')));
  return lowercaseContentWords.length >= 2;
}

export function wordCount(s: string): number {
  const t = s.trim();
  return t === '' ? 0 : t.split(/\s+/).length;
}

export function joinTitleParts(parts: string[]): string {
  return parts.map((p, i) => (i < parts.length - 1 && !/[?!]$/.test(p) ? `${p}.` : p)).join(' ');
}

/**
 * The event a paper was presented at is its container, with its place and dates after it taken off:
 * "Annual Meeting of the American Sociological Association, New York" (read as a publisher and its
 * place), "IEEE Int. Conf. Commun. (ICC), Montreal, QC, Canada, Jun. 14–23".
 */
function eventOf(source: SourceFields): SourceFields {
  const out = { ...source };
  if (out.containerTitle === undefined && out.publisher !== undefined) {
    out.containerTitle = out.publisher;
    delete out.publisher;
    delete out.place;
  }
  const parts = (out.containerTitle ?? '').split(/,\s+/);
  if (parts.length > 1 && parts.slice(1).every((part) => /^[\p{Lu}\d][^,]*$/u.test(part) && !/\p{Ll}{3,}\s\p{Ll}{3,}/u.test(part)))
    out.containerTitle = parts[0];
  return out;
}
