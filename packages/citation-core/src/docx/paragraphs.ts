// The document body as the pipeline sees it: paragraphs in body order (table cells included),
// each with its visible text and a map from text offsets back to the runs that hold them.
// A citation can span several runs ("[" plain, "12" bold, "]" plain, or inside a hyperlink);
// this map is what lets the rewrite edit exactly those runs and nothing else.
import { asciiDigits } from '../text/ascii-digits.ts';
import { followFieldMark } from './open-fields.ts';
import type { OpenField } from './open-fields.ts';
import type { NumberingCounter, NumberingResult } from './numbering.ts';
import type { Relationship } from './relationships.ts';
import type { ResolvedStyle, StyleSheet } from './styles.ts';
import { isMonospaceFont } from './styles.ts';
import type { Element, Node } from './xml.ts';
import { isElement, isOn, isW, rAttr, W_NS, wAttr, wChild, wChildren } from './xml.ts';

export interface RunSpan {
  run: Element;
  /** Offsets of the run's visible text within the paragraph text. */
  start: number;
  end: number;
  superscript: boolean;
  bold: boolean;
  monospace: boolean;
  /** The w:hyperlink element around the run, if any. */
  hyperlink?: Element;
  /** External link target (w:hyperlink r:id or a HYPERLINK field). */
  link?: string;
  /** Internal anchor (bookmark) of a hyperlink: footnote-style links point to one. */
  anchor?: string;
  /** The instruction of the field whose result this run is (PAGE, NOTEREF, HYPERLINK …). */
  field?: string;
  /** The run holds a footnote or endnote reference mark. */
  noteReference: boolean;
  /** Which note that mark refers to. */
  note?: NoteMark;
}

/** A footnote or endnote reference mark: the note's part kind and its w:id. */
export interface NoteMark {
  kind: 'footnote' | 'endnote';
  id: string;
}

/**
 * The visible text a note reference mark stands for. A mark has no text of its own, but it is where
 * a footnote citation is and the rewrite must be able to cover it: one placeholder character keeps
 * it addressable by offset like every other citation (and matches no citation pattern by itself).
 */
export const NOTE_MARK = '\uFFFC';

export interface Paragraph {
  index: number;
  element: Element;
  text: string;
  runs: RunSpan[];
  style?: ResolvedStyle;
  isHeading: boolean;
  /** 1-based heading level when known. */
  headingLevel?: number;
  isTitle: boolean;
  isCode: boolean;
  /** Every visible character is bold. */
  allBold: boolean;
  inTable: boolean;
  /** Where in a table the paragraph stands (the innermost table). */
  cell?: TableCell;
  numbering?: NumberingResult;
  /** The paragraph carries section properties (w:sectPr): removing it would lose them. */
  hasSectionProperties: boolean;
  /** The footnote or endnote the paragraph belongs to (absent in the body). */
  inNote?: NoteMark;
  /** Inside a text box (w:txbxContent): Zotero's Word plugin reads no fields there. */
  inTextBox?: boolean;
  /** A line of a table of contents (contentsLine): a heading's words again, never a citation. */
  isContents?: boolean;
  /** All its text is a Zotero or Mendeley field's result (docx/manager-fields.ts). */
  inManagerField?: boolean;
}

export interface TableCell {
  table: Element;
  row: number;
  column: number;
}

export interface ReadParagraphsContext {
  styles: StyleSheet;
  numbering: NumberingCounter;
  relationships: Map<string, Relationship>;
  /** Index of the first paragraph read (notes are numbered on from the body). */
  firstIndex?: number;
}

