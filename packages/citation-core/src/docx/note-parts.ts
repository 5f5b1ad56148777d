// The footnotes and endnotes parts, opened for editing beside the main part: a commentary note can
// cite the reference list ("As discussed in [2], …"), and that citation is repaired where it stands,
// like one in the body. Each note's paragraphs are numbered on from the body's, so one index names a
// paragraph wherever it is (OpenedDocument.allParagraphs).
import type { NumberingCounter } from './numbering.ts';
import type { NoteMark, Paragraph } from './paragraphs.ts';
import { readParagraphs } from './paragraphs.ts';
import type { DocxPackage } from './read.ts';
import { readRelationships } from './relationships.ts';
import type { StyleSheet } from './styles.ts';
import type { Document, Element } from './xml.ts';
import { parseXml, serializeXml, wAttr, wChildren } from './xml.ts';

export interface NotePart {
  kind: NoteMark['kind'];
  partName: string;
  dom: Document;
  /** The XML declaration the part had, written back as it was. */
  declaration: string | undefined;
  /** Set when an edit or a removal touched the part: only changed parts are written. */
  changed: boolean;
}

/** The zip part holding each kind of note, found through the main part's relationships. */
function notePartNames(pkg: DocxPackage): Partial<Record<NoteMark['kind'], string>> {
  const parts: Partial<Record<NoteMark['kind'], string>> = {};
  for (const rel of readRelationships(pkg, pkg.mainPart).values()) {
    if (rel.external || !rel.partName) continue;
    if (/\/footnotes$/.test(rel.type)) parts.footnote = rel.partName;
    else if (/\/endnotes$/.test(rel.type)) parts.endnote = rel.partName;
  }
  return parts;
}

/** Separators and continuation notices (ids -1 and 0 in practice) must stay for Word to open the file. */
function isSpecialNote(note: Element): boolean {
  const type = wAttr(note, 'type');
  return type !== undefined && type !== 'normal';
}

/** Every notes part with the paragraphs of its ordinary notes, indexed from `firstIndex` on. */
export function openNoteParts(
  pkg: DocxPackage,
  context: { styles: StyleSheet; numbering: NumberingCounter },
  firstIndex: number,
): { parts: NotePart[]; paragraphs: Paragraph[] } {
  const parts: NotePart[] = [];
  const paragraphs: Paragraph[] = [];
  for (const [kind, partName] of Object.entries(notePartNames(pkg)) as [NoteMark['kind'], string][]) {
    const xml = pkg.readXml(partName);
    if (xml === undefined) continue;
    const dom = parseXml(xml, partName);
    const root = dom.documentElement;
    if (!root) continue;
    parts.push({ kind, partName, dom, declaration: /^\uFEFF?(<\?xml[^>]*\?>)/.exec(xml)?.[1], changed: false });
    const relationships = readRelationships(pkg, partName);
    for (const note of wChildren(root, kind)) {
      const id = wAttr(note, 'id');
      if (id === undefined || isSpecialNote(note)) continue;
      for (const paragraph of readParagraphs(note, { ...context, relationships, firstIndex: firstIndex + paragraphs.length })) {
        paragraph.inNote = { kind, id };
        paragraphs.push(paragraph);
      }
    }
  }
  return { parts, paragraphs };
}

/** Takes the named notes out of their parts (separators never). */
export function removeNotes(parts: NotePart[], remove: NoteMark[]): void {
  for (const part of parts) {
    const ids = new Set(remove.filter((m) => m.kind === part.kind).map((m) => m.id));
    const root = part.dom.documentElement;
    if (ids.size === 0 || !root) continue;
    for (const note of wChildren(root, part.kind)) {
      if (isSpecialNote(note) || !ids.has(wAttr(note, 'id') ?? '')) continue;
      root.removeChild(note);
      part.changed = true;
    }
  }
}

/** The changed parts as XML text, by part name. */
export function serializeNoteParts(parts: NotePart[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of parts) {
    if (!part.changed) continue;
    const serialized = serializeXml(part.dom);
    out.set(part.partName, part.declaration && !serialized.startsWith('<?xml') ? `${part.declaration}\r\n${serialized}` : serialized);
  }
  return out;
}
