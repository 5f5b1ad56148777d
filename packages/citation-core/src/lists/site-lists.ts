// Copilot closes an answer with its sources as a numbered list of bare site names under a line of
// its own ("Learn more", or its wording in the user's language): "1. iea.org", "2. irena.org". Such a
// list says what it is by its entries, whatever the line above says, so every one is read, not only
// the last list of the document (lists/fallback-lists.ts, looseList).
import type { Paragraph } from '../docx/paragraphs.ts';
import { isShortHeadingLine } from './headings.ts';
import { typedLabel } from './labels.ts';
import { isBareSite } from './run-on-labels.ts';

/** A numbered paragraph (typed label or Word numbering) that holds nothing but a site name. */
function isSiteEntry(p: Paragraph): boolean {
  if (p.inTable) return false;
  const label = typedLabel(p.text);
  if (label) return isBareSite(label.rest);
  return p.numbering?.value !== undefined && isBareSite(p.text);
}

/** The short line at `index` heads two or more numbered site names (the first paragraphs after it). */
export function headsSiteList(paragraphs: readonly Paragraph[], index: number): boolean {
  const heading = paragraphs[index];
  if (!heading || !isShortHeadingLine(heading)) return false;
  let sites = 0;
  for (let j = index + 1; j < paragraphs.length; j++) {
    const p = paragraphs[j] as Paragraph;
    if (p.text.trim() === '') continue;
    if (!isSiteEntry(p)) break;
    sites++;
  }
  return sites >= 2;
}
