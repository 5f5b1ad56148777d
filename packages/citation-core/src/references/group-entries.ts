// From the lists' entries to works: each entry parsed once, duplicates grouped (with the evidence
// each merge was made on, for the report), the cited works numbered in order of first citation.
import type { Citation, MergeNote, ParsedReference, ReferenceEntry } from '../types.ts';
import type { EntryRef, WorkSet } from '../works.ts';
import { buildWorks, countWorks } from '../works.ts';
import { dedupeWithReasons } from './dedupe.ts';
import { parseReference } from './parse.ts';

export interface GroupedEntries {
  entryRefs: EntryRef[];
  workSet: WorkSet;
  counts: ReturnType<typeof countWorks>;
  mergeReasons: MergeNote[];
}

export function groupEntries(entries: ReferenceEntry[], citations: Citation[]): GroupedEntries {
  const entryRefs: EntryRef[] = entries.map((entry) => ({ entry, parsed: parseEntry(entry) }));
  const { groups, merges } = dedupeWithReasons(entryRefs.map((e) => e.parsed));
  // Each merge of the document's entries and the identity evidence it was made on, for the report.
  const mergeReasons: MergeNote[] = merges.flatMap((merge) => {
    const a = entryRefs[merge.a]?.entry;
    const b = entryRefs[merge.b]?.entry;
    return a && b
      ? [
          {
            entries: [
              { list: a.list, number: a.number },
              { list: b.list, number: b.number },
            ],
            reason: merge.reason,
          },
        ]
      : [];
  });
  const workSet = buildWorks(entryRefs, groups, citations);
  return { entryRefs, workSet, counts: countWorks(workSet.works, citations, entries.length), mergeReasons };
}

function parseEntry(entry: ReferenceEntry): ParsedReference {
  const parsed = parseReference(entry.text);
  if (entry.siteName && !parsed.siteName) parsed.siteName = entry.siteName;
  return parsed;
}
