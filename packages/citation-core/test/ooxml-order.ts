// Word refuses a document ("Word found unreadable content") whose property elements break the
// schema's sequence, where LibreOffice and our own reader shrug: w:pStyle after w:jc, w:i after
// w:vertAlign, two w:rPr in one run. A checker that lists every place a part breaks the sequences of
// src/docx/property-order.ts (ECMA-376's CT_PPr, CT_RPr and CT_ParaRPr), whatever wrote it. Elements
// of other namespaces (w14:, mc:) are extensions Word allows where its own writer puts them, and are
// not judged here.
import { DOMParser } from '@xmldom/xmldom';
import type { Element as XmlElement } from '@xmldom/xmldom';
import { PARAGRAPH_MARK_RUN_PROPERTY_ORDER, PARAGRAPH_PROPERTY_ORDER, RUN_PROPERTY_ORDER } from '../src/docx/property-order.ts';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

const PPR = PARAGRAPH_PROPERTY_ORDER;
const RPR = RUN_PROPERTY_ORDER;
const PARA_RPR = PARAGRAPH_MARK_RUN_PROPERTY_ORDER;

export interface OrderProblem {
  /** Where: the element's path of local names, e.g. "body/p[12]/r[3]/rPr". */
  at: string;
  problem: string;
}

/** Every place in `xml` (a WordprocessingML part) where pPr or rPr break the schema's order. */
export function ooxmlOrderProblems(xml: string): OrderProblem[] {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const problems: OrderProblem[] = [];
  walk(doc.documentElement as unknown as XmlElement, '', problems);
  return problems;
}

function walk(el: XmlElement, path: string, problems: OrderProblem[]): void {
  const counts = new Map<string, number>();
  for (const child of children(el)) {
    const name = child.localName ?? '';
    const n = (counts.get(name) ?? 0) + 1;
    counts.set(name, n);
    const here = `${path}/${name}[${n}]`;
    if (child.namespaceURI === W) {
      if (name === 'pPr') checkSequence(child, PPR, here, problems);
      else if (name === 'rPr') checkSequence(child, el.localName === 'pPr' ? PARA_RPR : RPR, here, problems);
      else if (name === 'p' || name === 'r') firstAndOnce(child, name === 'p' ? 'pPr' : 'rPr', here, problems);
    }
    walk(child, here, problems);
  }
}

function children(el: XmlElement): XmlElement[] {
  const out: XmlElement[] = [];
  for (let node = el.firstChild; node; node = node.nextSibling) if (node.nodeType === 1) out.push(node as unknown as XmlElement);
  return out;
}

/** The properties element of a paragraph or run comes first, at most once. */
function firstAndOnce(el: XmlElement, props: string, at: string, problems: OrderProblem[]): void {
  const own = children(el).filter((c) => c.namespaceURI === W);
  const index = own.findIndex((c) => c.localName === props);
  if (own.filter((c) => c.localName === props).length > 1) problems.push({ at, problem: `more than one w:${props}` });
  else if (index > 0) problems.push({ at, problem: `w:${props} is not the first child (after w:${own[0]?.localName})` });
}

function checkSequence(el: XmlElement, sequence: readonly string[], at: string, problems: OrderProblem[]): void {
  let last = -1;
  let lastName = '';
  const seen = new Set<string>();
  for (const child of children(el)) {
    if (child.namespaceURI !== W) continue;
    const name = child.localName ?? '';
    const index = sequence.indexOf(name);
    if (index < 0) {
      problems.push({ at, problem: `w:${name} is not allowed in w:${el.localName}` });
      continue;
    }
    if (seen.has(name)) problems.push({ at, problem: `w:${name} appears twice` });
    else if (index < last) problems.push({ at, problem: `w:${name} comes after w:${lastName}` });
    seen.add(name);
    if (index > last) {
      last = index;
      lastName = name;
    }
  }
}
