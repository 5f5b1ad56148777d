// A reference manager's own fields: Zotero's and Mendeley's citations (ADDIN ZOTERO_ITEM, ADDIN
// CSL_CITATION) and bibliographies (ADDIN ZOTERO_BIBL, ADDIN Mendeley Bibliography CSL_BIBLIOGRAPHY).
// Their text is the manager's to write: "[1]" shown by a Zotero field in an IEEE document is a live
// citation already, and the bibliography under "References" is the manager's list. Neither is read
// as typed citations or as a reference list (the fields stay as they are, spec §10), so a document
// cited only that way is refused as already cited (ADR 123) and a mixed one keeps them untouched.
// EndNote's fields are not among them: their text is converted (docx/unwrap-fields.ts).
import type { Paragraph } from './paragraphs.ts';
import type { Element } from './xml.ts';
import { followFieldMark } from './open-fields.ts';
import type { OpenField } from './open-fields.ts';
import { descendants, isW } from './xml.ts';

const MANAGER_FIELD = /^\s*ADDIN\s+(?:ZOTERO_|CSL_CITATION|CSL_BIBLIOGRAPHY|Mendeley\s)/i;

/** Whether a part's XML holds a Zotero or Mendeley field at all. */
export function hasManagerField(xml: string): boolean {
  return /ADDIN\s+(?:ZOTERO_|CSL_CITATION|CSL_BIBLIOGRAPHY|Mendeley\s)/i.test(xml);
}

/** True for the instruction of a Zotero or Mendeley field. */
export function isManagerField(instr: string | undefined): boolean {
  return MANAGER_FIELD.test(instr ?? '');
}

/**
 * Marks the paragraphs whose visible text lies wholly in a manager's field result (`inManagerField`):
 * a bibliography field spans many paragraphs, and only the first holds its instruction, so the
 * fields are followed from paragraph to paragraph in body order.
 */
/** Deleted text, and text boxes and fallbacks (read as paragraphs of their own or not at all). */
const skipped = (el: Element): boolean => isW(el, 'del') || isW(el, 'moveFrom') || isW(el, 'txbxContent') || el.localName === 'Fallback';

export function markManagerFieldParagraphs(paragraphs: readonly Paragraph[]): void {
  const open: OpenField[] = [];
  for (const paragraph of paragraphs) {
    if (paragraph.inTextBox) continue;
    let inside = 0;
    let outside = 0;
    for (const el of descendants(paragraph.element, skipped)) {
      if (followFieldMark(open, el)) continue;
      if (isW(el, 't')) {
        const length = (el.textContent ?? '').trim().length;
        if (open.some((f) => f.inResult && isManagerField(f.instr))) inside += length;
        else outside += length;
      }
    }
    if (inside > 0 && outside === 0) paragraph.inManagerField = true;
  }
}
