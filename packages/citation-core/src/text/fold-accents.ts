// Accent folding for comparisons: deduplication (offline) and match validation (online) both take
// "Schöler" and "Scholer" for the same name through this one function. Citation keys need plain
// ASCII and transliterate further (keys/normalize.ts asciiFold).

const SPECIAL_LETTERS: Record<string, string> = {
  ø: 'o',
  Ø: 'O',
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  đ: 'd',
  Đ: 'D',
  ł: 'l',
  Ł: 'L',
  ı: 'i',
  þ: 'th',
  Þ: 'Th',
  ð: 'd',
  Ð: 'D',
  ħ: 'h',
  Ħ: 'H',
};
const SPECIAL_RE = /[øØßẞæÆœŒđĐłŁıþÞðÐħĦ]/g;
const ASCII_RE = /^[\x00-\x7f]*$/;
const MARKS_RE = /\p{M}+/gu;

/** "Schöler" → "Scholer", "Søren" → "Soren", "ﬁ" → "fi". Letters NFKD cannot split are mapped by hand. */
export function foldAccents(s: string): string {
  if (ASCII_RE.test(s)) return s;
  return s
    .normalize('NFKD')
    .replace(MARKS_RE, '')
    .replace(SPECIAL_RE, (c) => SPECIAL_LETTERS[c] ?? c);
}
