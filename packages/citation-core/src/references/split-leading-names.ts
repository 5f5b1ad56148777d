// "Smith, J. The Big Book. …" and "Smith, John, et al. Title. …" (Chicago and MLA bibliographies:
// names first, the year last, no date after the names): the names end on an initial's or "et al."'s
// full stop, which splitSentences rightly keeps inside a part ("J. Am. Chem. Soc."), so the title
// would begin with the names. Here that first part is cut after the names when they read as
// personal names and a word, not another initial, follows.
import { givenFirstNames, parseNames } from './parse-names.ts';
import { NAMES_STOP_RE } from './parse-shared.ts';

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
    // "A. Vaswani et al." and "Tom Brown et al." (BibTeX's standard styles, DBLP): given names first, ended by "et al.".
    const person =
      names.style === 'inverted' || names.style === 'vancouver' || ((names.style === 'family-only' || names.style === 'given-first') && names.etAl);
    if (!person || continuesGivenFirst(first.slice(0, cut - 1), first.slice(end.index + end[0].length))) continue;
    // The full stop stays: "Smith, J. A" without it reads as no name.
    return [first.slice(0, cut), first.slice(end.index + end[0].length), ...rest];
  }
  return parts;
}

/**
 * "Diederik P" then "Kingma and Jimmy Ba. …": one given name and its initials, whose full stop is
 * not the end of the names, which go on given name first (BibTeX's plainnat). Read as "Family I."
 * the entry would have an author "Diederik" and the title "Kingma and Jimmy Ba".
 */
export function continuesGivenFirst(namesBeforeStop: string, following: string): boolean {
  const before = namesBeforeStop.trim();
  if (!/^\p{Lu}\p{Ll}+(?:\s\p{Lu}\.)*\s\p{Lu}$/u.test(before)) return false;
  const stop = following.search(NAMES_STOP_RE);
  const head = (stop > 0 ? following.slice(0, stop) : following).trim();
  const names = head === '' ? undefined : givenFirstNames(`${before}. ${head}`);
  return names !== undefined && (names.etAl || names.authors.length >= 2);
}
