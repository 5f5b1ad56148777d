// The pipeline's one entry point for notes: the body's lists and citations, plus the references
// that footnotes and endnotes hold, as one more list and its citations in reading order, plus the
// citations written inside the notes that stay (commentary-citations.ts).
import type { DetectResult } from '../citations/detect.ts';
import type { OpenedDocument } from '../docx/document.ts';
import type { NoteMark } from '../docx/paragraphs.ts';
import type { LocatedLists } from '../lists/locate.ts';
import type { Citation, ReferenceList } from '../types.ts';
import { commentaryCitations } from './commentary-citations.ts';
import { noteCitations } from './note-citations.ts';
import { readNotes } from './read-notes.ts';

export interface WithNotes {
  lists: ReferenceList[];
  /** In reading order; citations inside notes come after the body's (their paragraphs are numbered on from it). */
  citations: Citation[];
  /** Notes whose marks the citations replace. */
  citedNotes: NoteMark[];
  /** Numbers in notes' citations that match no entry. */
  unknownNumbers: DetectResult['unknownNumbers'];
}

export function withNoteSources(doc: OpenedDocument, located: LocatedLists, body: { lists: ReferenceList[]; citations: Citation[] }): WithNotes {
  const notes = readNotes(doc);
  if (notes.size === 0) return { ...body, citedNotes: [], unknownNumbers: [] };
  const found = noteCitations(doc.paragraphs, notes, body.lists.length);
  const citedNotes = found.list ? found.cited : [];
  const inNotes = commentaryCitations(doc, located, citedNotes);
  const citations = [...body.citations, ...(found.list ? found.citations : []), ...inNotes.citations].sort(
    (a, b) => a.paragraphIndex - b.paragraphIndex || a.start - b.start,
  );
  return { lists: found.list ? [...body.lists, found.list] : body.lists, citations, citedNotes, unknownNumbers: inNotes.unknownNumbers };
}
