// Whether a short domain label reads as an English word ("time", "wire", "vice", "cell") or is letters
// said one by one ("bbc", "iea", "oecd", "ipcc", "nrel"). A word is pronounceable: a consonant
// cluster that can begin an English word, one vowel sound, a cluster that can end one (and perhaps a
// silent e), or two syllables each with a single consonant between them ("data", "wiki").
// Acronyms that are said as words (NASA, JAMA, CERN) pass this test; web-source.ts lists them.

const VOWEL_SOUNDS = new Set([
  'a',
  'e',
  'i',
  'o',
  'u',
  'y',
  'ai',
  'au',
  'aw',
  'ay',
  'ea',
  'ee',
  'ei',
  'ew',
  'ey',
  'ie',
  'oa',
  'oi',
  'oo',
  'ou',
  'ow',
  'oy',
  'ue',
  'ui',
]);
/** Consonant clusters that begin English words. */
const ONSETS = new Set([
  ...'bcdfghjklmnpqrstvwxz',
  ...['bl', 'br', 'ch', 'cl', 'cr', 'dr', 'dw', 'fl', 'fr', 'gl', 'gn', 'gr', 'kn', 'ph', 'pl', 'pr', 'qu', 'sc', 'sh', 'sk', 'sl'],
  ...['sm', 'sn', 'sp', 'st', 'sw', 'th', 'tr', 'tw', 'wh', 'wr', 'scr', 'shr', 'spl', 'spr', 'squ', 'str', 'thr'],
]);
/** Consonant clusters that end English words (a final "h" only in the digraphs). */
const CODAS = new Set([
  ...'bcdfgklmnprstvwxz',
  ...['ch', 'ck', 'ct', 'ds', 'ff', 'ft', 'gh', 'gs', 'ks', 'ld', 'lf', 'lk', 'll', 'lm', 'lp', 'ls', 'lt', 'mb', 'mp', 'ms', 'nd', 'ng', 'nk', 'ns', 'nt'],
  ...['ps', 'pt', 'rb', 'rd', 'rf', 'rk', 'rl', 'rm', 'rn', 'rp', 'rs', 'rt', 'sh', 'sk', 'sp', 'ss', 'st', 'th', 'ts', 'tz', 'ws', 'zz'],
]);
/** One consonant sound between two syllables. */
const SINGLE_CONSONANT = new Set([...'bcdfgklmnprstvxz', 'ch', 'ph', 'sh', 'th']);

/** Lower-case letters only; anything else is not a word. */
export function readsAsWord(label: string): boolean {
  if (!/^[a-z]{2,}$/.test(label)) return false;
  // Split into alternating consonant and vowel runs ("y" is a vowel but at the start: "gym", "play", "yoga").
  const runs: { vowel: boolean; text: string }[] = [];
  for (let i = 0; i < label.length; i++) {
    const ch = label[i] as string;
    const vowel = /[aeiou]/.test(ch) || (ch === 'y' && i > 0);
    const last = runs.at(-1);
    if (last && last.vowel === vowel) last.text += ch;
    else runs.push({ vowel, text: ch });
  }
  // A final "e" after a consonant is silent ("time", "wire", "elle"): the word ends at its consonants.
  if (runs.length >= 3 && runs.at(-1)?.text === 'e' && runs.at(-2)?.vowel === false) runs.pop();
  let i = 0;
  if (!runs[0]?.vowel) {
    if (!ONSETS.has(runs[0]?.text ?? '')) return false;
    i = 1;
  }
  // Syllable by syllable: a vowel sound, then either the end, a final cluster, or one consonant and the next syllable.
  for (;;) {
    const vowel = runs[i];
    if (!vowel?.vowel || !VOWEL_SOUNDS.has(vowel.text)) return false;
    const next = runs[i + 1];
    if (!next) return true;
    if (!runs[i + 2]) return CODAS.has(next.text);
    if (!SINGLE_CONSONANT.has(next.text)) return false;
    i += 2;
  }
}
