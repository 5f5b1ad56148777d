// Citations written inside commentary footnotes and endnotes ("As discussed in [2], wind …") cite
// the body's reference list. They are found with the body's own rules, each note reading the list
// of the section its mark stands in; left as text, the reference they cite would be dropped as
// uncited and the "[2]" would point at nothing once the list is gone.
import type { DetectResult } from '../citations/detect.ts';
import { detectCitations } from '../citations/detect.ts';
import type { OpenedDocument } from '../docx/document.ts';
import type { NoteMark } from '../docx/paragraphs.ts';
import type { LocatedLists } from '../lists/locate.ts';
import { noteKey } from './read-notes.ts';

/** The numbered citations of the notes that stay (not those that became citations themselves). */
export function commentaryCitations(doc: OpenedDocument, located: LocatedLists, citedNotes: NoteMark[]): Pick<DetectResult, 'citations' | 'unknownNumbers'> {
  const cited = new Set(citedNotes.map(noteKey));
  const paragraphs = doc.noteParagraphs.filter((p) => p.inNote && !cited.has(noteKey(p.inNote)));
  if (paragraphs.length === 0 || located.lists.length === 0) return { citations: [], unknownNumbers: [] };
  const markParagraph = new Map<string, number>();
  for (const p of doc.paragraphs) {
    for (const run of p.runs) if (run.note && !markParagraph.has(noteKey(run.note))) markParagraph.set(noteKey(run.note), p.index);
  }
  const noteOf = new Map(paragraphs.map((p) => [p.index, p.inNote as NoteMark]));
  const inNotes: LocatedLists = {
    lists: located.lists,
    listParagraphs: new Set(),
    continuingReading: located.continuingReading,
    // A note whose mark is not in the body (a note in a note) reads the last list.
    listForParagraph: (index) => {
      const note = noteOf.get(index);
      return located.listForParagraph((note && markParagraph.get(noteKey(note))) ?? Number.MAX_SAFE_INTEGER);
    },
  };
  const { citations, unknownNumbers } = detectCitations(paragraphs, inNotes);
  return { citations, unknownNumbers };
}
