// A label given twice in one list. A citation "[2]" can point to one entry only, so each number is
// settled before anything is cited:
// - a line with a number out of step that is only the rest of the entry above ("2. Auflage. Berlin:
//   Springer Vieweg.", "7. Oxford: Clarendon Press.", an edition or an imprint that a hard line break
//   sent to a paragraph of its own, whose first characters looked like a label) joins that entry;
// - a repeated number where the list skips the next one ("1, 2, 2, 4") is that missing number, a typo;
// - otherwise the first entry keeps the number and the later one is set aside, for the report to say.
import type { ReferenceEntry, ReferenceList } from '../types.ts';

/** "Auflage. Berlin: …", "ed. London: …", "Aufl., Berlin", "изд. М.: …": an edition word the number before it belonged to. */
const EDITION_REST_RE = /^(?:Aufl(?:age)?|ed(?:n|ition)?|éd(?:ition)?|edición|edizione|wyd(?:anie)?|изд(?:ание)?)\b\.?(?:[\s,;:]|$)/iu;
/** "Oxford: Clarendon Press.", "Berlin: Springer, 2019.": a place and a publisher, no title. */
const IMPRINT_ONLY_RE = /^\p{Lu}[\p{L}'’ .-]{1,40}?\s?:\s?\p{Lu}[^.:;]{1,80}?(?:,\s*(?:1[5-9]|20)\d{2})?\.?$/u;

function continuesAbove(text: string): boolean {
  const t = text.trim();
  return EDITION_REST_RE.test(t) || IMPRINT_ONLY_RE.test(t);
}

export function settleRepeatedLabels(list: ReferenceList): void {
  continueAfterFirst(list);
  const numbers = new Set(list.entries.map((e) => e.number));
  const kept: ReferenceEntry[] = [];
  const taken = new Set<number>();
  const entries = list.entries;
  for (let k = 0; k < entries.length; k++) {
    const e = entries[k] as ReferenceEntry;
    const previous = kept[kept.length - 1];
    if (previous && e.number !== previous.number + 1 && e.paragraphIndex !== previous.paragraphIndex && continuesAbove(e.text)) {
      // The entries that share the paragraph above ("[1][3] Title") all take the line.
      for (const above of kept) {
        if (above.paragraphIndex !== previous.paragraphIndex) continue;
        above.text = `${above.text} ${withLabel(e)}`;
        above.extraParagraphIndexes.push(e.paragraphIndex, ...e.extraParagraphIndexes);
        for (const link of e.links) if (!above.links.includes(link)) above.links.push(link);
      }
      continue;
    }
    if (taken.has(e.number)) {
      const missing = previous ? previous.number + 1 : undefined;
      const next = entries[k + 1];
      if (missing !== undefined && !numbers.has(missing) && (next === undefined || next.number === missing + 1)) {
        numbers.add(missing);
        (list.relabelled ??= []).push({ entry: e, written: e.number });
        e.number = missing;
      } else {
        (list.setAside ??= []).push(e);
        continue;
      }
    }
    taken.add(e.number);
    kept.push(e);
  }
  list.entries = kept;
}

/**
 * "1, 1, 2, 3 … 13" in Word's own numbering: the first entry set apart in a numbering of its own (a
 * converter splitting the list: LibreOffice's .doc export does), the others starting again at 1. No
 * list is made so on purpose (a part of one entry, then the rest): it is one list, numbered on from
 * its first entry, and the report says so. Typed labels are left as written.
 */
function continueAfterFirst(list: ReferenceList): void {
  const [first, ...rest] = list.entries;
  if (!list.autoNumbered || !first || rest.length < 2 || rest[0]?.number !== first.number) return;
  if (!rest.every((e, i) => i === 0 || e.number === (rest[i - 1]?.number ?? 0) + 1)) return;
  rest.forEach((e, i) => (e.number = first.number + 1 + i));
  list.continuedAfterFirst = true;
}

/** The line as written, its number put back: "2. Auflage" is the second edition. */
function withLabel(e: ReferenceEntry): string {
  return EDITION_REST_RE.test(e.text.trim()) ? `${e.number}. ${e.text.trim()}` : e.text.trim();
}
