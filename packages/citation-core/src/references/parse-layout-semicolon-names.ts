// Authors joined by semicolons, then the title and the source.
// ABNT NBR 6023, the Brazilian standard (Portuguese reports): family names in capitals, then the
// journal's "v.", "n.", "p." or a book's place and publisher before the year.
//   article "SILVA, J. C.; SOUZA, M. Título do artigo. Revista Brasileira, v. 12, n. 3, p. 1-10, 2020."
//   book    "SMITH, John. Deep learning. 2. ed. São Paulo: Editora Nova, 2019."
// ACS, the American Chemical Society's: initials, and the journal's year, volume (issue), pages.
//   article "Smith, J.; Doe, A. Deep Learning for Crops. J. Am. Chem. Soc. 2020, 142 (3), 1–10."
//   one author "Smith, J. Title of the Work. J. Agron. 2020, 12, 1–10."
//   chapter "Patel, R. Title. In Book Title; Lopez, M., Becker, H., Eds.; Wiley: New York, 2018; pp 145–168."
//   edited book "Book Title; Lopez, M., Becker, H., Eds.; Wiley: New York, 2018."
//   report  "World Health Organization. Title; WHO/CDS/TB/2020.22; World Health Organization: Geneva, 2020."
import type { ParsedReference } from '../types.ts';
import { FAMILY_NAME_SOURCE } from './name-particles.ts';
import { capitalsToTitleCase, parseNames } from './parse-names.ts';
import type { ParsedNames } from './parse-names.ts';
import { splitSentences } from './split-sentences.ts';
import { readEditorNames } from './parse-editors.ts';
import { setNames } from './parse-shared.ts';
import type { Signals } from './parse-shared.ts';
import { normalizePages } from './parse-source.ts';

const SURNAME = String.raw`\p{Lu}[\p{Lu}'’-]+(?:\s\p{Lu}[\p{Lu}'’-]+)*`;
const GIVEN = String.raw`(?:\p{Lu}\.(?:\s?\p{Lu}\.)*|\p{Lu}\p{Ll}+(?:\s(?:\p{Lu}\p{Ll}+|d[aeo]s?|\p{Lu}\.))*)`;
const AUTHOR = String.raw`${SURNAME},\s${GIVEN}`;
const AUTHORS_RE = new RegExp(String.raw`^(${AUTHOR}(?:;\s${AUTHOR})*(?:;?\s?et al\.?)?)\.?\s+(\p{Lu}.+)$`, 'u');
const ACS_AUTHOR = String.raw`${FAMILY_NAME_SOURCE},\s\p{Lu}\.(?:\s?-?\p{Lu}\.)*`;
const ACS_AUTHORS_RE = new RegExp(String.raw`^(${ACS_AUTHOR}(?:;\s${ACS_AUTHOR})*(?:;?\s?et al\.)?)\s+(\p{Lu}.+)$`, 'u');
const ACS_ARTICLE_RE = /^(.+?)\s((?:1[5-9]|20)\d{2}),\s*(\d{1,5})\s*(?:\(([\w-]+)\))?,\s*([A-Za-z]{0,4}\d+(?:\s*[–-]\s*[A-Za-z]{0,4}\d+)?)\.?$/u;
/** "Deep Learning for Crops; Wiley: New York, 2020": an ACS book, its publisher and place after a semicolon. */
const ACS_BOOK_RE = /^(.+?);\s*([^:;]{2,80}):\s*([^,;]{2,60}),\s*((?:1[5-9]|20)\d{2})\.?$/u;
/** "In Book; Lopez, M., Eds.; Wiley: New York, 2018; pp 145–168": the book, its editors, publisher, place, year and the chapter's pages. */
const ACS_CHAPTER_RE =
  /^In\s+(.+?);\s*(?:(.+?),?\s+Eds?\.;\s*)?([^:;]{2,80}):\s*([^,;]{2,60}),\s*((?:1[5-9]|20)\d{2})(?:;\s*(?:Vol\.\s*([\w-]+),?\s*)?pp?\.?\s*([A-Za-z]?\d+(?:\s*[–-]\s*[A-Za-z]?\d+)?))?\.?$/u;
