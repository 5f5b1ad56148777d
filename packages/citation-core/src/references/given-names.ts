// People's given names, from the human-names package (popular names in English, French, German,
// Spanish, Italian and Dutch). "Oliver Green" and "Deep Learning" have the same shape; only the
// name tells that the first is a person, where BibTeX's styles print names given name first with
// nothing after them to say so (ADR 141). A name the lists lack (many Chinese, Korean and Nigerian
// names) is only unknown, never a sign of a title: the callers use a known name as evidence for,
// and other evidence (three names, an initial, "et al.", the source's layout) without it.
import { requireFromPackage } from '../package-files.ts';

const LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'nl'] as const;

let known: Set<string> | undefined;

function names(): Set<string> {
  if (known) return known;
  known = new Set();
  for (const language of LANGUAGES) {
    for (const sex of ['female', 'male']) {
      for (const name of requireFromPackage(`human-names/data/${sex}-human-names-${language}.json`) as string[]) known.add(fold(name));
    }
  }
  return known;
}

/** Lower case without accents: the lists write "Lucia" and "Jurgen" as often as "Lucía" and "Jürgen". */
function fold(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Whether `word` ("Oliver", "Lucía", "Jean-Paul" by its first part) is a given name the lists know. */
export function isKnownGivenName(word: string): boolean {
  const first = word.split(/[-‐]/u)[0] ?? '';
  return first.length >= 2 && names().has(fold(first));
}
