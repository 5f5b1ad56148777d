// In-place text replacement inside a paragraph's runs. A citation may start in one run and end
// in another ("[" plain, "2" bold, ", 10]" plain, all inside a w:hyperlink): we split runs at the
// citation's edges, put one new run with the marker where the citation began, and remove the
// covered runs. Every other run, property and element of the paragraph stays as it was.
import { setRunProperty, wrapInField } from './fields.ts';
import { ParagraphRuns } from './paragraph-runs.ts';
import { isCitationField, unwrapCitationFields } from './unwrap-fields.ts';
import type { RawRun } from './paragraphs.ts';
import type { Element } from './xml.ts';
import { isElement, isW, ownerOf, wAttr, wChild, wChildren } from './xml.ts';

const XML_NS = 'http://www.w3.org/XML/1998/namespace';

export interface ReplaceOptions {
  /** Write the replacement at normal size (the citation was superscript). */
  normalSize: boolean;
  /** Take the replacement out of the citation's hyperlink (its target was the source itself). */
  dropLink: boolean;
  /** True for a character style id that raises text (so a normal-size marker must not keep it). */
  isRaisedStyle?: (styleId: string) => boolean;
  /** Write the replacement as the result of a field with this instruction (a live Zotero citation). */
  field?: FieldReplacement;
  /** Leave note reference marks in place after the replacement (their notes are kept, ADR 120). */
  keepNoteMarks?: boolean;
}

export interface FieldReplacement {
  code: string;
  superscript: boolean;
  /** Plain text written just before and after the field (a space, the full stop moved after it). */
  before?: string;
  after?: string;
  /** Formats the result run once it stands in its field (splits it into italic, raised… runs). */
  format?: (result: Element) => void;
}

/** Children a run may hold that are pure text: a run holding anything else is never deleted. */
/** A note reference mark counts as text: a footnote citation replaces it like any other citation. */
const TEXT_CHILDREN = new Set([
  'rPr',
  't',
  'tab',
  'br',
  'cr',
  'noBreakHyphen',
  'softHyphen',
  'lastRenderedPageBreak',
  'proofErr',
  'footnoteReference',
  'endnoteReference',
]);

/** One replacement of a paragraph's text offsets start…end. */
export interface TextReplacement {
  start: number;
  end: number;
  text: string;
  options: ReplaceOptions;
}

export function replaceText(p: Element, start: number, end: number, replacement: string, options: ReplaceOptions): void {
  replaceTexts(p, [{ start, end, text: replacement, options }]);
}

/**
 * Several replacements in one paragraph, made in the order given: right to left, so that each
 * one's offsets are still those of the paragraph as it was read. The runs are read once and kept
 * in step (paragraph-runs.ts); replacements that overlap, or come in another order, are made one
 * at a time on a fresh reading each, which is what they mean.
 */
export function replaceTexts(p: Element, replacements: readonly TextReplacement[]): void {
  if (!rightToLeftApart(replacements)) {
    for (const r of replacements) replaceTexts(p, [r]);
    return;
  }
  const runs = new ParagraphRuns(p);
  // Cross-reference fields around citations (rare) are unwrapped first, all in one walk, then the
  // runs read again; the visible text, and so every replacement's offsets, stay as they were.
  const inFields = replacements.filter(({ start, end, options }) => {
    if (end <= start) return false;
    const { lo, hi } = runs.range(start, end);
    return runs.runs.slice(lo, hi).some((r) => r.end > start && r.start < end && isCitationField(r.field) && !keptCrossReference(r, options));
  });
  if (inFields.length > 0) {
    unwrapCitationFields(p, inFields);
    runs.reread();
  }
  let placed = false;
  for (const r of replacements) placed = replaceOne(runs, r) || placed;
  // Once per paragraph, not per citation: wrappers emptied by any replacement go together.
  if (placed) removeEmptyContainers(p);
}

/** Each replacement ends where the ones before it (to its right) start, or before. */
function rightToLeftApart(replacements: readonly TextReplacement[]): boolean {
  let limit = Infinity;
  for (const { start, end } of replacements) {
    if (end <= start) continue;
    if (end > limit) return false;
    limit = start;
  }
  return true;
}

/** One replacement; false when nothing was placed (no text in the range). */
function replaceOne(runs: ParagraphRuns, { start, end, text: replacement, options }: TextReplacement): boolean {
  if (end <= start) return false;
  runs.splitAt(start);
  runs.splitAt(end);
  const { covered, firstIndex } = runs.covered(start, end);
  const first = covered[0];
  if (!first) {
    runs.forgetFrom(start);
    return false;
  }

  // A superscript citation becomes a normal-size marker: it takes the look of the text before it
  // when there is some, else the citation's own run without its raising properties.
  const model = options.normalSize ? (previousTextRun(runs.runs, firstIndex) ?? first.run) : first.run;
  // A removal (an AI tool's token) leaves no run behind.
  if (replacement === '' && !options.field) {
    for (const raw of covered) removeRunText(raw);
    runs.forgetFrom(start);
    return true;
  }
  const marker = createMarkerRun(model, replacement, { ...options, normalSize: options.normalSize && model === first.run });
  // A kept cross-reference to a note mark stays a live field after the marker, as the mark itself does.
  let anchor: Element = keptCrossReference(first, options) ? (fieldBegin(first.run) ?? first.run) : first.run;
  if (options.dropLink && first.hyperlink && hyperlinkFullyCovered(first.hyperlink, covered)) anchor = first.hyperlink;
  anchor.parentNode?.insertBefore(marker, anchor);
  if (options.field) {
    const { before, after } = options.field;
    if (before) marker.parentNode?.insertBefore(createMarkerRun(model, before, { ...options, normalSize: options.normalSize && model === first.run }), marker);
    if (after)
      marker.parentNode?.insertBefore(createMarkerRun(model, after, { ...options, normalSize: options.normalSize && model === first.run }), marker.nextSibling);
    if (options.field.superscript) setRunProperty(marker, 'vertAlign', 'superscript');
    wrapInField(marker, options.field.code);
    options.field.format?.(marker);
  }

  for (const raw of covered) if (!(options.keepNoteMarks && raw.noteReference) && !keptCrossReference(raw, options)) removeRunText(raw);
  runs.forgetFrom(start);
  return true;
}

