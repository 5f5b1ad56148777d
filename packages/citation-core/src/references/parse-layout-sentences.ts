import type { ParsedReference } from '../types.ts';
import { findYear } from './parse-dates.ts';
import type { NameStyle, ParsedNames } from './parse-names.ts';
import { parseNames } from './parse-names.ts';
import type { Signals } from './parse-shared.ts';
import { applySource, setNames } from './parse-shared.ts';
import { parseSource } from './parse-source.ts';
import { splitSentences } from './split-sentences.ts';

// ---------------------------------------------------------------------------------------------
// Anything else: "Names. Title. Source." when the first part reads as names, else a bare title.

export function readSentences(body: string, ref: ParsedReference, signals: Signals): boolean {
  const sentences = splitSentences(body);
  if (sentences.length >= 3) {
    const names = parseNames(sentences[0] as string);
    // Only personal names: a capitalised first part ("Deep Learning. A review. …") is as likely a title as an organisation.
    // Bare surnames count only with "et al.": "Pride and Prejudice. Penguin. 2003." is a title.
    if (isPersonStyle(names.style) || (names.style === 'family-only' && names.etAl)) {
      setNames(ref, names);
      ref.title = sentences[1];
      applySource(parseSource(sentences.slice(2).join('. ')), ref, signals);
      if (ref.year === undefined) ref.year = findYear(sentences.slice(2).join(' '));
      return true;
    }
  }
  const book = readInitialsThenTitle(sentences[0] as string);
  if (book) {
    // IEEE book: "F. S. Fitzgerald, The Great Gatsby. New York, NY, USA: Scribner, 1925."
    ref.format = 'ieee';
    setNames(ref, book.names);
    ref.title = book.title;
    applySource(parseSource(sentences.slice(1).join('. ')), ref, signals);
    return true;
  }
  if (sentences.length >= 2 && ref.urls.length === 0) {
    ref.title = sentences[0];
    applySource(parseSource(sentences.slice(1).join('. ')), ref, signals);
    return true;
  }
  ref.title = body.replace(/\.$/, '');
  return true;
}

/** "A. Author and B. Author, Title" → the names and the title after them. */
function readInitialsThenTitle(sentence: string): { names: ParsedNames; title: string } | undefined {
  const parts = sentence.split(/,\s+/);
  let k = 0;
  while (k < parts.length - 1 && /^(?:and\s+)?(?:\p{Lu}\p{Ll}?\.\s?-?\s?)+\s*\p{Lu}/u.test(parts[k] as string)) k++;
  if (k === 0 || k === parts.length) return undefined;
  const names = parseNames(parts.slice(0, k).join(', '));
  if (names.style !== 'initials-first') return undefined;
  return { names, title: parts.slice(k).join(', ') };
}

function isPersonStyle(style: NameStyle): boolean {
  return style === 'inverted' || style === 'initials-first' || style === 'vancouver';
}
