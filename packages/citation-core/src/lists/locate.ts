// Finds every numbered reference list: under a heading such as "References" or "Works cited"
// (Heading style, bold or a short line of its own), or the unheaded "[1] [3] Title" list that
// ChatGPT deep-research exports put at the very end, or Markdown footnote definitions ("[^1]: …"),
// headed or not. Entry numbers come from typed labels or from Word auto-numbering, never from list
// positions when labels exist.
import type { Paragraph } from '../docx/paragraphs.ts';
import type { ReferenceList } from '../types.ts';
import { collectEntries, isAutoNumbered, isSubheading } from './collect-entries.ts';
import { settleRepeatedLabels } from './repeated-labels.ts';
import { resolveRepeatEntries } from './repeat-entries.ts';
import { collectUnheadedTrailingList, columnsTable, looseList, readsAsReferences } from './fallback-lists.ts';
import { headsNotes, inlineHeading, isReferenceHeading, normalizeHeading } from './headings.ts';
import { headsSiteList } from './site-lists.ts';

export { isReferenceHeading } from './headings.ts';

/** Headings of lists that recommend rather than cite. */
const READING_LIST = /^(?:further|additional|recommended|suggested)\s+reading|^reading\s+list$|^see\s+also$/i;

export interface LocatedLists {
  lists: ReferenceList[];
  /** Paragraph indexes that belong to a list (headings included): never scanned for citations. */
  listParagraphs: Set<number>;
  /** Which list a citation in paragraph `index` refers to (its own section's list). */
  listForParagraph(index: number): number;
  /**
   * The numbers of a reading list ("Further reading" 6–8) that goes on from the list before it
   * (References 1–5) and was kept apart: a citation of one of them means the two are one numbering,
   * located again with `mergeReading` (citations/find-citations.ts).
   */
  continuingReading: Set<number>;
}

export interface LocateOptions {
  /** Merge a reading list into the list before it when its numbers go on from it (see continuingReading). */
  mergeReading?: boolean;
}

