// The document's footnotes and endnotes as plain notes: each note's text and the link targets inside
// it, so that notes which are references can become citations. They are read from the paragraphs
// the opened document already holds (docx/note-parts.ts), separator notes left out there.
import type { OpenedDocument } from '../docx/document.ts';
import type { NoteMark } from '../docx/paragraphs.ts';
import { isReferenceHeading } from '../lists/headings.ts';

export interface Note extends NoteMark {
  /** The note's text, its paragraphs joined by a space, without the note's own number. */
  text: string;
  /** External hyperlink targets inside the note, in order. */
  links: string[];
  /**
   * The note holds a reference list of its own (a "References" heading, or numbered entries), not one
   * source: it is never made a citation, or its entries would be read as one work and the note removed.
   */
  holdsList: boolean;
}

/** "1. Smith…", "[2] Doe…": a paragraph that opens with a list label. */
const LABELLED = /^\s*(?:\[\d{1,4}\]|\d{1,4}[.)])\s/;

/** Every ordinary footnote and endnote, keyed "kind:id". */
export function readNotes(doc: OpenedDocument): Map<string, Note> {
  const texts = new Map<string, { mark: NoteMark; texts: string[]; links: string[]; heading: boolean; labelled: number }>();
  for (const p of doc.noteParagraphs) {
    if (!p.inNote) continue;
    const key = noteKey(p.inNote);
    let note = texts.get(key);
    if (!note) texts.set(key, (note = { mark: p.inNote, texts: [], links: [], heading: false, labelled: 0 }));
    note.texts.push(p.text);
    if (isReferenceHeading(p)) note.heading = true;
    if (p.text.trim() !== '' && (p.numbering?.value !== undefined || LABELLED.test(p.text))) note.labelled += 1;
    for (const run of p.runs) if (run.link && !note.links.includes(run.link)) note.links.push(run.link);
  }
  const notes = new Map<string, Note>();
  for (const [key, { mark, texts: parts, links, heading, labelled }] of texts) {
    notes.set(key, { kind: mark.kind, id: mark.id, text: parts.join(' ').replace(/\s+/g, ' ').trim(), links, holdsList: heading || labelled >= 2 });
  }
  return notes;
}

export function noteKey(mark: NoteMark): string {
  return `${mark.kind}:${mark.id}`;
}
