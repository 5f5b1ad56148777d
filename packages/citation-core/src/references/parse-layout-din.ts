// Names set off by a colon: DIN 1505, the German standard, and the way Japanese papers list their
// references (JIS / the IEEJ and JSME journals).
//   book     "Müller, Hans: Die Energiewende. Berlin : Springer, 2019."
//   article  "Müller, Hans ; Schmidt, Eva: Titel. In: Zeitschrift für Energie 45 (2021), Nr. 2, S. 101–118"
//   Japanese "山田太郎, 鈴木花子: 太陽光発電の経済性, 電気学会論文誌B, Vol.140, No.2, pp.100-110 (2020)"
import type { ParsedReference } from '../types.ts';
import { parseNames } from './parse-names.ts';
import type { Signals } from './parse-shared.ts';
import { applySource, setNames, takeTitle } from './parse-shared.ts';
import { normalizePages, parseSource } from './parse-source.ts';

const YEAR = String.raw`(?:1[5-9]|20)\d{2}`;
const PAGE_RANGE = String.raw`[A-Za-z]?\d{1,6}(?:\s?[–—-]\s?[A-Za-z]?\d{1,6})?`;
/** "In: Zeitschrift für Energie 45 (2021), Nr. 2, S. 101–118": the journal, the volume, (the year), the issue, the pages. */
const DIN_JOURNAL_RE = new RegExp(
  String.raw`^In:\s*(\S.{0,150}?)\s(\d{1,4})\s?\((${YEAR})\)(?:,\s?(?:Nr|H|Heft|No)\.?\s?([\w/-]{1,10}))?(?:,\s?S\.\s?(${PAGE_RANGE}))?\.?$`,
  'u',
);
/** DIN's pages, "S. 10–20", at the end of a chapter's or a book's source. */
const DIN_PAGES_RE = new RegExp(String.raw`,\s?S\.\s?(${PAGE_RANGE})\.?$`, 'u');
/** The Japanese lists' year in brackets at the very end. */
const YEAR_LAST_RE = new RegExp(String.raw`\s?[(（](${YEAR})[)）]\.?$`, 'u');
const CJK_RE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

export function readColonNames(body: string, ref: ParsedReference, signals: Signals): boolean {
  const colon = body.search(/[:：]/);
  if (colon < 2 || colon > 200) return false;
  const namesPart = body.slice(0, colon).trim();
  // A year, brackets or quotes before the colon are another layout's; so is a sentence ("Smith, J. A. Title: …" is Nature's).
  if (/[\d()"“”«»]/.test(namesPart) || /\p{Ll}{2}\.\s|\.\s\p{Lu}\p{Ll}/u.test(namesPart)) return false;
  const names = parseNames(namesPart);
  if (names.style !== 'inverted' && names.style !== 'cjk' && names.style !== 'vancouver' && names.style !== 'initials-first') return false;
  let rest = body.slice(colon + 1).trim();
  if (rest === '') return false;

  ref.format = 'din1505';
  setNames(ref, names);
  const yearLast = YEAR_LAST_RE.exec(rest);
  if (yearLast) {
    ref.year = Number(yearLast[1]);
    rest = rest.slice(0, yearLast.index).trim();
  }
  if (names.style === 'cjk' || CJK_RE.test(rest.slice(0, 1))) {
    // Japanese lists separate title, journal and locators with commas alone.
    const comma = rest.search(/[,，、]/);
    ref.title = (comma > 0 ? rest.slice(0, comma) : rest).trim();
    if (comma > 0) applySource(parseSource(rest.slice(comma + 1), { commasOnly: true }), ref, signals);
    return true;
  }
  let source = takeTitle(rest, ref);
  const journal = DIN_JOURNAL_RE.exec(source);
  if (journal) {
    ref.containerTitle = (journal[1] as string).trim();
    ref.volume = journal[2] as string;
    ref.year = Number(journal[3]);
    if (journal[4]) ref.issue = journal[4];
    if (journal[5]) ref.pages = normalizePages(journal[5]);
    return true;
  }
  const pages = DIN_PAGES_RE.exec(source);
  if (pages) {
    ref.pages = normalizePages(pages[1] as string);
    source = source.slice(0, pages.index);
  }
  applySource(parseSource(source), ref, signals);
  return true;
}