/** "Book Title; Lopez, M., Becker, H., Eds.; Wiley: New York, 2018.": an edited book, no names before its title. */
const ACS_EDITED_BOOK_RE = /^([^;]{2,300});\s*([^;]{2,300}?),?\s+Eds?\.;\s*([^:;]{2,80}):\s*([^,;]{2,60}),\s*((?:1[5-9]|20)\d{2})\.?$/u;
/** "Title; NREL/TP-5000-12345; Publisher: Place, 2019.": a report, its number between title and imprint. */
const ACS_REPORT_RE = /^(.+?);\s*([^;\s]*\d[^;\s]*);\s*([^:;]{2,80}):\s*([^;]{2,60}?),\s*((?:1[5-9]|20)\d{2})\.?$/u;
const ARTICLE_RE =
  /^(.+?),\s*v\.\s*([\w-]+)(?:,\s*n\.\s*([\w-]+))?(?:,\s*p\.\s*([\w–-]+))?(?:,\s*(?:[a-z]{3,4}\.(?:\/[a-z]{3,4}\.)?\s*)?((?:1[5-9]|20)\d{2}))\.?$/iu;
const BOOK_RE = /^(?:(\d+)\.\s*ed\.\s*)?([^:.]{2,60}):\s*([^,]{2,80}),\s*((?:1[5-9]|20)\d{2})\.?$/u;

export function readSemicolonNames(body: string, ref: ParsedReference, signals: Signals): boolean {
  return (
    readAbnt(body, ref) ||
    readAbntOrganisation(body, ref) ||
    readAcs(body, ref, signals) ||
    readAcsEditedBook(body, ref) ||
    readAcsOrganisationReport(body, ref, signals)
  );
}

/** A report by an organisation: its name, a full stop, then the report as ACS_REPORT_RE reads it. */
function readAcsOrganisationReport(body: string, ref: ParsedReference, signals: Signals): boolean {
  const stop = body.indexOf('. ');
  if (stop <= 0 || body.indexOf(';') < stop) return false;
  const report = ACS_REPORT_RE.exec(body.slice(stop + 2));
  if (!report) return false;
  const names = parseNames(body.slice(0, stop));
  if (names.style !== 'organisation') return false;
  ref.format = 'acs';
  setNames(ref, names);
  readAcsReport(report, ref, signals);
  return true;
}

function readAcsReport(report: RegExpExecArray, ref: ParsedReference, signals: Signals): void {
  ref.title = (report[1] as string).trim();
  ref.number = report[2] as string;
  ref.publisher = (report[3] as string).trim();
  ref.place = (report[4] as string).trim();
  ref.year = Number(report[5]);
  signals.report = true;
}

function readAcsEditedBook(body: string, ref: ParsedReference): boolean {
  const book = ACS_EDITED_BOOK_RE.exec(body);
  if (!book) return false;
  const editors = readEditorNames(book[2] as string);
  if (editors.length === 0) return false;
  ref.format = 'acs';
  ref.editors = editors;
  ref.title = (book[1] as string).trim();
  ref.publisher = (book[3] as string).trim();
  ref.place = (book[4] as string).trim();
  ref.year = Number(book[5]);
  return true;
}

function readAcs(body: string, ref: ParsedReference, signals: Signals): boolean {
  // One author has no semicolon ("Smith, J. Title."): what makes the entry ACS then is its source,
  // the journal's "2020, 12, 1–10" or the book's "; Wiley: New York, 2020", which both are required below.
  const authors = ACS_AUTHORS_RE.exec(body);
  if (!authors?.[1]) return false;
  let [namesBlock, rest] = [authors[1], authors[2] as string];
  // "Fox, J. M. J. Am. Chem. Soc. 2008": the last "J." opens the journal ("J. Am. Chem. Soc."), no initial.
  const journalJ = / J\.$/.exec(namesBlock);
  if (journalJ && /^\p{Lu}\p{Ll}+\.\s/u.test(rest) && / \p{Lu}\. J\.$/u.test(namesBlock)) {
    namesBlock = namesBlock.slice(0, journalJ.index);
    rest = `J. ${rest}`;
  }
  const names = parseNames(namesBlock);
  if (names.style === 'none') return false;
  const book = ACS_BOOK_RE.exec(rest);
  if (book) {
    ref.format = 'acs';
    setNames(ref, names);
    ref.title = (book[1] as string).trim();
    // ACS writes "Publisher: Place, Year", the reverse of "Place: Publisher".
    ref.publisher = (book[2] as string).trim();
    ref.place = (book[3] as string).trim();
    ref.year = Number(book[4]);
    return true;
  }
  const report = ACS_REPORT_RE.exec(rest);
  if (report && !report[1]?.includes('. ')) {
    ref.format = 'acs';
    setNames(ref, names);
    readAcsReport(report, ref, signals);
    return true;
  }
  // ACS lets an article go without its title: "Chen, S.; Ding, S. Proc. Natl. Acad. Sci. U.S.A. 2006, 103,
  // 17266." — the journal's name (one part: its abbreviations keep their stops) right after the names.
  const untitled = ACS_ARTICLE_RE.exec(rest);
  if (untitled && isJournalName((untitled[1] as string).trim()) && readAcsSource(rest, '', names, ref, signals)) {
    delete ref.title;
    return true;
  }
  // The title ends at a sentence's stop — not always the first: "Does Carbon Pricing Reduce Emissions?
  // Evidence from the European Union. Energy Economics 2023, 119, 106540." The source after it is
  // a chapter's or an article's, the journal's name one part ("J. Am. Chem. Soc." keeps its stops).
  for (const match of rest.matchAll(/[.?!]\s/g)) {
    const stop = match.index;
    if (stop <= 0) continue;
    const title = rest.slice(0, /[?!]/.test(rest[stop] as string) ? stop + 1 : stop).trim();
    if (readAcsSource(rest.slice(stop + 1).trim(), title, names, ref, signals)) return true;
  }
  return false;
}

