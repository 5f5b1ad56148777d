// A field can span paragraphs: Word's BIBLIOGRAPHY field begins in a paragraph of its own before the
// list (IEEE's list is a table inside it) and ends in one after it. When the reference list's
// paragraphs go, such a field loses its begin or its end, and the half left behind is a stray mark
// Word reports as a damaged document (an end with no begin) or that swallows the text after it (a
// begin with no end). The marks of every field cut that way are removed from the paragraphs that
// stay; the field's result text there stays as text, and a paragraph that held nothing but those
// marks goes with them.
import { tidyEmptiedContainer } from './empty-containers.ts';
import type { Element } from './xml.ts';
import { isElement, isW, wAttr, wChildren } from './xml.ts';

interface FieldMarks {
  marks: Element[];
  inResult: boolean;
}

/** Removes from the kept paragraphs the marks of fields that also have marks in `removing`. */
export function removeSplitFields(root: Element, removing: ReadonlySet<Element>): void {
  if (![...removing].some(holdsFieldMark)) return;
  const cut: Element[][] = [];
  const open: FieldMarks[] = [];
  for (const mark of fieldMarks(root)) {
    if (isW(mark, 'instrText')) {
      const top = open[open.length - 1];
      if (top && !top.inResult) top.marks.push(mark);
      continue;
    }
    const type = wAttr(mark, 'fldCharType');
    if (type === 'begin') open.push({ marks: [mark], inResult: false });
    const top = open[open.length - 1];
    if (!top || type === 'begin') continue;
    top.marks.push(mark);
    if (type === 'separate') top.inResult = true;
    if (type !== 'end') continue;
    open.pop();
    const goes = top.marks.map((m) => removing.has(paragraphOf(m) as Element));
    if (goes.includes(true) && goes.includes(false)) cut.push(top.marks.filter((_, i) => !goes[i]));
  }
  for (const marks of cut) for (const mark of marks) removeMark(mark);
}

function holdsFieldMark(p: Element): boolean {
  return p.getElementsByTagNameNS(p.namespaceURI, 'fldChar').length > 0;
}

/** fldChar and instrText elements in document order (iterative: documents nest deep). */
function fieldMarks(root: Element): Element[] {
  const out: Element[] = [];
  const stack: Element[] = [root];
  while (stack.length > 0) {
    const el = stack.pop() as Element;
    if (isW(el, 'fldChar') || isW(el, 'instrText')) {
      out.push(el);
      continue;
    }
    const children: Element[] = [];
    for (let c = el.firstChild; c; c = c.nextSibling) if (isElement(c)) children.push(c);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as Element);
  }
  return out;
}

function paragraphOf(node: Element): Element | undefined {
  for (let n = node.parentNode; n; n = n.parentNode) if (isElement(n) && isW(n, 'p')) return n;
  return undefined;
}

/** Removes a mark, its run when nothing else is left in it, and its paragraph when that is left empty. */
function removeMark(mark: Element): void {
  const run = mark.parentNode as Element | null;
  run?.removeChild(mark);
  if (!run || wChildren(run).some((c) => !isW(c, 'rPr'))) return;
  const p = paragraphOf(run);
  run.parentNode?.removeChild(run);
  if (!p || wChildren(p).some((c) => !isW(c, 'pPr')) || wChildren(p, 'pPr').some((pPr) => wChildren(pPr, 'sectPr').length > 0)) return;
  const parent = p.parentNode as Element | null;
  parent?.removeChild(p);
  if (parent) tidyEmptiedContainer(parent, p);
}
