// How the live fields look before Zotero's first Refresh, made the way Zotero makes it: the
// results carry citeproc's formatting as runs (italics, bold, small capitals, underline, raised or
// lowered text), and the bibliography's paragraphs take Word's "Bibliography" paragraph style,
// set from the style's bibliography parameters exactly as Zotero sets it
// (Zotero.Cite.getBibliographyFormatParameters → Document.setBibliographyStyle in the Word plugins:
// first-line and left indent, line spacing, space after, tab stops), and created when the document
// has none, as Word creates its built-in style. Zotero puts the style on the bibliography's range
// and leaves the paragraphs without direct formatting; a document without a styles part gets
// the same properties on each paragraph instead.
import type { OpenedDocument } from '../docx/document.ts';
import { fieldParagraphs, setRunProperty } from '../docx/fields.ts';
import type { Element } from '../docx/xml.ts';
import { PARAGRAPH_PROPERTY_ORDER, putInOrder } from '../docx/property-order.ts';
import { createWLike, ownerOf, parseXml, serializeXml, wAttr, wChild, wChildren } from '../docx/xml.ts';
import type { BibliographyLayout } from '../render/render-citations.ts';
import type { RichRun } from '../render/rich-text.ts';

const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const BIBLIOGRAPHY = 'Bibliography';

/** Twips, as Zotero computes them (720 twips = 0.5 in; 240 = one line). */
export interface BibliographyFormat {
  firstLineIndent: number;
  indent: number;
  /** w:line with lineRule auto: 240 × lines. */
  lineSpacing: number;
  /** Space after each entry (w:after). */
  entrySpacing: number;
  tabStops: number[];
}

/** Zotero.Cite.getBibliographyFormatParameters, on citeproc's parameters. */
export function bibliographyFormat(layout: BibliographyLayout): BibliographyFormat {
  const format: BibliographyFormat = {
    firstLineIndent: 0,
    indent: 0,
    lineSpacing: Math.round(240 * layout.lineSpacing),
    entrySpacing: Math.round(240 * layout.entrySpacing),
    tabStops: [],
  };
  if (layout.hangingIndent) {
    format.indent = 720;
    format.firstLineIndent = -720;
  } else if (layout.secondFieldAlign) {
    // Zotero's rule of thumb for labels like "[1]" and "1.".
    const alignAt = 24 + layout.maxOffset * 120;
    format.firstLineIndent = -alignAt;
    if (layout.secondFieldAlign === 'margin') format.tabStops = [0];
    else {
      format.indent = alignAt;
      format.tabStops = [alignAt];
    }
  }
  return format;
}

function setW(el: Element, name: string, value: string): void {
  const prefix = el.prefix ? `${el.prefix}:` : '';
  el.setAttributeNS(el.namespaceURI, `${prefix}${name}`, value);
}

/** Puts `child` into `pPr` at its schema position, replacing one of the same name. */
function putInPPr(pPr: Element, child: Element): void {
  putInOrder(pPr, child, PARAGRAPH_PROPERTY_ORDER);
}

/** Sets the indents, spacing and tab stops on a pPr (of a style or a paragraph). */
export function applyFormat(pPr: Element, format: BibliographyFormat): void {
  const tabs = createWLike(pPr, 'tabs');
  for (const pos of format.tabStops) {
    const tab = createWLike(pPr, 'tab');
    setW(tab, 'val', 'left');
    setW(tab, 'pos', String(pos));
    tabs.appendChild(tab);
  }
  if (format.tabStops.length > 0) putInPPr(pPr, tabs);
  else if (wChild(pPr, 'tabs')) pPr.removeChild(wChild(pPr, 'tabs') as Element);
  // Only what Zotero sets: space before stays as the style had it.
  const spacing = wChild(pPr, 'spacing') ?? createWLike(pPr, 'spacing');
  setW(spacing, 'after', String(format.entrySpacing));
  setW(spacing, 'line', String(format.lineSpacing));
  setW(spacing, 'lineRule', 'auto');
  putInPPr(pPr, spacing);
  const ind = createWLike(pPr, 'ind');
  setW(ind, 'left', String(format.indent));
  if (format.firstLineIndent < 0) setW(ind, 'hanging', String(-format.firstLineIndent));
  else setW(ind, 'firstLine', String(format.firstLineIndent));
  putInPPr(pPr, ind);
}

