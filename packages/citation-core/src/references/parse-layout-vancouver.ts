import { readNature } from './parse-layout-nature.ts';
import type { ParsedReference } from '../types.ts';
import { MONTH_ABBREVIATION_SOURCE, MONTH_SOURCE, monthNumber } from './parse-dates.ts';
import { CONFERENCE_ACRONYM_RE, JOURNAL_NAME_RE } from './parse-finish.ts';
import { readEditorNames } from './parse-editors.ts';
import { givenFirstNames, hasOrganisationWord, parseNames } from './parse-names.ts';
import type { Signals } from './parse-shared.ts';
import { applySource, joinTitleParts, looksLikeTitle, NAMES_STOP_RE, setNames, wordCount } from './parse-shared.ts';
import { readCommaJournalTail } from './comma-journal-tail.ts';
import type { Imprint } from './parse-source.ts';
import { normalizePages, readImprint } from './parse-source.ts';
import { ISSUE_LOCATORS_END_RE, stripOnlineFirst } from './parse-online-first.ts';
import { lastPartStop, NOT_AFTER_NAME_ABBREVIATION } from './name-abbreviations.ts';
import { isAbbreviatedJournalPart } from './split-sentences.ts';
import { continuesGivenFirst } from './split-leading-names.ts';

// ---------------------------------------------------------------------------------------------
// Vancouver: "Seelig B, Szostak JW. Title. Nature. 2007;448(7155):828-31."
//            "Office for National Statistics. Title [Internet]. Publisher; 2012."

/** A book on NCBI Bookshelf, where NLM's Vancouver books and chapters on the internet are. */
const NCBI_BOOKSHELF_RE = /^https?:\/\/(?:www\.)?ncbi\.nlm\.nih\.gov\/books\/NBK\d+/i;
/** Nature's "Journal 521, 436–444 (2015)." at the end of an entry. */
/** "2024 Jan-" closing a date (NCBI Bookshelf's books updated in place): the range's start. */
const OPEN_DATE_RANGE_RE = /((?:1[5-9]|20)\d{2}(?:\s+[A-Z][a-z]{2})?)-(?=\.|$)/g;
/**
 * NCBI's notes of when a book changed and was read: "[Updated 2023 Aug 8]." after a title, "[updated
 * 2023 Aug 8; cited 2024 Mar 1]" or "[cited 2024 Mar 1]" after the date. The date read is the accessed
 * date, taken from the whole entry; the note's ";" would otherwise be read as the imprint's. The access
 * clauses are cut out before (stripLocators), so "[updated 2023 Aug 8; cited …]" arrives unclosed.
 */
