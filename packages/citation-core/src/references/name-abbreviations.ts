// Dotted abbreviations that open or sit inside an organisation's or a place's name ("U.S. Department
// of Energy", "U.K. Health Security Agency", "E.U. Agency for …", "St. Jude Children's Research
// Hospital"). Their full stop is followed by a capitalised word, exactly as the full stop that ends
// the author list is, so readers that cut at the first ". " (Vancouver's names, its title parts and
// its "Place: Publisher" part) must step over them.

/** The abbreviations, without their last full stop; a word boundary (or the start) before each. */
const NAME_ABBREVIATION_SOURCE = String.raw`(?:U\.S|U\.K|E\.U|U\.N|N\.Y|D\.C|St|Ste|Mt|Ft)`;

/**
 * "et al." as other languages abbreviate it, closing an author list: Polish "i in.", Russian "и др.",
 * Turkish "vd.", Dutch "e.a.", German "u. a.", Spanish "y col.", French "et coll.", Swedish "m.fl."
 * (without the last full stop). Its full stop is the names', not the end of them.
 */
export const OTHERS_ABBREVIATION_SOURCE = String.raw`(?:i\s+in|и\s+др|vd|e\.\s?a|u\.\s*a|y\s+cols?|et?\s+coll?|m\.\s?fl)`;

/** Negative lookbehind, for a regular expression's full stop: it does not end one of the abbreviations. */
export const NOT_AFTER_NAME_ABBREVIATION = String.raw`(?<!(?:^|[\s(,;:])${NAME_ABBREVIATION_SOURCE})`;

const ENDS_NAME_ABBREVIATION_RE = new RegExp(String.raw`(?:^|[\s(,;:])${NAME_ABBREVIATION_SOURCE}$`);

/** Whether the full stop at `dot` ends a dotted name abbreviation ("U.S." in "U.S. Department"). */
export function endsNameAbbreviation(text: string, dot: number): boolean {
  return text[dot] === '.' && ENDS_NAME_ABBREVIATION_RE.test(text.slice(Math.max(0, dot - 6), dot));
}

/**
 * The last full stop at or before `end` that ends a part (one before a space, or the text's
 * end, and not a name abbreviation's); -1 if none.
 */
export function lastPartStop(text: string, end: number): number {
  for (let i = text.lastIndexOf('.', end); i >= 0; i = text.lastIndexOf('.', i - 1)) {
    const after = text[i + 1];
    if ((after === undefined || /\s/.test(after)) && !endsNameAbbreviation(text, i)) return i;
    if (i === 0) break;
  }
  return -1;
}
