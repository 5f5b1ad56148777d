import type { ParsedReference } from '../types.ts';
import { givenFirstNames, parseNames } from './parse-names.ts';
import { isKnownSiteName } from './web-source.ts';
import type { Signals } from './parse-shared.ts';
import { applySource, cleanQuotedTitle, findClosingQuote, setNames, wordCount } from './parse-shared.ts';
import { parseSource } from './parse-source.ts';

// ---------------------------------------------------------------------------------------------
// Quoted titles without a bracketed year: IEEE, Chicago notes-bibliography, MLA.
//   IEEE    "B. Seelig and J. W. Szostak, “Title,” Nature, vol. 448, no. 7155, pp. 828–831, 2007."
//   Chicago "Seelig, Burckhard, and Jack W. Szostak. 2007. “Title.” Nature 448 (7155): 828–31."

export function readQuotedTitle(body: string, ref: ParsedReference, signals: Signals): boolean {
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
  let names = pre === '' ? undefined : parseNames(pre);
  // "John Smith, “Title,” Journal 5, no. 2 (2020): 1–10.": Chicago's notes name people given name
  // first, which reads as an organisation's name ("Anna Doe and Bo Lee") or one inverted name
  // ("Smith, John" from "John Smith, Anna Doe") otherwise. Not a known site ("Carbon Brief").
  if (names && names.style !== 'initials-first' && names.style !== 'vancouver' && !isKnownSiteName(pre) && /,\s*$/.test(body.slice(0, open))) {
    names = givenFirstNames(pre) ?? names;
  }
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
    if (ch !== '“' && ch !== '"' && ch !== '‘' && ch !== '«' && ch !== '„') continue;
    const prev = s[i - 1];
    if (prev === undefined || prev === ' ' || prev === '(' || prev === ',') return i;
  }
  return -1;
}

// ---------------------------------------------------------------------------------------------
// Chicago's note for a book: names given name first, the title, the imprint in brackets, the page.
//   "John Smith, Solar Power: A History (Oxford: Oxford University Press, 2019), 45."
const CHICAGO_NOTE_IMPRINT_RE = /\s\(([^():]{2,40}):\s*([^()]{2,80}?),\s*((?:1[5-9]|20)\d{2})\)(?:,\s*[\divxlc]+(?:\s*[-–]\s*[\divxlc]+)?)?\.?$/u;

export function readChicagoNoteBook(body: string, ref: ParsedReference): boolean {
  const m = CHICAGO_NOTE_IMPRINT_RE.exec(body);
  if (!m) return false;
  // The names end where the title begins: after the first name, or after the one joined by "and"
  // ("Anna Doe and Bo Lee", "Anna Doe, Bo Lee, and Cy Wu"); the title may hold commas of its own.
  const segments = body.slice(0, m.index).split(/,\s+/);
  const last = /\sand\s/.test(segments[0] ?? '') ? 0 : segments.findIndex((segment) => /^and\s/.test(segment));
  let namesEnd = Math.max(0, last) + 1;
  let names = givenFirstNames(segments.slice(0, namesEnd).join(', '));
  // "John W. Kingdon, Agendas, Alternatives, and Public Policies": the "and" was the title's, one author wrote it.
  if (!names && namesEnd > 1) {
    namesEnd = 1;
    names = givenFirstNames(segments[0] ?? '');
  }
  const title = segments.slice(namesEnd).join(', ').trim();
  if (!names || title === '') return false;
  ref.format = 'chicago';
  setNames(ref, names);
  ref.title = title;
  ref.place = (m[1] as string).trim();
  ref.publisher = (m[2] as string).trim();
  ref.year = Number(m[3]);
  return true;
}
