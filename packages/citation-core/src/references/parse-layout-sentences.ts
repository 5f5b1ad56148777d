import type { ParsedReference } from '../types.ts';
import { findYear, MONTH_SOURCE, monthNumber, parseDateText } from './parse-dates.ts';
import type { NameStyle, ParsedNames } from './parse-names.ts';
import { givenFirstNames, hasOrganisationWord, parseNames } from './parse-names.ts';
import { isKnownGivenName } from './given-names.ts';
import type { Signals } from './parse-shared.ts';
import { applySource, setNames, wordCount } from './parse-shared.ts';
import { parseSource, readImprint, TECH_REPORT_LABEL_SOURCE } from './parse-source.ts';
import { namesSameBody } from './author-acronym.ts';
import { withLeadingNamesApart } from './split-leading-names.ts';
import { splitSentences } from './split-sentences.ts';
import { splitCommaTitle } from './comma-title.ts';
import { namesPublisher } from './publisher-names.ts';
import { isKnownSiteName } from './web-source.ts';

// ---------------------------------------------------------------------------------------------
// Commas throughout, as Italian and Polish lists write a book: "Rossi M., La transizione energetica,
// Il Mulino, Bologna 2019." The names are "Family I." (or "I. Family"), so a title's words are not
// taken for one; the imprint ends the entry.

