// A paragraph removed from a block content control (w:sdt) or a table cell can leave its container
// with nothing in it: Word shows an emptied content control as a stray box where the reference list
// was (a "Bibliographies" control, or one control per entry), and refuses a cell with no paragraph.
// What is left is tidied: an emptied content control goes, and so does one that only held it; its
// range marks (a bookmark's end, a comment's range) move out before it, so their starts still close.
// An emptied cell gets an empty paragraph back.
import type { Element } from './xml.ts';
import { createWLike, isW, wChildren } from './xml.ts';

/** What makes a block container non-empty: a paragraph, a table, a nested control or custom XML. */
const BLOCK_CONTENT = new Set(['p', 'tbl', 'sdt', 'customXml', 'altChunk']);

function holdsBlocks(container: Element): boolean {
  return wChildren(container).some((child) => BLOCK_CONTENT.has(child.localName ?? ''));
}

/** Tidies `container` after a paragraph was taken out of it; `like` gives the namespace of a new paragraph. */
export function tidyEmptiedContainer(container: Element, like: Element): void {
  let at: Element | null = container;
  while (at && isW(at, 'sdtContent') && !holdsBlocks(at)) {
    const sdt = at.parentNode as Element | null;
    const outer = sdt?.parentNode as Element | null;
    if (!sdt || !outer || !isW(sdt, 'sdt')) return;
    for (const mark of wChildren(at)) outer.insertBefore(mark, sdt);
    outer.removeChild(sdt);
    at = outer;
  }
  // A table cell must keep at least one paragraph to stay valid.
  if (at && isW(at, 'tc') && wChildren(at, 'p').length === 0 && wChildren(at, 'tbl').length === 0) at.appendChild(createWLike(like, 'p'));
}