/** Collect the body's paragraphs in reading order, table cells and content controls included. */
export function readParagraphs(body: Element, context: ReadParagraphsContext): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  // An explicit stack, not recursion: a hostile document nests containers thousands deep (issue 13).
  // Each frame is the next child to look at in one container; pushing a container's first child
  // descends into it, so paragraphs still come out in reading order.
  type Frame = { next: Node | null; inTable: boolean; cell?: TableCell; inTextBox?: boolean };
  const stack: Frame[] = [{ next: body.firstChild, inTable: false }];
  const enter = (container: Element, inTable: boolean, cell: TableCell | undefined, inTextBox = stack[stack.length - 1]?.inTextBox) =>
    stack.push({ next: container.firstChild, inTable, ...(cell ? { cell } : {}), ...(inTextBox ? { inTextBox } : {}) });
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    const child = frame.next;
    if (!child) {
      stack.pop();
      continue;
    }
    frame.next = child.nextSibling;
    if (!isElement(child)) continue;
    if (isW(child, 'p')) {
      const paragraph = readParagraph(child, (context.firstIndex ?? 0) + paragraphs.length, frame.inTable, context);
      if (frame.cell) paragraph.cell = frame.cell;
      if (frame.inTextBox) paragraph.inTextBox = true;
      paragraphs.push(paragraph);
      // A text box anchored in the paragraph is read right after it (its own paragraphs, last-first on the stack).
      for (const box of textBoxesOf(child).reverse()) enter(box, false, undefined, true);
    } else if (isW(child, 'tbl')) {
      // Cells are entered last-first so that the first cell is on top of the stack.
      const cells = wChildren(child, 'tr').flatMap((row, r) => wChildren(row, 'tc').map((tc, c) => ({ tc, cell: { table: child, row: r, column: c } })));
      for (const { tc, cell } of cells.reverse()) enter(tc, true, cell);
    } else if (isW(child, 'sdt')) {
      const content = wChild(child, 'sdtContent');
      if (content) enter(content, frame.inTable, frame.cell);
    } else if (isW(child, 'customXml') || isW(child, 'ins') || isW(child, 'moveTo')) enter(child, frame.inTable, frame.cell);
  }
  return paragraphs;
}

/**
 * The text boxes a paragraph anchors (w:txbxContent inside a drawing or a VML shape), not those of a
 * text box inside them (read with their own paragraph). Of an mc:AlternateContent only the choice is
 * read: the fallback repeats the same text for old readers, and Word shows the choice.
 */
function textBoxesOf(p: Element): Element[] {
  const boxes = p.getElementsByTagNameNS(W_NS, 'txbxContent');
  const out: Element[] = [];
  for (let i = 0; i < boxes.length; i++) {
    const box = boxes.item(i);
    if (!box) continue;
    let inFallback = false;
    let owner: Node | null = box.parentNode;
    while (owner && !isW(owner, 'p')) {
      if (isElement(owner) && owner.localName === 'Fallback') inFallback = true;
      owner = owner.parentNode;
    }
    if (owner === p && !inFallback) out.push(box);
  }
  return out;
}

/** One visible piece of a run: a w:t (its text), or a w:tab / w:br / w:noBreakHyphen (one character). */
export interface RunPiece {
  node: Element;
  start: number;
  end: number;
}

/** A run as found in the paragraph, before any style interpretation. */
export interface RawRun {
  run: Element;
  start: number;
  end: number;
  pieces: RunPiece[];
  hyperlink?: Element;
  /** Instruction of the innermost field whose visible result this run is part of. */
  field?: string;
  noteReference: boolean;
  note?: NoteMark;
}

/**
 * Walk a paragraph's runs in reading order and compute the visible text. Shared by the reader
 * and the rewriter so that offsets always mean the same thing.
 */