const DATE_NOTE_RE = /(\.)?\s*\[(?:updated|cited|accessed|revised|modified)\s[^\]]{4,80}?(?:\]|;?\s*(?=\.\s|\.?$))(\.)?/gi;
const NATURE_TAIL_RE = /\s\d{1,5},\s+[A-Za-z]{0,4}\d+(?:\s*[–-]\s*[A-Za-z]{0,4}\d+)?\s*\((?:1[5-9]|20)\d{2}\)\.?$/;
// A season, a span of months or of days ("2017 Sep-Oct", "2017 Winter", "2017 Jan 5-12", "2017
// Dec-2018 Jan") dates the issue by where it starts.
const VANCOUVER_DATE = `((?:1[5-9]|20)\\d{2})(?:\\s+(${MONTH_SOURCE}|Spring|Summer|Fall|Autumn|Winter)(?:\\s?[-/–]\\s?(?:(?:1[5-9]|20)\\d{2}\\s+)?(?:${MONTH_SOURCE}|Spring|Summer|Fall|Autumn|Winter)\\b)?(?:\\s+(\\d{1,2})(?:\\s?[-–]\\s?\\d{1,2})?)?)?`;
const VANCOUVER_JOURNAL_RE = new RegExp(`${VANCOUVER_DATE}(?:\\s*\\[[^\\]]*\\])?\\s*;\\s*([^;]*?)\\s*$`, 'i');
const VANCOUVER_PUBLISHER_TAIL_RE = new RegExp(`^\\s*${VANCOUVER_DATE}(?:\\s*\\[[^\\]]*\\])?\\s*$`, 'i');
// Not after an abbreviated month: "Malaria fact sheet, Dec. 2023" is one date (BibTeX's abbrv), no part of its own.
const VANCOUVER_YEAR_RE = new RegExp(`(?:^|(?<!\\b${MONTH_ABBREVIATION_SOURCE})\\.\\s*)${VANCOUVER_DATE}\\s*$`, 'i');
const YEAR_THEN_PAGES_RE = new RegExp(`(\\.\\s*${VANCOUVER_DATE})\\s*:\\s*([A-Za-z]?\\d+(?:\\s*[-–]\\s*[A-Za-z]?\\d+)?)$`, 'i');
/** "Oxford University Press; 2018:145-168" (AMA's chapter or proceedings paper): the book's publisher and year, then the part's pages. */
const IMPRINT_YEAR_PAGES_RE = /;\s*((?:1[5-9]|20)\d{2})\s*:\s*([A-Za-z]?\d+(?:\s*[-–]\s*[A-Za-z]?\d+)?)$/;
/** "PhD thesis." or "Master's thesis." standing as a part of its own (AMA): the work's kind, no part of its title. */
const THESIS_PART_RE = /^(?:(?:ph\.?\s?d\.?|doctoral|master'?s?|msc|ma|bachelor'?s?)\s+)?(?:thesis|dissertation)$/i;
const WEB_PART_RE = new RegExp(`^([^.]{2,120})\\.\\s+${VANCOUVER_DATE}\\.\\s+([^.]{2,300})$`, 'i');
const REPORT_NUMBER_END_RE = /\.\s*Report\s+No\.?:?\s*([^\s;]+?)\.?$/i;
const VANCOUVER_LOCATOR_RE = /^([^(:]*?)\s*(?:\(([^)]*)\))?\s*(?::\s*(\S+))?$/;
// Google Scholar's Vancouver for a paper in proceedings: "Title. In Proceedings of … 2016 Jun (pp.
// 770-778). Cham: Springer." The date and the pages follow the proceedings' name, with no semicolon.
const PROCEEDINGS_TAIL_RE = new RegExp(
  `(?:^|\\.\\s+)In:?\\s+(.+?)\\s+${VANCOUVER_DATE}\\s*\\((?:pp?\\.\\s*)?([A-Za-z]?\\d+(?:\\s*[-–]\\s*[A-Za-z]?\\d+)?)\\)(?:\\.\\s*(.*))?$`,
  'i',
);

