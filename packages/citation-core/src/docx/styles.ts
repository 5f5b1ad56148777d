// What the pipeline needs from styles.xml: which paragraph styles are headings or code, which
// carry list numbering, and which character styles raise text to superscript.
import type { Document, Element } from './xml.ts';
import { isOn, wAttr, wChild, wChildren } from './xml.ts';

export interface StyleInfo {
  id: string;
  name: string;
  type: string;
  basedOn?: string;
  outlineLevel?: number;
  numId?: string;
  ilvl?: number;
  bold?: boolean;
  vertAlign?: string;
  fonts: string[];
}

export interface StyleSheet {
  get(id: string | undefined): ResolvedStyle | undefined;
}

/** A style with its basedOn chain folded in. */
export interface ResolvedStyle {
  id: string;
  name: string;
  isHeading: boolean;
  isTitle: boolean;
  isCode: boolean;
  outlineLevel?: number;
  numId?: string;
  ilvl?: number;
  bold: boolean;
  superscript: boolean;
  monospace: boolean;
}

const MONOSPACE = /consolas|courier|menlo|monaco|mono|lucida console|source code|fira code|inconsolata|jetbrains/i;

export function isMonospaceFont(font: string | undefined): boolean {
  return !!font && MONOSPACE.test(font);
}

export function readStyles(doc: Document | undefined): StyleSheet {
  const raw = new Map<string, StyleInfo>();
  const root = doc?.documentElement;
  if (root) {
    for (const style of wChildren(root, 'style')) {
      const id = wAttr(style, 'styleId');
      if (!id) continue;
      const pPr = wChild(style, 'pPr');
      const rPr = wChild(style, 'rPr');
      const numPr = wChild(pPr, 'numPr');
      const outline = wAttr(wChild(pPr, 'outlineLvl'), 'val');
      const rFonts = wChild(rPr, 'rFonts');
      const info: StyleInfo = {
        id,
        name: wAttr(wChild(style, 'name'), 'val') ?? id,
        type: wAttr(style, 'type') ?? 'paragraph',
        fonts: rFonts ? ['ascii', 'hAnsi', 'cs', 'eastAsia'].map((a) => wAttr(rFonts, a)).filter((f): f is string => !!f) : [],
      };
      const basedOn = wAttr(wChild(style, 'basedOn'), 'val');
      if (basedOn) info.basedOn = basedOn;
      if (outline !== undefined) info.outlineLevel = Number(outline);
      const numId = wAttr(wChild(numPr, 'numId'), 'val');
      if (numId !== undefined) info.numId = numId;
      const ilvl = wAttr(wChild(numPr, 'ilvl'), 'val');
      if (ilvl !== undefined) info.ilvl = Number(ilvl);
      const b = wChild(rPr, 'b');
      if (b) info.bold = isOn(b);
      const vertAlign = wAttr(wChild(rPr, 'vertAlign'), 'val');
      if (vertAlign) info.vertAlign = vertAlign;
      raw.set(id, info);
    }
  }

  const cache = new Map<string, ResolvedStyle>();
  const resolve = (id: string, depth = 0): ResolvedStyle | undefined => {
    const hit = cache.get(id);
    if (hit) return hit;
    const info = raw.get(id);
    if (!info) return undefined;
    // basedOn chains are short in practice; the depth guard stops a malicious loop.
    const parent = info.basedOn && depth < 20 ? resolve(info.basedOn, depth + 1) : undefined;
    const name = info.name.toLowerCase();
    const outlineLevel = info.outlineLevel ?? parent?.outlineLevel;
    const resolved: ResolvedStyle = {
      id,
      name: info.name,
      isHeading: /^heading\s*\d/.test(name) || /^heading\d/i.test(id) || (outlineLevel !== undefined && outlineLevel < 9) || (parent?.isHeading ?? false),
      isTitle: name === 'title' || name === 'subtitle' || (parent?.isTitle ?? false),
      isCode: /code|source|preformatted|verbatim|listing|macro text/.test(name) || (parent?.isCode ?? false) || info.fonts.some(isMonospaceFont),
      bold: info.bold ?? parent?.bold ?? false,
      superscript: (info.vertAlign ?? (parent?.superscript ? 'superscript' : undefined)) === 'superscript',
      monospace: info.fonts.some(isMonospaceFont) || (parent?.monospace ?? false),
    };
    if (outlineLevel !== undefined) resolved.outlineLevel = outlineLevel;
    const numId = info.numId ?? parent?.numId;
    if (numId !== undefined) resolved.numId = numId;
    const ilvl = info.ilvl ?? parent?.ilvl;
    if (ilvl !== undefined) resolved.ilvl = ilvl;
    cache.set(id, resolved);
    return resolved;
  };

  return { get: (id) => (id ? resolve(id) : undefined) };
}

export type { Element };
