// Complex fields as Word writes them (begin, instruction runs, separate, result, end): the form
// Zotero's plugins read (spec §2). The instruction is cut into several w:instrText runs like
// Word's own, and always stays inside one paragraph.
import { putInOrder, RUN_PROPERTY_ORDER } from './property-order.ts';
import type { Element } from './xml.ts';
import { ownerOf, wChild } from './xml.ts';

const XML_NS = 'http://www.w3.org/XML/1998/namespace';
/** Word cuts long field codes into runs of at most this many characters. */
const INSTR_PIECE = 255;

function wEl(like: Element, localName: string): Element {
  const prefix = like.prefix ? `${like.prefix}:` : '';
  return ownerOf(like).createElementNS(like.namespaceURI, `${prefix}${localName}`);
}

function setWAttr(el: Element, localName: string, value: string): void {
  const prefix = el.prefix ? `${el.prefix}:` : '';
  el.setAttributeNS(el.namespaceURI, `${prefix}${localName}`, value);
}

/** Sets a run property (replacing one of the same name) at its schema position. */
export function setRunProperty(run: Element, localName: string, val?: string): void {
  let rPr = wChild(run, 'rPr');
  if (!rPr) {
    rPr = wEl(run, 'rPr');
    run.insertBefore(rPr, run.firstChild);
  }
  const prop = wEl(run, localName);
  if (val !== undefined) setWAttr(prop, 'val', val);
  putInOrder(rPr, prop, RUN_PROPERTY_ORDER);
}

function fldCharRun(like: Element, type: 'begin' | 'separate' | 'end'): Element {
  const run = wEl(like, 'r');
  const fld = wEl(like, 'fldChar');
  setWAttr(fld, 'fldCharType', type);
  run.appendChild(fld);
  return run;
}

function instrRun(like: Element, text: string): Element {
  const run = wEl(like, 'r');
  const instr = wEl(like, 'instrText');
  instr.setAttributeNS(XML_NS, 'xml:space', 'preserve');
  instr.appendChild(ownerOf(like).createTextNode(text));
  run.appendChild(instr);
  return run;
}

/** The code cut into pieces, never inside a surrogate pair. */
export function instructionPieces(code: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < code.length) {
    let end = Math.min(code.length, i + INSTR_PIECE);
    if (end < code.length && /[\uD800-\uDBFF]/.test(code.charAt(end - 1))) end -= 1;
    out.push(code.slice(i, end));
    i = end;
  }
  return out;
}

/** Turns `result` (a run already in place) into the result of a field with this code. */
export function wrapInField(result: Element, code: string): void {
  const parent = result.parentNode;
  if (!parent) throw new Error('wrapInField: the result run is not in a paragraph');
  setRunProperty(result, 'noProof');
  parent.insertBefore(fldCharRun(result, 'begin'), result);
  for (const piece of instructionPieces(code)) parent.insertBefore(instrRun(result, piece), result);
  parent.insertBefore(fldCharRun(result, 'separate'), result);
  parent.insertBefore(fldCharRun(result, 'end'), result.nextSibling);
}

/**
 * Paragraphs holding a field whose result spans them all (Zotero's bibliography): begin, code and
 * separate open the first paragraph, end closes the last.
 */
export function fieldParagraphs(like: Element, code: string, lines: string[], paragraphStyle?: string): Element[] {
  const texts = lines.length > 0 ? lines : ['{Bibliography}'];
  return texts.map((line, index) => {
    const p = wEl(like, 'p');
    if (paragraphStyle) {
      const pPr = wEl(like, 'pPr');
      const style = wEl(like, 'pStyle');
      setWAttr(style, 'val', paragraphStyle);
      pPr.appendChild(style);
      p.appendChild(pPr);
    }
    const run = wEl(like, 'r');
    const t = wEl(like, 't');
    t.setAttributeNS(XML_NS, 'xml:space', 'preserve');
    t.appendChild(ownerOf(like).createTextNode(line));
    run.appendChild(t);
    p.appendChild(run);
    if (index === 0) {
      setRunProperty(run, 'noProof');
      p.insertBefore(fldCharRun(like, 'begin'), run);
      for (const piece of instructionPieces(code)) p.insertBefore(instrRun(like, piece), run);
      p.insertBefore(fldCharRun(like, 'separate'), run);
    }
    if (index === texts.length - 1) p.appendChild(fldCharRun(like, 'end'));
    return p;
  });
}