/** A journal's name alone: one part, or abbreviations only ("Angew. Chem., Int. Ed.", "Proc. Natl. Acad. Sci. U.S.A."). */
function isJournalName(name: string): boolean {
  return splitSentences(name).length === 1 || name.split(/\s+/).every((word) => /^(?:\p{Lu}[\p{L}.]*\.,?|&)$/u.test(word));
}

/** An ACS chapter's or article's source after its title: what follows the title's stop. */
function readAcsSource(source: string, title: string, names: ParsedNames, ref: ParsedReference, signals: Signals): boolean {
  const chapter = ACS_CHAPTER_RE.exec(source);
  if (chapter) {
    ref.format = 'acs';
    setNames(ref, names);
    ref.title = title;
    ref.containerTitle = (chapter[1] as string).trim();
    const editors = chapter[2] ? readEditorNames(chapter[2]) : [];
    if (editors.length > 0) ref.editors = editors;
    ref.publisher = (chapter[3] as string).trim();
    ref.place = (chapter[4] as string).trim();
    ref.year = Number(chapter[5]);
    if (chapter[6]) ref.volume = chapter[6];
    if (chapter[7]) ref.pages = normalizePages(chapter[7]);
    // As applySource has it: "In …" with editors is a chapter, without them a paper in proceedings.
    if (editors.length > 0) signals.chapter = true;
    else signals.conference = true;
    return true;
  }
  const article = ACS_ARTICLE_RE.exec(source);
  if (!article || !isJournalName((article[1] as string).trim())) return false;
  ref.format = 'acs';
  setNames(ref, names);
  ref.title = title;
  ref.containerTitle = (article[1] as string).trim();
  ref.year = Number(article[2]);
  ref.volume = article[3] as string;
  if (article[4]) ref.issue = article[4];
  ref.pages = normalizePages(article[5] as string);
  return true;
}

/**
 * ABNT writes an organisation as author in capitals too, its parent first and each unit a part of
 * its own: "INSTITUTO BRASILEIRO DE GEOGRAFIA E ESTATÍSTICA. Censo demográfico 2010. Rio de Janeiro:
 * IBGE, 2011.", "BRASIL. Ministério da Saúde. Guia alimentar. 2. ed. Brasília: Ministério da Saúde, 2014."
 * Without this the capitals were read as the title and the title as the journal.
 */
const ORGANISATION_CAPITALS_RE = /^(\p{Lu}[\p{Lu}'’-]+(?:\s(?:\p{Lu}[\p{Lu}'’-]*|[DdEe]|\p{Lu}{1,3}))*)\.\s+(\p{Lu}.+)$/u;
/** The units ABNT names after the parent ("Ministério da Saúde. Secretaria de Atenção à Saúde."). */
const UNIT_RE =
  /^(?:Ministério|Secretaria|Departamento|Diretoria|Coordenação|Coordenadoria|Conselho|Comissão|Câmara|Senado|Tribunal|Supremo|Superior|Agência|Fundação|Instituto|Universidade|Faculdade|Escola|Centro|Núcleo|Programa|Presidência|Casa Civil|Governo|Prefeitura|Assembleia|Ministerio|Consejo|Dirección|Direção)\b[^.]{0,120}$/u;
