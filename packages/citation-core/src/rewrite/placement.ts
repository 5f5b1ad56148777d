// Where a new citation goes and what moves around it: an in-line citation gets a space from the word
// before it and goes before the full stop it was raised after; a raised one touches the word and
// stands after a full stop or comma. Used by the live fields and by the text markers alike.
import type { Citation } from '../types.ts';

/** Where the replacement starts and ends, and the text written just before and after it. */
export interface Placement {
  start?: number;
  end?: number;
  before?: string;
  after?: string;
}

const CLOSING_PUNCTUATION = /[.,;:!?]/;

/**
 * An in-line citation must not stay glued to the word before it ("1970s(Smith, 2020)") nor follow
 * the full stop it was set after ("growing.(Smith, 2020)", "in 2023. (IEA, n.d.) Next"): it gets a
 * space, and a full stop or comma just before it, touching the word or a space away, moves after
 * it, unless a mark follows the citation. A full stop moves only where a sentence ends (the
 * paragraph's end or a capital follows), so "Smith et al. [3] showed" and "e.g. [1]," keep their
 * abbreviation's dot where it is. A raised citation is placed by raisedPlacement.
 */
export function placement(citation: Citation, text: string, raised: boolean): Placement {
  // A linked phrase keeps its words; the citation follows them.
  if (citation.render === 'phrase') return { before: raised ? citation.text : `${citation.text} ` };
  if (raised) return raisedPlacement(citation, text);
  let at = citation.start;
  while (at > 0 && /[ \u00a0\t]/.test(text.charAt(at - 1))) at--;
  const prev = text.charAt(at - 1);
  const beforePrev = text.charAt(at - 2);
  // A mark the citation is followed by stays alone: moving the one before it would set two side by
  // side ("Key works: [3]; memory" is not "Key works (He, 2016):; memory").
  const markFollows = CLOSING_PUNCTUATION.test(text.slice(citation.end).trimStart().charAt(0));
  if (
    CLOSING_PUNCTUATION.test(prev) &&
    !markFollows &&
    beforePrev !== '' &&
    !/\s/.test(beforePrev) &&
    // A full stop moves only where the sentence ends; a semicolon or a colon only where nothing of
    // its clause follows ("Prior work; [3] is key" cites at the start of the next clause).
    (!/[.!?;:]/.test(prev) || sentenceEndsAt(text, citation.end))
  ) {
    return { start: at - 1, before: CJK_RE.test(beforePrev) ? '' : ' ', after: prev };
  }
  // No space after a line break, an opening bracket, or Chinese and Japanese text, which sets none.
  if (at < citation.start || prev === '' || /[([{“"'‘/\n\t-]/.test(prev) || CJK_RE.test(prev)) return {};
  return { before: ' ' };
}

/** Chinese and Japanese characters and their punctuation: text written without spaces between words. */
const CJK_RE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff01-\uff0f\uff1a-\uff20]/u;

/** Nothing but spaces up to the paragraph's end, or spaces and then a new sentence's first character. */
function sentenceEndsAt(text: string, end: number): boolean {
  return /^(?:\s*$|\s+[\p{Lu}\d"“‘(])/u.test(text.slice(end));
}

/** Words after which a citation is a noun of the sentence ("in [2]", "see [3]", "Ref. [4]"), not a claim's source. */
const NAMED_BEFORE_RE = /(?:^|[\s(])(?:in|of|by|from|to|see|cf\.|and|or|with|than|refs?\.?|references?)\s*$/i;

/**
 * A raised citation (Nature, AMA, ACS) touches the word before it and stands after a full stop or a
 * comma, inside a colon or semicolon (AMA 11th ed. 3.6.1; Nature's guide): "growing [1]." becomes
 * "growing.¹", "involved [4], and" becomes "involved,⁴ and".
 */
function raisedPlacement(citation: Citation, text: string): Placement {
  const out: Placement = {};
  let start = citation.start;
  while (start > 0 && /[ \u00a0\t]/.test(text.charAt(start - 1))) start--;
  if (start < citation.start && start > 0 && !/[\s([{“"‘]/.test(text.charAt(start - 1))) out.start = start;
  const next = text.charAt(citation.end);
  // A citation named in the sentence ("As shown in [2], it holds", "Ref. [3], however,") keeps the
  // comma after it: only one that closes a claim goes before the raised number.
  const named = next === ',' && NAMED_BEFORE_RE.test(text.slice(Math.max(0, citation.start - 30), citation.start));
  // One full stop or comma, not an ellipsis or a decimal ("[1].5" is not a sentence end).
  if ((next === '.' || next === ',') && !named && !/[.\d]/.test(text.charAt(citation.end + 1))) {
    out.end = citation.end + 1;
    out.before = next;
  }
  return out;
}
