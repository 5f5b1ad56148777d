// From reference-list entries and citations to works: one work per distinct publication, with
// the (list, number) entries merged into it, and the counts exactly as the fixtures README
// defines them (citationsFound = distinct cited (list, number) pairs; total = unique + duplicates
// + orphans).
import { mergeParsed } from './references/merge-copies.ts';
import type { Citation, CslItem, ParsedReference, ReferenceEntry, Work } from './types.ts';

export interface EntryRef {
  entry: ReferenceEntry;
  parsed: ParsedReference;
}

export interface WorkSet {
  /** Every work, cited ones first in order of first citation, then the uncited ones. */
  works: Work[];
  /** Cited works in order of first citation. */
  cited: Work[];
  /** "list:number" → work. */
  byEntry: Map<string, Work>;
}

export function entryKey(list: number, number: number): string {
  return `${list}:${number}`;
}

/**
 * Build works from duplicate groups (indexes into `entries`) and mark the cited ones.
 * Work ids (w1, w2, …) follow the order of first citation, so keys and a/b suffixes are stable.
 */
export function buildWorks(entries: EntryRef[], groups: number[][], citations: Citation[]): WorkSet {
  const groupOf = new Map<string, number[]>();
  for (const group of groups) {
    for (const index of group) {
      const e = entries[index];
      if (e) groupOf.set(entryKey(e.entry.list, e.entry.number), group);
    }
  }

  const works: Work[] = [];
  const byEntry = new Map<string, Work>();
  const makeWork = (group: number[], cited: boolean): Work => {
    const members = group.map((i) => entries[i]).filter((e): e is EntryRef => !!e);
    const work: Work = {
      id: `w${works.length + 1}`,
      entries: members.map((m) => ({ list: m.entry.list, number: m.entry.number })),
      parsed: mergeParsed(members.map((m) => m.parsed)),
      cited,
    };
    works.push(work);
    for (const m of members) byEntry.set(entryKey(m.entry.list, m.entry.number), work);
    return work;
  };

  for (const citation of citations) {
    for (const number of citation.numbers) {
      const key = entryKey(citation.list, number);
      if (byEntry.has(key)) continue;
      const group = groupOf.get(key);
      if (group) makeWork(group, true);
    }
  }
  const cited = [...works];
  for (const group of groups) {
    const first = entries[group[0] ?? -1];
    if (first && !byEntry.has(entryKey(first.entry.list, first.entry.number))) makeWork(group, false);
  }
  return { works, cited, byEntry };
}

export interface WorkCounts {
  citationsFound: number;
  uniqueReferences: number;
  orphanedReferences: number;
  duplicateRefsRemoved: number;
  totalBibliographyEntries: number;
}

export function countWorks(works: Work[], citations: Citation[], totalEntries: number): WorkCounts {
  const citedPairs = new Set<string>();
  for (const c of citations) for (const n of c.numbers) citedPairs.add(entryKey(c.list, n));
  const cited = works.filter((w) => w.cited);
  return {
    citationsFound: citedPairs.size,
    uniqueReferences: cited.length,
    duplicateRefsRemoved: cited.reduce((sum, w) => sum + w.entries.length - 1, 0),
    orphanedReferences: works.filter((w) => !w.cited).reduce((sum, w) => sum + w.entries.length, 0),
    totalBibliographyEntries: totalEntries,
  };
}

/**
 * Whether the entry says there are more authors than its item names ("Jumper, J. et al." read
 * offline, or a search hit with no more names): the marker says "et al." and the BibTeX "and others".
 * A record found online brings every author; the reference's own short list is then no reason.
 */
export function hasMoreAuthors(work: Work, item: CslItem): boolean {
  const named = item.author?.length ?? 0;
  return work.parsed.etAl && named > 0 && named <= work.parsed.authors.length;
}
