// GOST 7.1 / 7.0.5, the Russian standard (and the lists of the other CIS countries): the work, then
// "//" and where it appeared, its parts set off by full stops or dashes.
//   article "Иванов И. И., Петров П. П. Энергетический переход // Вопросы экономики. 2020. № 5. С. 10–25."
//   dashes  "Ivanov I. I. Energy transition // Energy Policy. – 2020. – Vol. 12, No. 5. – P. 10–25."
//   title first "Энергетический переход / И. И. Иванов // Вопросы экономики. 2020. Т. 3, № 5. С. 10–25."
// A book has no "//" and is read as Vancouver's layout ("Ivanov I. I. Title. Moscow: Nauka, 2018. 250 p.").
import type { ParsedReference } from '../types.ts';
import { parseNames } from './parse-names.ts';
import type { Signals } from './parse-shared.ts';
import { NAMES_STOP_RE, setNames } from './parse-shared.ts';
import { normalizePages, readImprint } from './parse-source.ts';

const YEAR = String.raw`(?:1[5-9]|20)\d{2}`;
/** Where the journal's name ends: before the year, or before a place and its publisher ("М.: Наука, 2019"). */
const CONTAINER_END_RE = new RegExp(String.raw`[.,]\s(?=${YEAR}(?![\d])|\p{Lu}[\p{L}.-]{0,30}(?:\s\p{Lu}[\p{L}.-]{0,30}){0,2}\s?:\s)`, 'u');
const YEAR_RE = new RegExp(String.raw`(?<![\d./-])(${YEAR})(?![\d/-])`, 'u');
const VOLUME_RE = /(?<!\p{L})(?:Т|Том|Vol|V)\.?\s?(\d{1,5})/u;
const ISSUE_RE = /(?:№|(?<!\p{L})(?:No|N|Nr|Вып|Iss))\.?\s?(\d[\w/-]{0,9})/u;
const PAGES_RE = /(?<!\p{L})(?:С|P|Pp|pp|S|с|p)\.\s?(\d{1,6}(?:\s?[–—-]\s?\d{1,6})?)/u;

export function readGost(body: string, ref: ParsedReference, signals: Signals): boolean {
  const slashes = body.search(/\s\/\/\s?/);
  if (slashes <= 0) return false;
  const head = body.slice(0, slashes).trim();
  // The parts after "//" are set off by ". – " as often as by ". ".
  const tail = body
    .slice(slashes)
    .replace(/^\s\/\/\s?/, '')
    .replace(/\.?\s[–—-]\s/g, '. ')
    .trim();
  // A year or a locator after "//" tells a journal from a comment ("array[^1] // C#: the last element").
  if (head === '' || tail === '' || !(YEAR_RE.test(tail) || PAGES_RE.test(tail) || ISSUE_RE.test(tail))) return false;

  let title = head;
  const stop = head.search(NAMES_STOP_RE);
  const names = stop > 0 ? parseNames(head.slice(0, stop)) : undefined;
  if (names && (names.style === 'vancouver' || names.style === 'initials-first' || names.style === 'inverted')) {
    setNames(ref, names);
    title = head.slice(stop + 1).trim();
  }
  // "Title / I. I. Ivanov, P. P. Petrov": the statement of who wrote it follows the title.
  const responsibility = title.indexOf(' / ');
  if (responsibility > 0) {
    const statement = parseNames(title.slice(responsibility + 3));
    if (ref.authors.length === 0 && statement.style !== 'none' && statement.style !== 'organisation') setNames(ref, statement);
    title = title.slice(0, responsibility);
  }
  ref.format = 'gost';
  ref.title = title.replace(/[.\s]+$/, '');

  const end = CONTAINER_END_RE.exec(tail);
  ref.containerTitle = (end ? tail.slice(0, end.index) : tail).replace(/\.$/, '').trim();
  const locators = end ? tail.slice(end.index + 1) : '';
  const imprint = readImprint(locators.split(/\.\s/)[0]?.trim() ?? '');
  if (imprint) {
    // "// Сборник трудов. М.: Наука, 2019. С. 5–10": a part of a book.
    ref.publisher = imprint.publisher;
    ref.place = imprint.place;
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
