// Grok's render tags, left in text copied out of a Grok (DeepSearch) answer:
// '<grok:render card_id="…" card_type="citation_card" type="render_inline_citation"><argument
// name="citation_id">3</argument></grok:render>'. Grok draws a citation card from each; copied, the
// tag arrives as text. Its id indexes Grok's own search results, which the document does not hold,
// so it names no source that can be looked up: it is removed from the repaired document
// (tool-artifacts.ts), and the processing log counts it.
import type { Paragraph } from '../docx/paragraphs.ts';

/** One tag, its arguments included; bounded, so a stray "<grok:render" never reads to the paragraph's end. */
const TAG = /<grok:render\b[^<>]{0,300}>(?:[^<]{0,200}<(?!\/grok:render>)[^<>]{0,200}>){0,12}[^<]{0,200}<\/grok:render>|<grok:render\b[^<>]{0,300}\/>/g;

/** Where each tag stands in the paragraph's text. */
export function grokTagSpans(p: Paragraph): { start: number; end: number }[] {
  if (!p.text.includes('<grok:')) return [];
  return [...p.text.matchAll(TAG)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/** How many tags the paragraphs hold: the spans above, counted. */
export function grokTags(paragraphs: readonly Paragraph[]): number {
  return paragraphs.reduce((count, p) => count + grokTagSpans(p).length, 0);
}
