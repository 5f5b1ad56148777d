// What step 2 tells the processing log about the document as read, before any lookup: lists known
// only by their content, lists nothing cites, numbers with no entry, numbering read on past a restart,
// and the AI tools' own tokens.
import { chatgptTokens } from './citations/chatgpt-tokens.ts';
import { grokTags } from './citations/grok-tags.ts';
import { geminiSpanMarkers } from './citations/span-markers.ts';
import type { Paragraph } from './docx/paragraphs.ts';
import {
  chatgptTokensEntry,
  continuedNumberingEntry,
  copiedListEntry,
  geminiMarkersEntry,
  grokTagsEntry,
  headerFooterEntry,
  leftoverNumberEntry,
  listByContentEntry,
  textBoxCitationsEntry,
  trackedChangesEntry,
  relabelledEntry,
  repeatedLabelEntry,
  uncitedListEntry,
  unknownNumbersEntry,
} from './report.ts';
import type { LogEntry, ReferenceList } from './types.ts';

export interface ReadingFacts {
  lists: readonly ReferenceList[];
  uncited: readonly ReferenceList[];
  /** Uncited lists that repeat a cited one (removed with it). */
  copies?: readonly { list: ReferenceList; of: ReferenceList }[];
  unknownNumbers: readonly { text: string; numbers: number[]; unmatched?: boolean }[];
  paragraphs: readonly Paragraph[];
  /** Bracketed citations written in page headers and footers, which stay as written. */
  headerFooterCitations?: readonly string[];
  /** Citations in text boxes, written as text where the others are live fields. */
  textBoxCitations?: readonly string[];
  /** Citations a tracked change runs through, left as written. */
  trackedChangeCitations?: readonly string[];
  /** Bracketed numbers not read as citations that name an entry nothing cites (citations/leftover-numbers.ts). */
  leftoverNumbers?: readonly { text: string; number: number }[];
}

export function readingNotices(facts: ReadingFacts, now: () => Date): LogEntry[] {
  const out: LogEntry[] = [];
  for (const list of facts.lists) if (list.byContent) out.push(listByContentEntry(`list-${list.index + 1}`, list, now()));
  for (const list of facts.lists) {
    if (list.continuedAfterFirst) out.push(continuedNumberingEntry(`continued-${list.index + 1}`, list, now()));
    for (const second of list.setAside ?? []) {
      const first = list.entries.find((e) => e.number === second.number);
      if (first) out.push(repeatedLabelEntry(`repeated-${list.index + 1}-${second.paragraphIndex}`, { list, first, second }, now()));
    }
    for (const { entry, written } of list.relabelled ?? []) {
      out.push(relabelledEntry(`relabelled-${list.index + 1}-${entry.paragraphIndex}`, { list, number: entry.number, written, text: entry.text }, now()));
    }
  }
  for (const list of facts.uncited) out.push(uncitedListEntry(`list-${list.index + 1}`, list, now()));
  for (const copy of facts.copies ?? []) out.push(copiedListEntry(`list-${copy.list.index + 1}`, copy, now()));
  for (const unknown of facts.unknownNumbers) out.push(unknownNumbersEntry(`unknown-${out.length + 1}`, unknown, now()));
  for (const leftover of facts.leftoverNumbers ?? []) out.push(leftoverNumberEntry(`leftover-${out.length + 1}`, leftover, now()));
  const tokens = chatgptTokens(facts.paragraphs);
  if (tokens) out.push(chatgptTokensEntry('chatgpt-tokens', tokens, now()));
  const spanMarkers = geminiSpanMarkers(facts.paragraphs);
  if (spanMarkers > 0) out.push(geminiMarkersEntry('gemini-markers', spanMarkers, now()));
  const grok = grokTags(facts.paragraphs);
  if (grok > 0) out.push(grokTagsEntry('grok-tags', grok, now()));
  if (facts.headerFooterCitations && facts.headerFooterCitations.length > 0) out.push(headerFooterEntry(facts.headerFooterCitations, now()));
  if (facts.textBoxCitations && facts.textBoxCitations.length > 0) out.push(textBoxCitationsEntry(facts.textBoxCitations, now()));
  if (facts.trackedChangeCitations && facts.trackedChangeCitations.length > 0) out.push(trackedChangesEntry(facts.trackedChangeCitations, now()));
  return out;
}