const COMMA_NAME_RE = /^(?:\p{Lu}[\p{L}'’-]{1,30}(?:\s\p{Lu}[\p{L}'’-]{1,30}){0,2}\s(?:\p{Lu}\.\s?-?){1,3}|(?:\p{Lu}\.\s?-?){1,3}\s?\p{Lu}[\p{L}'’-]{1,30})$/u;

export function readCommaSeparated(body: string, ref: ParsedReference, signals: Signals): boolean {
  // A full stop after a word ends a sentence: that entry is another layout's (IEEE's "F. S. Fitzgerald, The Great Gatsby. New York, NY: …").
  if (body.length > 600 || /[\p{L}\d]{2}\.\s/u.test(body)) return false;
  const parts = body.replace(/\.$/, '').split(/,\s+/);
  let k = 0;
  while (k < parts.length && k < 12 && COMMA_NAME_RE.test(parts[k] as string)) k++;
  // Names, a title, and the imprint's two parts at least.
  if (k === 0 || parts.length - k < 3) return false;
  // "…, Milano, Bompiani, 1977": the place before the publisher when it is a city's; else "Il Mulino, Bologna 2019".
  const three = parts.length - k >= 4 ? readImprint(parts.slice(-3).join(', ')) : undefined;
  const imprintParts = three?.place !== undefined && three.year !== undefined ? 3 : 2;
  const imprint = imprintParts === 3 ? three : readImprint(parts.slice(-2).join(', '));
  if (imprint?.year === undefined) return false;
  const names = parseNames(parts.slice(0, k).join(', '));
  if (!isPersonStyle(names.style)) return false;
  setNames(ref, names);
  ref.title = parts.slice(k, -imprintParts).join(', ');
  applySource(
    {
      publisher: imprint.publisher,
      place: imprint.place,
      year: imprint.year,
      inContainer: false,
      edited: false,
      preprint: false,
      report: false,
      thesis: false,
    },
    ref,
    signals,
  );
  return true;
}

// ---------------------------------------------------------------------------------------------
// Anything else: "Names. Title. Source." when the first part reads as names, else a bare title.

export function readSentences(body: string, ref: ParsedReference, signals: Signals): boolean {
  const sentences = withLeadingNamesApart(splitSentences(body));
  if (sentences.length >= 3) {
    const names = leadingNames(sentences);
    if (names) {
      setNames(ref, names);
      // "Principles of Environmental Economics, 3 ed." (BibTeX's acm): the edition after the title.
      const edition = TITLE_EDITION_RE.exec(sentences[1] as string);
      ref.title = edition ? (sentences[1] as string).slice(0, edition.index) : sentences[1];
      if (edition) ref.edition = edition[1];
      applySource(parseSource(sentences.slice(2).join('. ')), ref, signals);
      if (ref.year === undefined) ref.year = findYear(sentences.slice(2).join(' '));
      return true;
    }
  }
  // BibTeX's plain styles print a work with no venue as "Oliver Green. How to reduce your carbon
  // footprint, March 2022.": the names, then the title with its date after a comma.
  const undated = namesThenDatedTitle(sentences);
  if (undated) {
    setNames(ref, undated.names);
    ref.title = undated.title;
    ref.year = undated.year;
    if (undated.month !== undefined) ref.issued = [undated.year, undated.month];
    return true;
  }
  if (sentences.length >= 3 && publishesItself(sentences)) {
    // "World Health Organization. Global tuberculosis report 2023. World Health Organization, 2023."
    // (MLA, as Google Scholar prints a report): the organisation is the author and the publisher.
    setNames(ref, { authors: [{ literal: sentences[0] as string }], etAl: false });
    ref.title = sentences.slice(1, -1).join('. ');
    // MLA's report: "WHO/CDS/TB/2020.22, World Health Organization, 2020.": its number before the publisher.
    let imprint = sentences[sentences.length - 1] as string;
    const number = REPORT_CODE_FIRST_RE.exec(imprint);
    if (number) {
      ref.number ??= number[1] as string;
      signals.report = true;
      imprint = imprint.slice(number[0].length);
    }
    applySource(parseSource(imprint), ref, signals);
    return true;
  }
  const book = readInitialsThenTitle(sentences[0] as string);
  if (book) {
    // IEEE book: "F. S. Fitzgerald, The Great Gatsby. New York, NY, USA: Scribner, 1925."
    ref.format = 'ieee';
    setNames(ref, book.names);
    // "The Big Book, 3rd ed. Hoboken, NJ, USA: Wiley, 2018": the edition's "ed." kept the imprint in the
    // same sentence as the title.
    const edition = IEEE_EDITION_RE.exec(book.title);
    // SIAM's (and abbrv-like comma styles') "R. Thompson, Title, Journal, 57 (2020), pp. 712–725." or
    // "…, Title, in Proceedings …", "…, Title, PhD thesis, University, 2017": commas alone end the title.
    const commas = edition || sentences.length > 1 ? undefined : (splitCommaTitle(book.title) ?? splitAtSourcePart(book.title));
    if (commas) {
      ref.title = commas.title;
      applySource(parseSource(commas.source), ref, signals);
      return true;
    }
    ref.title = edition ? book.title.slice(0, edition.index) : book.title;
    if (edition) ref.edition = edition[1];
    const imprint = edition ? [book.title.slice(edition.index + edition[0].length), ...sentences.slice(1)] : sentences.slice(1);
    applySource(parseSource(imprint.join('. ')), ref, signals);
    return true;
  }
  if (ref.urls.length > 0 && readPageOfBody(sentences, ref)) return true;
  if (sentences.length >= 2 && ref.urls.length === 0) {
    ref.title = sentences[0];
    applySource(parseSource(sentences.slice(1).join('. ')), ref, signals);
    return true;
  }
  ref.title = body.replace(/\.$/, '');
  return true;
}

/**
 * A linked page of a body's site, as AMA writes one with no date or author: "Diabetes Basics. Centers
 * for Disease Control and Prevention. <link>" (the page, then the site's body); or the body first, as
 * its author: "Food and Drug Administration. Guidance for Industry: …. May 2018. <link>".
 */
function readPageOfBody(sentences: string[], ref: ParsedReference): boolean {
  const isBody = (s: string | undefined) => s !== undefined && (hasOrganisationWord(s) || isKnownSiteName(s)) && !/\d/.test(s);
  if (sentences.length === 2 && isBody(sentences[1]) && !isBody(sentences[0])) {
    ref.title = sentences[0];
    ref.siteName = sentences[1];
    return true;
  }
  const date = sentences.length === 3 ? parseDateText(sentences[2] as string) : undefined;
  if (date && isBody(sentences[0]) && !isBody(sentences[1]) && wordCount(sentences[0] as string) <= 8) {
    setNames(ref, { authors: [{ literal: sentences[0] as string }], etAl: false });
    ref.title = sentences[1];
    ref.year = date[0];
    if (date.length > 1) ref.issued = date;
    return true;
  }
  return false;
}

/**
 * "Title, in Book, …", "Title, PhD thesis, University, 2017", "Title, Tech. Rep. X, Body, 2020",
 * "Title, Mar. 2022": the first comma part that opens a source (or is the date) ends the title.
 */
function splitAtSourcePart(text: string): { title: string; source: string } | undefined {
  const parts = text.replace(/\.$/, '').split(/,\s+/);
  const at = parts.findIndex((part, i) => i > 0 && (SOURCE_PART_RE.test(part) || DATE_PART_RE.test(part) || namesPublisher(part)));
  return at > 0 ? { title: parts.slice(0, at).join(', '), source: parts.slice(at).join(', ') } : undefined;
}

const SOURCE_PART_RE = new RegExp(
  String.raw`^(?:in\s+\p{Lu}|(?:PhD|Ph\.\s?D\.|Master['’]s|Bachelor['’]s)\s+(?:thesis|dissertation)$|${TECH_REPORT_LABEL_SOURCE})`,
  'u',
);
const DATE_PART_RE = new RegExp(`^(?:(?:${MONTH_SOURCE})\\.?\\s+)?(?:1[5-9]|20)\\d{2}$`, 'iu');

const TITLE_EDITION_RE = /,\s*(\d{1,2})(?:st|nd|rd|th)?\s+(?:ed|edn|edition)\.?$/i;
const IEEE_EDITION_RE = /,\s*(\d+)(?:st|nd|rd|th)\s+ed\.\s+(?=\p{Lu})/u;

/** "A. Author and B. Author, Title" → the names and the title after them. */
function readInitialsThenTitle(sentence: string): { names: ParsedNames; title: string } | undefined {
  const parts = sentence.split(/,\s+/);
  let k = 0;
  // "J. van der Berg and E. Smit": a particle may stand between the initials and the name.
  while (
    k < parts.length - 1 &&
    /^(?:and\s+)?(?:\p{Lu}\p{Ll}?\.(?:\s?-\s?|\s)?)+\s*(?:(?:van|von|der|den|de|del|della|da|di|du|la|le|ter|ten)\s+)*\p{Lu}/u.test(parts[k] as string)
  )
    k++;
  if (k === 0 || k === parts.length) return undefined;
  const names = parseNames(parts.slice(0, k).join(', '));
  if (names.style !== 'initials-first') return undefined;
  return { names, title: parts.slice(k).join(', ') };
}

/**
 * The names a "Names. Title. Source." entry opens with, if its first part reads as names. Only
 * personal names: a capitalised first part ("Deep Learning. A review. …") is as likely a title as
 * an organisation; bare surnames count only with "et al." ("Pride and Prejudice. Penguin. 2003.").
 */
function leadingNames(sentences: string[]): ParsedNames | undefined {
  const parsed = parseNames(sentences[0] as string);
  if (isPersonStyle(parsed.style) || (parsed.style === 'family-only' && parsed.etAl)) return parsed;
  return givenFirstAuthors(sentences[0] as string, parsed, sentences.slice(2).join('. '));
}

/**
 * Whether a text reads as "Names. Title. Source." or "Names. Title, Date." (BibTeX's and other
 * name-first styles), or as a body's work it publishes itself ("World Health Organization. Malaria
 * fact sheet. WHO (2023).", Nature's and ACS's web page).
 */
export function opensWithNames(body: string): boolean {
  const sentences = withLeadingNamesApart(splitSentences(body));
  if (sentences.length === 2) return namesThenDatedTitle(sentences) !== undefined;
  if (sentences.length >= 3 && publishesItself(sentences)) return true;
  const names = sentences.length >= 3 ? leadingNames(sentences) : undefined;
  return names !== undefined && names.style !== 'organisation';
}

/**
 * BibTeX's plain styles print a work with no venue as "Oliver Green. How to reduce your carbon
 * footprint, March 2022.": the names, then the title with its date after a comma. "M. Rossi and J.
 * Kim" (abbrv) and "Rossi, M., and Kim, J." (acm) are people's names as they stand, "Oliver Green"
 * by the given name, "World Health Organization" by a word only a body's name has.
 */
function namesThenDatedTitle(sentences: string[]): { names: ParsedNames; title: string; year: number; month?: number } | undefined {
  const undated = sentences.length === 2 ? TITLE_THEN_DATE_RE.exec(sentences[1] as string) : null;
  if (!undated) return undefined;
  const first = sentences[0] as string;
  const parsed = parseNames(first);
  const given = givenFirstNames(first);
  const people = parsed.style === 'initials-first' || parsed.style === 'inverted';
  const body = parsed.style === 'organisation' && hasOrganisationWord(first);
  const names = people || body ? parsed : given && knownGivenNames(given) ? given : undefined;
  if (!names) return undefined;
  const month = undated[2] ? monthNumber(undated[2]) : undefined;
  return { names, title: (undated[1] as string).trim(), year: Number(undated[3]), ...(month !== undefined ? { month } : {}) };
}

/**
 * Names written given name first with no date after them: BibTeX's standard styles (plainnat, abbrv:
 * most LaTeX papers' lists) "Ashish Vaswani, Noam Shazeer, and Niki Parmar. Title. In Booktitle, pages
 * 5998–6008, 2017." A title can read the same way ("Machine Learning and Deep Learning"), so the names
 * count when they are three or more, end in "et al.", carry an initial ("Diederik P. Kingma"), or the
 * source is written as only those styles write one.
 */
function givenFirstAuthors(first: string, parsed: ParsedNames, source: string): ParsedNames | undefined {
  const people = parsed.style === 'given-first' ? parsed : givenFirstNames(first);
  if (!people) {
    // "World Health Organization. Title. Technical Report …, World Health Organization, 2020.": a body.
    return parsed.style === 'organisation' && hasOrganisationWord(first) && BIBTEX_SOURCE_RE.test(source) ? parsed : undefined;
  }
  if (people.etAl || people.authors.length >= 3) return people;
  if (people.authors.some((a) => /(?:^|\s)\p{Lu}\.(?:\s|$)/u.test(a.given ?? ''))) return people;
  // "Alex Krizhevsky. Title. Master's thesis, …", "Emma Harris. Title. The Guardian, June 2023.":
  // told by the source's layout, or by the given names themselves.
  return BIBTEX_SOURCE_RE.test(source) || knownGivenNames(people) ? people : undefined;
}

/** Every author's given name is one the lists know, or of two or more authors one is and no other reads as a body's name. */
function knownGivenNames(names: ParsedNames): boolean {
  const known = names.authors.filter((a) => isKnownGivenName((a.given ?? '').split(' ')[0] ?? ''));
  return known.length === names.authors.length || (names.authors.length >= 2 && known.length >= 1);
}

/** "How to reduce your carbon footprint, March 2022": a title, then its month and year. */
const TITLE_THEN_DATE_RE = new RegExp(`^(.{2,300}?),\\s+(?:(${MONTH_SOURCE})\\.?\\s+)?((?:1[5-9]|20)\\d{2})$`, 'iu');

/**
 * The source as BibTeX's standard styles write it: "In Booktitle, …", "…, pages 1–9, 2017", "volume
 * 30", "Journal, 33(4):1877–1901, 2020", "PhD thesis, University, 2009", "Technical Report TR-1,
 * Institution, 2020", "arXiv preprint arXiv:1810.04805, 2018".
 */
const BIBTEX_SOURCE_RE = new RegExp(
  String.raw`^In\s\p{Lu}|,\s(?:pages|volume)\s\d|,\s\d+(?:\(\w+\))?:\d+(?:[–-]\d+)?,\s(?:1[5-9]|20)\d{2}\.?$|^(?:PhD|Master['’]s|Bachelor['’]s)\sthesis,\s|^${TECH_REPORT_LABEL_SOURCE}|^arXiv\spreprint\b`,
  'u',
);

function isPersonStyle(style: NameStyle): boolean {
  return style === 'inverted' || style === 'initials-first' || style === 'vancouver';
}

/** The first sentence names an organisation that the last publishes under, by name or acronym: "World Health Organization. Title. WHO, 2023." */
function publishesItself(sentences: string[]): boolean {
  const first = (sentences[0] as string).trim();
  const last = (sentences[sentences.length - 1] as string).trim();
  const publisher = /^(.+?)(?:,\s*(?:1[5-9]|20)\d{2}[a-z]?|\s*\((?:1[5-9]|20)\d{2}[a-z]?\))?$/.exec(last.replace(REPORT_CODE_FIRST_RE, ''))?.[1];
  return publisher !== undefined && namesSameBody(first, publisher) && parseNames(first).style === 'organisation';
}

/** A report's code opening the imprint: one word with a digit and a slash or hyphen ("WHO/CDS/TB/2020.22, "). */
const REPORT_CODE_FIRST_RE = /^((?=\S*\d)(?=\S*[/-])[\p{L}\d][\w./-]*),\s+(?=\p{Lu})/u;
