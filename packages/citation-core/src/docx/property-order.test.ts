import { describe, expect, it } from 'vitest';
import { PARAGRAPH_PROPERTY_ORDER, putInOrder, RUN_PROPERTY_ORDER } from './property-order.ts';
import { parseXml, serializeXml, wChild } from './xml.ts';
import type { Element } from './xml.ts';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

function props(inner: string, name: 'rPr' | 'pPr'): Element {
  const doc = parseXml(`<w:${name} xmlns:w="${W}">${inner}</w:${name}>`, 'test');
  return doc.documentElement as unknown as Element;
}

function add(parent: Element, localName: string, val: string): void {
  const el = parent.ownerDocument!.createElementNS(W, `w:${localName}`);
  el.setAttributeNS(W, 'w:val', val);
  putInOrder(parent, el, parent.localName === 'rPr' ? RUN_PROPERTY_ORDER : PARAGRAPH_PROPERTY_ORDER);
}

describe('putInOrder', () => {
  it('puts a property at its schema place, between the ones before and after it', () => {
    const rPr = props('<w:rStyle w:val="Hyperlink"/><w:vertAlign w:val="superscript"/>', 'rPr');
    add(rPr, 'i', '1');
    add(rPr, 'lang', 'en-GB');
    expect(serializeXml(rPr.ownerDocument!)).toMatch(/<w:rStyle[^>]*\/><w:i w:val="1"\/><w:vertAlign[^>]*\/><w:lang w:val="en-GB"\/><\/w:rPr>$/);
  });

  it('replaces a property of the same name, and keeps the paragraph mark run properties and section last', () => {
    const pPr = props('<w:pStyle w:val="Normal"/><w:ind w:left="0"/><w:rPr><w:b/></w:rPr>', 'pPr');
    add(pPr, 'ind', 'x');
    add(pPr, 'pStyle', 'Bibliography');
    add(pPr, 'tabs', 't');
    const names = [...Array(pPr.childNodes.length).keys()].map((i) => (pPr.childNodes.item(i) as unknown as Element).localName);
    expect(names).toEqual(['pStyle', 'tabs', 'ind', 'rPr']);
    expect(wChild(pPr, 'pStyle')?.getAttributeNS(W, 'val')).toBe('Bibliography');
  });
});
