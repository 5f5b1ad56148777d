// "[source](https://…)": a Markdown link whose words only say that a source stands here ("source",
// "src", "ref", "citation"), as an answer copied as Markdown cites its web pages, outside brackets
// and after the claim. The words carry nothing of the claim, so the whole link is the citation and is
// replaced; its address is the reference. Linked words of the claim itself ("[rose by 50%](…)") are
// phrase links (phrase-links.ts), and "([Reuters](…))" a link group (detect.ts).
import type { Paragraph } from '../docx/paragraphs.ts';
import type { LinkCitation } from './detect.ts';

const LINK_TARGET = String.raw`https?:\/\/[^\s()]+(?:\([^\s()]*\)[^\s()]*)*`;
const SOURCE_WORD = String.raw`(?:sources?|src|refs?|references?|citations?|cite)`;
/** One or more of them in a row, apart by spaces, commas or semicolons. */
const SOURCE_WORD_LINKS = new RegExp(String.raw`\[\s*${SOURCE_WORD}\s*\]\(${LINK_TARGET}\)(?:[\s,;]{0,3}\[\s*${SOURCE_WORD}\s*\]\(${LINK_TARGET}\))*`, 'gi');
const ONE = new RegExp(String.raw`\[\s*${SOURCE_WORD}\s*\]\((${LINK_TARGET})\)`, 'gi');

/** True for a link's words that only say "source" (in any case): no site's name, nothing to keep. */
export function isSourceWord(label: string): boolean {
  return new RegExp(String.raw`^\s*${SOURCE_WORD}\s*$`, 'i').test(label);
}

export function scanSourceWordLinks(p: Paragraph): LinkCitation[] {
  if (!p.text.includes('](')) return [];
  const out: LinkCitation[] = [];
  for (const match of p.text.matchAll(SOURCE_WORD_LINKS)) {
    const sources = [...match[0].matchAll(ONE)].map((m) => ({ label: '', url: m[1] ?? '' }));
    out.push({ paragraphIndex: p.index, start: match.index, end: match.index + match[0].length, text: match[0], sources });
  }
  return out;
}
