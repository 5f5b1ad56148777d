// The part of a reference after its title: where the work appeared and its locators.
//   "Journal of X, 119(3), 464-481"            (APA)      "Nature 448 (7155): 828–31"   (Chicago)
//   "Nature, vol. 448, no. 7155, pp. 828–831, 2007" (IEEE) "Cell, 126(4), pp. 663-676"   (Harvard)
//   "In A. Editor (Eds.), Book (pp. 1-10). Publisher"      "2nd edn. London: Publisher"
import { findDate, findYear, MONTH_SOURCE, monthNumber } from './parse-dates.ts';
import { isPublishingCity, namesPublisher, trailingPlaceParts } from './publisher-names.ts';
import { EDITION_WORD_SOURCE, splitSentences } from './split-sentences.ts';

export interface SourceFields {
  containerTitle?: string;
  volume?: string;
  issue?: string;
  pages?: string;
  year?: number;
  issued?: number[];
  publisher?: string;
  place?: string;
  edition?: string;
  number?: string;
  /** Started with "In" / "In:": a chapter or a conference paper. */
  inContainer: boolean;
  /** Named editors: a chapter in an edited book. */
  edited: boolean;
  /** The editors' names as written ("A. Editor & B. Editor", "Editor A, Editor B", "Jane Doe and Bo Lee"). */
  editors?: string;
  preprint: boolean;
  report: boolean;
  thesis: boolean;
  /** A newspaper's "June 14" or "14 June" after its name, the year given elsewhere: [month, day]. */
  monthDay?: number[];
  /** "Paper presented at …": a paper given at the event named after it. */
  presented?: boolean;
}

// Springer sets the label with no full stop: "Springer, Cham, pp 45–67", "p 45"; BibTeX's standard
// styles (plain, abbrv, plainnat: most LaTeX papers) write it out, "pages 770–778", "page 12".
const PAGES_LABELLED_RE = /\(?\b(?:pp?(?:\.\s*|\s+(?=\d))|pages?\s+(?=[A-Za-z]?\d))([A-Za-z]?\d+[A-Za-z]?(?:\s*[-–—]+\s*[A-Za-z]?\d+[A-Za-z]?)?)\)?/;
// German "S." (Seite, Seiten) for the pages (Polish "s." in brackets), only in brackets or after a comma, so a capital S
// elsewhere (an initial) is never read as one: "Das Buch (S. 1–10)", "Zeitschrift 12, S. 45 ff.".
// After a comma a lone year ("Müller, S. 2019") is not a page.
const GERMAN_PAGES_RE =
  /\(\s*[Ss]\.\s*(\d+(?:\s*[-–—]+\s*\d+)?(?:\s*ff?\.)?)\s*\)|,\s*S\.\s*(?!(?:1[5-9]|20)\d{2}(?![\d\s]*[-–—]))(\d+(?:\s*[-–—]+\s*\d+)?(?:\s*ff?\.)?)(?=[\s,.;)]|$)/;
/**
 * APA's book or proceedings locators in one bracket: "Advances in … Systems (Vol. 33, pp. 1877–1901)",
 * in German "Handbuch (Bd. 2, S. 45–67)".
 */
const BRACKETED_VOLUME_RE =
  /\(\s*(?:vol(?:ume)?|bd|band)\.?\s*([\w.-]+?)\s*(?:,\s*(?:pp?|S)\.\s*([A-Za-z]?\d+[A-Za-z]?(?:\s*[-–—]+\s*[A-Za-z]?\d+[A-Za-z]?)?))?\s*\)/i;
const VOLUME_OF_SERIES_RE = /,\s*(?:volume|vol\.)\s+(\d+[A-Za-z]?)\s+of\s+\p{Lu}[^,.]{2,150}(?=,|\.(?:\s|$)|$)/iu;
const PAGE_RANGE_RE = /^[A-Za-z]?\d+[A-Za-z]?\s*[-–—]+\s*[A-Za-z]?\d+[A-Za-z]?$/;
// BibTeX's styles print the edition field as written, "3 edition" or "3 ed.", after a comma.
const EDITION_RE = new RegExp(
  `\\(?\\b(\\d+)(?:st|nd|rd|th\\.?|\\.|(?<=[,.]\\s\\d{1,2})(?=\\s(?:ed\\.|edition)(?:[,.\\s]|$)))\\s*${EDITION_WORD_SOURCE}(?!\\p{L})\\.?\\)?|\\(?\\b(rev(?:ised)?\\.?|expanded|updated)\\s+(?:ed|edn|edition)\\b\\.?\\)?`,
  'iu',
);
// Chicago's "Edited by K. Jones." after a book's title: an initial's stop is no end of the names.
const EDITORS_RE =
  /^(.{1,200}?)\s*\((?:eds?|editors?|hrsg|hg|dir|dirs|coord|coords|org|orgs|red|ed\.\s?lit|a\s+cura\s+di)\.?\)\s*[,.:]?\s*|^(.{1,200}?),\s*(?:editors?[.,]|eds?\.,?)\s*|^edited\s+by\s+((?:\b\p{Lu}\.|[^,.])+)[,.]\s*/iu;
/**
 * The editors after the book's name (BibTeX's ieeetr, acm, siam and IEEE): "Handbook of Urban
 * Sociology, M. Lopez and H. Becker, Eds., Oxford: …" or "Handbook … (M. Lopez and H. Becker, eds.), pp. …".
 */
