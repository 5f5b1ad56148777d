// Gemini's "[cite_start]" markers, left in text copied out of a Gemini (Deep Research, Canvas) answer:
// each opens the claim that the next "[cite: 3]" closes. The "[cite: 3]" is a citation and is
// repaired; the opening marker names no source, so it is removed from the repaired document
// (tool-artifacts.ts), and the processing log counts it.
import type { Paragraph } from '../docx/paragraphs.ts';

const MARKER = /\[cite_start\]/g;

/** How many markers the paragraphs hold: the spans below, counted. */
export function geminiSpanMarkers(paragraphs: readonly Paragraph[]): number {
  return paragraphs.reduce((count, p) => count + geminiMarkerSpans(p).length, 0);
}

/** Where each marker stands in the paragraph's text. */
export function geminiMarkerSpans(p: Paragraph): { start: number; end: number }[] {
  if (!p.text.includes('[cite_start]')) return [];
  return [...p.text.matchAll(MARKER)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}
