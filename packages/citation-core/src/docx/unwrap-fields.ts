// A citation typed with Word's cross-references ("Insert › Cross-reference › Numbered item": a REF
// field whose result is the list entry's number) is replaced like typed text, but the field around it
// must go: Word recomputes a REF field on update and would put the number back over our marker (or
// around a live Zotero field). The field's result runs stay as the text; its begin, instruction,
// separator and end marks are removed. Only fields whose whole result lies inside the citation are
// unwrapped, and only within one paragraph: every other cross-reference stays live.
// Word's own citations (References › Insert Citation: a CITATION field, in a citation content control)
// are unwrapped the same way, with their control: Word would otherwise rebuild its citation over ours.
// Word writes a space before the citation inside the field's result (" [1]"); a result that holds only
// the citation and white space counts as inside it.
import { collectRuns } from './paragraphs.ts';
import type { Element } from './xml.ts';
import { isElement, isW, wAttr } from './xml.ts';

/**
 * Field instructions a citation can stand in: cross-references to a numbered item or a bookmark,
 * EndNote's own citation ("ADDIN EN.CITE"), which EndNote would format again over our citation,
 * Word's source-manager citation ("CITATION Vas17 \l 1033 \m LeC15"), and a HYPERLINK field whose
 * result is the citation ("[1]" linked to its entry or its source, as LibreOffice saves links): the
 * citation leaves the link, as it leaves a w:hyperlink, rather than nest a field in its result.
 * NOTEREF, a cross-reference to a note's mark, when that note is a reference (notes/note-cross-references.ts).
 */
const CITATION_FIELD = /^\s*(?:REF\s|NOTEREF\s|ADDIN\s+EN\.CITE(?!\.DATA)\b|CITATION\s|HYPERLINK\s)/i;

/** True for the instruction of a field a citation can stand in (one unwrapCitationFields removes). */
export function isCitationField(instr: string | undefined): boolean {
  return CITATION_FIELD.test(instr ?? '');
}

interface OpenField {
  parts: Element[];
  instr: string;
  resultStart: number;
  hasSeparator: boolean;
}

/** A citation's place in its paragraph's visible text. */
export interface TextRange {
  start: number;
  end: number;
}

/**
 * Unwraps the citation fields around the citations at `ranges` (one paragraph's, apart from one
 * another), in one walk of the paragraph whatever their number: a paragraph of several hundred
 * cross-referenced citations was read again for each one, and each field's runs looked up along
 * the whole paragraph. The visible text keeps its offsets (only field marks and wrappers go).
 */
export function unwrapCitationFields(p: Element, ranges: readonly TextRange[]): void {
  const sorted = ranges.filter((r) => r.end > r.start).sort((a, b) => a.start - b.start);
  if (sorted.length === 0) return;
  const { runs, text } = collectRuns(p);
  // Most citations stand in no field: nothing to walk then.
  if (!runs.some((r) => isCitationField(r.field) && overlapping(sorted, r.start, r.end).length > 0)) return;
  // The text from..to holds a citation and nothing else but white space, or lies inside one.
  const within = (from: number, to: number) =>
    to > from &&
    overlapping(sorted, from, to).some(({ start, end }) =>
      from <= start && to >= end ? text.slice(from, start).trim() === '' && text.slice(end, to).trim() === '' : from >= start && to <= end,
    );
  // Visible offsets of each run: a field's result starts at the first run after "separate".
  const spanOf = new Map(runs.map((r) => [r.run, r]));
  const stack: OpenField[] = [];
  const remove: Element[] = [];
  let offset = 0;
  for (const run of runElements(p)) {
    const span = spanOf.get(run);
    offset = span?.start ?? offset;
    for (let child = run.firstChild; child; child = child.nextSibling) {
      if (!isElement(child)) continue;
      if (isW(child, 'fldChar')) {
        const type = wAttr(child, 'fldCharType');
        if (type === 'begin') stack.push({ parts: [child], instr: '', resultStart: -1, hasSeparator: false });
        const top = stack[stack.length - 1];
        if (!top) continue;
        if (type === 'separate') {
          top.parts.push(child);
          top.hasSeparator = true;
          // The result begins just after this run's own text.
          top.resultStart = span?.end ?? offset;
        } else if (type === 'end') {
          stack.pop();
          top.parts.push(child);
          const resultEnd = span?.start ?? offset;
          const inside = top.hasSeparator && within(top.resultStart, resultEnd);
          const parent = stack[stack.length - 1];
          // A field inside another's instruction (EndNote's "EN.CITE.DATA") goes when that one goes.
          if (parent && !parent.hasSeparator) parent.parts.push(...top.parts);
          else if (inside && CITATION_FIELD.test(top.instr)) remove.push(...top.parts);
        }
      } else if (isW(child, 'instrText')) {
        const top = stack[stack.length - 1];
        if (top) {
          top.instr += child.textContent ?? '';
          top.parts.push(child);
        }
      }
    }
  }
  // The visible text an element holds: from its first run's start to its last run's end.
  const extent = (el: Element): [number, number] | undefined => {
    const spans = runElements(el)
      .map((run) => spanOf.get(run))
      .filter((r) => r !== undefined && r.end > r.start);
    const first = spans[0];
    const last = spans[spans.length - 1];
    return first && last ? [first.start, last.end] : undefined;
  };
  // The simple form, <w:fldSimple w:instr="REF …">: its runs move out, the element goes.
  for (const simple of simpleFields(p)) {
    if (!CITATION_FIELD.test(wAttr(simple, 'instr') ?? '')) continue;
    const held = extent(simple);
    if (held && within(...held)) unwrapElement(simple);
  }
  // Word's citation content control around the citation goes with its field.
  for (const sdt of citationControls(p)) {
    const held = extent(sdt);
    if (!held || !within(...held)) continue;
    const content = [...childElements(sdt)].find((c) => isW(c, 'sdtContent'));
    if (content) unwrapElement(content);
    unwrapElement(sdt, (c) => !isW(c, 'sdtPr') && !isW(c, 'sdtEndPr'));
  }
  for (const part of remove) {
    const run = part.parentNode as Element | null;
    run?.removeChild(part);
    // A run left with nothing but its properties is dropped.
    if (run && ![...childElements(run)].some((c) => !isW(c, 'rPr'))) run.parentNode?.removeChild(run);
  }
}

