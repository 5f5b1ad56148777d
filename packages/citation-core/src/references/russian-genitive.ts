// GOST's "под ред. И. И. Иванова" names the editor in the genitive case (after "редакцией", "under
// the editorship of"); the reference manager wants the name itself, "Иванов". Only the endings of
// Russian surnames whose nominative is certain are undone: -ова/-ева/-ина → -ов/-ев/-ин, -ской → -ская,
// -ского → -ский, -овой → -ова. Any other name ("Смита", "Толстого", "Шоу") is left as written.
import type { CslName } from '../types.ts';

const ENDINGS: [RegExp, string][] = [
  [/(ов|ев|ёв|ин|ын)а$/u, '$1'],
  [/(ов|ев|ёв|ин|ын)ой$/u, '$1а'],
  [/(ск|цк)ого$/u, '$1ий'],
  [/(ск|цк)ой$/u, '$1ая'],
];

export function nominativeSurname(family: string): string {
  for (const [ending, nominative] of ENDINGS) if (ending.test(family)) return family.replace(ending, nominative);
  return family;
}

/** Editors named after "под ред.", their surnames back in the nominative. */
export function nominativeNames(names: CslName[]): CslName[] {
  return names.map((name) => (name.family !== undefined ? { ...name, family: nominativeSurname(name.family) } : name));
}
