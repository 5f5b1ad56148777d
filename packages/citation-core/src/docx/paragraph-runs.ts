// The runs of a paragraph as collectRuns reads them, kept in step with the DOM while citations are
// replaced from right to left. A replacement only changes the paragraph from its start onwards, so
// the runs before it stay as read and the next replacement (further left) finds its runs here
// instead of walking the whole paragraph again: a paragraph with n citations costs O(n), not O(n²).
// The one run cut in two at a replacement's start is read again by itself.
import { collectRuns } from './paragraphs.ts';
import type { RawRun, RunPiece } from './paragraphs.ts';
import type { Element } from './xml.ts';
import { isElement, isW, ownerOf, wAttr, wChild } from './xml.ts';

const XML_NS = 'http://www.w3.org/XML/1998/namespace';

export class ParagraphRuns {
  /** In reading order: starts and ends never decrease. */
  runs: RawRun[];

  constructor(readonly p: Element) {
    this.runs = collectRuns(p).runs;
  }

  /** Reads the whole paragraph again (after an edit these runs cannot follow). */
  reread(): void {
    this.runs = collectRuns(this.p).runs;
  }

  /**
   * The index range [lo, hi) of the runs that overlap start…end: every run before lo ends by
   * `start`, every run from hi on starts at `end` or later. Scans back from the last run, which
   * stays cheap because forgetFrom drops what a replacement has passed.
   */
  range(start: number, end: number): { lo: number; hi: number } {
    let hi = this.runs.length;
    while (hi > 0 && (this.runs[hi - 1] as RawRun).start >= end) hi--;
    let lo = hi;
    while (lo > 0 && (this.runs[lo - 1] as RawRun).end > start) lo--;
    return { lo, hi };
  }

  /**
   * Ensures a run boundary at `offset` (nothing to do when one is there): the run across it is cut,
   * its head keeping the run element and its tail going to a copy right after it.
   */
  splitAt(offset: number): void {
    const { lo, hi } = this.range(offset, offset + 1);
    let index = -1;
    for (let i = lo; i < hi; i++) {
      const r = this.runs[i] as RawRun;
      if (r.start < offset && offset < r.end) {
        index = i;
        break;
      }
    }
    const raw = this.runs[index];
    if (!raw) return;
    const piece = raw.pieces.find((x) => x.start <= offset && offset < x.end);
    if (!piece) return;
    const split = splitRun(raw, piece, offset);
    // A field mark moved to the tail changes which field the head belongs to: read everything again.
    if (split.movedFieldMarks) {
      this.reread();
      return;
    }
    this.runs.splice(index, 1, split.head, split.tail);
  }

  /** The runs with text wholly inside start…end (after splitAt at both ends), and where the first stands. */
  covered(start: number, end: number): { covered: RawRun[]; firstIndex: number } {
    const { lo, hi } = this.range(start, end);
    const covered: RawRun[] = [];
    let firstIndex = -1;
    for (let i = lo; i < hi; i++) {
      const r = this.runs[i] as RawRun;
      if (r.end > r.start && r.start >= start && r.end <= end) {
        if (firstIndex < 0) firstIndex = i;
        covered.push(r);
      }
    }
    return { covered, firstIndex };
  }

  /** Forgets the runs from `offset` on: a replacement there changed them, and none left of it reaches them. */
  forgetFrom(offset: number): void {
    while (this.runs.length > 0) {
      const last = this.runs[this.runs.length - 1] as RawRun;
      if (last.end <= offset && last.start < offset) break;
      this.runs.pop();
    }
  }
}

interface SplitRun {
  head: RawRun;
  tail: RawRun;
  /** A w:fldChar or w:instrText went to the tail (the runs' fields must be read again). */
  movedFieldMarks: boolean;
}

/** Cuts `raw` at `offset`, inside `piece`, in the DOM, and returns both halves as collectRuns would read them. */
function splitRun(raw: RawRun, piece: RunPiece, offset: number): SplitRun {
  const run = raw.run;
  const doc = ownerOf(run);
  const clone = run.cloneNode(false) as Element;
  const rPr = wChild(run, 'rPr');
  if (rPr) clone.appendChild(rPr.cloneNode(true));

  let moveFrom: Element | null;
  let tailPiece: RunPiece | undefined;
  if (piece.start === offset) {
    moveFrom = piece.node;
  } else {
    // Split a w:t in two: the head stays, the tail goes to the new run.
    const node = piece.node;
    const textValue = node.textContent ?? '';
    const cut = offset - piece.start;
    const tail = doc.createElementNS(node.namespaceURI, node.nodeName);
    tail.setAttributeNS(XML_NS, 'xml:space', 'preserve');
    tail.appendChild(doc.createTextNode(textValue.slice(cut)));
    setText(node, textValue.slice(0, cut));
    clone.appendChild(tail);
    tailPiece = { node: tail, start: offset, end: piece.end };
    moveFrom = nextElement(node);
  }
  let movedFieldMarks = false;
  for (let child: Element | null = moveFrom; child;) {
    const next = nextElement(child);
    movedFieldMarks ||= isW(child, 'fldChar') || isW(child, 'instrText');
    clone.appendChild(child);
    child = next;
  }
  run.parentNode?.insertBefore(clone, run.nextSibling);

  const headPieces = raw.pieces.filter((x) => x.start < offset).map((x) => (x === piece ? { node: x.node, start: x.start, end: offset } : x));
  const tailPieces = raw.pieces.filter((x) => x.start >= offset);
  if (tailPiece) tailPieces.unshift(tailPiece);
  return { head: half(raw, run, headPieces, raw.start, offset), tail: half(raw, clone, tailPieces, offset, raw.end), movedFieldMarks };
}

/** One half of a cut run: the link and field of the whole, its own pieces and note mark. */
function half(raw: RawRun, run: Element, pieces: RunPiece[], start: number, end: number): RawRun {
  const out: RawRun = { run, start, end, pieces, noteReference: false };
  for (const { node } of pieces) {
    const footnote = isW(node, 'footnoteReference');
    if (!footnote && !isW(node, 'endnoteReference')) continue;
    out.noteReference = true;
    const id = wAttr(node, 'id');
    if (id !== undefined) out.note = { kind: footnote ? 'footnote' : 'endnote', id };
  }
  if (raw.hyperlink) out.hyperlink = raw.hyperlink;
  if (raw.field) out.field = raw.field;
  return out;
}

function nextElement(node: Element): Element | null {
  for (let n = node.nextSibling; n; n = n.nextSibling) if (isElement(n)) return n;
  return null;
}

function setText(node: Element, value: string): void {
  while (node.firstChild) node.removeChild(node.firstChild);
  node.appendChild(ownerOf(node).createTextNode(value));
  node.setAttributeNS(XML_NS, 'xml:space', 'preserve');
}