export function readVancouver(body: string, ref: ParsedReference, signals: Signals): boolean {
  const stop = body.search(NAMES_STOP_RE);
  if (stop <= 0) return false;
  const authorPart = body.slice(0, stop);
  // "J. Smith and A. Doe, "Title," …" (IEEE): an initial is not a Vancouver author list.
  if (/^\p{Lu}(?:\.?-\p{Lu})?$/u.test(authorPart.trim())) return false;
  // "Smith J, Doe A (2020) Title. J Things 12(3):45–67" (Springer's author-date, Vancouver's names): the
  // year in brackets after the names puts the first full stop after the title.
  if (/^[^.()]{2,400}?\s\((?:1[5-9]|20)\d{2}[a-z]?\)[\s,]/.test(authorPart)) return false;
  // The same after "et al." or an initial, whose full stop ended the names: "Smith JA, Jones KB, et al.
  // (2019) Title.", Italian "Bourdieu P. (1979), La distinction, Paris, Minuit."
  if (/^\s*\((?:1[5-9]|20)\d{2}[a-z]?\)[\s,]/.test(body.slice(stop + 1))) return false;
  const names = parseNames(authorPart);
  const onlineFirst = stripOnlineFirst(body.slice(stop + 1).trim());
  if (onlineFirst.language) ref.language ??= onlineFirst.language;
  // "JAMA Intern Med. Published online March 3, 2024": the online date stands as the issue's year would,
  // unless the issue's own date and locators are there ("2018;126(7):100-110. Published 2018 Jul 5.").
  const issueDated = ISSUE_LOCATORS_END_RE.test(onlineFirst.rest);
  let rest = onlineFirst.date && !issueDated ? `${onlineFirst.rest}. ${onlineFirst.date[0]}` : onlineFirst.rest.replace(/\.$/, '');
  // "Big data. - Nature, 2020": a dash after a part's full stop (GOST's zone mark, or a stray one) only
  // separates; left in, it began the journal's name.
  rest = rest.replace(PART_DASH_RE, '. ');
  // Frontiers' "Front Psychol. (2021) 12:654321.": the year in brackets before the volume, read as
  // Vancouver's "2021;12:654321".
  rest = rest.replace(/\.\s\(((?:1[5-9]|20)\d{2})\)\s(?=\d+[A-Za-z]?(?:\([^)]+\))?:)/, '. $1;');
  // "Title. CVPR 2023.", "Title. NeurIPS 2023.": a conference named by its acronym and year, read as
  // Vancouver's "In: CVPR; 2023", a paper in its proceedings.
  // "SIGGRAPH 2024 Conference Papers" names its proceedings whole.
  const venue = /\.\s+([A-Za-z][\w-]{1,14}(?:\s+(?:Workshops?|Findings))?)\s+((?:19|20)\d{2})(\s+(?:Conference\s+Papers|Proceedings|Workshops?))?\.?$/.exec(
    rest,
  );
  if (venue && CONFERENCE_ACRONYM_RE.test(venue[1] as string)) {
    const proceedings = venue[3] ? `${venue[1] as string} ${venue[2] as string}${venue[3]}` : (venue[1] as string);
    rest = `${rest.slice(0, venue.index)}. In: ${proceedings}; ${venue[2] as string}`;
    ref.year = Number(venue[2]);
  }
  // NLM's report: "Geneva: WHO; 2020. Report No.: WHO/CDS/TB/2020.22." The number closes the entry, after the imprint.
  const reportNumber = REPORT_NUMBER_END_RE.exec(rest);
  if (reportNumber) {
    ref.number ??= reportNumber[1] as string;
    signals.report = true;
    rest = rest.slice(0, reportNumber.index);
  }
  const pagesAtEnd = /\.\s*pp?\.\s*([\w–-]+)\s*$/.exec(rest);
  // NCBI's books updated in place ("StatPearls Publishing; 2024 Jan-.", "[Updated 2023 Aug 8].") date
  // themselves by an open range and an update note: the range's start is the date, the note no title.
  // A note that was a part of its own leaves its full stop, so the parts around it stay apart.
  const cited = ref.accessed !== undefined || /\[cited\s/i.test(rest);
  rest = rest
    .replace(DATE_NOTE_RE, (_note, before?: string, after?: string) => before ?? after ?? '')
    .replace(/\.$/, '')
    .replace(OPEN_DATE_RANGE_RE, '$1');
  if (pagesAtEnd) rest = rest.slice(0, pagesAtEnd.index);
  // A book's page count, "250 p." (GOST, Scopus) or "250 с.", is no locator: the whole book's number of pages.
  else {
    const extent = /\.\s*(\d{1,5})\s?(?:p|pp|pages|с|стр|S|s)\.?$/u.exec(rest);
    if (extent) {
      ref.numberOfPages = extent[1] as string;
      rest = rest.slice(0, extent.index);
    }
  }

  // "Proc IEEE Conf Comput Vis Pattern Recognit. 2016:770-8.": a journal (or proceedings indexed as
  // one) with no volume puts the pages right after the year; read as "2016;:770-8".
  rest = rest.replace(YEAR_THEN_PAGES_RE, '$1;:$5');
  const imprintPages = pagesAtEnd ? null : imprintYearPages(rest);
  if (imprintPages) rest = `${rest.slice(0, imprintPages.index)}; ${imprintPages[1] as string}`;
  const journal = VANCOUVER_JOURNAL_RE.exec(rest);
  // "Title. In: Proceedings of …; 2016": the part before the year is the proceedings, not a publisher.
  const publisher = journal ? null : notInContainer(matchVancouverPublisher(rest));
  const yearOnly = journal || publisher ? null : VANCOUVER_YEAR_RE.exec(rest);
  // "… Title. Routledge, London 2019", "… Title. Moscow: Nauka, 2018": a book's imprint as other styles write it.
  const imprint = journal || publisher || yearOnly ? undefined : lastSentenceImprint(rest);
  // "Title. Voprosy Ekonomiki, 2020, vol. 12, no. 3, pp. 45–67" (Scopus), "Title. Nature, 2020".
  const commaTail = journal || publisher || yearOnly || imprint ? undefined : readCommaJournalTail(rest);
  const organisationOk =
    names.style === 'organisation' &&
    wordCount(authorPart) <= 8 &&
    // "Jacob Devlin and Kristina Toutanova. Title. arXiv. 2018." (plainnat): people named given name first, no body.
    (givenFirstNames(authorPart)?.authors.length ?? 0) < 2 &&
    // "Organisation mondiale de la santé. Titre [Internet]. Genève : OMS ; 2023": a name in lower case
    // reads like a title, but a title standing between it and the imprint says it is the author.
    (!looksLikeTitle(authorPart) || (publisher !== null && /\p{L}/u.test(rest.slice(0, publisher.index)))) &&
    (journal !== null ||
      publisher !== null ||
      // "Title. Publisher. 2012", or one word named first ("WHO. Malaria fact sheet. 2023.", "OpenAI. GPT-4 Technical Report. 2023."),
      // or a body's name ("U.K. Health Security Agency. Title. 2023.").
      (yearOnly !== null &&
        (/\.\s/.test(rest.slice(0, yearOnly.index)) || ((/^\p{Lu}[\p{L}\d&-]+$/u.test(authorPart) || hasOrganisationWord(authorPart)) && yearOnly.index > 0))));
  // "Van der Berg, J. Title. Amsterdam: Boom; 2022.": names written "Family, I." before a tail only Vancouver writes.
  const invertedOk = names.style === 'inverted' && (journal !== null || publisher !== null) && /^[^,]+,\s?\p{Lu}/u.test(authorPart);
  // "山田太郎, 佐藤花子. 題名. 医療経済研究. 2019;31(2):45-60.": names in Chinese or Japanese script before a Vancouver journal.
  const cjkOk = names.style === 'cjk' && journal !== null;
  if (names.style !== 'vancouver' && !organisationOk && !invertedOk && !cjkOk) return false;
  // "Diederik P. Kingma and Jimmy Ba. Adam: … In ICLR, 2015.": the first stop was a middle initial's,
  // the names go on given name first (BibTeX's plainnat), and no Vancouver date or imprint follows.
  if (!journal && !publisher && continuesGivenFirst(authorPart, rest)) return false;
  // "Peter H. Wilson, Europe's Tragedy (London: …, 2009), 746." (Chicago's note): the stop was the
  // middle initial's, the surname and a comma follow; no Vancouver title starts with "Word, ".
  // A Vancouver imprint or journal at the end ("Thinking, Fast and Slow. New York: Farrar, Straus and Giroux; 2011.") says Vancouver.
  if (!journal && !publisher && /^\p{Lu}\p{Ll}+(?:\s\p{Lu}\.)*\s\p{Lu}$/u.test(authorPart.trim()) && /^\p{Lu}[\p{L}'’-]+,\s/u.test(rest)) return false;
  // 'Reuters. "Oil prices rise." Reuters, 3 Mar. 2024, …': Vancouver never quotes a title; MLA and
  // Chicago do, after a name written like a Vancouver one (readQuotedTitle).
  if (/^["“‘]/.test(rest)) return false;
  // "Deep learning. Nature 521, 436–444 (2015).": Nature's locators after Vancouver's names are Nature's layout.
  if (NATURE_TAIL_RE.test(rest) && readNature(body, ref, signals)) return true;
  // "Smith J. 2020. Title. Journal 12:1–10." (CSE name-year): the year after the names is Chicago's layout.
  if (/^(?:1[5-9]|20)\d{2}[a-z]?\.\s/.test(rest)) return false;
  // "Smith J., Doe A. (2020): Title. – Journal 12: 1–10": the year in brackets after the names is an
  // author-date layout (readParenthesisedYear), not a Vancouver entry that lost its date.
  if (!journal && !publisher && !yearOnly && /^[^.()]{0,80}?(?:\.\s*)?\((?:1[5-9]|20)\d{2}[a-z]?\)\s*[:.]/.test(rest)) return false;

  ref.format = 'vancouver';
  setNames(ref, names);
  // The Vancouver style's web page: "Green O. Energy Saving Trust. 2022 [cited 2023 May 10]. Title. Available from: …":
  // the site and its date before the page's title.
  const webPart = cited && !journal && !publisher ? WEB_PART_RE.exec(rest) : null;
  if (webPart) {
    ref.siteName = (webPart[1] as string).trim();
    setVancouverDate(ref, webPart[2], webPart[3], webPart[4]);
    ref.title = (webPart[5] as string).trim();
    signals.web = true;
    return true;
  }
  const proceedings = journal || publisher ? null : PROCEEDINGS_TAIL_RE.exec(rest);
  if (proceedings && proceedings.index > 0) {
    readProceedings(proceedings, rest, ref, signals);
    return true;
  }
  if (pagesAtEnd) ref.pages = normalizePages(pagesAtEnd[1] as string);
  else if (imprintPages) ref.pages = normalizePages(imprintPages[2] as string);
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
    if (place) ref.place = (place[1] as string).trim();
    before = rest.slice(0, publisher.index);
  } else if (yearOnly) {
    setVancouverDate(ref, yearOnly[1], yearOnly[2], yearOnly[3]);
    before = rest.slice(0, yearOnly.index);
  } else if (imprint) {
    ref.publisher = imprint.publisher;
    ref.place = imprint.place;
    if (imprint.year !== undefined) ref.year = imprint.year;
    before = rest.slice(0, imprint.index);
  } else if (commaTail) {
    applySource(commaTail, ref, signals);
    before = rest.slice(0, commaTail.index);
  }
  if (onlineFirst.date && ref.year === onlineFirst.date[0]) ref.issued = onlineFirst.date;
  const sentences = splitVancouverSentences(before.trim().replace(/\.$/, ''));
  if (commaTail) ref.title = joinTitleParts(sentences);
  else readVancouverSentences(sentences, ref, signals, dateMatch !== null && publisher === null);
  // NCBI Bookshelf's "Title [Internet]. Bethesda (MD): National Library of Medicine (US); 2020 [cited …].
  // Available from: https://www.ncbi.nlm.nih.gov/books/NBK12345/": a book (or a chapter in one) published
  // by that body, not a page of a site named after it.
  if (publisher && ref.publisher && ref.urls.some((url) => NCBI_BOOKSHELF_RE.test(url))) signals.book = true;
  else if (publisher && signals.web && ref.publisher) ref.siteName = ref.publisher;
  return true;
}

/** The publisher's "; 2018:145-168", not a journal's "2020;1500:1-10" (its year before the semicolon). */
function imprintYearPages(rest: string): RegExpExecArray | null {
  const m = IMPRINT_YEAR_PAGES_RE.exec(rest);
  if (!m) return null;
  const part = rest.slice(0, m.index).split(/\.\s+/).pop() ?? '';
  return /^(?:1[5-9]|20)\d{2}\b/.test(part.trim()) ? null : m;
}

/** "Title. In Proceedings … 2016 Jun (pp. 770-778). Place: Publisher": the title before, the rest read from the match. */
function readProceedings(m: RegExpExecArray, rest: string, ref: ParsedReference, signals: Signals): void {
  signals.conference = true;
  ref.title = rest.slice(0, m.index).trim();
  ref.containerTitle = (m[1] as string).trim();
  setVancouverDate(ref, m[2], m[3], m[4]);
  ref.pages = normalizePages(m[5] as string);
  const tail = (m[6] ?? '').trim().replace(/\.$/, '');
  const place = /^([^:]{2,40}):\s*(.+)$/.exec(tail);
  if (place) {
    ref.place = (place[1] as string).trim();
    ref.publisher = (place[2] as string).trim();
  } else if (tail !== '') ref.publisher = tail;
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
  // "Atlanta, GA: U.S. Department of Health…; 2020": the publisher's own abbreviation does not end the part.
  const index = Math.max(lastPartStop(rest, semicolon), rest.lastIndexOf(';', semicolon - 1)) + 1;
  const publisher = rest.slice(index, semicolon).trim();
  if (publisher === '') return null;
  return { index, publisher, year: tail[1] as string, ...(tail[2] ? { month: tail[2] } : {}), ...(tail[3] ? { day: tail[3] } : {}) };
}

function notInContainer(publisher: VancouverPublisher | null): VancouverPublisher | null {
  return publisher && /^in:?\s/i.test(publisher.publisher) ? null : publisher;
}

function lastSentenceImprint(rest: string): (Imprint & { index: number }) | undefined {
  const stop = rest.lastIndexOf('. ');
  if (stop <= 0) return undefined;
  const imprint = readImprint(rest.slice(stop + 2).trim());
  return imprint?.year !== undefined ? { ...imprint, index: stop } : undefined;
}

function setVancouverDate(ref: ParsedReference, year: string | undefined, month: string | undefined, day: string | undefined): void {
  if (year === undefined) return;
  ref.year = Number(year);
  const monthNo = month ? monthNumber(month) : undefined;
  if (monthNo) ref.issued = day ? [ref.year, monthNo, Number(day)] : [ref.year, monthNo];
}

const PART_DASH_RE = /\.\s+[-–—]\s+/g;

/** "2019;Bd. 2:45-67", "2019;Jg. 12(3)", "2019;Vol. 5": the word for volume, in German or English, is no part of it. */
const VOLUME_WORD_RE = /^(?:vol(?:ume)?|bd|band|jg|jahrgang)\.?\s*(?=\d)/i;

function readVancouverLocator(locator: string, ref: ParsedReference): void {
  const m = VANCOUVER_LOCATOR_RE.exec(locator.trim());
  if (!m) return;
  if (m[1]) ref.volume = m[1].trim().replace(VOLUME_WORD_RE, '');
  if (m[2]) ref.issue = m[2].trim();
  if (m[3]) ref.pages = normalizePages(m[3].replace(/[.,]$/, ''));
}

/**
 * Vancouver has no abbreviation full stops, so every ". " (or "?." / "? ") ends a part; but names
 * keep theirs ("U.S. Department of Energy", "St. Jude …").
 */
const VANCOUVER_PART_STOP_RE = new RegExp(String.raw`([?!])\.?\s+|${NOT_AFTER_NAME_ABBREVIATION}\.\s+`, 'g');

function splitVancouverSentences(s: string): string[] {
  if (s === '') return [];
  const out: string[] = [];
  const re = new RegExp(VANCOUVER_PART_STOP_RE);
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
    ref.title = sentences.slice(0, inAt).join('. ');
    const after = sentences.slice(inAt + 1).filter((p) => !readEditionSentence(p, ref));
    readInContainer(sentences[inAt] as string, after[0], ref, signals);
    return;
  }
  const parts = sentences.filter((p, i) => i === 0 || !(readEditionSentence(p, ref) || readThesisSentence(p, signals)));
  const last = parts[parts.length - 1];
  // Before "2007;448(7155)" the last part is the journal; before "Publisher; 2012" only when it reads as one.
  if (last !== undefined && parts.length >= 2 && (lastIsContainer || isContainerLike(last))) {
    // "Solar cells. Sol. Energy Mater. Sol. Cells. 2020;45:1-9.": the journal kept its full stops.
    let from = parts.length - 1;
    while (lastIsContainer && from > 1 && isAbbreviatedJournalPart(parts[from - 1] as string)) from--;
    ref.containerTitle = from === parts.length - 1 ? last : parts.slice(from).join('. ');
    ref.title = joinTitleParts(parts.slice(0, from));
  } else if (parts.length >= 1) {
    ref.title = joinTitleParts(parts);
  }
}

/** Words that name an event: its proceedings are the container of a conference paper. */
const EVENT_RE = /\b(?:proceedings|proc\.|conference|conf\.|symposium|workshop|congress|meeting)\b/i;
const EDITORS_RE = /\beds?\.|\beditors?\b|\(eds?\.?\)/i;

/**
 * "In: Editor A, editor. Book title." (a chapter: the book is the next part) or "In: Proceedings of
 * the … Conference; 2016 Jun 27-30; Las Vegas, NV." (NLM's conference paper: the proceedings follow
 * "In:" in the same part, their date and place after semicolons).
 */
function readInContainer(inPart: string, next: string | undefined, ref: ParsedReference, signals: Signals): void {
  const own = (inPart.replace(/^in:?\s+/i, '').split(';')[0] ?? '').trim();
  // "…; 2017 Dec 4-9; Long Beach, CA": the event's dates and place after the proceedings' name.
  const event = EVENT_RE.test(own) || /;\s*(?:1[5-9]|20)\d{2}\b/.test(inPart);
  if (own !== '' && !EDITORS_RE.test(own) && (event || next === undefined)) {
    ref.containerTitle = own;
    if (event) signals.conference = true;
    else signals.chapter = true;
    return;
  }
  signals.chapter = true;
  // "In: Editor A, Editor B, editors.": the book's editors are the chapter's.
  const names = /^(.+?)(?:,\s*(?:editors?|eds?\.?)|\s*\(eds?\.?\))$/i.exec(own)?.[1];
  if (names) {
    const editors = readEditorNames(names);
    if (editors.length > 0) ref.editors = editors;
  }
  if (next) ref.containerTitle = next;
}

function readThesisSentence(sentence: string, signals: Signals): boolean {
  if (!THESIS_PART_RE.test(sentence.trim())) return false;
  signals.thesis = true;
  return true;
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
