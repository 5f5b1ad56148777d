import { describe, expect, it } from 'vitest';
import { loadTruthDocs, withoutLabel } from '../../test/fixtures/references/truth-docs.ts';
import type { TruthEntry } from '../../test/fixtures/references/truth-docs.ts';
import { dedupeReferences } from './dedupe.ts';
import { parseReference } from './parse.ts';

// The truth's recordId says which entries are one work (duplicateOf points inside those groups):
// dedupe must group exactly those, per list and across the lists of a document.
function expectedGroups(entries: TruthEntry[]): number[][] {
  const byRecord = new Map<string, number[]>();
  entries.forEach((entry, i) => byRecord.set(entry.recordId, [...(byRecord.get(entry.recordId) ?? []), i]));
  return [...byRecord.values()];
}

describe.each(loadTruthDocs().map((doc) => [doc.name, doc] as const))('dedupeReferences on %s', (_name, doc) => {
  it.each(doc.lists.map((list, l) => [l, list.entries] as const))('list %i groups exactly the entries of one record', (_l, entries) => {
    const groups = dedupeReferences(entries.map((e) => parseReference(withoutLabel(e.raw))));
    expect(groups).toEqual(expectedGroups(entries));
  });

  it('groups duplicates across the lists of the document', () => {
    const entries = doc.lists.flatMap((list) => list.entries);
    const groups = dedupeReferences(entries.map((e) => parseReference(withoutLabel(e.raw))));
    expect(groups).toEqual(expectedGroups(entries));
  });
});
