import type { LocatedLists } from '../lists/locate.ts';
import { bibliographyParagraphs } from '../zotero/formatted-results.ts';
import { bibliographyHeading } from './bibliography-heading.ts';
import type { BibliographyLook } from '../zotero/formatted-results.ts';
import type { LiveFieldsPlan } from '../zotero/live-citations.ts';
import type { RewritePlan } from './plan.ts';
import type { ReferenceList } from '../types.ts';

/** The reference lists written in the body (not a note's, not the links'), in document order. */
export function bodyLists(located: LocatedLists): ReferenceList[] {
  return located.lists.filter((l) => l.entries.some((e) => e.paragraphIndex >= 0));
}

/**
 * The list whose place the one bibliography takes: the last one. Lists one per chapter each close
 * their chapter; Zotero keeps one bibliography per document, which belongs after all the text that
 * cites it, not inside the first chapter.
 */
export function bibliographyList(located: LocatedLists): ReferenceList | undefined {
  return bodyLists(located).at(-1);
}

/**
 * Live fields: Zotero's (or Mendeley's) bibliography field goes where the (last) reference list stood, under its
 * heading; with --keep-references the old list stays below it, and the bibliography gets a heading of
 * its own (bibliography-heading.ts). A list made only of the links of
 * the text has no place of its own: the bibliography goes at the end.
 */
export function placeBibliography(
  plan: RewritePlan,
  located: LocatedLists,
  keep: boolean,
  livePlan: LiveFieldsPlan,
  look: BibliographyLook,
  locale: string,
): void {
  const first = bibliographyList(located);
  const heading = first?.headingParagraphIndex ?? -1;
  const listStart = first ? Math.min(...first.entries.map((e) => e.paragraphIndex).filter((i) => i >= 0)) : -1;
  if (!keep && heading >= 0) plan.removeParagraphs = plan.removeParagraphs.filter((i) => i !== heading);
  const at = first ? (keep ? (heading >= 0 ? heading : listStart) : heading >= 0 ? heading + 1 : listStart) : -1;
  // A kept list keeps its heading: the bibliography, placed before it, gets one of its own.
  // (`like` is the paragraph it goes before: the old heading, else the list's first entry.)
  const headed = keep && first !== undefined;
  plan.insertBefore = {
    paragraphIndex: at,
    build: (like) => {
      const paragraphs = bibliographyParagraphs(like, livePlan.bibliographyCode, livePlan.bibliographyRuns, look);
      return headed ? [bibliographyHeading(like, heading >= 0 ? like : undefined, locale), ...paragraphs] : paragraphs;
    },
  };
}
