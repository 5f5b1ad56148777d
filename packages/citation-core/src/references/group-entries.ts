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
  const parsed = parseReference(withLinkTargets(entry));
  if (entry.siteName && !parsed.siteName) parsed.siteName = entry.siteName;
  return parsed;
}

/**
 * "1. Attention Is All You Need", the title linked to its page (a Markdown list converted to Word,
 * a report exported from Google Docs): the link's target is the reference's address, so it is read
 * as if it were written after the text — unless the text already names an address of its own.
 */
function withLinkTargets(entry: ReferenceEntry): string {
  const targets = [...new Set(entry.links.filter((link) => /^https?:\/\//i.test(link)))];
  if (targets.length === 0 || /https?:\/\/|\bdoi\s*:|\b10\.\d{4,9}\/|\barxiv\s*:/i.test(entry.text)) return entry.text;
  return `${entry.text.trim()} ${targets.join(' ')}`;
}
