// The lists found without a heading we know: ChatGPT's unheaded "[1] [3] Title" list or Markdown
// definitions at the very end, and, when nothing else was found, the last numbered list that reads
// as references (ADR 121).
import { IBID_RE, isShortForm } from './repeat-entries.ts';
import type { Paragraph } from '../docx/paragraphs.ts';
import { footnoteDefinition } from '../text/markdown-footnotes.ts';
import type { ReferenceEntry, ReferenceList } from '../types.ts';
import { collectEntries, isAutoNumbered } from './collect-entries.ts';
import { isShortHeadingLine, normalizeHeading } from './headings.ts';
import { BRACKET_LABELS, isSkippedNote, typedLabel, URL_LINE } from './labels.ts';
import { LOOKS_LIKE_REFERENCE, SITE_NAME } from './reference-like.ts';
import { tableEntries } from './table-entries.ts';
import type { TableEntries } from './table-entries.ts';

export function collectUnheadedTrailingList(
  paragraphs: Paragraph[],
  after: number,
  listIndex: number,
): { list: ReferenceList; first: number; last: number; kept: Set<number> } | undefined {
  // Walk back from the end over bracket-labelled entries or Markdown footnote definitions, their URL
  // lines and blank lines (and word-labelled notes, which stay where they are).
  let first = -1;
  let last = -1;
  for (let j = paragraphs.length - 1; j > after; j--) {
    const p = paragraphs[j];
    if (!p) break;
    const text = p.text.trim();
    if (text === '') continue;
    if ((BRACKET_LABELS.test(p.text) || footnoteDefinition(p.text)) && (typedLabel(p.text)?.rest ?? '') !== '') {
      first = j;
      if (last < 0) last = j;
      continue;
    }
    if (URL_LINE.test(text)) {
      if (last < 0) last = j;
      continue;
    }
    if (isSkippedNote(text)) continue;
    break;
  }
  if (first < 0) return undefined;
  const { entries, kept } = collectEntries(paragraphs, first, listIndex);
  // At least two sources (two paragraphs, or two lines of one paragraph broken with w:br): one "[1] …"
  // line may be anything. A "[^1]: …" definition is Markdown's own syntax for a note, so one is a list.
  const distinct = new Set(entries.map((e) => `${e.paragraphIndex} ${e.text}`));
  if (distinct.size < (footnoteDefinition(paragraphs[first]?.text ?? '') ? 1 : 2)) return undefined;
  return { list: { index: listIndex, heading: '', headingParagraphIndex: -1, autoNumbered: false, entries }, first, last, kept };
}

/**
 * The last labelled list of the document (typed labels or Word numbering, at least two entries) whose
 * entries read as references: four in five carry a link, a DOI or a year. Its heading, when it has
 * one, is any short line (a styled heading, a bold line, a line ending in ":", or four words at most),
 * whatever it says; with none, it follows the text (and may have more after it). Used only when no list was found
 * under a known heading: a numbered list of findings in the middle of a report must not take the
 * citations of a real reference list.
 */
export function looseList(paragraphs: Paragraph[]): { list: ReferenceList; first: number; last: number; kept: Set<number> } | undefined {
  const isLabelled = (p: Paragraph) => (typedLabel(p.text)?.rest ?? '') !== '' || p.numbering?.value !== undefined;
  let trailingStart = -1;
  for (let j = paragraphs.length - 1; j >= 0; j--) {
    const p = paragraphs[j] as Paragraph;
    const text = p.text.trim();
    if (text === '' || URL_LINE.test(text)) continue;
    if (isLabelled(p) && !p.inTable) {
      trailingStart = j;
      continue;
    }
    break;
  }
  const accept = (from: number, headingIndex: number) => {
    const { entries, last, kept } = collectEntries(paragraphs, from, 0);
    if (!readsAsReferences(entries)) return undefined;
    const heading = paragraphs[headingIndex];
    const list: ReferenceList = {
      index: 0,
      heading: heading ? normalizeHeading(heading.text) : '',
      headingParagraphIndex: headingIndex,
      autoNumbered: isAutoNumbered(paragraphs, entries),
      entries,
      byContent: true,
    };
    return { list, first: headingIndex >= 0 ? headingIndex : from, last, kept };
  };
  let next: Paragraph | undefined; // the first non-empty paragraph after i
  let nextIndex = -1;
  for (let i = paragraphs.length - 1; i >= 0; i--) {
    const p = paragraphs[i] as Paragraph;
    if (p.text.trim() === '') continue;
    if (next && isLabelled(next) && isShortHeadingLine(p)) {
      const found = accept(i + 1, i);
      if (found) return found;
    } else if (next && isLabelled(next) && !isLabelled(p)) {
      // A list with no heading right after the text, closing the document or with more after it (an
      // appendix, or the assistant's closing "If you want, I can…"): taken when it reads as references.
      const found = accept(nextIndex, -1);
      if (found) return found;
    }
    next = p;
    nextIndex = i;
  }
  return trailingStart >= 0 ? accept(trailingStart, -1) : undefined;
}

