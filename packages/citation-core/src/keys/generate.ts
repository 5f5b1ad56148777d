// Citation keys: lastname + year, ASCII, lower case (smith2020, muller2019, orsted1820),
// a/b/c on collision. The keys are the link between the document's markers and the .bib,
// so they depend only on the items and their order: the same input gives the same keys.
import type { CslItem, CslName } from '../types.ts';
import { compareSortKeys, sortKey } from './bibliography-order.ts';
import type { SortKey } from './bibliography-order.ts';
import { disambiguateKeys } from './disambiguate.ts';
import { issuedYear } from './issued-year.ts';
import { koreanNameSurname, romanisedSurname } from './surname-romanisation.ts';
import { keyPart } from './normalize.ts';
import { firstSignificantWord } from './significant-word.ts';

/** Used when neither a name nor a title yields any ASCII letter (e.g. a Japanese-only record). */
const FALLBACK_NAME = 'anon';

/**
 * One key per item, in the same order. Colliding keys are lettered in the order APA's reference
 * list gives the works (author, date, title: bibliography-order.ts), so smith2020a is the work APA
 * shows as "Smith, 2020a"; works that order cannot tell apart keep the order given (first citation).
 */
export function generateKeys(items: CslItem[]): string[] {
  const sortKeys: (SortKey | undefined)[] = [];
  const keyOf = (i: number) => (sortKeys[i] ??= sortKey(items[i] as CslItem));
  return disambiguateKeys(items.map(baseKey), (a, b) => compareSortKeys(keyOf(a), keyOf(b)));
}

export function baseKey(item: CslItem): string {
  const year = issuedYear(item);
  return namePart(item) + (year === undefined ? 'nd' : String(year));
}

function namePart(item: CslItem): string {
  const creators = item.author?.length ? item.author : (item.editor ?? []);
  // The first written creator only: when that name has no ASCII form (王), a later author's
  // name would make a misleading key, so the title decides instead.
  const first = creators.find((name) => Boolean(name.family?.trim() || name.literal?.trim() || name.given?.trim()));
  const fromName = first ? creatorKey(first) : '';
  if (fromName) return fromName;
  if (item.title) {
    const word = firstSignificantWord(item.title);
    if (word) return word;
  }
  return FALLBACK_NAME;
}

function creatorKey(name: CslName): string {
  if (name.family?.trim()) return familyKey(name.family);
  if (name.literal?.trim()) return firstSignificantWord(name.literal) || (koreanNameSurname(name.literal) ?? '');
  if (name.given?.trim()) return keyPart(name.given);
  return '';
}

// Particles written in lower case belong to the von part, which BibTeX leaves out of the
// sort/last name ("van der Waals" → waals, "d'Alembert" → alembert). Capitalised ones are part
// of the surname as written ("De Vries" → devries, "DeMarco" → demarco), as BibTeX reads them.
function familyKey(family: string): string {
  const words = family.trim().split(/\s+/);
  let start = 0;
  while (start < words.length - 1 && isLowerParticle(words[start] as string)) start += 1;
  const last = words
    .slice(start)
    .join(' ')
    .replace(/^(?:d|l|dell|degli|della)['’](?=\p{Lu})/u, '');
  return keyPart(last) || keyPart(family) || (romanisedSurname(family.trim()) ?? '');
}

function isLowerParticle(word: string): boolean {
  return /^\p{Ll}/u.test(word) && !/\p{Lu}/u.test(word);
}
