// Citations that name their sources only inside the chat they were copied from: ChatGPT's
// "【12†source】" (and "【4:2†file】") and its "citeturn0search3" tokens. With a reference list the
// dagger markers cite its entries; with none, nothing can be looked up from them, and a document
// refused for want of a list says why in these words.
import type { Paragraph } from '../docx/paragraphs.ts';
import { chatgptTokens } from './chatgpt-tokens.ts';

const DAGGER_MARKER = /【\d+(?::\d+)?†[^】\n]{0,60}】/u;

/** The first such marker in the document, as written, or undefined. */
export function sessionMarker(paragraphs: readonly Paragraph[]): string | undefined {
  for (const p of paragraphs) {
    if (!p.text.includes('†')) continue;
    const found = DAGGER_MARKER.exec(p.text);
    if (found) return found[0];
  }
  return chatgptTokens(paragraphs)?.example;
}

/** What a person can do about a document whose only citations are such markers. */
export function sessionMarkerAdvice(marker: string): string {
  return `Its citations (${marker}) are ChatGPT's own markers, which name sources only inside ChatGPT: copy the answer together with its list of sources, or ask ChatGPT for a numbered reference list, and try again.`;
}
