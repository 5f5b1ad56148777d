// "Smith, J. The Big Book. …" and "Smith, John, et al. Title. …" (Chicago and MLA bibliographies:
// names first, the year last, no date after the names): the names end on an initial's or "et al."'s
// full stop, which splitSentences rightly keeps inside a part ("J. Am. Chem. Soc."), so the title
// would begin with the names. Here that first part is cut after the names when they read as
// personal names and a word, not another initial, follows.
import { parseNames } from './parse-names.ts';

/** ". " after an initial ("J.") or "et al.", then a capitalised word that is no initial ("A." is; "A " is not). */
const NAMES_END_RE = /(?:(?<![\p{L}'’-])\p{Lu}|\bet\sal)\.\s+(?=\p{Lu}(?!\.)|\d)/gu;

/** Ten authors with their given names fit; a longer head is no name list. */
const NAMES_MAX = 400;

/** The parts with the leading names as a part of their own, or the parts unchanged. */
export function withLeadingNamesApart(parts: string[]): string[] {
  const [first, ...rest] = parts;
  if (first === undefined) return parts;
  // Only the first few candidates, in a list's length: a long run of "S. " must not cost a name parse each.
  let tries = 0;
  for (const end of first.slice(0, NAMES_MAX).matchAll(NAMES_END_RE)) {
    if (++tries > 8) break;
    const cut = end.index + end[0].trimEnd().length;
    const names = parseNames(first.slice(0, cut));
    const person = names.style === 'inverted' || names.style === 'vancouver' || (names.style === 'family-only' && names.etAl);
    if (!person) continue;
    // The full stop stays: "Smith, J. A" without it reads as no name.
    return [first.slice(0, cut), first.slice(end.index + end[0].length), ...rest];
  }
  return parts;
}
