// Turns citations and work keys into the list of edits to make (pure), then applies them to the
// opened document. The markers replace each citation where it stands; the reference lists go.
import type { OpenedDocument } from '../docx/document.ts';
import { replaceText } from '../docx/edit-runs.ts';
import type { Element } from '../docx/xml.ts';
import { createWLike, wChild, wChildren } from '../docx/xml.ts';
import { formatMarker } from '../markers/format.ts';
import type { Citation, MarkerStyle, Work } from '../types.ts';
import { entryKey } from '../works.ts';

export interface TextEdit {
  paragraphIndex: number;
  start: number;
  end: number;
  replacement: string;
  normalSize: boolean;
  dropLink: boolean;
}

export interface RewritePlan {
  edits: TextEdit[];
  /** Markers per citation, same order as the citations given. */
  markers: string[];
  /** Paragraphs to remove (the reference lists), ascending. */
  removeParagraphs: number[];
}

export interface PlanInput {
  citations: Citation[];
  byEntry: Map<string, Work>;
  keys: Map<string, string>;
  labels: Map<string, string>;
  style: MarkerStyle;
  listParagraphs: Set<number>;
  keepReferenceList: boolean;
}

export function planRewrite(input: PlanInput): RewritePlan {
  const edits: TextEdit[] = [];
  const markers: string[] = [];
  for (const citation of input.citations) {
    const seen = new Set<string>();
    const parts: { label: string; key: string }[] = [];
    for (const number of citation.numbers) {
      const work = input.byEntry.get(entryKey(citation.list, number));
      if (!work || seen.has(work.id)) continue; // "[13][13]" and "[2, 13]" of one work cite it once
      seen.add(work.id);
      parts.push({ label: input.labels.get(work.id) ?? work.id, key: input.keys.get(work.id) ?? work.id });
    }
    const marker = parts.length > 0 ? formatMarker(parts, input.style) : citation.text;
    markers.push(marker);
    edits.push({
      paragraphIndex: citation.paragraphIndex,
      start: citation.start,
      end: citation.end,
      replacement: marker,
      normalSize: citation.superscript,
      dropLink: citation.linked === true,
    });
  }
  const removeParagraphs = input.keepReferenceList ? [] : [...input.listParagraphs].sort((a, b) => a - b);
  return { edits, markers, removeParagraphs };
}

export function applyRewrite(doc: OpenedDocument, plan: RewritePlan): void {
  // Right to left inside each paragraph, so earlier offsets stay valid.
  const ordered = [...plan.edits].sort((a, b) => a.paragraphIndex - b.paragraphIndex || b.start - a.start);
  const isRaisedStyle = (id: string) => doc.styles.get(id)?.superscript ?? false;
  for (const edit of ordered) {
    const paragraph = doc.paragraphs[edit.paragraphIndex];
    if (!paragraph) continue;
    replaceText(paragraph.element, edit.start, edit.end, edit.replacement, { normalSize: edit.normalSize, dropLink: edit.dropLink, isRaisedStyle });
  }
  for (const index of plan.removeParagraphs) {
    const paragraph = doc.paragraphs[index];
    if (!paragraph) continue;
    removeParagraph(paragraph.element, paragraph.hasSectionProperties);
  }
}

function removeParagraph(p: Element, keepSection: boolean): void {
  if (!keepSection) {
    const parent = p.parentNode as Element | null;
    parent?.removeChild(p);
    // A table cell must keep at least one paragraph to stay valid.
    if (parent && parent.localName === 'tc' && wChildren(parent, 'p').length === 0 && wChildren(parent, 'tbl').length === 0) {
      parent.appendChild(createWLike(p, 'p'));
    }
    return;
  }
  // The paragraph carries the section's page setup: empty it instead of removing it.
  const pPr = wChild(p, 'pPr');
  for (const child of wChildren(p)) if (child !== pPr) p.removeChild(child);
  const numPr = wChild(pPr, 'numPr');
  if (numPr && pPr) pPr.removeChild(numPr);
}
