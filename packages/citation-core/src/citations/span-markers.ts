// Gemini's "[cite_start]" markers, left in text copied out of a Gemini (Deep Research, Canvas) answer:
// each opens the claim that the next "[cite: 3]" closes. The "[cite: 3]" is a citation and is
// repaired; the opening marker names no source, so it is counted for the processing log, which
// says where to find it, and left as written (text that is no citation is never rewritten).
import type { Paragraph } from '../docx/paragraphs.ts';

const MARKER = /\[cite_start\]/g;

export function geminiSpanMarkers(paragraphs: readonly Paragraph[]): number {
  let count = 0;
  for (const p of paragraphs) {
    if (!p.text.includes('[cite_start]')) continue;
    count += p.text.match(MARKER)?.length ?? 0;
  }
  return count;
}
