// Turns citations and work keys into the list of edits to make (pure), then applies them to the
// opened document. The markers replace each citation where it stands; the reference lists go.
import type { OpenedDocument } from '../docx/document.ts';
import { tidyEmptiedContainer } from '../docx/empty-containers.ts';
import { replaceTexts } from '../docx/edit-runs.ts';
import { removeSplitFields } from '../docx/split-fields.ts';
import { moveAnchors } from '../docx/move-anchors.ts';
import { copyTextBoxToFallback } from '../docx/text-box-fallback.ts';
import type { FieldReplacement, ReplaceOptions, TextReplacement } from '../docx/edit-runs.ts';
import type { Element } from '../docx/xml.ts';
import { wChild, wChildren } from '../docx/xml.ts';
import { formatMarker } from '../markers/format.ts';
import type { MarkerEntry } from '../markers/format.ts';
import type { Placement } from './placement.ts';
import type { RichRun } from '../render/rich-text.ts';
import { formatResult } from '../zotero/formatted-results.ts';
import type { Citation, MarkerStyle, Work } from '../types.ts';
import { entryKey } from '../works.ts';

export interface TextEdit {
  paragraphIndex: number;
  start: number;
  end: number;
  replacement: string;
  normalSize: boolean;
  dropLink: boolean;
  /** A note citation whose notes are kept: the marks stay after the marker, so the notes still show. */
  keepNoteMarks?: boolean;
  /** A live citation field: the replacement is its result. */
  field?: FieldReplacement;
}

export interface RewritePlan {
  edits: TextEdit[];
  /** Markers per citation, same order as the citations given. */
  markers: string[];
  /** Paragraphs to remove (the reference lists), ascending. */
  removeParagraphs: number[];
  /** Paragraphs to insert before a paragraph (Zotero's bibliography where the list stood). */
  insertBefore?: { paragraphIndex: number; build: (like: Element) => Element[] };
}

/** A citation group rendered as a live field: its visible text and its instruction. */
/** A live field's result and code, and where it goes (rewrite/placement.ts). */
export interface RenderedCitation extends Placement {
  text: string;
  code: string;
  /** The text as formatted runs (a style's italics, superscript…), when it has any formatting. */
  runs?: RichRun[];
}

export interface PlanInput {
  citations: Citation[];
  byEntry: Map<string, Work>;
  keys: Map<string, string>;
  labels: Map<string, string>;
  style: MarkerStyle;
  listParagraphs: Set<number>;
  keepReferenceList: boolean;
  /** Live fields instead of text markers, by citation index (undefined where nothing was cited). */
  fields?: { rendered: (RenderedCitation | undefined)[]; superscript: boolean };
}

export function planRewrite(input: PlanInput): RewritePlan {
  const edits: TextEdit[] = [];
  const markers: string[] = [];
  input.citations.forEach((citation, index) => {
    const seen = new Set<string>();
    const parts: MarkerEntry[] = [];
    // "[see 2, 2]": a prefix written before a work cited already in the group goes to the next one.
    let prefix: string | undefined;
    for (const number of citation.numbers) {
      prefix ??= citation.prefixes?.[number];
      const work = input.byEntry.get(entryKey(citation.list, number));
      if (!work || seen.has(work.id)) continue; // "[13][13]" and "[2, 13]" of one work cite it once
      seen.add(work.id);
      const part: MarkerEntry = { label: input.labels.get(work.id) ?? work.id, key: input.keys.get(work.id) ?? work.id };
      const locator = citation.locators?.[number];
      if (locator) part.locator = locator;
      if (prefix) part.prefix = prefix;
      prefix = undefined;
      parts.push(part);
    }
    const rendered = parts.length > 0 ? input.fields?.rendered[index] : undefined;
    const marker = rendered ? rendered.text : parts.length > 0 ? formatMarker(parts, input.style) : citation.text;
    markers.push(marker);
    // Text markers replace the citation where it stands (the fixtures' contract); a live field is placed.
    const edit: TextEdit = {
      paragraphIndex: citation.paragraphIndex,
      start: rendered?.start ?? citation.start,
      end: rendered?.end ?? citation.end,
      // A linked phrase keeps its words, the marker after them (a live field carries them as its placement's text before).
      replacement: citation.render === 'phrase' && !rendered ? `${citation.text} ${marker}` : marker,
      normalSize: citation.superscript,
      dropLink: citation.linked === true,
    };
    if (input.keepReferenceList && citation.render === 'note') edit.keepNoteMarks = true;
    if (rendered) {
      const field: FieldReplacement = { code: rendered.code, superscript: input.fields?.superscript ?? false };
      if (rendered.before) field.before = rendered.before;
      if (rendered.after) field.after = rendered.after;
      const runs = rendered.runs;
      if (runs) field.format = (result) => formatResult(result, runs);
      edit.field = field;
    }
    edits.push(edit);
  });
  const removeParagraphs = input.keepReferenceList ? [] : [...input.listParagraphs].sort((a, b) => a - b);
  return { edits, markers, removeParagraphs };
}