/** With the notes kept, a NOTEREF to a note's mark is kept too (notes/note-cross-references.ts). */
function keptCrossReference(run: { field?: string }, options: ReplaceOptions): boolean {
  return options.keepNoteMarks === true && /^NOTEREF\s/i.test(run.field ?? '');
}

/** The run holding the begin mark of the complex field whose result `run` is in (same parent). */
function fieldBegin(run: Element): Element | undefined {
  let depth = 0;
  for (let node = run.previousSibling; node; node = node.previousSibling) {
    if (!isElement(node) || !isW(node, 'r')) continue;
    const type = wAttr(wChild(node, 'fldChar'), 'fldCharType');
    if (type === 'end') depth++;
    else if (type === 'begin') {
      if (depth === 0) return node;
      depth--;
    }
  }
  return undefined;
}

function createMarkerRun(model: Element, text: string, options: ReplaceOptions): Element {
  const doc = ownerOf(model);
  const run = model.cloneNode(false) as Element;
  const rPr = wChild(model, 'rPr');
  if (rPr) {
    const props = rPr.cloneNode(true) as Element;
    // Text raised with w:position is usually also shrunk with w:sz: both go.
    const raised = Number(wAttr(wChild(rPr, 'position'), 'val') ?? 0) > 0;
    for (const child of wChildren(props)) {
      const name = child.localName;
      if (options.normalSize && (name === 'vertAlign' || name === 'position' || (raised && (name === 'sz' || name === 'szCs')))) props.removeChild(child);
      if (name === 'rStyle') {
        const id = wAttr(child, 'val') ?? '';
        const linkStyle = /hyperlink/i.test(id);
        if ((options.dropLink && linkStyle) || (options.normalSize && options.isRaisedStyle?.(id))) props.removeChild(child);
      }
      // A hyperlink's look (blue, underlined) goes with the link.
      if (options.dropLink && (name === 'color' || name === 'u') && model.parentNode && isW(model.parentNode as Element, 'hyperlink')) {
        props.removeChild(child);
      }
    }
    if (props.firstChild) run.appendChild(props);
  }
  const prefix = model.prefix ? `${model.prefix}:` : '';
  const t = doc.createElementNS(model.namespaceURI, `${prefix}t`);
  t.setAttributeNS(XML_NS, 'xml:space', 'preserve');
  t.appendChild(doc.createTextNode(text));
  run.appendChild(t);
  return run;
}

/** The nearest run before runs[index] (the first covered one) in the same paragraph that has visible text. */
function previousTextRun(runs: RawRun[], index: number): Element | undefined {
  const first = runs[index];
  if (!first) return undefined;
  for (let i = index - 1; i >= 0; i--) {
    const candidate = runs[i];
    if (candidate && candidate.end > candidate.start && !candidate.hyperlink && candidate.run.parentNode === first.run.parentNode) return candidate.run;
  }
  return undefined;
}

function hyperlinkFullyCovered(hyperlink: Element, covered: RawRun[]): boolean {
  const coveredRuns = new Set(covered.map((r) => r.run));
  const runs = hyperlink.getElementsByTagNameNS(hyperlink.namespaceURI ?? '', 'r');
  for (let i = 0; i < runs.length; i++) {
    const run = runs.item(i);
    if (run && !coveredRuns.has(run) && (run.textContent ?? '').trim() !== '') return false;
  }
  return true;
}

function removeRunText(raw: RawRun): void {
  const run = raw.run;
  const onlyText = wChildren(run).every((child) => TEXT_CHILDREN.has(child.localName ?? ''));
  if (onlyText) {
    run.parentNode?.removeChild(run);
    return;
  }
  // The run also holds a drawing, a note reference or a field character: keep it, drop its text.
  for (const piece of raw.pieces) piece.node.parentNode?.removeChild(piece.node);
}

/** Hyperlinks and similar wrappers left without any run are removed. */
function removeEmptyContainers(p: Element): void {
  for (const name of ['hyperlink', 'smartTag']) {
    const found = p.getElementsByTagNameNS(p.namespaceURI ?? '', name);
    const list: Element[] = [];
    for (let i = 0; i < found.length; i++) {
      const el = found.item(i);
      if (el) list.push(el);
    }
    for (const el of list) {
      if (el.getElementsByTagNameNS(p.namespaceURI ?? '', 'r').length === 0) el.parentNode?.removeChild(el);
    }
  }
}