export function readsAsReferences(entries: ReferenceEntry[], share = 0.8): boolean {
  // Two sources at least: two paragraphs, or two entries of one paragraph that holds the list (lines
  // or a run-on list); one paragraph's aliases ("[1] [3] Title") are one source.
  const distinct = new Set(entries.map((e) => `${e.paragraphIndex} ${e.text}`));
  if (entries.length < 2 || distinct.size < 2) return false;
  // A bare site name counts too: Copilot's "Learn more" lists only "1. nature.com".
  // "Ibid., 46." and "Eisenstein, Printing Press, 80." repeat a reference before them.
  const like = entries.filter(
    (e) => e.links.length > 0 || LOOKS_LIKE_REFERENCE.test(e.text) || SITE_NAME.test(e.text) || IBID_RE.test(e.text) || isShortForm(e.text),
  ).length;
  return like >= share * entries.length;
}

/**
 * The last table whose header row names a reference's parts ("# | Paper | Authors | Year", as Elicit
 * and Consensus export their papers): such a header says what the rows are, whatever heads the table
 * ("Papers", "Studies included"). So does a number column beside one column of references ("[1] |
 * Smith, J. (2020). …"), under any short heading or none, when the rows read as references (each a
 * sentence or more, not a figure: "1 | Germany | 2020" is data). Its heading is the short line right
 * above it, when there is one.
 */
export function columnsTable(paragraphs: Paragraph[]): { list: ReferenceList; first: number; last: number; kept: Set<number> } | undefined {
  for (let i = paragraphs.length - 1; i >= 0; i--) {
    const p = paragraphs[i] as Paragraph;
    const table = p.cell?.table;
    if (!table || paragraphs[i - 1]?.cell?.table === table) continue;
    const found = tableEntries(paragraphs, i, 0);
    if (!found || found.entries.length < 2 || !(found.byColumns || (found.numbered && isColumnOfReferences(paragraphs, i, found)))) continue;
    let above = i - 1;
    while (above >= 0 && paragraphs[above]?.text.trim() === '') above--;
    const heading = paragraphs[above];
    const headingIndex = heading && isShortHeadingLine(heading) ? above : -1;
    const list: ReferenceList = {
      index: 0,
      heading: heading && headingIndex >= 0 ? normalizeHeading(heading.text) : '',
      headingParagraphIndex: headingIndex,
      autoNumbered: false,
      entries: found.entries,
      byContent: true,
    };
    return { list, first: headingIndex >= 0 ? headingIndex : i, last: found.last, kept: new Set() };
  }
  return undefined;
}

/**
 * A numbered table whose rows are references: two columns (the number, the reference) and entries
 * that read as references, each of four words or more.
 */
function isColumnOfReferences(paragraphs: Paragraph[], first: number, found: TableEntries): boolean {
  const columns = new Set(paragraphs.slice(first, found.last + 1).map((p) => p.cell?.column));
  return columns.size <= 2 && readsAsReferences(found.entries) && found.entries.every((e) => e.text.trim().split(/\s+/).length >= 4);
}