export function applyRewrite(doc: OpenedDocument, plan: RewritePlan): void {
  // Right to left inside each paragraph, so earlier offsets stay valid.
  const ordered = [...plan.edits].sort((a, b) => a.paragraphIndex - b.paragraphIndex || b.start - a.start);
  const isRaisedStyle = (id: string) => doc.styles.get(id)?.superscript ?? false;
  // One paragraph's citations are replaced together: its runs are read once, not once per citation.
  for (let i = 0; i < ordered.length;) {
    const paragraphIndex = (ordered[i] as TextEdit).paragraphIndex;
    const replacements: TextReplacement[] = [];
    const paragraph = doc.allParagraphs[paragraphIndex];
    for (; i < ordered.length && (ordered[i] as TextEdit).paragraphIndex === paragraphIndex; i++) {
      const edit = ordered[i] as TextEdit;
      if (!paragraph) continue;
      const options: ReplaceOptions = { normalSize: edit.normalSize, dropLink: edit.dropLink, isRaisedStyle };
      // In a text box the rendered citation is written as text: Word's Zotero plugin never reads a field there.
      if (edit.field && !paragraph.inTextBox) options.field = edit.field;
      if (edit.keepNoteMarks) options.keepNoteMarks = true;
      // As text, the citation carries the space or the punctuation its field would have had around it.
      const asText = edit.field && !options.field ? `${edit.field.before ?? ''}${edit.replacement}${edit.field.after ?? ''}` : edit.replacement;
      replacements.push({ start: edit.start, end: edit.end, text: asText, options });
    }
    if (!paragraph) continue;
    // A citation inside a footnote or endnote: its part must be written back too.
    if (paragraph.inNote) for (const part of doc.noteParts) if (part.kind === paragraph.inNote.kind) part.changed = true;
    replaceTexts(paragraph.element, replacements);
    if (paragraph.inTextBox) copyTextBoxToFallback(paragraph.element);
  }
  if (plan.insertBefore) {
    const target = doc.paragraphs[plan.insertBefore.paragraphIndex];
    // A list laid out as a table: the bibliography goes before the table, not into its first cell.
    const at = target?.cell?.table ?? target?.element;
    if (at) for (const p of plan.insertBefore.build(target?.element ?? at)) at.parentNode?.insertBefore(p, at);
    else {
      // No place of its own: at the end of the body, before the final section properties.
      const sectPr = wChildren(doc.body, 'sectPr').pop() ?? null;
      const like = doc.paragraphs[doc.paragraphs.length - 1]?.element ?? doc.body;
      for (const p of plan.insertBefore.build(like)) doc.body.insertBefore(p, sectPr);
    }
  }
  const removed = new Set(plan.removeParagraphs);
  // A table all of whose paragraphs go (a reference list laid out as a table) goes as a whole.
  const keptInTable = new Map<Element, boolean>();
  for (const p of doc.paragraphs) {
    if (p.cell) keptInTable.set(p.cell.table, (keptInTable.get(p.cell.table) ?? false) || !removed.has(p.index));
  }
  const wholeTables = new Set([...keptInTable].filter(([, kept]) => !kept).map(([table]) => table));
  // A field around the list (Word's BIBLIOGRAPHY) must not leave half its marks behind.
  const removing = new Set(plan.removeParagraphs.flatMap((i) => doc.paragraphs[i]?.element ?? []));
  if (removing.size > 0) removeSplitFields(doc.body, removing);
  // Comments and bookmarks anchored in the list move to the paragraph kept before it (docx/move-anchors.ts).
  for (const index of plan.removeParagraphs) {
    const paragraph = doc.paragraphs[index];
    const landing = keptBefore(doc.paragraphs, index, removed, wholeTables);
    if (paragraph && landing) moveAnchors([paragraph.element], landing);
  }
  for (const table of wholeTables) table.parentNode?.removeChild(table);
  for (const index of plan.removeParagraphs) {
    const paragraph = doc.paragraphs[index];
    if (!paragraph || (paragraph.cell && wholeTables.has(paragraph.cell.table))) continue;
    removeParagraph(paragraph.element, paragraph.hasSectionProperties);
  }
}

/** The nearest paragraph before `index` that stays (outside a table that goes whole), else the nearest after it. */
function keptBefore(
  paragraphs: OpenedDocument['paragraphs'],
  index: number,
  removed: ReadonlySet<number>,
  wholeTables: ReadonlySet<Element>,
): Element | undefined {
  const stays = (k: number) => {
    const p = paragraphs[k];
    return p !== undefined && !removed.has(k) && !(p.cell && wholeTables.has(p.cell.table));
  };
  for (let k = index - 1; k >= 0; k--) if (stays(k)) return paragraphs[k]?.element;
  for (let k = index + 1; k < paragraphs.length; k++) if (stays(k)) return paragraphs[k]?.element;
  return undefined;
}

function removeParagraph(p: Element, keepSection: boolean): void {
  if (!keepSection) {
    const parent = p.parentNode as Element | null;
    parent?.removeChild(p);
    // An emptied content control goes; a table cell keeps a paragraph (docx/empty-containers.ts).
    if (parent) tidyEmptiedContainer(parent, p);
    return;
  }
  // The paragraph carries the section's page setup: empty it instead of removing it.
  const pPr = wChild(p, 'pPr');
  for (const child of wChildren(p)) if (child !== pPr) p.removeChild(child);
  const numPr = wChild(pPr, 'numPr');
  if (numPr && pPr) pPr.removeChild(numPr);
}
