// Text written twice for old and new readers: an mc:AlternateContent between a paragraph's runs
// ("<mc:Choice Requires="w14"><w:r>[2]</w:r></mc:Choice><mc:Fallback><w:r>[2]</w:r></mc:Fallback>"),
// as Word writes text with a newer feature (ligatures, a text effect) and converters copy. The reader
// walks runs, not alternatives, so such a citation went unseen and its entry was dropped as uncited.
// The choice is what Word shows: it takes the wrapper's place, so the runs are read and rewritten
// once. Drawings and text boxes (their choice a wps shape, their fallback VML) are left as they are:
// paragraphs.ts reads a text box's choice on its own.
import type { Element, Node } from '@xmldom/xmldom';
import { isElement, isMc, isW, MC_NS } from './xml.ts';

/** Replaces each run-holding mc:AlternateContent under `root` by its first choice's content. Returns how many. */
export function unwrapAlternateRuns(root: Element): number {
  const found = root.getElementsByTagNameNS(MC_NS, 'AlternateContent');
  // A snapshot: the live list shrinks as wrappers are replaced.
  const wrappers: Element[] = [];
  for (let i = 0; i < found.length; i++) {
    const wrapper = found.item(i);
    if (wrapper) wrappers.push(wrapper);
  }
  let unwrapped = 0;
  for (const wrapper of wrappers) {
    const parent = wrapper.parentNode;
    // Inside a run it holds a drawing or a symbol, not runs.
    if (!parent || isW(parent as Node, 'r')) continue;
    const choice = firstChild(wrapper, 'Choice');
    if (!choice || !holdsOnlyRuns(choice)) continue;
    while (choice.firstChild) parent.insertBefore(choice.firstChild as Node, wrapper);
    parent.removeChild(wrapper);
    unwrapped += 1;
  }
  return unwrapped;
}

function firstChild(element: Element, localName: string): Element | undefined {
  for (let child: Node | null = element.firstChild; child; child = child.nextSibling) {
    if (isMc(child, localName)) return child;
  }
  return undefined;
}

/** Runs (and the run containers a paragraph has), with no drawing, picture or text box anywhere inside. */
function holdsOnlyRuns(choice: Element): boolean {
  let runs = 0;
  for (let child: Node | null = choice.firstChild; child; child = child.nextSibling) {
    if (!isElement(child)) continue;
    if (!['r', 'hyperlink', 'ins', 'smartTag', 'fldSimple'].some((name) => isW(child, name))) return false;
    runs += 1;
  }
  if (runs === 0) return false;
  for (const name of ['drawing', 'pict', 'object', 'txbxContent']) if (choice.getElementsByTagNameNS('*', name).length > 0) return false;
  return true;
}
