import type { ParsedReference } from '../types.ts';
import { parseNames } from './parse-names.ts';
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
