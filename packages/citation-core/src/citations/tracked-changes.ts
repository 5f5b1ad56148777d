// A citation a tracked change runs through ("[3, ‹ins›4‹/ins›]", "[‹del›7‹/del›‹ins›8‹/ins›]"): one
// live field in its place would carry the change's text out of the revision (rejecting it would no
// longer take "4" away) or leave the deleted "7" after the field. Such a citation stays as written,
// with a notice: accepting or rejecting the changes first lets it be read. A citation wholly inside
// an insertion is no such case (its field goes inside the insertion).
import type { Paragraph } from '../docx/paragraphs.ts';
import type { Element } from '../docx/xml.ts';
import { descendants, isW, W_NS } from '../docx/xml.ts';

export function crossesTrackedChange(p: Paragraph, start: number, end: number): boolean {
  const revisions = revisionsIn(p);
  if (!revisions.insertions && !revisions.deletions) return false;
  const runs = p.runs.filter((r) => r.end > r.start && r.end > start && r.start < end);
  const first = runs[0]?.run;
  const last = runs[runs.length - 1]?.run;
  if (!first || !last) return false;
  const inserted = runs.map((r) => insideRevision(r.run, p.element));
  if (inserted.some(Boolean) && !inserted.every(Boolean)) return true;
  if (first === last || !revisions.deletions) return false;
  // A deletion between the citation's first and last run.
  let inside = false;
  for (const el of descendants(p.element)) {
    if (el === first) inside = true;
    else if (el === last) return false;
    else if (inside && (isW(el, 'del') || isW(el, 'moveFrom'))) return true;
  }
  return false;
}

const REVISIONS = new WeakMap<Paragraph, { insertions: boolean; deletions: boolean }>();

/** Whether the paragraph has insertions and deletions at all, looked up once per paragraph. */
function revisionsIn(p: Paragraph): { insertions: boolean; deletions: boolean } {
  let found = REVISIONS.get(p);
  if (!found) {
    const has = (name: string) => p.element.getElementsByTagNameNS(W_NS, name).length > 0;
    found = { insertions: has('ins') || has('moveTo'), deletions: has('del') || has('moveFrom') };
    REVISIONS.set(p, found);
  }
  return found;
}

function insideRevision(run: Element, paragraph: Element): boolean {
  for (let node = run.parentNode; node && node !== paragraph; node = node.parentNode) {
    if (isW(node, 'ins') || isW(node, 'moveTo')) return true;
  }
  return false;
}
