// Claude's research reports (and other answers pasted as rich text, or copied as Markdown) cite by
// linking a phrase to its source — "capacity rose by 50% in 2023", linked to the IEA's report — with no number, chip or list.
// In a document where nothing else cites, these links are the citations: each keeps its words and
// gains a citation after them (render 'phrase'), and its address is the reference. In any other
// document a linked phrase is a link like any other, so this is only a fallback (pipeline.ts) — but
// for one: Grok's reports link phrases ("IEA", "in 2023") to the very pages of their "Key Citations"
// list and cite a source or two otherwise ("(Reuters)"); there the phrases linked to the list's pages
// cite its entries too (`listedPhraseLinks`).
import type { Paragraph } from '../docx/paragraphs.ts';
import type { LocatedLists } from '../lists/locate.ts';
import { isDomainName } from '../text/domain-name.ts';
import type { Citation } from '../types.ts';
import type { LinkCitation } from './detect.ts';
import { listedLinks } from './link-sources.ts';
import { normalizeUrl } from '../references/normalize-url.ts';
import { linkedStretches } from './word-link-citations.ts';
import { NUMBERS_ONLY } from './expand-ranges.ts';

/** Fewer than this many linked phrases is a document with a link or two, not one that cites by links. */
export const MIN_PHRASE_LINKS = 2;

/** "[rose by 50%](https://…)": the same link copied as Markdown and pasted as text. */
const MARKDOWN_LINK = /\[([^[\]\n]{1,200})\]\((https?:\/\/[^\s()]+(?:\([^\s()]*\)[^\s()]*)*)\)/g;

export function phraseLinkCitations(paragraphs: readonly Paragraph[], located: LocatedLists): LinkCitation[] {
  const out: LinkCitation[] = [];
  for (const p of paragraphs) {
    if (located.listParagraphs.has(p.index) || p.isCode || p.isHeading) continue;
    for (const stretch of linkedStretches(p.runs)) {
      const label = p.text.slice(stretch.start, stretch.end);
      if (!isPhrase(label)) continue;
      const start = stretch.start + (label.length - label.trimStart().length);
      const words = label.trim();
      out.push({ paragraphIndex: p.index, start, end: start + words.length, text: words, sources: [{ label: '', url: stretch.url }], phrase: true });
    }
    // The whole "[words](address)" goes; its words stay as the phrase.
    for (const m of p.text.matchAll(MARKDOWN_LINK)) {
      const words = (m[1] ?? '').trim();
      if (!isPhrase(words) || out.some((o) => o.paragraphIndex === p.index && o.start < m.index + m[0].length && m.index < o.end)) continue;
      out.push({
        paragraphIndex: p.index,
        start: m.index,
        end: m.index + m[0].length,
        text: words,
        sources: [{ label: '', url: m[2] as string }],
        phrase: true,
      });
    }
  }
  out.sort((a, b) => a.paragraphIndex - b.paragraphIndex || a.start - b.start);
  return out.length >= MIN_PHRASE_LINKS ? out : [];
}

/**
 * The linked phrases that cite entries of the document's lists beside its other citations: those
 * whose address is an entry's own (its link or an address in its text), outside what already cites.
 * Only where the other citations are links too ("(Reuters)", a chip) and the phrases carry the citing:
 * they reach at least `MIN_PHRASE_LINKS` entries nothing else cites, no fewer than the other citations
 * cite, and the two together cite more than half the entries of those lists. A document that numbers
 * its citations (or whose notes are its references) cites by those, so a link in its prose to a listed
 * page stays a link.
 */
export function listedPhraseLinks(
  paragraphs: readonly Paragraph[],
  located: LocatedLists,
  citations: readonly Citation[],
  linkCitations: readonly LinkCitation[],
): LinkCitation[] {
  if (citations.some((c) => c.render !== 'link')) return [];
  const listed = listedLinks(located.lists);
  if (listed.size === 0) return [];
  const taken = [...citations, ...linkCitations];
  const overlaps = (phrase: LinkCitation) => taken.some((c) => c.paragraphIndex === phrase.paragraphIndex && c.start < phrase.end && phrase.start < c.end);
  const entryOf = (phrase: LinkCitation) => listed.get(normalizeUrl(phrase.sources[0]?.url ?? ''));
  const phrases = phraseLinkCitations(paragraphs, located).filter((phrase) => entryOf(phrase) !== undefined && !overlaps(phrase));
  const key = (list: number, number: number) => `${list}:${number}`;
  const cited = new Set(citations.flatMap((c) => c.numbers.map((n) => key(c.list, n))));
  const reached = new Set(phrases.map((phrase) => entryOf(phrase)).map((e) => key(e?.list ?? -1, e?.number ?? -1)));
  const newly = [...reached].filter((k) => !cited.has(k));
  const lists = new Set(phrases.map((phrase) => entryOf(phrase)?.list));
  const entries = located.lists.filter((l) => lists.has(l.index)).flatMap((l) => l.entries.map((e) => key(l.index, e.number)));
  const citedThere = entries.filter((k) => cited.has(k)).length;
  const covered = entries.filter((k) => cited.has(k) || reached.has(k)).length;
  if (newly.length < MIN_PHRASE_LINKS || newly.length < citedThere || covered * 2 <= entries.length) return [];
  return phrases;
}

/** Words of a claim: not an address written out ("https://…", "iea.org": a source line) nor a number. */
function isPhrase(label: string): boolean {
  const words = label.trim();
  return words !== '' && !/^(?:https?:\/\/|www\.)/i.test(words) && !isDomainName(words) && !NUMBERS_ONLY.test(words);
}
