// "1, 3-5" → [1, 3, 4, 5]. Ranges expand inclusively; order and repeats are kept (the marker
// collapses repeats later, the counts need the distinct set).
import { DASHES } from '../text/dashes.ts';

/** The widest range we expand: "1-500" in running text is a page range or a year span, not a citation. */
export const MAX_RANGE_SPAN = 60;

const SUPERSCRIPT_DIGITS: Record<string, string> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁻': '-',
  '˒': ',',
  '‚': ',',
};

/** Map Unicode superscript digits and separators to plain ASCII. */
export function fromSuperscriptDigits(text: string): string {
  return [...text].map((ch) => SUPERSCRIPT_DIGITS[ch] ?? ch).join('');
}

/**
 * What joins the ends of a range of citations: any dash (text/dashes.ts), and the tildes of Chinese and
 * Japanese ("[1～3]").
 */
export const RANGE_DASHES = `${DASHES}~～〜`;
/** A text of numbers only ("8", "1–3", "2, 5"): a numbered citation's, not a name or a phrase. */
export const NUMBERS_ONLY = new RegExp(`^[\\d\\s,;${DASHES}]+$`);
/**
 * What separates the numbers of one citation: comma and semicolon, their full-width and ideographic
 * forms ("[1，2]", "[3、4]"), and Arabic's ("[٢، ٣]", also in Persian).
 */
export const LIST_SEPARATORS = ',;，、；،؛';

/**
 * "[1 and 2]", "[1, 2, and 3]", "[1 et 2]", "[1 y 3]", "[2 u. 3]": the last number joined with a
 * word, in the languages citations are written in. A regular-expression source (no groups).
 */
export const CONJUNCTION = String.raw`,?\s+(?:and|&|et|y|e|und|u\.|en|i|и|og|och|oraz)\s+`;
const CONJUNCTION_RE = new RegExp(CONJUNCTION, 'gi');

/**
 * Characters that take no room: zero-width spaces and joiners, and the direction marks an Arabic or
 * Hebrew document (or text pasted from a web page) puts around and inside "[1]". Citations are read
 * as if they were not there.
 */
export const INVISIBLE = '\\u200b-\\u200f\\u2060\\u202a-\\u202e\\u2066-\\u2069';
const INVISIBLE_RE = new RegExp(`[${INVISIBLE}]`, 'g');

export function withoutInvisibles(text: string): string {
  return text.replace(INVISIBLE_RE, '');
}

/** Expand a number list; undefined when it is not a well-formed citation list. */
export function expandRanges(text: string): number[] | undefined {
  const numbers: number[] = [];
  for (const rawPart of withoutInvisibles(text)
    .replace(CONJUNCTION_RE, ',')
    .split(new RegExp(`[${LIST_SEPARATORS}]`))) {
    const part = rawPart.trim();
    if (part === '') return undefined;
    const range = new RegExp(`^(\\d{1,4})\\s*[${RANGE_DASHES}]\\s*(\\d{1,4})$`).exec(part);
    if (range) {
      const from = Number(range[1]);
      const to = Number(range[2]);
      if (to <= from || to - from > MAX_RANGE_SPAN) return undefined;
      for (let n = from; n <= to; n++) numbers.push(n);
      continue;
    }
    if (!/^\d{1,4}$/.test(part)) return undefined;
    numbers.push(Number(part));
  }
  return numbers.length > 0 ? numbers : undefined;
}