export function locateReferenceLists(paragraphs: Paragraph[], options: LocateOptions = {}): LocatedLists {
  const lists: ReferenceList[] = [];
  const listParagraphs = new Set<number>();
  /** [first, last] paragraph index of each list, heading included. */
  const spans: [number, number][] = [];

  /** The reference heading above a sub-heading that may head a list of its own (see below). */
  let parent: { heading: Paragraph; subheading: number } | undefined;
  for (let i = 0; i < paragraphs.length; i++) {
    const heading = paragraphs[i];
    const sub = parent?.subheading === i ? parent.heading : undefined;
    if (parent && i >= parent.subheading) parent = undefined;
    if (!heading) continue;
    const inline = sub || isReferenceHeading(heading) ? undefined : inlineHeading(heading);
    if (!sub && !inline && !isReferenceHeading(heading) && !headsSiteList(paragraphs, i)) continue;
    const { entries, last, kept } = collectEntries(paragraphs, inline ? i : i + 1, lists.length, sub ?? heading);
    if (entries.length === 0 || (inline && entries[0]?.paragraphIndex !== i)) continue;
    // A sub-heading that starts its numbering again may head something else (questions, steps): only
    // a list that reads as references is one.
    if (sub && !readsAsReferences(entries)) continue;
    // "Notes" heads a Chicago list of notes, but also an appendix's remarks ("1. Prices exclude
    // installation."): a list under it needs most of its entries to read as references (short forms
    // and "Ibid." count), or it is left to the document.
    if (!sub && !inline && headsNotes(normalizeHeading(heading.text)) && !readsAsReferences(entries, 0.6)) continue;
    lists.push({
      index: lists.length,
      heading: inline ?? normalizeHeading(heading.text),
      // A heading inside the list's own paragraph has no paragraph to stay in: it goes with the list.
      headingParagraphIndex: inline ? -1 : i,
      autoNumbered: isAutoNumbered(paragraphs, entries),
      entries,
    });
    spans.push([i, last]);
    for (let j = i; j <= last; j++) if (!kept.has(j)) listParagraphs.add(j);
    // "Journal articles" 1–3, then "Reports" starting again at 1, both under References: the second
    // numbering is a list of its own, headed by its sub-heading (a numbering that goes on is one list,
    // collectEntries keeps it whole).
    const next = paragraphs.findIndex((p, k) => k > last && p.text.trim() !== '');
    if (next >= 0 && isSubheading(sub ?? heading, paragraphs[next] as Paragraph)) parent = { heading: sub ?? heading, subheading: next };
    i = last;
  }

  if (lists.length === 0 || (spans[spans.length - 1]?.[1] ?? 0) < paragraphs.length - 1) {
    const trailing = collectUnheadedTrailingList(paragraphs, spans[spans.length - 1]?.[1] ?? -1, lists.length);
    if (trailing) {
      lists.push(trailing.list);
      spans.push([trailing.first, trailing.last]);
      for (let j = trailing.first; j <= trailing.last; j++) if (!trailing.kept.has(j)) listParagraphs.add(j);
    }
  }

  // Nothing under a heading we know, and no "[1] …" list at the end: the tools' other wordings
  // ("Learn more", "Key Citations", "Resources") or no heading at all. Only a list that reads as
  // references is taken then, the last one in the document (lists/locate.ts, looseList).
  if (lists.length === 0) {
    const loose = looseList(paragraphs) ?? columnsTable(paragraphs);
    if (loose) {
      lists.push(loose.list);
      spans.push([loose.first, loose.last]);
      for (let j = loose.first; j <= loose.last; j++) if (!loose.kept.has(j)) listParagraphs.add(j);
    }
  }

  const continuingReading = mergeContinuations(paragraphs, lists, spans, options.mergeReading === true);
  for (const list of lists) {
    settleRepeatedLabels(list);
    resolveRepeatEntries(list);
  }

  // "Further reading" is read as a list (cited or set aside, ADR 122) but never closes a section: a
  // citation above it belongs to the reference list after it, when there is one.
  const reading = new Set(lists.filter((l) => READING_LIST.test(l.heading)).map((l) => l.index));
  const listForParagraph = (index: number): number => {
    // A citation refers to the list that closes its section: the first list starting after it.
    let fallback: number | undefined;
    for (let k = 0; k < spans.length; k++) {
      const span = spans[k];
      if (!span || index >= span[0]) continue;
      if (!reading.has(k)) return k;
      fallback ??= k;
    }
    return fallback ?? Math.max(0, spans.length - 1);
  };

  return { lists, listParagraphs, listForParagraph, continuingReading };
}

/**
 * "References 1–10" then "Additional sources 11–14": a list right after another whose numbers go on
 * from it is the same numbering under a second heading, so it is one list (a citation "[12]" above
 * both cites the second part). A reading list is merged only when asked (`mergeReading`: something
 * cites its numbers); otherwise it stays apart, as it was when nothing cites it, and its numbers are returned.
 */
function mergeContinuations(paragraphs: Paragraph[], lists: ReferenceList[], spans: [number, number][], mergeReading: boolean): Set<number> {
  const continuingReading = new Set<number>();
  for (let k = lists.length - 1; k > 0; k--) {
    const [before, after] = [lists[k - 1] as ReferenceList, lists[k] as ReferenceList];
    const [beforeSpan, afterSpan] = [spans[k - 1] as [number, number], spans[k] as [number, number]];
    if (before.entries.length === 0 || after.entries.length === 0) continue;
    const between = paragraphs.slice(beforeSpan[1] + 1, afterSpan[0]);
    if (between.some((p) => p.text.trim() !== '')) continue;
    const last = Math.max(...before.entries.map((e) => e.number));
    if (Math.min(...after.entries.map((e) => e.number)) !== last + 1) continue;
    if (READING_LIST.test(after.heading) && !mergeReading) {
      for (const entry of after.entries) continuingReading.add(entry.number);
      continue;
    }
    for (const entry of after.entries) before.entries.push({ ...entry, list: before.index });
    before.autoNumbered = before.autoNumbered && after.autoNumbered;
    lists.splice(k, 1);
    spans.splice(k - 1, 2, [beforeSpan[0], afterSpan[1]]);
    for (let j = k; j < lists.length; j++) {
      const list = lists[j] as ReferenceList;
      list.index = j;
      for (const entry of list.entries) entry.list = j;
    }
  }
  return continuingReading;
}