const BOOK_THEN_EDITORS_RE = new RegExp(
  String.raw`(?:,\s+|\s*\()((?:\p{Lu}\.\s?-?)+\s*[^,()]{1,60}?(?:(?:,|,?\s(?:and|&))\s(?:\p{Lu}\.\s?-?)+\s*[^,()]{1,60}?)*),\s+eds?\.(?:\)|,|(?=\s\p{Lu}))`,
  'iu',
);
// The series' name before a working paper goes with it ("NBER Working Paper No. 24196", "Policy
// Research Working Paper 8888", "IMF Staff Discussion Note SDN/2024/001"): left behind, it became the place's.
const REPORT_NUMBER_RE =
  /\(?(?:\b(?:\p{Lu}[\p{L}&'’-]*\s+){0,4})?\b(?:(?:(?:tech(?:nical)?\.?\s+)?rep(?:ort)?\.?|white\s+paper)\s*(?:no\.?|number|#)\s*([\w./-]+)|(?:working|discussion|research|policy\s+research\s+working)\s+(?:paper|note)s?\s*(?:(?:no\.?|number|#)\s*)?((?=[\w./-]*\d)[\p{L}\d][\w./-]*))\)?/iu;
/** BibTeX's "Technical Report TR-2020-01, Stanford University, 2020" (or with no number): the institution follows. */
/** "Technical Report", "Technical report", "Tech. Rep.": BibTeX's label of a report, as a regular-expression source with no groups. */
export const TECH_REPORT_LABEL_SOURCE = String.raw`Tech(?:nical\s+|\.\s?)[Rr]ep(?:ort\b|\.)`;
const BIBTEX_REPORT_RE = new RegExp(String.raw`^${TECH_REPORT_LABEL_SOURCE}(?:\s+([\w./-]*\d[\w./-]*))?,\s+(?=\p{Lu})`, 'u');
/**
 * A report's code standing alone as a part: "…, Golden, CO, NREL/TP-6A20-81675, 2022" (IEEE),
 * "NREL/TP-6A20-81675. Golden, CO: …" (Chicago, Harvard).
 */
const REPORT_CODE_PART_RE = /(?<=^|[,.]\s)([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*\/[A-Za-z0-9./-]*\d[A-Za-z0-9/-]*(?:\.\d+)*)(?=[,.]\s|\.?$)/;
const THESIS_RE = /\b(?:ph\.?\s?d\.?|doctoral|master'?s?|msc|ma|bachelor'?s?)\s+(?:thesis|dissertation)\b|\bdissertation\b|\bthesis\b/i;
const PREPRINT_RE = /\b(?:arxiv|biorxiv|medrxiv|chemrxiv|ssrn|research square|preprints?\.org)\b|\bpreprint\b/i;
const EDITED_BY_RE = /,\s+(?:edited\s+by|ed\.|eds\.)\s+([^,.]+(?:,\s+[^,.]+)*?(?:,?\s+and\s+[^,.]+)?)(?=,\s+(?:\d|pp?\.|vol)|[.,]\s+\p{Lu}|\.?$)/u;
/** One editor's name in "edited by …": words and initials ("John A. Smith"), no comma. */
const EDITOR_NAME = String.raw`(?:\b\p{Lu}\.|[^,.])+`;
/**
 * Three editors or more, or some and "et al.": "edited by John Smith, Kate Jones, and Bo Lee" or "…, Kate
 * Jones, et al.". Tried first, since EDITED_BY_RE stops at the first comma before a capital. "et al."'s
 * stop is left in the text before a capital: it also ends the book's part.
 */
const EDITED_BY_LIST_RE = new RegExp(
  String.raw`,\s+(?:edited\s+by|ed\.|eds\.)\s+((?:${EDITOR_NAME},\s+)+and\s+${EDITOR_NAME}(?=,\s+(?:\d|pp?\.|vol)|[.,]\s+\p{Lu}|\.?$)|(?:${EDITOR_NAME},\s+)*${EDITOR_NAME},?\s+et\s+al(?:\.(?=,\s)|(?=\.(?:\s|$))))`,
  'u',
);
/** One or two editors with initials, "edited by M. Lopez and H. Becker" (ASA): EDITED_BY_RE stops at the first initial's full stop. */
const EDITED_BY_INITIALS_RE = new RegExp(
  String.raw`,\s+(?:edited\s+by|ed\.|eds\.)\s+(${EDITOR_NAME}(?:\s+and\s+${EDITOR_NAME})?)(?=,\s+(?:\d|pp?\.|vol)|[.,]\s+\p{Lu}|\.?$)`,
  'u',
);
const ARTICLE_NUMBER_RE = /\barticle\s+(?:no\.?\s*|number\s+)?([A-Za-z]?\d[\w-]*(?:\.\d+)*)/i;
/** ASA's "Pp. 145–68 in Book, edited by …": the chapter's pages before "in" and the book. */
const PAGES_IN_RE = /^pp?\.\s*([A-Za-z]?\d+[A-Za-z]?(?:\s*[-–—]+\s*[A-Za-z]?\d+[A-Za-z]?)?)\s+in\s+(?=\S)/i;
/** "The Guardian, June 14." (Chicago, ASA) or "The Guardian, 14 June." (Harvard): the issue's day, its year written before. */
const MONTH_DAY_END_RE = new RegExp(`,\\s*(?:(${MONTH_SOURCE})\\s+(\\d{1,2})|(\\d{1,2})\\s+(${MONTH_SOURCE}))\\.?\\s*$`, 'i');
const MONTH_ALONE_RE = new RegExp(`,\\s*(${MONTH_SOURCE})(?=,|\\.?$)`, 'i');
const NOT_YET_IN_ISSUE_RE = /\b(?:advance\s+online\s+publication|(?:e-?pub|online)\s+ahead\s+of\s+print|published\s+ahead\s+of\s+print)\b\.?/gi;
// The ACM Reference Format writes the article's number and its length instead of pages: "ACM Comput.
// Surv. 54, 3, Article 45 (April 2021), 35 pages" (the number is what Zotero keeps as the pages).
const ACM_JOURNAL_RE = new RegExp(
  `^(\\D*\\p{L}\\D*?)\\.?\\s(\\d+[A-Za-z]?),\\s(\\d+[\\w/-]*)(?:,\\s*Article\\s+(?<article>[\\w.-]+))?\\s\\(((?:${MONTH_SOURCE}\\s+)?(?:1[5-9]|20)\\d{2})\\),\\s*(?:(?:pp?\\.\\s*)?([A-Za-z]?\\d+[A-Za-z]?(?:\\s*[-–—]+\\s*[A-Za-z]?\\d+[A-Za-z]?)?)|\\d+\\s+pages)\\.?$`,
  'iu',
);
const YEAR_ONLY_RE = /^(1[5-9]\d{2}|20\d{2})[a-z]?$/;
/** "(2015)" after a volume, before the pages or at the end: MLA's year. */
const MLA_YEAR_RE = /\s\(((?:1[5-9]|20)\d{2})\)(?=\s*(?::|[.,;]?\s*$))/;
/** MLA's volume and issue joined by a full stop: "Journal of Agronomy 12.3: 1-10", "nature 521.7553". */
const MLA_VOLUME_ISSUE_RE = /^(\D*\p{L}\D*?)\s+(\d{1,5})\.(\d{1,5})(?:\s*:\s*([A-Za-z]?\d+[A-Za-z]?(?:\s*[-–—]+\s*[A-Za-z]?\d+[A-Za-z]?)?))?$/u;

export interface ParseSourceOptions {
  /**
   * Treat the text as one comma-separated run (IEEE), so abbreviated journal names such as
   * "Numer. Math." or "Proc. IEEE Conf. Comput. Vis." are not cut at their full stops.
   */
  commasOnly?: boolean;
}

/** Parses what follows the title. Unknown text is left out rather than guessed. */
export function parseSource(text: string, options: ParseSourceOptions = {}): SourceFields {
  const out: SourceFields = { inContainer: false, edited: false, preprint: false, report: false, thesis: false };
  // "– Journal 12: 1–10": a dash set before the source (German and ecology journals).
  let s = text.trim().replace(/^[–—-]\s+/, '');
  if (s === '') return out;
  // Nature's book: "Title. (Oxford University Press, Oxford, 2018)." — the imprint in brackets.
  const bracketedImprint = /^\(([^()]*\p{L}[^()]*,\s*(?:1[5-9]|20)\d{2}[a-z]?)\)\.?$/u.exec(s);
  if (bracketedImprint) s = bracketedImprint[1] as string;
  // Nature's work with no source: "Names. Title. (2022)." — the year alone.
  const yearAlone = /^\(((?:1[5-9]|20)\d{2})[a-z]?\)\.?$/.exec(s);
  if (yearAlone) {
    out.year = Number(yearAlone[1]);
    return out;
  }

  // Chicago's and IEEE's "(Paper) presented at (the) Annual Meeting of …, New York, August 2019": the event
  // is the container, a paper's; its place and date follow it.
  const presented = /^(?:(?:paper|poster|talk)\s+)?presented\s+at\s+(?:the\s+)?/i.exec(s);
  if (presented) {
    out.presented = true;
    s = s.slice(presented[0].length);
  }
  // "In", and the same word in Spanish and Portuguese ("En", "Em"), French ("Dans") and Polish ("W:").
  const inMatch = /^(?:in|en|em|dans)\b[:\s]\s*|^W:\s*/i.exec(s) ?? PAGES_IN_RE.exec(s);
  if (inMatch) {
    out.inContainer = true;
    if (inMatch[1]) out.pages = normalizePages(inMatch[1]);
    s = s.slice(inMatch[0].length);
  }
  // BibTeX's acm style: "The Lancet 395, 10231 (2020), 1234–1242" — the volume, the issue, the date
  // in brackets, the pages. Read whole: the issue and the year would otherwise be read as one.
  const acm = out.inContainer ? null : ACM_JOURNAL_RE.exec(s);
  if (acm) {
    out.containerTitle = (acm[1] as string).trim();
    out.volume = acm[2] as string;
    out.issue = acm[3] as string;
    const date = findDate(acm[5] as string);
    if (date) {
      out.issued = date.parts;
      out.year = date.parts[0];
    }
    const pages = acm[6] ?? acm.groups?.article;
    if (pages) out.pages = normalizePages(pages);
    return out;
  }
  const monthDay = MONTH_DAY_END_RE.exec(s);
  if (monthDay && !/\d/.test(s.slice(0, monthDay.index))) {
    const month = monthNumber((monthDay[1] ?? monthDay[4]) as string);
    if (month !== undefined) out.monthDay = [month, Number(monthDay[2] ?? monthDay[3])];
    s = s.slice(0, monthDay.index);
  }
  // A magazine's issue month between commas, its year given before: "Scientific American, April, pp. 40–47".
  const monthAlone = out.monthDay ? null : MONTH_ALONE_RE.exec(s);
  if (monthAlone && !/\d/.test(s.slice(0, monthAlone.index))) {
    const month = monthNumber(monthAlone[1] as string);
    if (month !== undefined) out.monthDay = [month];
    s = cut(s, monthAlone.index, monthAlone[0].length);
  }
  const bookThenEditors = out.inContainer && !out.edited ? BOOK_THEN_EDITORS_RE.exec(s) : null;
  if (bookThenEditors && bookThenEditors.index > 0) {
    out.edited = true;
    out.editors = (bookThenEditors[1] as string).trim();
    // The book's name ends where its editors begin; what follows is its own part.
    s = `${s.slice(0, bookThenEditors.index)}. ${s.slice(bookThenEditors.index + bookThenEditors[0].length).replace(/^[\s,]+/, '')}`;
  }
  const editors = EDITORS_RE.exec(s);
  if (editors && (out.inContainer || editors.index === 0)) {
    out.edited = true;
    const names = (editors[1] ?? editors[2] ?? editors[3])?.trim();
    if (names) out.editors = names;
    s = s.slice(editors[0].length);
  }
  // Chicago and MLA name the editors after the book: "In The Big Book, edited by Jane Doe, 45–67."
  const editedBy = out.inContainer && !out.edited ? (EDITED_BY_LIST_RE.exec(s) ?? editedByInitials(s) ?? EDITED_BY_RE.exec(s)) : null;
  // MLA's chapter names no "In": "Book, edited by Maria Lopez and Hans Becker, Publisher, 2018, pp. 145–68."
  // A name, "edited by" after its comma and the part's pages make the name the book the part is in.
  const mlaEditedBy = editedBy || out.edited || !/\bpp?\.\s*\d/.test(s) ? null : (EDITED_BY_LIST_RE.exec(s) ?? EDITED_BY_RE.exec(s));
  if (mlaEditedBy && mlaEditedBy.index > 0 && /^,\s+edited\s+by\b/i.test(mlaEditedBy[0])) {
    out.inContainer = true;
    out.edited = true;
    if (mlaEditedBy[1]) out.editors = mlaEditedBy[1].trim();
    // The book's name ends where its editors begin; the publisher follows as a part of its own.
    s = `${s.slice(0, mlaEditedBy.index)}. ${s.slice(mlaEditedBy.index + mlaEditedBy[0].length).replace(/^[\s,]+/, '')}`;
  }
  if (editedBy) {
    out.edited = true;
    if (editedBy[1]) out.editors = editedBy[1].trim();
    s = cut(s, editedBy.index, editedBy[0].length);
  }
  if (THESIS_RE.test(s)) out.thesis = true;
  if (PREPRINT_RE.test(s)) out.preprint = true;

  const report = REPORT_NUMBER_RE.exec(s) ?? BIBTEX_REPORT_RE.exec(s) ?? REPORT_CODE_PART_RE.exec(s);
  if (report) {
    out.report = true;
    out.number = (report[1] ?? report[2] ?? '').replace(/\.$/, '');
    s = cut(s, report.index, report[0].length);
  }
  const edition = EDITION_RE.exec(s);
  if (edition) {
    out.edition = edition[1] ?? normalizeEditionWord(edition[2] as string);
    // "Book, 4th edn. SAGE, London": the edition's stop also ended the book's part; it stays ended.
    const endsPart = /\.$/.test(edition[0]) && /^\s+\p{Lu}/u.test(s.slice(edition.index + edition[0].length));
    s = endsPart ? `${s.slice(0, edition.index)}.${s.slice(edition.index + edition[0].length)}` : cut(s, edition.index, edition[0].length);
  }
  // BibTeX's "In Booktitle, volume 70 of Proceedings of Machine Learning Research, pages …": the
  // volume of a series the proceedings appear in; the series is no part of the book's name.
  const ofSeries = VOLUME_OF_SERIES_RE.exec(s);
  if (ofSeries) {
    out.volume = ofSeries[1];
    s = cut(s, ofSeries.index, ofSeries[0].length);
  }
  const bracketed = out.volume === undefined ? BRACKETED_VOLUME_RE.exec(s) : null;
  if (bracketed) {
    out.volume = bracketed[1];
    if (bracketed[2]) out.pages = normalizePages(bracketed[2]);
    s = cut(s, bracketed.index, bracketed[0].length);
  }
  const pages = out.pages === undefined ? PAGES_LABELLED_RE.exec(s) : null;
  if (pages) {
    out.pages = normalizePages(pages[1] as string);
    s = cut(s, pages.index, pages[0].length);
  }
  const german = out.pages === undefined ? GERMAN_PAGES_RE.exec(s) : null;
  if (german) {
    out.pages = normalizePages((german[1] ?? german[2]) as string).replace(/\s*(ff?\.)$/, ' $1');
    s = cut(s, german.index, german[0].length);
  }
  // APA 7's "Article e0123456" (an article number where the pages go): Zotero keeps it as the pages.
  const article = out.pages === undefined ? ARTICLE_NUMBER_RE.exec(s) : null;
  if (article) {
    out.pages = article[1] as string;
    s = cut(s, article.index, article[0].length);
  }
  // "Advance online publication", "Epub ahead of print": a state of the article, no publisher.
  s = s.replace(NOT_YET_IN_ISSUE_RE, ' ');
  const date = findDate(s);
  if (date) {
    out.issued = date.parts;
    out.year = date.parts[0];
    s = cut(s, date.index, date.length);
  }
  // MLA (and Google Scholar's "Cite" MLA) sets the year in brackets after the volume:
  // "Nature 521.7553 (2015): 436-444", "Advances in … systems 30 (2017)", "arXiv preprint (2020)".
  const bracketYear = out.year === undefined ? MLA_YEAR_RE.exec(s) : null;
  if (bracketYear) {
    out.year = Number(bracketYear[1]);
    s = cut(s, bracketYear.index, bracketYear[0].length);
  }
  // MLA's "Diss. Stanford University, 2020", BibTeX's "PhD thesis, Stanford University, 2020": a
  // dissertation, and the university that granted it.
  const dissertation = /^(?:diss\.|(?:ph\.?\s?d\.?|doctoral|master['’]?s?|bachelor['’]?s?)\s+(?:thesis|dissertation),)\s+(?=\p{Lu})/iu.exec(s);
  if (dissertation) {
    out.thesis = true;
    s = s.slice(dissertation[0].length);
    const university = /^([^,\d]{2,120}?)((?:,\s*[^,\d]{2,60}){0,2})(?:,\s*((?:1[5-9]|20)\d{2})[a-z]?)?\.?$/.exec(tidyPunctuation(s));
    // "University of Cambridge, Cambridge, 2017": the university, its place, the year.
    const places = university?.[2]
      ? university[2]
          .split(',')
          .slice(1)
          .map((p) => p.trim())
      : [];
    if (university?.[1] && (places.length === 0 || trailingPlaceParts([university[1], ...places]) === places.length)) {
      // "PhD thesis, Cambridge: University of Cambridge" (Chicago): the place before a colon.
      const placeFirst = PLACE_PUBLISHER_RE.exec(university[1].trim());
      out.publisher = (placeFirst ? (placeFirst[2] as string) : university[1]).trim();
      if (placeFirst) out.place = (placeFirst[1] as string).trim();
      if (places.length > 0) out.place = places.join(', ');
      if (university[3]) out.year ??= Number(university[3]);
      return out;
    }
  }
  s = tidyPunctuation(s);

  const sentences = options.commasOnly ? [s.replace(/\.$/, '')].filter((x) => x !== '') : splitSentences(s);
  sentences.forEach((sentence, i) => {
    const locators = i > 0 && out.containerTitle !== undefined && out.volume === undefined ? CS1_LOCATORS_RE.exec(sentence) : null;
    if (i === 0) readLocatorSentence(sentence, out);
    else if (locators) readVolumeParen((locators[1] ?? locators[4]) as string, locators[2] ?? locators[5], locators[3], out);
    else readPublisherSentence(sentence, out);
  });
  if (out.containerTitle && /^(?:arxiv(?:\s+preprint)?|preprint)$/i.test(out.containerTitle)) out.containerTitle = 'arXiv';
  return out;
}

function editedByInitials(s: string): RegExpExecArray | null {
  const m = EDITED_BY_INITIALS_RE.exec(s);
  return m && /\b\p{Lu}\./u.test(m[1] as string) ? m : null;
}

function normalizeEditionWord(word: string): string {
  return /^rev/i.test(word) ? 'Revised' : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

function cut(s: string, index: number, length: number): string {
  return `${s.slice(0, index)} ${s.slice(index + length)}`;
}

/**
 * Closes the holes left by cut-out pieces: "Journal, 4, , ." → "Journal, 4." Only marks separated
 * by spaces are merged, so author initials such as "C. S. C., Chan" stay as written.
 */
export function tidyPunctuation(s: string): string {
  const out = s
    .replace(/\(\s*[,;:]?\s*\)|\[\s*\]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/([.,;:])(?:\s+[.,;:])+/g, (run) => (run.includes('.') ? '.' : (run.slice(-1) as string)))
    .replace(/\s+([,;:])/g, '$1')
    .replace(/\s+\.(?=\s|$)/g, '.');
  return trimEdges(out);
}

const LEADING = new Set([' ', '.', ',', ';', ':']);
const TRAILING = new Set([' ', ',', ';', ':']);

// A loop rather than /[\s,;:]+$/: end-anchored character-class regexes rescan the string from every space.
function trimEdges(s: string): string {
  let start = 0;
  let end = s.length;
  while (start < end && LEADING.has(s[start] as string)) start++;
  while (end > start && TRAILING.has(s[end - 1] as string)) end--;
  return s.slice(start, end);
}

/** "828–31" → "828-831"; "S1 - S10" → "S1-S10". */
export function normalizePages(pages: string): string {
  const p = pages.replace(/\s*[-–—]+\s*/g, '-').trim();
  const m = /^(\d+)-(\d+)$/.exec(p);
  if (!m) return p;
  const [first, last] = [m[1] as string, m[2] as string];
  if (last.length < first.length && Number(last) < Number(first)) return `${first}-${first.slice(0, first.length - last.length)}${last}`;
  return p;
}

/**
 * After the proceedings' name (BibTeX's styles, IEEE, MLA): "…, Punta Cana, …", "(Punta Cana)" or
 * "(Punta Cana, 2021)" is where the event was; "Association for Computational Linguistics" its
 * publisher. The parts that are neither stay in the name ("…, Volume 1: Long Papers").
 */
function takeProceedingsImprint(parts: string[], out: SourceFields): string[] {
  const rest: string[] = [];
  parts.forEach((part, i) => {
    const bracketed = /^\(([^()]+?)(?:,\s*(?:1[5-9]|20)\d{2})?\)$/.exec(part);
    // IEEE's "Punta Cana: Association for Computational Linguistics": the place, then the publisher.
    const placeFirst = PLACE_PUBLISHER_RE.exec(part);
    if (bracketed && out.place === undefined) out.place = (bracketed[1] as string).trim();
    else if (placeFirst && out.place === undefined && out.publisher === undefined && PLACE_NAME_RE.test((placeFirst[1] as string).trim())) {
      out.place = (placeFirst[1] as string).trim();
      out.publisher = (placeFirst[2] as string).trim();
    } else if ((namesPublisher(part) || hasBodyWord(part)) && out.publisher === undefined && rest.length === 0) out.publisher = part;
    // "Conference on Fairness, Accountability, and Transparency": a list in the name, no town.
    else if (i === 0 && out.place === undefined && PLACE_NAME_RE.test(part) && !EVENT_PART_RE.test(part) && !/^\s*(?:and|&)\s/.test(parts[1] ?? ''))
      out.place = part;
    // "Baltimore, MD, United States": the state and the country go on with the town.
    else if (out.place !== undefined && rest.length === 0 && REGION_PART_RE.test(part.trim())) out.place = `${out.place}, ${part.trim()}`;
    else rest.push(part);
  });
  return rest;
}

/** A state's code or a country after a town: "MD", "NSW", "United States", "USA", "UK", "Germany". */
const REGION_PART_RE =
  /^(?:\p{Lu}{2,3}|United States(?: of America)?|USA|U\.S\.A?\.?|United Kingdom|UK|U\.K\.|Canada|Australia|Germany|France|Spain|Italy|Japan|China|India|Brazil|Mexico|Netherlands|Switzerland|Sweden|Austria|Belgium|Ireland|Singapore|South Korea|Korea|New Zealand|Portugal|Norway|Denmark|Finland|Poland|Greece|Israel|Turkey|South Africa|Dominican Republic)$/u;

/** A town's name: one to three capitalised words. */
const PLACE_NAME_RE = /^\p{Lu}\p{Ll}+(?:[\s-]\p{Lu}\p{Ll}+){0,2}$/u;
/** What a proceedings' name or a publisher goes on with after a comma: no place ("Workshops", "Lecture Notes"). */
const EVENT_PART_RE =
  /\b(?:workshops?|companion|findings|supplement|part|volume|proceedings|papers|abstracts|demonstrations|tutorials|posters|main|conference|symposium|track|series|notes|lectures?|studies|reports?|books|press|publishing|publications|library|collection|review|journal|edition)\b/i;

/** Words only a body's name holds: a laboratory, an agency, a university, an institute… */
const BODY_WORD_RE =
  /\b(?:laborator(?:y|ies)|agency|universit(?:y|ies)|institute|institution|organi[sz]ation|department|ministry|office|council|commission|foundation|centre|center|bureau|board|authority|administration|association|society|bank|fund|programme|program)\b/i;
const hasBodyWord = (name: string): boolean => BODY_WORD_RE.test(name) && !/\bjournal\b|\breview\b|\bproceedings\b|\bbulletin\b|\btransactions\b/i.test(name);

/** Splits on commas outside brackets. */
function splitParts(s: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (ch === '(' || ch === '[') depth++;
    else if ((ch === ')' || ch === ']') && depth > 0) depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(s.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(s.slice(start));
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

// "volume 1 (long and short papers)": the volume of proceedings with its own title in brackets.
// German marks a volume "Bd. 2" (Band) or a journal's "Jg. 12" (Jahrgang), with a number only.
/** Emerald's Harvard: "Vol. 12 No. 3" between the same commas. */
const VOLUME_AND_ISSUE_RE = /^vol(?:ume)?\.?\s*([\w.-]+?)\s*,?\s+(?:no|nr|issue|iss)\.?\s*([\w./-]+)$/i;
const VOLUME_LABEL_RE = /^(?:vol(?:ume)?\.?\s*([\w.-]+)(?:\s*\([^()]{2,60}\))?|(?:bd|band|jg|jahrgang)\.?\s*(\d[\w./-]*))$/i;
// German "H. 3" (Heft) only before a number: "H." alone is an initial. French "n° 3", Spanish "núm. 3", Russian "№ 3".
// The label is a word of its own: "NREL/TP-6A20-81675" is a report's code, not "Nr" and "EL/TP-…".
const ISSUE_LABEL_RE =
  /^(?:(?:no|nos|issue|iss|nr|number|heft|núm|num)(?:\.|\s|(?=\d))|n\.?\s?[°º]|№|h\.(?=\s*\d))\s*([\w./-]+)(?:\s*\((\d{4})\))?(?:\s*:\s*(.+))?$/i;
const VOLUME_ISSUE_RE = /^(\d+[A-Za-z]?)\s*\(([^)]+)\)(?:\s*:\s*(.+))?$/;
const VOLUME_PAGES_RE = /^(\d+[A-Za-z]?)\s*:\s*([A-Za-z]?\d+[A-Za-z]?(?:\s*[-–—]+\s*[A-Za-z]?\d+[A-Za-z]?)?)$/;
const BARE_NUMBER_RE = /^[A-Za-z]?\d+[A-Za-z]?$/;
// "Nature 448 (7155): 828–31", "Nature 448", "BMC Systems Biology 4:41"
const CONTAINER_VOLUME_RE = /^(\D*\p{L}\D*?)\s+(\d+[A-Za-z]?)\s*(?:\(([^)]+)\))?\s*(?::\s*([A-Za-z]?\d+[A-Za-z]?(?:\s*[-–—]+\s*[A-Za-z]?\d+[A-Za-z]?)?))?$/u;
// Wikipedia's citation templates give the locators a sentence of their own: "Energy Journal. 5 (2): 1–10."
const CS1_LOCATORS_RE =
  /^(\d+[A-Za-z]?)\s*(?:\(([^)]+)\))?\s*:\s*([A-Za-z]?\d+[A-Za-z]?(?:\s*[-–—]+\s*[A-Za-z]?\d+[A-Za-z]?)?)$|^(\d+[A-Za-z]?)\s*\(([^)]+)\)$/;
const PLACE_PUBLISHER_RE = /^([\p{Lu}][\p{L} .,'-]{1,40}):\s*(.{2,})$/u;

// "New York: Farrar, Straus and Giroux, 2011": a place, then a publisher that may hold commas.
// The place may be written in Hangul or Han ("서울: 한울아카데미", "東京: 岩波書店"), which have no capitals.
const PLACE_SENTENCE_RE = /^([\p{Lu}\p{Script=Hangul}\p{Script=Han}][\p{L} .,'-]{1,40}):\s*([^\d:]{2,}?)(?:,\s*((?:1[5-9]|20)\d{2})[a-z]?)?$/u;

// "Routledge, London 2019", "Il Mulino, Bologna 2019", "PWN, Warszawa 2019": the publisher, then the
// place with the year after it and no comma (Italian, Polish, Russian and many European books). A
// month or a season before the year is a date ("Energy Journal, Spring 2019"), not a place.
const PUBLISHER_PLACE_YEAR_RE = new RegExp(
  String.raw`^(\p{Lu}[^,:;]{0,60}?),\s+(?!(?:${MONTH_SOURCE}|spring|summer|autumn|fall|winter)\s)(\p{Lu}[\p{L}'’.-]{1,30}(?:[\s-]\p{Lu}[\p{L}'’.-]{1,30}){0,2})\s+((?:1[5-9]|20)\d{2})$`,
  'iu',
);

// Transliterated Russian (GOST R 7.0.7, as Scopus asks): "Moscow, Nauka Publ., 2018". "Publ." marks
// the publisher's name, so the place before it needs no colon; the marker is no part of the name.
const TRANSLITERATED_IMPRINT_RE = /^(\p{Lu}[\p{L}'’ -]{1,40}),\s+(\S.{0,80}?)\s+Publ\.,?\s*((?:1[5-9]|20)\d{2})$/u;

const CITY_PUBLISHER_YEAR_RE = /^(\p{Lu}[\p{L}'’ -]{1,40}),\s+(\p{Lu}[^,]{1,80}),\s*((?:1[5-9]|20)\d{2})$/u;

export interface Imprint {
  publisher: string;
  place: string;
  year?: number;
}

/** A book's imprint written as one sentence: "New York: Farrar, Straus and Giroux, 2011" or "Routledge, London 2019". */
export function readImprint(sentence: string): Imprint | undefined {
  const place = PLACE_SENTENCE_RE.exec(sentence);
  // "Moscow: Nauka Publ., 2018": the transliteration's "Publ." is no part of the publisher's name.
  if (place)
    return {
      place: (place[1] as string).trim(),
      publisher: (place[2] as string).trim().replace(/\s+Publ\.$/, ''),
      ...(place[3] ? { year: Number(place[3]) } : {}),
    };
  const transliterated = TRANSLITERATED_IMPRINT_RE.exec(sentence.replace(/\.$/, ''));
  if (transliterated) return { place: transliterated[1] as string, publisher: transliterated[2] as string, year: Number(transliterated[3]) };
  // "Moscow, Nauka, 2018" (a transliterated imprint without "Publ."), "London, Routledge, 2019": a
  // known city first, then the publisher, then the year.
  const cityFirst = CITY_PUBLISHER_YEAR_RE.exec(sentence.replace(/\.$/, ''));
  if (cityFirst && isPublishingCity(cityFirst[1] as string))
    return { place: cityFirst[1] as string, publisher: (cityFirst[2] as string).trim(), year: Number(cityFirst[3]) };
  const after = PUBLISHER_PLACE_YEAR_RE.exec(sentence.replace(/\.$/, ''));
  // The case-blind flag is for the months; the publisher and the place still start with a capital.
  if (after && /^\p{Lu}/u.test(after[2] as string) && /^\p{Lu}/u.test(after[1] as string)) {
    return { publisher: (after[1] as string).trim(), place: after[2] as string, year: Number(after[3]) };
  }
  return undefined;
}

function setImprint(imprint: Imprint, out: SourceFields): void {
  out.place ??= imprint.place;
  out.publisher ??= imprint.publisher;
  if (imprint.year !== undefined) out.year ??= imprint.year;
}

function readLocatorSentence(sentence: string, out: SourceFields): void {
  const imprint = out.inContainer ? undefined : readImprint(sentence);
  if (imprint) {
    setImprint(imprint, out);
    return;
  }
  const containerParts: string[] = [];
  let dataSeen = false;
  /** Only a year followed the name: a book's publisher ("MIT press, 2016") may be the name. */
  let onlyYear = true;
  const parts = splitParts(sentence);
  // "Journal of Physics: Conference Series, 1234(1), 012001" (or "…, 1237, 022011"): a name with a
  // colon followed by a volume, an issue or a volume and pages is a journal with its subtitle, not
  // "Place: Publisher".
  const numbers = parts.slice(1).filter((p) => (BARE_NUMBER_RE.test(p) && !YEAR_ONLY_RE.test(p)) || PAGE_RANGE_RE.test(p));
  const journalData =
    numbers.length >= 2 ||
    parts
      .slice(1)
      .some((p) => VOLUME_AND_ISSUE_RE.test(p) || VOLUME_LABEL_RE.test(p) || ISSUE_LABEL_RE.test(p) || VOLUME_ISSUE_RE.test(p) || VOLUME_PAGES_RE.test(p));
  for (const part of parts) {
    if (!YEAR_ONLY_RE.test(part) && containerParts.length > 0) onlyYear = false;
    let m: RegExpExecArray | null;
    if ((m = VOLUME_AND_ISSUE_RE.exec(part))) {
      out.volume ??= m[1];
      out.issue ??= m[2];
      dataSeen = true;
    } else if ((m = VOLUME_LABEL_RE.exec(part))) {
      out.volume ??= m[1] ?? m[2];
      dataSeen = true;
    } else if ((m = ISSUE_LABEL_RE.exec(part))) {
      out.issue ??= m[1];
      if (m[2]) out.year ??= Number(m[2]);
      if (m[3]) out.pages ??= normalizePages(m[3]);
      dataSeen = true;
    } else if ((m = VOLUME_ISSUE_RE.exec(part))) {
      readVolumeParen(m[1] as string, m[2] as string, m[3], out);
      dataSeen = true;
    } else if ((m = VOLUME_PAGES_RE.exec(part))) {
      out.volume ??= m[1];
      out.pages ??= normalizePages(m[2] as string);
      dataSeen = true;
    } else if (PAGE_RANGE_RE.test(part)) {
      out.pages ??= normalizePages(part);
      dataSeen = true;
    } else if ((m = YEAR_ONLY_RE.exec(part))) {
      out.year ??= Number(m[1]);
      dataSeen = true;
    } else if (BARE_NUMBER_RE.test(part)) {
      if (out.volume === undefined) out.volume = part;
      else out.pages ??= part;
      dataSeen = true;
    } else if (!dataSeen && !journalData && containerParts.length === 0 && (m = PLACE_PUBLISHER_RE.exec(part)) && !/\d/.test(part)) {
      out.place = (m[1] as string).trim();
      out.publisher = (m[2] as string).trim();
    } else if (!dataSeen && (m = MLA_VOLUME_ISSUE_RE.exec(part))) {
      containerParts.push((m[1] as string).trim());
      readVolumeParen(m[2] as string, m[3], m[4], out);
      dataSeen = true;
    } else if (!dataSeen && (m = CONTAINER_VOLUME_RE.exec(part)) && !YEAR_ONLY_RE.test(m[2] as string)) {
      containerParts.push((m[1] as string).trim());
      readVolumeParen(m[2] as string, m[3], m[4], out);
      dataSeen = true;
    } else if (!dataSeen) {
      const year = /\s\(?((?:1[5-9]|20)\d{2})\)?$/.exec(part);
      if (year && containerParts.length > 0) {
        out.year ??= Number(year[1]);
        dataSeen = true;
      } else {
        // Another comma-separated piece of the name ("Farrar, Straus and Giroux, 2011"): nothing but
        // the name has been read, so the name is still followed by a year at most.
        containerParts.push(part);
        onlyYear = true;
      }
    } else if (out.publisher === undefined && !/\d/.test(part)) {
      out.publisher = part;
    }
  }
  if (containerParts.length === 0) return;
  const proceedings = out.inContainer || /\b(?:proceedings|conference|symposium|workshop)\b/i.test(containerParts[0] as string);
  if (proceedings && containerParts.length >= 2) containerParts.splice(1, Infinity, ...takeProceedingsImprint(containerParts.slice(1), out));
  const name = containerParts.join(', ');
  const placeParts = trailingPlaceParts(containerParts);
  // "National Renewable Energy Laboratory, Golden, CO": a body and its place, no volume or pages — the
  // publisher of a report or a book, not a journal.
  const bodyAndPlace =
    (!dataSeen || onlyYear) && !out.inContainer && placeParts > 0 && placeParts < containerParts.length && hasBodyWord(containerParts[0] as string);
  if (((!dataSeen || onlyYear) && !out.inContainer && namesPublisher(name) && !/\bjournal\b|\breview\b/i.test(name)) || bodyAndPlace) {
    // "MIT Press, Cambridge", "Springer, Cham": the publisher, then its place.
    if (placeParts > 0 && out.publisher === undefined) {
      out.publisher = containerParts.slice(0, -placeParts).join(', ');
      out.place ??= containerParts.slice(-placeParts).join(', ');
    } else out.publisher ??= name;
  } else out.containerTitle = name;
}

function readVolumeParen(volume: string, paren: string | undefined, pages: string | undefined, out: SourceFields): void {
  out.volume ??= volume;
  if (paren !== undefined) {
    // Chicago notes: "448 (2007): 828–31" puts the year where other styles put the issue.
    if (YEAR_ONLY_RE.test(paren.trim()) && pages !== undefined) out.year ??= Number.parseInt(paren, 10);
    else out.issue ??= paren.trim();
  }
  if (pages !== undefined) out.pages ??= normalizePages(pages);
}

function readPublisherSentence(sentence: string, out: SourceFields): void {
  const imprint = readImprint(sentence);
  if (imprint) {
    setImprint(imprint, out);
    return;
  }
  const parts = splitParts(sentence);
  // "Springer, Cham, 2018", "Wiley, Hoboken, NJ": the place after the publisher, before any year.
  const firstYear = parts.findIndex((p) => YEAR_ONLY_RE.test(p));
  const named = firstYear === -1 ? parts : parts.slice(0, firstYear);
  // A town no list knows after a publisher or a body: "Association for Computational Linguistics, Punta Cana".
  const townAfterBody =
    named.length === 2 &&
    (namesPublisher(named[0] as string) || hasBodyWord(named[0] as string)) &&
    PLACE_NAME_RE.test(named[1] as string) &&
    !EVENT_PART_RE.test(named[1] as string)
      ? 1
      : 0;
  const placeParts = trailingPlaceParts(named) || townAfterBody;
  if (placeParts > 0) {
    out.place ??= named.slice(-placeParts).join(', ');
    parts.splice(named.length - placeParts, placeParts);
  }
  for (const part of parts) {
    let m: RegExpExecArray | null;
    if ((m = YEAR_ONLY_RE.exec(part))) out.year ??= Number(m[1]);
    else if (PAGE_RANGE_RE.test(part)) out.pages ??= normalizePages(part);
    else if ((m = PLACE_PUBLISHER_RE.exec(part)) && !/\d/.test(part)) {
      out.place ??= (m[1] as string).trim();
      out.publisher ??= (m[2] as string).trim();
    } else if (!/\d/.test(part) && part.length <= 120) {
      if (out.containerTitle === undefined && out.inContainer) out.containerTitle = part;
      else out.publisher ??= part;
    } else {
      out.year ??= findYear(part);
    }
  }
}
