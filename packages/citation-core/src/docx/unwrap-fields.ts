// A citation typed with Word's cross-references ("Insert › Cross-reference › Numbered item": a REF
// field whose result is the list entry's number) is replaced like typed text, but the field around it
// must go: Word recomputes a REF field on update and would put the number back over our marker (or
// around a live Zotero field). The field's result runs stay as the text; its begin, instruction,
// separator and end marks are removed. Only fields whose whole result lies inside the citation are
// unwrapped, and only within one paragraph: every other cross-reference stays live.
import { collectRuns } from './paragraphs.ts';
import type { Element } from './xml.ts';
import { isElement, isW, wAttr } from './xml.ts';

/**
 * Field instructions a citation can stand in: cross-references to a numbered item or a bookmark, and
 * EndNote's own citation ("ADDIN EN.CITE"), which EndNote would format again over our citation.
 */
const CITATION_FIELD = /^\s*(?:REF\s|ADDIN\s+EN\.CITE(?!\.DATA)\b)/i;

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

export function unwrapCitationFields(p: Element, start: number, end: number): void {
  const { runs } = collectRuns(p);
  // Most citations stand in no field: nothing to walk then.
  if (!runs.some((r) => r.end > start && r.start < end && isCitationField(r.field))) return;
  // Visible offset at which each run begins: a field's result starts at the first run after "separate".
  const offsetOf = new Map(runs.map((r) => [r.run, r.start]));
  const stack: OpenField[] = [];
  const remove: Element[] = [];
  let offset = 0;
  for (const run of runElements(p)) {
    offset = offsetOf.get(run) ?? offset;
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
          top.resultStart = runEndOffset(runs, run) ?? offset;
        } else if (type === 'end') {
          stack.pop();
          top.parts.push(child);
          const resultEnd = runs.find((r) => r.run === run)?.start ?? offset;
          const inside = top.hasSeparator && top.resultStart >= start && resultEnd <= end && resultEnd > top.resultStart;
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
  // The simple form, <w:fldSimple w:instr="REF …">: its runs move out, the element goes.
  for (const simple of simpleFields(p)) {
    if (!CITATION_FIELD.test(wAttr(simple, 'instr') ?? '')) continue;
    const spans = runs.filter((r) => r.end > r.start && isInside(r.run, simple));
    const first = spans[0];
    const last = spans[spans.length - 1];
    if (!first || !last || first.start < start || last.end > end) continue;
    while (simple.firstChild) simple.parentNode?.insertBefore(simple.firstChild, simple);
    simple.parentNode?.removeChild(simple);
  }
  for (const part of remove) {
    const run = part.parentNode as Element | null;
    run?.removeChild(part);
    // A run left with nothing but its properties is dropped.
    if (run && ![...childElements(run)].some((c) => !isW(c, 'rPr'))) run.parentNode?.removeChild(run);
  }
}

/** The offset just after a run's own text (its result begins after the separator's run). */
function runEndOffset(runs: ReturnType<typeof collectRuns>['runs'], run: Element): number | undefined {
  return runs.find((r) => r.run === run)?.end;
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

function isInside(node: Element, ancestor: Element): boolean {
  for (let n: Element | null = node; n; n = n.parentNode as Element | null) if (n === ancestor) return true;
  return false;
}
