// A work not yet published: "Smith, J. (in press).", "(2024, in press)", "(forthcoming)", Vancouver's
// "… J Cities. In press." The status is taken out before the layouts read the entry (APA's reader
// then sees an undated work, and "In press" is no chapter "In" a book called "press") and kept as
// CSL's `status`, which APA, Chicago and IEEE print where the date goes ("(Smith, in press)").

const STATUS_WORDS = String.raw`in press|forthcoming|accepted(?: for publication)?|submitted|under review|im Druck|sous presse|à paraître|en prensa|no prelo`;
/** "(in press)" where the year goes, or after it: "(2024, in press)". */
const BRACKETED_RE = new RegExp(String.raw`\((?:((?:1[5-9]|20)\d{2})[a-z]?,\s*)?(${STATUS_WORDS})\)`, 'iu');
/** "In press." or "[In press]" closing the entry (Vancouver, AMA). */
const CLOSING_RE = new RegExp(String.raw`[.,;]?\s*(?:\[(${STATUS_WORDS})\]|(${STATUS_WORDS}))\.?\s*$`, 'iu');

export interface TakenStatus {
  text: string;
  status?: string;
}

export function takeStatus(text: string): TakenStatus {
  const bracketed = BRACKETED_RE.exec(text);
  if (bracketed) {
    const year = bracketed[1];
    const rest = `${text.slice(0, bracketed.index)}(${year ?? 'n.d.'})${text.slice(bracketed.index + bracketed[0].length)}`;
    return { text: rest, status: normalize(bracketed[2] as string) };
  }
  const closing = CLOSING_RE.exec(text);
  // Only after something: an entry that is nothing but "In press" has no status to keep.
  if (closing && closing.index > 0) return { text: `${text.slice(0, closing.index)}.`, status: normalize((closing[1] ?? closing[2]) as string) };
  return { text };
}

function normalize(words: string): string {
  return words.toLowerCase().replace(/\s+/g, ' ');
}
