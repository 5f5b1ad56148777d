// A text box is written twice: the drawing (mc:Choice, wps) Word shows, and a VML copy (mc:Fallback)
// for older readers and converters. Citations are read and rewritten in the drawing only
// (paragraphs.ts); its fallback then still says "[2]". Once the drawing's text is rewritten, the
// fallback's text becomes a copy of it.
import type { Element, Node } from '@xmldom/xmldom';
import { isElement, isMc, isW } from './xml.ts';

/** Makes the fallback text box of the box holding `paragraph` a copy of that box's (rewritten) text. */
export function copyTextBoxToFallback(paragraph: Element): void {
  const box = ancestor(paragraph, (node) => isW(node, 'txbxContent'));
  const choice = box && ancestor(box, (node) => isMc(node, 'Choice'));
  const wrapper = choice?.parentNode;
  if (!box || !choice || !wrapper || !isMc(wrapper as Node, 'AlternateContent')) return;
  for (let child: Node | null = wrapper.firstChild; child; child = child.nextSibling) {
    if (!isMc(child, 'Fallback')) continue;
    const copies = child.getElementsByTagNameNS('*', 'txbxContent');
    // One text box each: a group of shapes pairs its boxes in ways this does not follow.
    if (copies.length !== 1 || (choice as Element).getElementsByTagNameNS('*', 'txbxContent').length !== 1) return;
    const copy = copies.item(0);
    if (!copy) return;
    while (copy.firstChild) copy.removeChild(copy.firstChild);
    for (let node: Node | null = box.firstChild; node; node = node.nextSibling) copy.appendChild(node.cloneNode(true));
  }
}

function ancestor(node: Node, test: (node: Node) => boolean): Element | undefined {
  for (let current = node.parentNode as Node | null; current; current = current.parentNode as Node | null) {
    if (test(current) && isElement(current)) return current;
  }
  return undefined;
}