/** Where the bibliography's look goes: a paragraph style (and the styles part to write), or each paragraph. */
export interface BibliographyLook {
  /** The paragraph style's id, when the document has a styles part. */
  styleId?: string;
  /** The styles part with that style set (name and XML), to write into the package. */
  stylesPart?: [string, string];
  format: BibliographyFormat;
}

/**
 * Word's "Bibliography" paragraph style (found by its name, which Word keeps in English, or by its
 * id), set to the style's layout as Zotero sets it; created, based on the default paragraph
 * style, when the document has none.
 */
export function bibliographyLook(doc: Pick<OpenedDocument, 'pkg' | 'relationships'>, layout: BibliographyLayout): BibliographyLook {
  const format = bibliographyFormat(layout);
  let partName: string | undefined;
  for (const rel of doc.relationships.values()) if (!rel.external && /\/styles$/.test(rel.type) && rel.partName) partName = rel.partName;
  const xml = partName ? doc.pkg.readXml(partName) : undefined;
  if (!partName || xml === undefined) return { format };
  const dom = parseXml(xml, partName);
  const root = dom.documentElement;
  if (!root) return { format };
  const styles = wChildren(root, 'style');
  let style =
    styles.find((s) => wAttr(s, 'type') === 'paragraph' && wAttr(wChild(s, 'name'), 'val')?.toLowerCase() === 'bibliography') ??
    styles.find((s) => wAttr(s, 'type') === 'paragraph' && wAttr(s, 'styleId') === BIBLIOGRAPHY);
  if (!style) {
    style = createWLike(root, 'style');
    setW(style, 'type', 'paragraph');
    setW(style, 'styleId', uniqueId(styles));
    const base = styles.find((s) => wAttr(s, 'type') === 'paragraph' && ['1', 'true', 'on'].includes(wAttr(s, 'default') ?? ''));
    const children: [string, string | undefined][] = [['name', BIBLIOGRAPHY]];
    const baseId = base ? wAttr(base, 'styleId') : undefined;
    if (baseId) children.push(['basedOn', baseId], ['next', baseId]);
    children.push(['uiPriority', '37'], ['unhideWhenUsed', undefined]);
    for (const [name, val] of children) {
      const el = createWLike(root, name);
      if (val !== undefined) setW(el, 'val', val);
      style.appendChild(el);
    }
    root.appendChild(style);
  }
  let pPr = wChild(style, 'pPr');
  if (!pPr) {
    pPr = createWLike(root, 'pPr');
    // CT_Style: pPr after name … qFormat/locked/personal…/rsid, before rPr and the table properties.
    const before = wChildren(style).find((c) => ['rPr', 'tblPr', 'trPr', 'tcPr', 'tblStylePr'].includes(c.localName ?? ''));
    style.insertBefore(pPr, before ?? null);
  }
  applyFormat(pPr, format);
  const styleId = wAttr(style, 'styleId') ?? BIBLIOGRAPHY;
  return { styleId, stylesPart: [partName, keepDeclaration(xml, serializeXml(dom))], format };
}

function uniqueId(styles: Element[]): string {
  const ids = new Set(styles.map((s) => wAttr(s, 'styleId')));
  let id = BIBLIOGRAPHY;
  for (let i = 1; ids.has(id); i++) id = `${BIBLIOGRAPHY}${i}`;
  return id;
}

function keepDeclaration(source: string, out: string): string {
  const declaration = /^\uFEFF?(<\?xml[^>]*\?>)/.exec(source)?.[1];
  return declaration && !out.startsWith('<?xml') ? `${declaration}\r\n${out}` : out;
}

