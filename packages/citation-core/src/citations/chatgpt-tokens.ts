// ChatGPT's own citation tokens, left in text copied out of it: "citeturn0search3turn0news12", often
// wrapped in private-use characters (U+E200 … U+E202 … U+E201) that Word shows as boxes or not at
// all. They name a source only inside ChatGPT's session, so nothing can be looked up from them: they
// are removed from the repaired document (tool-artifacts.ts), and the processing log says so.
import type { Paragraph } from '../docx/paragraphs.ts';

const TOKEN = /\ue200?(?:file)?cite\ue202?(?:turn\d+[a-z]+\d+\ue202?)+\ue201?/gu;

export interface ChatgptTokens {
  count: number;
  /** The first one, without its private-use characters. */
  example: string;
}

/** Where each token stands in the paragraph's text. */
export function chatgptTokenSpans(p: Paragraph): { start: number; end: number }[] {
  if (!p.text.includes('turn')) return [];
  return [...p.text.matchAll(TOKEN)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/** The tokens the spans above find, counted, and the first of them shown. */
export function chatgptTokens(paragraphs: readonly Paragraph[]): ChatgptTokens | undefined {
  let count = 0;
  let example = '';
  for (const p of paragraphs) {
    const spans = chatgptTokenSpans(p);
    count += spans.length;
    const first = spans[0];
    if (!example && first) example = p.text.slice(first.start, first.end).replace(/[\ue200-\ue202]/gu, '');
  }
  return count > 0 ? { count, example } : undefined;
}
