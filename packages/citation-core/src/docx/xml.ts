// XML parsing and DOM helpers for WordprocessingML parts.
// We edit the document's own XML in place (DESIGN.md) so everything we do not touch survives;
// these helpers keep that code short and namespace-correct (prefixes are not always "w:").
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import type { Document, Element, Node } from '@xmldom/xmldom';
import { DocxReadError } from '../errors.ts';

export type { Document, Element, Node } from '@xmldom/xmldom';

/** Transitional and Strict OOXML namespaces for WordprocessingML. */
export const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
export const W_NS_STRICT = 'http://purl.oclc.org/ooxml/wordprocessingml/main';
export const R_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
export const R_NS_STRICT = 'http://purl.oclc.org/ooxml/officeDocument/relationships';

export const ELEMENT_NODE = 1;
export const TEXT_NODE = 3;

export function parseXml(text: string, partName: string): Document {
  // DOCTYPE is already refused by the reader; check again here because this is the one place
  // where XML becomes a DOM, and entity expansion must never happen.
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    throw new DocxReadError('XML_DOCTYPE', 'This document contains XML that Word documents never use and was refused for safety.');
  }
  try {
    return new DOMParser({
      // No line and column on every node: nothing reads them, and tracking them is a third of the parse.
      locator: false,
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(text, 'text/xml');
  } catch (error) {
    throw new DocxReadError('MALFORMED_XML', `The Word document is damaged: part ${partName} could not be read. Open it in Word, save it again and retry.`, {
      cause: error,
    });
  }
}

export function serializeXml(doc: Document): string {
  return new XMLSerializer().serializeToString(doc);
}

/** Markup compatibility: mc:AlternateContent holds the same content twice, a choice for new readers and a fallback for old ones. */
export const MC_NS = 'http://schemas.openxmlformats.org/markup-compatibility/2006';

/** An mc: element of this local name (mc:AlternateContent, mc:Choice, mc:Fallback). */
export function isMc(node: Node | null | undefined, localName: string): node is Element {
  return isElement(node) && node.namespaceURI === MC_NS && node.localName === localName;
}

export function isElement(node: Node | null | undefined): node is Element {
  return !!node && node.nodeType === ELEMENT_NODE;
}

/**
 * True for a WordprocessingML element with this local name (any prefix, either namespace).
 * Deliberately not a type predicate: a false answer says nothing about the node's type.
 */
export function isW(node: Node | null | undefined, localName: string): boolean {
  return isElement(node) && node.localName === localName && (node.namespaceURI === W_NS || node.namespaceURI === W_NS_STRICT);
}

/** The document that owns a node (never null for nodes inside a parsed part). */
export function ownerOf(node: Node): Document {
  return node.ownerDocument as Document;
}

export function wChildren(el: Element, localName?: string): Element[] {
  const out: Element[] = [];
  for (let child = el.firstChild; child; child = child.nextSibling) {
    if (isElement(child) && (child.namespaceURI === W_NS || child.namespaceURI === W_NS_STRICT) && (!localName || child.localName === localName)) {
      out.push(child);
    }
  }
  return out;
}

export function wChild(el: Element | null | undefined, localName: string): Element | undefined {
  if (!el) return undefined;
  for (let child = el.firstChild; child; child = child.nextSibling) {
    if (isW(child, localName)) return child as Element;
  }
  return undefined;
}

/** The value of a w:-namespaced attribute such as w:val. */
export function wAttr(el: Element | null | undefined, localName: string): string | undefined {
  if (!el) return undefined;
  const value = el.getAttributeNS(W_NS, localName) ?? el.getAttributeNS(W_NS_STRICT, localName);
  if (value !== null && value !== undefined && value !== '') return value;
  // Some generators write unqualified attributes; accept them too.
  const plain = el.getAttribute(`w:${localName}`);
  return plain ?? undefined;
}

export function rAttr(el: Element, localName: string): string | undefined {
  const value = el.getAttributeNS(R_NS, localName) ?? el.getAttributeNS(R_NS_STRICT, localName);
  return value ? value : undefined;
}

/**
 * A boolean run or paragraph property (w:b, w:i, …): present without w:val, or with a true value.
 */
export function isOn(el: Element | undefined): boolean {
  if (!el) return false;
  const value = wAttr(el, 'val');
  return value === undefined || !['0', 'false', 'off', 'none'].includes(value);
}

/** A new WordprocessingML element in the same namespace and prefix as `like`. */
export function createWLike(like: Element, localName: string): Element {
  const prefix = like.prefix ? `${like.prefix}:` : '';
  return ownerOf(like).createElementNS(like.namespaceURI ?? W_NS, `${prefix}${localName}`);
}

/**
 * The elements under `root` in document order, without recursion (a hostile document nests
 * thousands deep, issue 13). `prune` leaves an element and everything inside it out.
 */
export function* descendants(root: Element, prune?: (el: Element) => boolean): Generator<Element> {
  const stack: Element[] = [];
  const pushChildren = (el: Element) => {
    const start = stack.length;
    for (let c = el.firstChild; c; c = c.nextSibling) if (isElement(c) && !prune?.(c)) stack.push(c);
    stack.splice(start, stack.length - start, ...stack.slice(start).reverse());
  };
  pushChildren(root);
  while (stack.length > 0) {
    const el = stack.pop() as Element;
    yield el;
    pushChildren(el);
  }
}
