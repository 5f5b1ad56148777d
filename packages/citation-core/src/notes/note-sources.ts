// The pipeline's one entry point for notes: the body's lists and citations, plus the references
// that footnotes and endnotes hold, as one more list and its citations in reading order.
import type { NoteMark, Paragraph } from '../docx/paragraphs.ts';
import type { DocxPackage } from '../docx/read.ts';
import type { Citation, ReferenceList } from '../types.ts';
import { noteCitations } from './note-citations.ts';
import { readNotes } from './read-notes.ts';

export interface WithNotes {
  lists: ReferenceList[];
  citations: Citation[];
  /** Notes whose marks the citations replace. */
  citedNotes: NoteMark[];
}

export function withNoteSources(pkg: DocxPackage, paragraphs: Paragraph[], body: { lists: ReferenceList[]; citations: Citation[] }): WithNotes {
  const notes = readNotes(pkg);
  if (notes.size === 0) return { ...body, citedNotes: [] };
  const found = noteCitations(paragraphs, notes, body.lists.length);
  if (!found.list) return { ...body, citedNotes: [] };
  const citations = [...body.citations, ...found.citations].sort((a, b) => a.paragraphIndex - b.paragraphIndex || a.start - b.start);
  return { lists: [...body.lists, found.list], citations, citedNotes: found.cited };
}
