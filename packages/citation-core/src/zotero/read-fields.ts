// Reads every complex field of a WordprocessingML part back: its instruction (joined across all
// w:instrText runs, as Word's Field.Code does) and its visible result. Used to check what we wrote
// and to find the reference-manager fields a document already has.
import { parseXml } from '../docx/xml.ts';
import type { Element } from '../docx/xml.ts';

export interface ReadField {
  code: string;
  result: string;
  /** Paragraphs the result spans (1 for a citation, one per entry for a bibliography). */
  paragraphs: number;
}

export function readFields(xml: string): ReadField[] {
  const dom = parseXml(xml, 'document.xml');
  const out: ReadField[] = [];
  const stack: { code: string; result: string; inResult: boolean; paragraphs: Set<Element> }[] = [];
  const all = dom.getElementsByTagNameNS('*', '*');
  for (let i = 0; i < all.length; i++) {
    const el = all.item(i);
    if (!el) continue;
    const name = el.localName;
    const top = stack[stack.length - 1];
    if (name === 'fldChar') {
      const type = el.getAttributeNS(el.namespaceURI, 'fldCharType') || el.getAttribute('w:fldCharType');
      if (type === 'begin') stack.push({ code: '', result: '', inResult: false, paragraphs: new Set() });
      else if (type === 'separate' && top) top.inResult = true;
      else if (type === 'end' && top) {
        stack.pop();
        out.push({ code: top.code, result: top.result, paragraphs: Math.max(1, top.paragraphs.size) });
      }
    } else if (name === 'instrText' && top && !top.inResult) {
      top.code += el.textContent ?? '';
    } else if ((name === 't' || name === 'tab' || name === 'br') && top?.inResult && el.parentNode && (el.parentNode as Element).localName === 'r') {
      // A new paragraph of the result starts a new line; a tab or a line break inside a run is one.
      let p: Element | null = el.parentNode as Element | null;
      while (p && p.localName !== 'p') p = p.parentNode as Element | null;
      if (p) {
        if (top.paragraphs.size > 0 && !top.paragraphs.has(p)) top.result += '\n';
        top.paragraphs.add(p);
      }
      top.result += name === 't' ? (el.textContent ?? '') : name === 'tab' ? '\t' : '\n';
    }
  }
  return out;
}

/** The JSON of a Zotero or Mendeley field code: from the first "{" to the last "}", as Zotero cuts it. */
export function fieldJson(code: string): unknown {
  const start = code.indexOf('{');
  const end = code.lastIndexOf('}');
  if (start < 0 || end < start) return undefined;
  return JSON.parse(code.slice(start, end + 1));
}
