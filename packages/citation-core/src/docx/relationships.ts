// OPC relationships (the *.rels parts): which part is the main document, where images,
// hyperlinks, footnotes and numbering live. Parsed with a tiny attribute scanner because
// .rels and [Content_Types].xml are flat lists of empty elements; DOCTYPEs were refused
// before any of this runs, so no entity other than the five predefined ones can appear.
import type { DocxPackage } from './read.ts';

export interface Relationship {
  id: string;
  type: string;
  /** The target as written in the .rels part. */
  target: string;
  external: boolean;
  /** Zip entry name the target resolves to (internal targets only; undefined if it escapes the package). */
  partName?: string;
}

export const OFFICE_DOCUMENT_RELATIONSHIP = /\/officeDocument\/2006\/relationships\/officeDocument$|\/ooxml\/officeDocument\/relationships\/officeDocument$/;

/** Relationships of `partName` ('word/document.xml'); '' or '/' gives the package's own (_rels/.rels). */
export function readRelationships(pkg: DocxPackage, partName: string): Map<string, Relationship> {
  const source = stripLeadingSlash(partName);
  const xml = pkg.readXml(relationshipsPartName(source));
  return xml === undefined ? new Map() : parseRelationships(xml, source);
}

/** 'word/document.xml' -> 'word/_rels/document.xml.rels'; '' -> '_rels/.rels'. */
export function relationshipsPartName(partName: string): string {
  const source = stripLeadingSlash(partName);
  const slash = source.lastIndexOf('/');
  const dir = slash < 0 ? '' : source.slice(0, slash + 1);
  const base = slash < 0 ? source : source.slice(slash + 1);
  return `${dir}_rels/${base}.rels`;
}

export function parseRelationships(xml: string, sourcePartName: string): Map<string, Relationship> {
  const relationships = new Map<string, Relationship>();
  for (const attributes of readXmlElements(xml, 'Relationship')) {
    const id = attributes.get('Id');
    const type = attributes.get('Type');
    const target = attributes.get('Target');
    if (id === undefined || type === undefined || target === undefined) continue;
    const external = attributes.get('TargetMode') === 'External';
    const relationship: Relationship = { id, type, target, external };
    if (!external) relationship.partName = resolvePartName(sourcePartName, target);
    // The first of two equal ids wins, as in Word.
    if (!relationships.has(id)) relationships.set(id, relationship);
  }
  return relationships;
}

/**
 * Resolves a relationship target against its source part, as OPC does: relative to the
 * source's folder, or from the package root when it starts with '/'. Undefined if it climbs
 * out of the package.
 */
export function resolvePartName(sourcePartName: string, target: string): string | undefined {
  const clean = target.split('#')[0]!;
  if (clean === '') return undefined;
  const source = stripLeadingSlash(sourcePartName);
  const base = clean.startsWith('/') ? [] : source.split('/').slice(0, -1);
  const segments = [...base];
  for (const raw of clean.split('/')) {
    const segment = safeDecode(raw);
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) return undefined;
      segments.pop();
    } else {
      segments.push(segment);
    }
  }
  return segments.length === 0 ? undefined : segments.join('/');
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function stripLeadingSlash(name: string): string {
  return name.startsWith('/') ? name.slice(1) : name;
}

/**
 * Attributes of every `<localName …>` element (any namespace prefix), entity-decoded.
 * Meant for flat OPC lists, not for document content.
 */
export function readXmlElements(xml: string, localName: string): Map<string, string>[] {
  const elements: Map<string, string>[] = [];
  const tag = new RegExp(`<(?:[A-Za-z_][\\w.-]*:)?${localName}(?=[\\s/>])([^>]*)>`, 'g');
  const attribute = /([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
  for (const match of xml.matchAll(tag)) {
    const attributes = new Map<string, string>();
    for (const a of match[1]!.matchAll(attribute)) {
      const name = a[1]!.includes(':') && !a[1]!.startsWith('xmlns') ? a[1]!.slice(a[1]!.indexOf(':') + 1) : a[1]!;
      attributes.set(name, decodeXmlEntities(a[2] ?? a[3] ?? ''));
    }
    elements.push(attributes);
  }
  return elements;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeXmlEntities(value: string): string {
  return value.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z]+);/g, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body] ?? whole;
  });
}
