// What AI tools leave in copied text that is neither prose nor a citation: ChatGPT's citation tokens
// ("citeturn0search3"), Gemini's "[cite_start]" markers and Grok's "<grok:render …>" tags. None names
// a source anyone can look up, and a reader sees them as noise, so the repaired document goes without them.
import type { Paragraph } from '../docx/paragraphs.ts';
import type { Citation } from '../types.ts';
import { chatgptTokenSpans } from './chatgpt-tokens.ts';
import { grokTagSpans } from './grok-tags.ts';
import { geminiMarkerSpans } from './span-markers.ts';

export interface TextSpan {
  paragraphIndex: number;
  start: number;
  end: number;
}

/** The artifacts to remove: outside the citations, a space before one going with it when another space or a mark follows. */
export function toolArtifacts(paragraphs: readonly Paragraph[], citations: readonly Citation[]): TextSpan[] {
  const out: TextSpan[] = [];
  for (const p of paragraphs) {
    const spans = [...chatgptTokenSpans(p), ...geminiMarkerSpans(p), ...grokTagSpans(p)];
    for (const span of spans) {
      if (citations.some((c) => c.paragraphIndex === p.index && c.start < span.end && span.start < c.end)) continue;
      // "rose citeturn0search1 and" → "rose and", "rose citeturn0search1." → "rose."
      const start = p.text[span.start - 1] === ' ' && /^(?:[\s.,;:!?)]|$)/.test(p.text.slice(span.end)) ? span.start - 1 : span.start;
      out.push({ paragraphIndex: p.index, start, end: span.end });
    }
  }
  return out;
}
