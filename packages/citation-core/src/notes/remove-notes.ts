// The notes that became citations are taken out of footnotes.xml / endnotes.xml: their marks are
// gone from the text, and a note nobody refers to is dead weight. Separator notes and every other
// note stay exactly as they were.
import type { NoteMark } from '../docx/paragraphs.ts';
import type { DocxPackage } from '../docx/read.ts';
import { parseXml, serializeXml, wAttr, wChildren } from '../docx/xml.ts';
import { isSpecialNote, notePartNames } from './read-notes.ts';

/** The rewritten notes parts (part name → XML), for the parts that lost a note. */
export function withoutNotes(pkg: DocxPackage, remove: NoteMark[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const [kind, partName] of Object.entries(notePartNames(pkg)) as [NoteMark['kind'], string][]) {
    const ids = new Set(remove.filter((m) => m.kind === kind).map((m) => m.id));
    const xml = ids.size > 0 ? pkg.readXml(partName) : undefined;
    if (xml === undefined) continue;
    const dom = parseXml(xml, partName);
    const root = dom.documentElement;
    if (!root) continue;
    let removed = 0;
    for (const note of wChildren(root, kind)) {
      if (isSpecialNote(note) || !ids.has(wAttr(note, 'id') ?? '')) continue;
      root.removeChild(note);
      removed++;
    }
    if (removed === 0) continue;
    const declaration = /^\uFEFF?(<\?xml[^>]*\?>)/.exec(xml)?.[1];
    const serialized = serializeXml(dom);
    out.set(partName, declaration && !serialized.startsWith('<?xml') ? `${declaration}\r\n${serialized}` : serialized);
  }
  return out;
}
