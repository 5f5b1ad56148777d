// A list nothing cites that repeats a cited list entry for entry — the same sources pasted twice,
// or listed again under "Bibliography" after the numbered "References", in another order or with
// other labels — is a copy of that list, not a section of its own: it goes with the list it repeats
// (ADR 136). A list with one entry the cited lists lack is the author's own and stays.
import { foldAccents } from '../text/fold-accents.ts';
import type { ReferenceList } from '../types.ts';

/** An entry's words, without case, accents, punctuation or spacing: what a copy keeps of it. */
function entryKey(text: string): string {
  return foldAccents(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** For each uncited list that copies a cited one, the index of the cited list it copies. */
export function copiedLists(uncited: readonly ReferenceList[], cited: readonly ReferenceList[]): Map<number, number> {
  const keysOf = cited.map((list) => ({ index: list.index, keys: new Set(list.entries.map((e) => entryKey(e.text)).filter((k) => k !== '')) }));
  const out = new Map<number, number>();
  for (const list of uncited) {
    const keys = list.entries.map((e) => entryKey(e.text));
    if (keys.length === 0 || keys.some((k) => k === '')) continue;
    const original = keysOf.find((c) => keys.every((k) => c.keys.has(k)));
    if (original) out.set(list.index, original.index);
  }
  return out;
}
