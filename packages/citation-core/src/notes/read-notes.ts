// Reads the document's footnotes and endnotes (word/footnotes.xml, word/endnotes.xml): each note's
// plain text and the link targets inside it, so that notes which are references can become
// citations. Separator notes (w:type separator / continuationSeparator …) are Word's own and skipped.
import type { NoteMark } from '../docx/paragraphs.ts';
import { collectRuns } from '../docx/paragraphs.ts';
import type { DocxPackage } from '../docx/read.ts';
import { isSpecialNote, notePartNames } from '../docx/note-parts.ts';
import { readRelationships } from '../docx/relationships.ts';
import type { Relationship } from '../docx/relationships.ts';
import type { Element } from '../docx/xml.ts';
import { parseXml, rAttr, W_NS, wAttr, wChildren } from '../docx/xml.ts';

export interface Note extends NoteMark {
  /** The note's text, its paragraphs joined by a space, without the note's own number. */
  text: string;
  /** External hyperlink targets inside the note, in order. */
  links: string[];
}

/** Every ordinary footnote and endnote, keyed "kind:id". */
export function readNotes(pkg: DocxPackage): Map<string, Note> {
  const notes = new Map<string, Note>();
  for (const [kind, partName] of Object.entries(notePartNames(pkg)) as [NoteMark['kind'], string][]) {
    const xml = pkg.readXml(partName);
    if (xml === undefined) continue;
    const root = parseXml(xml, partName).documentElement;
    if (!root) continue;
    const relationships = readRelationships(pkg, partName);
    for (const note of wChildren(root, kind)) {
      const id = wAttr(note, 'id');
      if (id === undefined || isSpecialNote(note)) continue;
      notes.set(noteKey({ kind, id }), { kind, id, ...noteContent(note, relationships) });
    }
  }
  return notes;
}

export function noteKey(mark: NoteMark): string {
  return `${mark.kind}:${mark.id}`;
}

function noteContent(note: Element, relationships: Map<string, Relationship>): { text: string; links: string[] } {
  const texts: string[] = [];
  const links: string[] = [];
  const paragraphs = note.getElementsByTagNameNS(note.namespaceURI ?? W_NS, 'p');
  for (let i = 0; i < paragraphs.length; i++) {
    const p = paragraphs.item(i);
    if (!p) continue;
    const { text, runs } = collectRuns(p);
    texts.push(text);
    for (const run of runs) {
      const id = run.hyperlink ? rAttr(run.hyperlink, 'id') : undefined;
      const rel = id ? relationships.get(id) : undefined;
      const target = rel?.external ? rel.target : /^HYPERLINK\s+"([^"]+)"/i.exec(run.field ?? '')?.[1];
      if (target && !links.includes(target)) links.push(target);
    }
  }
  return { text: texts.join(' ').replace(/\s+/g, ' ').trim(), links };
}
