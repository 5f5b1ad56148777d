// A list that no citation points to is not this document's reference list: "Further reading",
// "Recommended resources" or a second list the text never cites. It stays in the document exactly as
// it was, and its entries are neither dropped as uncited nor counted: removing it would lose a
// section the author wrote on purpose. A list that only repeats a cited one is the exception: it goes
// with that list (duplicate-lists.ts).
import { copiedLists } from './duplicate-lists.ts';
import type { LocatedLists } from './locate.ts';
import type { Citation, ReferenceList } from '../types.ts';

export interface SetAside {
  /** `located` without the uncited lists' paragraphs (they are not removed) and entries. */
  located: LocatedLists;
  /** All lists, same indexes; the uncited ones with no entries. */
  lists: ReferenceList[];
  /** The lists left in the document. */
  uncited: ReferenceList[];
  /** Uncited lists that repeat a cited one, removed with it: each with the heading of the list it repeats. */
  copies: { list: ReferenceList; of: ReferenceList }[];
}

export function setAsideUncitedLists(located: LocatedLists, lists: ReferenceList[], citations: Citation[]): SetAside {
  const cited = new Set(citations.map((c) => c.list));
  // Only lists found in the body can be left there; the notes' and links' lists exist because they are cited.
  const unpointed = located.lists.filter((l) => !cited.has(l.index) && l.entries.length > 0);
  if (unpointed.length === 0) return { located, lists, uncited: [], copies: [] };
  const copied = copiedLists(
    unpointed,
    located.lists.filter((l) => cited.has(l.index)),
  );
  const copies = unpointed.flatMap((list) => {
    const of = located.lists.find((l) => l.index === copied.get(list.index));
    return of ? [{ list, of }] : [];
  });
  const uncited = unpointed.filter((l) => !copied.has(l.index));
  // A copy keeps its paragraphs among the lists' (removed with them), but no entries.
  const aside = new Set(unpointed.map((l) => l.index));
  const listParagraphs = new Set(located.listParagraphs);
  for (const list of uncited) {
    // The list's whole span, heading and blank lines between entries included.
    const indexes = [list.headingParagraphIndex, ...list.entries.flatMap((e) => [e.paragraphIndex, ...e.extraParagraphIndexes])].filter((i) => i >= 0);
    for (let i = Math.min(...indexes); i <= Math.max(...indexes); i++) listParagraphs.delete(i);
  }
  const empty = (l: ReferenceList): ReferenceList => (aside.has(l.index) ? { ...l, entries: [] } : l);
  return { located: { ...located, lists: located.lists.map(empty), listParagraphs }, lists: lists.map(empty), uncited, copies };
}