/** The ranges (sorted, apart) that share some text with from..to: a binary search, then a few steps. */
function overlapping(sorted: readonly TextRange[], from: number, to: number): TextRange[] {
  let lo = 0;
  let hi = sorted.length;
  // Ranges are apart, so their ends rise with their starts: find the first that ends after `from`.
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as TextRange).end <= from) lo = mid + 1;
    else hi = mid;
  }
  const out: TextRange[] = [];
  for (let i = lo; i < sorted.length && (sorted[i] as TextRange).start < to; i++) out.push(sorted[i] as TextRange);
  return out;
}

/** The runs of a paragraph in document order, deleted text left out. Iterative: a hostile document nests thousands deep. */
function runElements(container: Element): Element[] {
  const out: Element[] = [];
  const stack: Element[] = [...childElements(container)].reverse();
  while (stack.length > 0) {
    const el = stack.pop() as Element;
    if (isW(el, 'r')) out.push(el);
    else if (!isW(el, 'pPr') && !isW(el, 'del') && !isW(el, 'moveFrom')) stack.push(...[...childElements(el)].reverse());
  }
  return out;
}

function* childElements(el: Element): Generator<Element> {
  for (let c = el.firstChild; c; c = c.nextSibling) if (isElement(c)) yield c;
}

function simpleFields(p: Element): Element[] {
  const out: Element[] = [];
  const stack: Element[] = [p];
  while (stack.length > 0) {
    const el = stack.pop() as Element;
    for (const child of childElements(el)) {
      if (isW(child, 'fldSimple')) out.push(child);
      if (!isW(child, 'r')) stack.push(child);
    }
  }
  return out;
}

/** Moves an element's children (those `keep` accepts) out before it and removes it. */
function unwrapElement(el: Element, keep: (child: Element) => boolean = () => true): void {
  const parent = el.parentNode;
  if (!parent) return;
  for (const child of [...childElements(el)]) if (keep(child)) parent.insertBefore(child, el);
  parent.removeChild(el);
}

/** Inline content controls that Word marks as a citation (<w:sdtPr><w:citation/>). */
function citationControls(p: Element): Element[] {
  const out: Element[] = [];
  const stack: Element[] = [p];
  while (stack.length > 0) {
    const el = stack.pop() as Element;
    for (const child of childElements(el)) {
      if (isW(child, 'r')) continue;
      if (isW(child, 'sdt')) {
        const pr = [...childElements(child)].find((c) => isW(c, 'sdtPr'));
        if (pr && [...childElements(pr)].some((c) => isW(c, 'citation'))) out.push(child);
      }
      stack.push(child);
    }
  }
  return out;
}