export function collectRuns(p: Element): { text: string; runs: RawRun[] } {
  let text = '';
  const runs: RawRun[] = [];
  const fields: OpenField[] = [];

  const readRun = (run: Element, hyperlink: Element | undefined, simpleField: string | undefined) => {
    const start = text.length;
    const pieces: RunPiece[] = [];
    let noteReference = false;
    let note: NoteMark | undefined;
    for (let child = run.firstChild; child; child = child.nextSibling) {
      if (!isElement(child)) continue;
      if (followFieldMark(fields, child)) continue;
      // Text inside a field's instruction part is not visible.
      const top = fields[fields.length - 1];
      if (top && !top.inResult) continue;
      let piece = '';
      // "[١]", "［１］": digits of other scripts are read as ASCII ones (text/ascii-digits.ts).
      if (isW(child, 't')) piece = asciiDigits(child.textContent ?? '');
      else if (isW(child, 'tab')) piece = '\t';
      else if (isW(child, 'br') || isW(child, 'cr')) piece = '\n';
      else if (isW(child, 'noBreakHyphen')) piece = '-';
      else if (isW(child, 'footnoteReference') || isW(child, 'endnoteReference')) {
        noteReference = true;
        piece = NOTE_MARK;
        const id = wAttr(child, 'id');
        if (id !== undefined) note = { kind: isW(child, 'footnoteReference') ? 'footnote' : 'endnote', id };
      }
      if (piece !== '') {
        pieces.push({ node: child, start: text.length, end: text.length + piece.length });
        text += piece;
      }
    }
    const raw: RawRun = { run, start, end: text.length, pieces, noteReference };
    if (note) raw.note = note;
    if (hyperlink) raw.hyperlink = hyperlink;
    const field =
      simpleField ??
      fields
        .map((f) => f.instr.trim())
        .filter(Boolean)
        .pop();
    if (field) raw.field = field;
    runs.push(raw);
  };

  // Iterative for the same reason as readParagraphs: nesting depth is the document's to choose.
  type Frame = { next: Node | null; hyperlink: Element | undefined; simpleField: string | undefined };
  const stack: Frame[] = [{ next: p.firstChild, hyperlink: undefined, simpleField: undefined }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    const child = frame.next;
    if (!child) {
      stack.pop();
      continue;
    }
    frame.next = child.nextSibling;
    if (!isElement(child)) continue;
    const { hyperlink, simpleField } = frame;
    if (isW(child, 'r')) readRun(child, hyperlink, simpleField);
    else if (isW(child, 'hyperlink')) stack.push({ next: child.firstChild, hyperlink: child, simpleField });
    else if (isW(child, 'fldSimple')) stack.push({ next: child.firstChild, hyperlink, simpleField: wAttr(child, 'instr')?.trim() ?? simpleField });
    else if (isW(child, 'sdt')) {
      const content = wChild(child, 'sdtContent');
      if (content) stack.push({ next: content.firstChild, hyperlink, simpleField });
    } else if (isW(child, 'ins') || isW(child, 'smartTag') || isW(child, 'customXml') || isW(child, 'moveTo') || isW(child, 'dir') || isW(child, 'bdo')) {
      stack.push({ next: child.firstChild, hyperlink, simpleField });
    }
    // w:del, w:moveFrom (deleted text), w:pPr, bookmarks, comments and math are not body text.
  }
  return { text, runs };
}

/**
 * A line of a table of contents: Word's "TOC 1" … "TOC 9" styles (LibreOffice's "Contents 1"), or
 * every visible run a link to a heading's bookmark ("_Toc…", LibreOffice's "__RefHeading…"). It
 * repeats a heading with its page number ("Sleep and memory [1]<tab>4", "References<tab>12") inside
 * Word's TOC field, which rebuilds it from the headings: a citation there would be a second one of
 * the heading's, and its page number no citation at all.
 */
function contentsLine(styleId: string | undefined, style: ResolvedStyle | undefined, visible: RunSpan[]): boolean {
  if (/^(?:toc|contents)\s*\d$/i.test(styleId ?? '') || /^(?:toc|contents)\s*\d$/i.test(style?.name ?? '')) return true;
  return visible.length > 0 && visible.every((r) => r.anchor !== undefined && /^_+(?:Toc|RefHeading)/i.test(r.anchor));
}

