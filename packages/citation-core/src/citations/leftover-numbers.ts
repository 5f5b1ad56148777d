// A bracketed number left standing in the text that names an entry nothing else cites: "[5, Th. 2]"
// in a form the readers do not know. The entry is dropped as uncited and, with a numeric style, the
// list renumbered, so the number left in the text comes to name another work. Such a place is named
// in a notice (reading-notices.ts) so that the user checks it; nothing is changed on a guess.
import type { Paragraph } from '../docx/paragraphs.ts';
import type { Citation } from '../types.ts';

export interface LeftoverNumber {
  /** The bracket as written ("[5, Th. 2]"). */
  text: string;
  list: number;
  number: number;
}

/** "[5", then "]" or a comma, semicolon or colon and a short rest before "]": a citation's shape. */
const BRACKET_NUMBER_RE = /[[［]\s*(\d{1,4})\s*(?:[\]］]|[,;:]\s*[^\]］\n]{1,40}[\]］])/g;

/**
 * The bracketed numbers, outside the citations found and the lists, that name an uncited entry
 * (`uncited`: "list:number") of the list their paragraph cites.
 */
export function leftoverNumbers(
  paragraphs: readonly Paragraph[],
  located: { listParagraphs: ReadonlySet<number>; listForParagraph(index: number): number },
  citations: readonly Citation[],
  uncited: ReadonlySet<string>,
): LeftoverNumber[] {
  if (uncited.size === 0) return [];
  const found = new Map<number, Citation[]>();
  for (const c of citations) found.set(c.paragraphIndex, [...(found.get(c.paragraphIndex) ?? []), c]);
  const out: LeftoverNumber[] = [];
  for (const p of paragraphs) {
    if (located.listParagraphs.has(p.index) || p.isCode || p.isContents || p.inManagerField || !/[[［]\s*\d/.test(p.text)) continue;
    const list = located.listForParagraph(p.index);
    const inCitation = (at: number) => (found.get(p.index) ?? []).some((c) => at >= c.start && at < c.end);
    for (const m of p.text.matchAll(BRACKET_NUMBER_RE)) {
      const number = Number(m[1]);
      if (inCitation(m.index) || !uncited.has(`${list}:${number}`)) continue;
      out.push({ text: m[0], list, number });
    }
  }
  return out;
}
