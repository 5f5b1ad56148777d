// A note cited again with Word's "Insert › Cross-reference › Footnote number (formatted)": a NOTEREF
// field whose result is the mark's number, superscript, pointing to a bookmark Word puts around the
// first mark. When that note becomes a citation, the cross-reference is the same citation again: it
// must become one too, or it is left as a bare "¹" pointing to a bookmark around nothing (Word shows
// "Error! Bookmark not defined." at the next update). "see note 3" (no \f, not raised) stays prose.
import type { NoteMark, Paragraph, RunSpan } from '../docx/paragraphs.ts';
import type { Element } from '../docx/xml.ts';
import { descendants, isW, wAttr } from '../docx/xml.ts';

/** A cross-reference to a note's mark: its place in the paragraph and the note it repeats. */
export interface NoteCrossReference {
  start: number;
  end: number;
  note: NoteMark;
}

const NOTEREF_RE = /^NOTEREF\s+(\S+)(.*)$/i;

/** The cross-references in `paragraph` to the note marks of `bookmarks`, each field's result runs as one. */
export function noteCrossReferences(paragraph: Paragraph, bookmarks: ReadonlyMap<string, NoteMark>): NoteCrossReference[] {
  const out: NoteCrossReference[] = [];
  let last: { instr: string; ref: NoteCrossReference } | undefined;
  for (const run of paragraph.runs) {
    const found = run.field ? NOTEREF_RE.exec(run.field) : null;
    const note = found ? bookmarks.get(found[1] as string) : undefined;
    if (!found || !note || run.end === run.start || !looksLikeMark(run, found[2] as string)) {
      last = undefined;
      continue;
    }
    // One field's result in several runs ("1" then "2" of "12") is one cross-reference.
    if (last && last.instr === run.field && last.ref.end === run.start) {
      last.ref.end = run.end;
      continue;
    }
    const ref = { start: run.start, end: run.end, note };
    out.push(ref);
    last = { instr: run.field as string, ref };
  }
  return out;
}

function looksLikeMark(run: RunSpan, switches: string): boolean {
  return /\\f\b/i.test(switches) || run.superscript;
}

/** Bookmark name → the note mark it encloses, for the paragraphs that hold a NOTEREF at all. */
export function noteBookmarks(paragraphs: readonly Paragraph[]): Map<string, NoteMark> {
  const out = new Map<string, NoteMark>();
  if (!paragraphs.some((p) => p.runs.some((r) => r.field !== undefined && NOTEREF_RE.test(r.field)))) return out;
  for (const paragraph of paragraphs) {
    if (!paragraph.runs.some((r) => r.note)) continue;
    const open = new Map<string, string>(); // bookmark id → name
    walk(paragraph.element, open, out);
  }
  return out;
}

function walk(paragraph: Element, open: Map<string, string>, out: Map<string, NoteMark>): void {
  for (const el of descendants(paragraph, (e) => isW(e, 'del') || isW(e, 'moveFrom') || isW(e, 'instrText'))) {
    if (isW(el, 'bookmarkStart')) {
      const id = wAttr(el, 'id');
      const name = wAttr(el, 'name');
      if (id !== undefined && name !== undefined) open.set(id, name);
    } else if (isW(el, 'bookmarkEnd')) {
      const id = wAttr(el, 'id');
      if (id !== undefined) open.delete(id);
    } else if (isW(el, 'footnoteReference') || isW(el, 'endnoteReference')) {
      const id = wAttr(el, 'id');
      if (id === undefined) continue;
      const mark: NoteMark = { kind: isW(el, 'footnoteReference') ? 'footnote' : 'endnote', id };
      for (const name of open.values()) if (!out.has(name)) out.set(name, mark);
    }
  }
}
