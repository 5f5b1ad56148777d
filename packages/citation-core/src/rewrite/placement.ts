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
 * the full stop it was raised after ("growing.(Smith, 2020)"): it gets a space, and a full stop or
 * comma just before it moves after it. A raised one is placed by raisedPlacement.
 */
export function placement(citation: Citation, text: string, raised: boolean): Placement {
  if (raised) return raisedPlacement(citation, text);
  const prev = text.charAt(citation.start - 1);
  if (prev === '' || /\s|[([{“"'‘/-]/.test(prev)) return {};
  const beforePrev = text.charAt(citation.start - 2);
  if (CLOSING_PUNCTUATION.test(prev) && beforePrev !== '' && !/\s/.test(beforePrev) && !/\d/.test(beforePrev)) {
    return { start: citation.start - 1, before: ' ', after: prev };
  }
  return { before: ' ' };
}

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
  // One full stop or comma, not an ellipsis or a decimal ("[1].5" is not a sentence end).
  if ((next === '.' || next === ',') && !/[.\d]/.test(text.charAt(citation.end + 1))) {
    out.end = citation.end + 1;
    out.before = next;
  }
  return out;
}