function readParagraph(p: Element, index: number, inTable: boolean, context: ReadParagraphsContext): Paragraph {
  const pPr = wChild(p, 'pPr');
  const styleId = wAttr(wChild(pPr, 'pStyle'), 'val');
  const style = context.styles.get(styleId);
  const outline = wAttr(wChild(pPr, 'outlineLvl'), 'val');
  const outlineLevel = outline !== undefined ? Number(outline) : style?.outlineLevel;
  const paragraphBold = style?.bold ?? false;

  const { text, runs: rawRuns } = collectRuns(p);
  const runs: RunSpan[] = rawRuns.map((raw) => {
    const rPr = wChild(raw.run, 'rPr');
    const charStyle = context.styles.get(wAttr(wChild(rPr, 'rStyle'), 'val'));
    const vertAlign = wAttr(wChild(rPr, 'vertAlign'), 'val');
    const boldEl = wChild(rPr, 'b');
    const fonts = wChild(rPr, 'rFonts');
    const span: RunSpan = {
      run: raw.run,
      start: raw.start,
      end: raw.end,
      // Word marks superscript with w:vertAlign; LibreOffice and HTML conversions often raise the
      // text with w:position instead (e.g. position 8 half-points, smaller size).
      superscript: vertAlign ? vertAlign === 'superscript' : Number(wAttr(wChild(rPr, 'position'), 'val') ?? 0) > 0 || (charStyle?.superscript ?? false),
      bold: boldEl ? isOn(boldEl) : (charStyle?.bold ?? paragraphBold),
      monospace:
        (fonts ? isMonospaceFont(wAttr(fonts, 'ascii') ?? wAttr(fonts, 'hAnsi')) : false) || (charStyle?.monospace ?? false) || (style?.monospace ?? false),
      noteReference: raw.noteReference,
    };
    if (raw.note) span.note = raw.note;
    if (raw.hyperlink) {
      span.hyperlink = raw.hyperlink;
      const id = rAttr(raw.hyperlink, 'id');
      const target = id ? context.relationships.get(id) : undefined;
      if (target?.external) span.link = target.target;
      const anchor = wAttr(raw.hyperlink, 'anchor');
      if (anchor) span.anchor = anchor;
    }
    if (raw.field) {
      span.field = raw.field;
      const link = /^HYPERLINK\s+"([^"]+)"/i.exec(raw.field);
      if (link?.[1] && !span.link) span.link = link[1];
      const anchor = /^HYPERLINK\s+\\l\s+"([^"]+)"/i.exec(raw.field);
      if (anchor?.[1] && !span.anchor) span.anchor = anchor[1];
      // A cross-reference ("REF _Ref123 \r \h") lands on its bookmark as an internal link does: to an
      // entry of the reference list, its result ("2", as "Numbered item" inserts it) is a citation.
      const bookmark = /^REF\s+([^\s\\]+)/i.exec(raw.field);
      if (bookmark?.[1] && !span.anchor) span.anchor = bookmark[1];
    }
    return span;
  });

  const visible = runs.filter((r) => r.end > r.start && text.slice(r.start, r.end).trim() !== '');
  const paragraph: Paragraph = {
    index,
    element: p,
    text,
    runs,
    isHeading: (style?.isHeading ?? false) || (outlineLevel !== undefined && outlineLevel < 9),
    isTitle: style?.isTitle ?? false,
    isCode: (style?.isCode ?? false) || (visible.length > 0 && visible.every((r) => r.monospace)),
    allBold: visible.length > 0 && visible.every((r) => r.bold),
    inTable,
    hasSectionProperties: !!wChild(pPr, 'sectPr'),
  };
  if (style) paragraph.style = style;
  if (contentsLine(styleId, style, visible)) paragraph.isContents = true;
  if (outlineLevel !== undefined && outlineLevel < 9) paragraph.headingLevel = outlineLevel + 1;
  else if (style && /heading\s*(\d)/i.test(style.name)) paragraph.headingLevel = Number(/heading\s*(\d)/i.exec(style.name)?.[1]);

  const numPr = wChild(pPr, 'numPr');
  const numId = wAttr(wChild(numPr, 'numId'), 'val') ?? style?.numId;
  // A tracked deletion of the whole paragraph (its mark and all its text): Word's final view has no
  // such list item, so it must not take a number from the entries after it.
  const markRemoved = !!(wChild(wChild(pPr, 'rPr'), 'del') ?? wChild(wChild(pPr, 'rPr'), 'moveFrom'));
  if (numId !== undefined && !(markRemoved && text.trim() === '')) {
    const ilvl = Number(wAttr(wChild(numPr, 'ilvl'), 'val') ?? style?.ilvl ?? 0);
    const numbering = context.numbering.next(numId, ilvl);
    if (numbering) paragraph.numbering = numbering;
  }
  return paragraph;
}
