// A reference wrapped over several paragraphs: a PDF opened in Word (or text pasted from one) keeps
// every printed line as a paragraph of its own, so an entry of the list spans two, three or four
// paragraphs ("[3] K. He et al., “Deep residual learning for image recognition,” in" ↵ "Proceedings
// of the IEEE Conference on Computer Vision and Pattern" ↵ "Recognition, 2016, pp. 770–778.").
// What says a line carries the entry above on: the entry so far has not ended (no full stop closes
// it) and its last line was a full printed line (a short one, "2. irena.org", was no wrapped line),
// the line is no longer than a printed line, and the next entry's label follows within a few
// such lines; the list's last entry, which no label follows, only when it visibly breaks off (a
// comma, a hyphen, "in", "of", "vol.", a quoted title not yet closed) or the line starts in lower case.
import type { Paragraph } from '../docx/paragraphs.ts';
import { typedLabel } from './labels.ts';

/** A printed line of a reference list, at the widest. */
const LINE_LENGTH = 160;
/** A line the printer filled: what comes before a wrapped line. */
const FULL_LINE = 45;
/** Lines an entry may still run on for before the next label. */
const LOOKAHEAD = 4;
/** The entry so far ends with its closing full stop (or a question or exclamation mark, inside quotes too). */
const ENDED = /[.!?][”"’']?\s*$/u;
/** Ends with an address or a DOI: a line of its own may follow that is no part of it. */
const ENDS_WITH_ADDRESS = /(?:https?:\/\/|www\.|\b10\.\d{4,9}\/)\S*$/iu;
/** Visibly broken off: a comma, a hyphen or dash, an opening quote, or a word a reference never ends with. */
const BROKEN_OFF = /(?:[,;:(“‘"\-‐–]|\b(?:in|and|of|the|for|on|at|to|vol\.|no\.|pp?\.|doi:|et al\.))\s*$/iu;

/** True when paragraph `j` goes on with the entry whose text so far is `entryText`. */
export function wrapsEntry(paragraphs: Paragraph[], j: number, entryText: string): boolean {
  const p = paragraphs[j];
  if (!p || p.numbering?.value !== undefined || p.inTable || p.isHeading || p.isTitle) return false;
  const text = p.text.trim();
  if (text === '' || text.length > LINE_LENGTH || typedLabel(text)) return false;
  const sofar = entryText.trim();
  if (ENDED.test(sofar) || ENDS_WITH_ADDRESS.test(sofar)) return false;
  let before = j - 1;
  while (before >= 0 && paragraphs[before]?.text.trim() === '') before--;
  if ((paragraphs[before]?.text.trim().length ?? 0) < FULL_LINE) return false;
  let lines = 0;
  for (let k = j + 1; k < paragraphs.length; k++) {
    const next = paragraphs[k] as Paragraph;
    const nextText = next.text.trim();
    if (nextText === '') continue;
    if (next.isHeading || next.isTitle) break;
    if ((typedLabel(nextText)?.rest ?? '') !== '' || next.numbering?.value !== undefined) return true;
    if (++lines >= LOOKAHEAD || nextText.length > LINE_LENGTH || next.inTable) break;
  }
  return BROKEN_OFF.test(sofar) || /^\p{Ll}/u.test(text) || unclosedQuote(sofar);
}

/** A title's opening quote with no closing one yet: “Safety and efficacy… */
function unclosedQuote(text: string): boolean {
  return (text.match(/“/g)?.length ?? 0) > (text.match(/”/g)?.length ?? 0);
}
