// Opens the main document part of a package as a DOM with everything the stages need to read it:
// paragraphs in body order, styles, numbering and hyperlink targets.
import { hasManagerField, markManagerFieldParagraphs } from './manager-fields.ts';
import { DocxReadError } from '../errors.ts';
import { openNoteParts } from './note-parts.ts';
import type { NotePart } from './note-parts.ts';
import { readNumbering } from './numbering.ts';
import { readParagraphs } from './paragraphs.ts';
import { unwrapAlternateRuns } from './alternate-runs.ts';
import type { Paragraph } from './paragraphs.ts';
import type { DocxPackage } from './read.ts';
import { readRelationships } from './relationships.ts';
import type { Relationship } from './relationships.ts';
import { readStyles } from './styles.ts';
import type { StyleSheet } from './styles.ts';
import type { Document, Element } from './xml.ts';
import { parseXml, serializeXml, wChild } from './xml.ts';

export interface OpenedDocument {
  pkg: DocxPackage;
  dom: Document;
  body: Element;
  paragraphs: Paragraph[];
  styles: StyleSheet;
  relationships: Map<string, Relationship>;
  /** The footnotes and endnotes parts, opened for editing. */
  noteParts: NotePart[];
  /** The paragraphs of the ordinary notes, indexed on from the body's. */
  noteParagraphs: Paragraph[];
  /** Body then note paragraphs: `allParagraphs[i].index === i`. */
  allParagraphs: Paragraph[];
  /** Serialise the (edited) main part back to XML text. */
  serialize(): string;
}

export function openDocument(pkg: DocxPackage): OpenedDocument {
  const xml = pkg.readXml(pkg.mainPart);
  if (xml === undefined) throw new DocxReadError('MISSING_MAIN_PART', 'This file is not a complete Word document: its main text is missing.');
  const dom = parseXml(xml, pkg.mainPart);
  const body = wChild(dom.documentElement, 'body');
  if (!body) throw new DocxReadError('MISSING_MAIN_PART', 'This file is not a complete Word document: it has no body text.');

  const partDir = pkg.mainPart.includes('/') ? pkg.mainPart.slice(0, pkg.mainPart.lastIndexOf('/') + 1) : '';
  const relationships = readRelationships(pkg, pkg.mainPart);
  const partFor = (typeSuffix: string, fallback: string): string => {
    for (const rel of relationships.values()) {
      if (!rel.external && rel.type.endsWith(`/${typeSuffix}`) && rel.partName) return rel.partName;
    }
    return partDir + fallback;
  };
  const stylesXml = pkg.readXml(partFor('styles', 'styles.xml'));
  const numberingXml = pkg.readXml(partFor('numbering', 'numbering.xml'));
  const styles = readStyles(stylesXml ? parseXml(stylesXml, 'styles.xml') : undefined);
  const numbering = readNumbering(numberingXml ? parseXml(numberingXml, 'numbering.xml') : undefined);
  unwrapAlternateRuns(body);
  const paragraphs = readParagraphs(body, { styles, numbering, relationships });
  // Only a document that holds a manager's field pays for following them (most hold none).
  if (hasManagerField(xml)) markManagerFieldParagraphs(paragraphs);
  const notes = openNoteParts(pkg, { styles, numbering }, paragraphs.length);

  const declaration = /^\uFEFF?(<\?xml[^>]*\?>)/.exec(xml)?.[1];
  return {
    pkg,
    dom,
    body,
    paragraphs,
    styles,
    relationships,
    noteParts: notes.parts,
    noteParagraphs: notes.paragraphs,
    allParagraphs: notes.paragraphs.length > 0 ? [...paragraphs, ...notes.paragraphs] : paragraphs,
    serialize() {
      const out = serializeXml(dom);
      // Keep the XML declaration (standalone="yes") exactly as the source had it.
      if (declaration && !out.startsWith('<?xml')) return `${declaration}\r\n${out}`;
      return out;
    },
  };
}
