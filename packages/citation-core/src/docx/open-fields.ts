// The complex fields open at a point of a part, followed mark by mark in document order: "begin"
// opens one, its instruction text is gathered until "separate", after which its result is visible
// text, and "end" closes it. Nested fields stack.
import type { Element } from './xml.ts';
import { isW, wAttr } from './xml.ts';

export interface OpenField {
  instr: string;
  inResult: boolean;
}

/** Follows `el` when it is a field mark (w:fldChar or w:instrText): true then, false for anything else. */
export function followFieldMark(open: OpenField[], el: Element): boolean {
  if (isW(el, 'fldChar')) {
    const type = wAttr(el, 'fldCharType');
    if (type === 'begin') open.push({ instr: '', inResult: false });
    else if (type === 'separate') {
      const top = open[open.length - 1];
      if (top) top.inResult = true;
    } else if (type === 'end') open.pop();
    return true;
  }
  if (isW(el, 'instrText')) {
    const top = open[open.length - 1];
    if (top && !top.inResult) top.instr += el.textContent ?? '';
    return true;
  }
  return false;
}
