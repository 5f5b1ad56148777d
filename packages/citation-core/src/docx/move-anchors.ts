// Comments and bookmarks anchored in paragraphs that are removed (the reference list a bibliography
// replaces): their marks — a comment's range start and end and its reference run, a bookmark's start
// and end — move to the paragraph kept before them, so the comment stays in the document with its
// reply thread and a link to the bookmark still lands near where it did. Removed with the paragraph,
// a comment lost its anchor (Word and LibreOffice drop it) and a range begun in the body was left open.
import type { Element } from './xml.ts';
import { isElement, isW } from './xml.ts';

const MARKS = new Set(['commentRangeStart', 'commentRangeEnd', 'bookmarkStart', 'bookmarkEnd']);

/** The marks inside `p`, in document order: the mark elements, and the runs that hold a comment's reference. */
function marksIn(p: Element): Element[] {
  const out: Element[] = [];
  const walk = (node: Element) => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (!isElement(child)) continue;
      const name = child.localName ?? '';
      if (MARKS.has(name) && isW(child, name)) out.push(child);
      else if (isW(child, 'r')) {
        const ref = [...childElements(child)].find((c) => isW(c, 'commentReference'));
        if (ref) out.push(child);
      } else walk(child);
    }
  };
  walk(p);
  return out;
}

function* childElements(el: Element): Generator<Element> {
  for (let c = el.firstChild; c; c = c.nextSibling) if (isElement(c)) yield c;
}

/**
 * Moves the comment and bookmark marks of `removed` (in document order) to the end of `landing`, in
 * the order they stood. A bookmark wholly inside the removed text is kept too: links to it still work.
 */
export function moveAnchors(removed: readonly Element[], landing: Element): void {
  for (const p of removed) {
    for (const mark of marksIn(p)) {
      mark.parentNode?.removeChild(mark);
      // A comment's reference run keeps only what marks it: its text went with the paragraph.
      if (isW(mark, 'r')) for (const c of [...childElements(mark)]) if (!isW(c, 'rPr') && !isW(c, 'commentReference')) mark.removeChild(c);
      landing.appendChild(mark);
    }
  }
}
