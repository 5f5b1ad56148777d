// GOST 7.1 / 7.0.5, the Russian standard (and the lists of the other CIS countries): the work, then
// "//" and where it appeared, its parts set off by full stops or dashes.
//   article "Иванов И. И., Петров П. П. Энергетический переход // Вопросы экономики. 2020. № 5. С. 10–25."
//   dashes  "Ivanov I. I. Energy transition // Energy Policy. – 2020. – Vol. 12, No. 5. – P. 10–25."
//   title first "Энергетический переход / И. И. Иванов // Вопросы экономики. 2020. Т. 3, № 5. С. 10–25."
// A whole work has no "//": its areas set off by ". – " are read in parse-layout-gost-book.ts.
import type { ParsedReference } from '../types.ts';
import { readGostHeading } from './gost-heading.ts';
import { readGostBook } from './parse-layout-gost-book.ts';
import { restorePlaceColon } from './gost-places.ts';
import type { Signals } from './parse-shared.ts';
import { normalizePages, readImprint } from './parse-source.ts';

const YEAR = String.raw`(?:1[5-9]|20)\d{2}`;
const PLACE = String.raw`\p{Lu}[\p{L}.-]{0,30}(?:\s\p{Lu}[\p{L}.-]{0,30}){0,2}`;
/** Where the journal's name ends: before the year, or before a place and its publisher ("М.: Наука, 2019") or its year ("Москва, 2019"). */
const CONTAINER_END_RE = new RegExp(String.raw`[.,]\s(?=${YEAR}(?![\d])|${PLACE}\s?:\s|${PLACE},\s?${YEAR}(?!\d))`, 'u');
/** "Москва, 2019": a collection's place and year without its publisher. */
const PLACE_YEAR_RE = new RegExp(String.raw`^(${PLACE}),\s?${YEAR}$`, 'u');
const YEAR_RE = new RegExp(String.raw`(?<![\d./-])(${YEAR})(?![\d/-])`, 'u');
const VOLUME_RE = /(?<!\p{L})(?:Т|Том|Vol|V)\.?\s?(\d{1,5})/u;
const ISSUE_RE = /(?:№|(?<!\p{L})(?:No|no|N|Nr|Вып|вып|Iss))\.?\s?(\d[\w/-]{0,9})/u;
const PAGES_RE = /(?<!\p{L})(?:С|P|Pp|pp|S|с|p)\.\s?(\d{1,6}(?:\s?[–—-]\s?\d{1,6})?)/u;

export function readGost(body: string, ref: ParsedReference, signals: Signals): boolean {
  const slashes = body.search(/\s\/\/\s?/);
  if (slashes <= 0) return readGostBook(body, ref, signals);
  const head = body.slice(0, slashes).trim();
  // The parts after "//" are set off by ". – " as often as by ". ".
  const tail = restorePlaceColon(
    body
      .slice(slashes)
      .replace(/^\s\/\/\s?/, '')
      .replace(/\.?\s[–—-]\s/g, '. ')
      .trim(),
  );
  // A year or a locator after "//" tells a journal from a comment ("array[^1] // C#: the last element").
  if (head === '' || tail === '' || !(YEAR_RE.test(tail) || PAGES_RE.test(tail) || ISSUE_RE.test(tail))) return false;

  const title = readGostHeading(head, ref);
  ref.format = 'gost';
  ref.title = title;

  const end = CONTAINER_END_RE.exec(tail);
  ref.containerTitle = (end ? tail.slice(0, end.index) : tail).replace(/\.$/, '').trim();
  const locators = end ? tail.slice(end.index + 1) : '';
  const first = locators.split(/\.\s/)[0]?.trim() ?? '';
  const imprint = readImprint(first);
  if (imprint) {
    // "// Сборник трудов. М.: Наука, 2019. С. 5–10": a part of a book.
    ref.publisher = imprint.publisher;
    ref.place = imprint.place;
    signals.chapter = true;
  }
  const placeYear = PLACE_YEAR_RE.exec(first);
  if (placeYear) {
    // "// Сборник трудов конференции. – Москва, 2019. – С. 10–20": a book's place, its publisher not named.
    ref.place = placeYear[1] as string;
    signals.chapter = true;
  }
  const year = YEAR_RE.exec(locators);
  if (year) ref.year = Number(year[1]);
  const volume = VOLUME_RE.exec(locators);
  if (volume) ref.volume = volume[1] as string;
  const issue = ISSUE_RE.exec(locators);
  if (issue) ref.issue = issue[1] as string;
  const pages = PAGES_RE.exec(locators);
  if (pages) ref.pages = normalizePages(pages[1] as string);
  return true;
}
