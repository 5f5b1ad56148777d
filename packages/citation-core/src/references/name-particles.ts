// The small words of surnames ("van der Waals", "de la Cruz", "ibn Sina", "d'Alembert"): the name
// parser keeps them with the family name, and name comparison looks past them.

export const NAME_PARTICLES: ReadonlySet<string> = new Set([
  'van',
  'von',
  'der',
  'den',
  'de',
  'del',
  'della',
  'dei',
  'degli',
  'di',
  'da',
  'dos',
  'das',
  'do',
  'du',
  'des',
  'la',
  'le',
  'lo',
  'ten',
  'ter',
  'te',
  'zu',
  'zum',
  'zur',
  'af',
  'av',
  'al',
  'el',
  'bin',
  'ibn',
  'ben',
  'y',
  "d'",
  "l'",
]);

/** One particle and the space after it, as a regular-expression source for the layouts that spell out a name. */
const NAME_PARTICLE_SOURCE = String.raw`(?:${[...NAME_PARTICLES].filter((w) => /^\p{L}+$/u.test(w)).join('|')})\s`;

/** One capitalised surname with its particles: "Smith", "van der Berg". */
export const SURNAME_SOURCE = String.raw`(?:${NAME_PARTICLE_SOURCE})*\p{Lu}[\p{L}'’-]+`;

/** A family name as the layouts that spell names out write it: "Smith", "van der Berg", "De La Cruz". */
export const FAMILY_NAME_SOURCE = String.raw`${SURNAME_SOURCE}(?:\s${SURNAME_SOURCE})*`;