/** A run like `model` (same run properties) holding `text`, tabs and line breaks as Word's own elements. */
function textRun(model: Element, run: RichRun): Element {
  const rPr = wChild(model, 'rPr');
  // xmldom's cloneNode costs more than creating an element: a bare model is not cloned.
  const r = rPr || model.attributes.length > 0 ? (model.cloneNode(false) as Element) : createWLike(model, 'r');
  if (rPr) {
    r.appendChild(rPr.cloneNode(true));
    if (run.bold) setRunProperty(r, 'b');
    if (run.italic) setRunProperty(r, 'i');
    if (run.smallCaps) setRunProperty(r, 'smallCaps');
    if (run.underline) setRunProperty(r, 'u', 'single');
    if (run.vertAlign) setRunProperty(r, 'vertAlign', run.vertAlign);
  } else if (run.bold || run.italic || run.smallCaps || run.underline || run.vertAlign) {
    // A bare run (a bibliography entry's): its properties written at once, in CT_RPr's order.
    const props = createWLike(model, 'rPr');
    const add = (name: string, val?: string) => {
      const el = createWLike(model, name);
      if (val !== undefined) setW(el, 'val', val);
      props.appendChild(el);
    };
    if (run.bold) add('b');
    if (run.italic) add('i');
    if (run.smallCaps) add('smallCaps');
    if (run.underline) add('u', 'single');
    if (run.vertAlign) add('vertAlign', run.vertAlign);
    r.appendChild(props);
  }
  const text = run.text;
  if (!/[\t\n]/.test(text)) {
    r.appendChild(textElement(model, text));
    return r;
  }
  for (const piece of text.split(/([\t\n])/)) {
    if (piece === '') continue;
    r.appendChild(piece === '\t' || piece === '\n' ? createWLike(model, piece === '\t' ? 'tab' : 'br') : textElement(model, piece));
  }
  return r;
}

function textElement(model: Element, text: string): Element {
  const t = createWLike(model, 't');
  t.setAttributeNS(XML_NS, 'xml:space', 'preserve');
  t.appendChild(ownerOf(model).createTextNode(text));
  return t;
}

function plain(runs: RichRun[]): boolean {
  return runs.length <= 1 && !runs.some((r) => r.bold || r.italic || r.smallCaps || r.underline || r.vertAlign || /[\t\n]/.test(r.text));
}

/**
 * Splits a field's result run into the formatted runs (each keeps the result's own properties:
 * the surrounding text's font, noProof, a raised style's superscript). A plain result stays one run.
 */
export function formatResult(result: Element, runs: RichRun[]): void {
  if (plain(runs)) return;
  const parent = result.parentNode;
  if (!parent) return;
  for (const run of runs) parent.insertBefore(textRun(result, run), result);
  parent.removeChild(result);
}

/**
 * The bibliography field's paragraphs (begin, code and separate in the first, end in the last),
 * each entry's runs formatted, each paragraph in the Bibliography style (or formatted directly).
 */
export function bibliographyParagraphs(like: Element, code: string, entries: RichRun[][], look: BibliographyLook): Element[] {
  const lines = entries.map((runs) => runs.map((r) => r.text).join(''));
  const paragraphs = fieldParagraphs(like, code, lines, look.styleId);
  paragraphs.forEach((p, i) => {
    if (!look.styleId) {
      let pPr = wChild(p, 'pPr');
      if (!pPr) {
        pPr = createWLike(p, 'pPr');
        p.insertBefore(pPr, p.firstChild);
      }
      applyFormat(pPr, look.format);
    }
    const runs = entries[i];
    // The entry's text run: the one holding a w:t (the field characters' runs hold none).
    const result = wChildren(p, 'r').find((r) => wChild(r, 't'));
    if (runs && result) formatResult(result, runs);
  });
  return paragraphs;
}
