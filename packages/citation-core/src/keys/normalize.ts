// ASCII folding for citation keys and for the `--ascii-markers` option.
// NFKD plus mark stripping handles accents (é, ü, ç) and compatibility forms (ﬁ, ²); the
// table covers letters that are not decompositions of an ASCII letter (ø, æ, ß, ł …) and
// transliterates Greek and Cyrillic so that such names still give readable keys.

const LETTERS: Record<string, string> = {
  ø: 'o',
  Ø: 'O',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ß: 'ss',
  ẞ: 'SS',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
  ĸ: 'k',
  ŋ: 'n',
  Ŋ: 'N',
  ŧ: 't',
  Ŧ: 'T',
  ħ: 'h',
  Ħ: 'H',
  ſ: 's',
  ƒ: 'f',
  ɖ: 'd',
  Ɖ: 'D',
  ǝ: 'e',
  Ǝ: 'E',
  ə: 'e',
  Ə: 'E',
  ɛ: 'e',
  Ɛ: 'E',
  ʒ: 'z',
  Ʒ: 'Z',
};

const PUNCTUATION: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '‚': "'",
  '‛': "'",
  '′': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '‟': '"',
  '″': '"',
  '«': '"',
  '»': '"',
  '‹': "'",
  '›': "'",
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '–': '-',
  '—': '-',
  '―': '-',
  '−': '-',
  '…': '...',
  '\u00a0': ' ',
  '·': '.',
  '•': '*',
};

// Scholarly (ISO 9 / BGN-like) transliteration, simplified to plain ASCII.
const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ґ: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  є: 'ye',
  ж: 'zh',
  з: 'z',
  и: 'i',
  і: 'i',
  ї: 'yi',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ў: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  ђ: 'dj',
  ј: 'j',
  љ: 'lj',
  њ: 'nj',
  ћ: 'c',
  џ: 'dz',
  ѓ: 'gj',
  ќ: 'kj',
  ѕ: 'dz',
};

const GREEK: Record<string, string> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};

const TABLE: Record<string, string> = { ...LETTERS, ...PUNCTUATION };
for (const [lower, ascii] of Object.entries({ ...CYRILLIC, ...GREEK })) {
  TABLE[lower] = ascii;
  const upper = lower.toUpperCase();
  // Upper-case transliterations keep only their first letter capitalised (Ж → Zh, not ZH).
  if (upper !== lower) TABLE[upper] = ascii.charAt(0).toUpperCase() + ascii.slice(1);
}

/** Folds a string to ASCII where a sensible equivalent exists; other characters are kept. */
// Letters whose decomposition would lose the sound: NFKD turns й into и + breve, ї into і.
const BEFORE_DECOMPOSITION: Record<string, string> = { й: 'y', Й: 'Y', ї: 'yi', Ї: 'Yi' };

export function asciiFold(s: string): string {
  // Most names and titles are plain ASCII already: skip the Unicode work (a hot path for 1,000-reference documents).
  if (/^[\x00-\x7f]*$/.test(s)) return s;
  const decomposed = s
    .normalize('NFC')
    .replace(/[йЙїЇ]/gu, (ch) => BEFORE_DECOMPOSITION[ch] ?? ch)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    // Greek "ου" is one vowel, "u" (Παπαδόπουλος → Papadopoulos).
    .replace(/[οΟ][υΥ]/gu, (pair) => (pair[0] === 'Ο' ? (pair[1] === 'Υ' ? 'OU' : 'Ou') : 'ou'));
  let out = '';
  for (const ch of decomposed) out += TABLE[ch] ?? ch;
  return out;
}

/** Lower-case ASCII letters and digits only: the alphabet of citation keys. */
export function keyPart(s: string): string {
  return asciiFold(s)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}
