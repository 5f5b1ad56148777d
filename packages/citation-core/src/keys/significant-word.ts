// The first word of an organisation name or title that says something ("The National
// Archives" → "national"), as a key part. Articles, conjunctions and short prepositions in
// the languages the documents mostly use are skipped, as BibTeX tools do for title keys.
import { keyPart } from './normalize.ts';

const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'of',
  'for',
  'and',
  'or',
  'on',
  'in',
  'to',
  'at',
  'by',
  'with',
  'from',
  'into',
  'about',
  'as',
  'is',
  'are',
  'via',
  'how',
  'what',
  'why',
  'when',
  'who',
  'which',
  'der',
  'die',
  'das',
  'des',
  'dem',
  'den',
  'ein',
  'eine',
  'einer',
  'und',
  'zur',
  'zum',
  'im',
  'am',
  'le',
  'la',
  'les',
  'l',
  'un',
  'une',
  'du',
  'de',
  'et',
  'en',
  'au',
  'aux',
  'd',
  'el',
  'los',
  'las',
  'y',
  'del',
  'il',
  'lo',
  'gli',
  'della',
  'di',
  'het',
  'een',
  'van',
]);

// French/Italian elided articles glued to the next word: "L'évolution" → "évolution".
const ELISION = /^(?:l|d|j|qu|dell|all|nell|sull|un)['’](?=\p{L})/iu;

export function firstSignificantWord(text: string): string {
  // Apostrophes stay inside words ("World's" → "worlds"); other punctuation separates them.
  const words = text
    .split(/[\s\-‐‑‒–—/\\:;,.!?()[\]{}"“”„«»|+&*=<>~]+/u)
    .map((word) => keyPart(word.replace(/^['’‘]+|['’‘]+$/gu, '').replace(ELISION, '')))
    .filter((word) => word.length > 0);
  const significant = words.find((word) => !STOP_WORDS.has(word) && !/^\d+$/.test(word));
  // A title of figures only ("2023年统计公报" folds to "2023") names nothing: the caller falls back.
  return significant ?? words.find((word) => !/^\d+$/.test(word)) ?? '';
}