const CONNECTIVES = new Set(['de', 'da', 'do', 'das', 'dos', 'e', 'em', 'para', 'a', 'o', 'y', 'del', 'la', 'las', 'los']);

function readAbntOrganisation(body: string, ref: ParsedReference): boolean {
  if (!/^\p{Lu}{2}/u.test(body)) return false;
  const head = ORGANISATION_CAPITALS_RE.exec(body);
  // A person's "SILVA, J." has its comma; the capitals must be a name of words, not one initial.
  if (!head || /[,;]/.test(head[1] as string)) return false;
  // "SMITH J. Title.", "SMITH JA. Title.": a person, initials after the family name (a lone "E"
  // inside is Portuguese's "and"); an organisation's name ends with a word.
  const words = (head[1] as string).split(/\s+/);
  if (words.length > 1 && (words.at(-1) as string).length <= 3) return false;
  if (words.some((word) => word.length === 1 && word !== 'E')) return false;
  let rest = head[2] as string;
  const units: string[] = [];
  let stop = rest.search(/\.\s/);
  for (; stop > 0 && UNIT_RE.test(rest.slice(0, stop)); stop = rest.search(/\.\s/)) {
    units.push(rest.slice(0, stop));
    rest = rest.slice(stop + 1).trim();
  }
  const work = titleAndSource(rest);
  if (!work) return false;
  ref.format = 'abnt';
  ref.authors = [{ literal: [organisationName(head[1] as string), ...units].join('. ') }];
  ref.etAl = false;
  ref.title = work.title;
  readAbntSource(work.article, work.book, ref);
  return true;
}

/** The title up to the first stop, and after it an ABNT article's or book's source, or undefined. */
function titleAndSource(rest: string): { title: string; article: RegExpExecArray | null; book: RegExpExecArray | null } | undefined {
  const stop = rest.search(/\.\s/);
  if (stop <= 0) return undefined;
  const source = rest.slice(stop + 1).trim();
  const article = ARTICLE_RE.exec(source);
  const book = article ? null : BOOK_RE.exec(source);
  return article || book ? { title: rest.slice(0, stop).trim(), article, book } : undefined;
}

/** "INSTITUTO BRASILEIRO DE GEOGRAFIA E ESTATÍSTICA" → "Instituto Brasileiro de Geografia e Estatística"; one word ("BRASIL", "UNESCO") stays as written. */
function organisationName(capitals: string): string {
  const words = capitals.split(/\s+/);
  if (words.length < 2) return capitals;
  return words
    .map((word, i) => {
      const lower = word.toLowerCase();
      if (i > 0 && CONNECTIVES.has(lower)) return lower;
      return word.length <= 2 ? word : (word[0] as string) + lower.slice(1);
    })
    .join(' ');
}

function readAbnt(body: string, ref: ParsedReference): boolean {
  // The family name in capitals comes first: most entries fail here, before the long expressions.
  if (!/^\p{Lu}{2}/u.test(body)) return false;
  const authors = AUTHORS_RE.exec(body);
  if (!authors) return false;
  const work = titleAndSource(authors[2] as string);
  if (!work) return false;
  // "SILVA, J. C." reads as family "SILVA": the capitals are the standard's, not the name's.
  const names = parseNames(capitalsToTitleCase(authors[1] as string));
  if (names.style === 'none') return false;
  ref.format = 'abnt';
  setNames(ref, names);
  ref.title = work.title;
  readAbntSource(work.article, work.book, ref);
  return true;
}

function readAbntSource(article: RegExpExecArray | null, book: RegExpExecArray | null, ref: ParsedReference): void {
  if (article) {
    // "Revista Brasileira de Educação, Rio de Janeiro": ABNT names the journal's city after it.
    const journal = (article[1] as string).trim();
    const city = /,\s*(\p{Lu}\p{Ll}+(?:\s(?:de|do|da|dos|das|del|\p{Lu}\p{Ll}+)){0,3})$/u.exec(journal);
    ref.containerTitle = city && !/^(?:Part|Parte|Série|Serie|Section|Seção)\b/u.test(city[1] as string) ? journal.slice(0, city.index) : journal;
    ref.volume = article[2] as string;
    if (article[3]) ref.issue = article[3];
    if (article[4]) ref.pages = normalizePages(article[4]);
    ref.year = Number(article[5]);
  } else if (book) {
    if (book[1]) ref.edition = book[1];
    ref.place = (book[2] as string).trim();
    ref.publisher = (book[3] as string).trim();
    ref.year = Number(book[4]);
  }
}
