// Claude's research reports (and other answers pasted as rich text) cite by linking a phrase to its
// source — "capacity rose by 50% in 2023", linked to the IEA's report — with no number, chip or list.
// In a document where nothing else cites, these links are the citations: each keeps its words and
// gains a citation after them (render 'phrase'), and its address is the reference. In any other
// document a linked phrase is a link like any other, so this is only a fallback (pipeline.ts).
import type { Paragraph } from '../docx/paragraphs.ts';
import type { LocatedLists } from '../lists/locate.ts';
import { isDomainName } from '../text/domain-name.ts';
import type { LinkCitation } from './detect.ts';
import { linkedStretches } from './word-link-citations.ts';

/** Fewer than this many linked phrases is a document with a link or two, not one that cites by links. */
export const MIN_PHRASE_LINKS = 2;

export function phraseLinkCitations(paragraphs: readonly Paragraph[], located: LocatedLists): LinkCitation[] {
  const out: LinkCitation[] = [];
  for (const p of paragraphs) {
    if (located.listParagraphs.has(p.index) || p.isCode || p.isHeading) continue;
    for (const stretch of linkedStretches(p.runs)) {
      const label = p.text.slice(stretch.start, stretch.end);
      const words = label.trim();
      // An address written out ("https://…", "iea.org") names no claim: it is a source line, not a phrase.
      if (words === '' || /^(?:https?:\/\/|www\.)/i.test(words) || isDomainName(words)) continue;
      const start = stretch.start + (label.length - label.trimStart().length);
      const end = start + words.length;
      out.push({ paragraphIndex: p.index, start, end, text: words, sources: [{ label: '', url: stretch.url }], phrase: true });
    }
  }
  return out.length >= MIN_PHRASE_LINKS ? out : [];
}
