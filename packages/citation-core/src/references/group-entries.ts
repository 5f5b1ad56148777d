// From the lists' entries to works: each entry parsed once, duplicates grouped (with the evidence
// each merge was made on, for the report), the cited works numbered in order of first citation.
import type { Citation, MergeNote, ParsedReference, ReferenceEntry } from '../types.ts';
import type { EntryRef, WorkSet } from '../works.ts';
import { buildWorks, countWorks } from '../works.ts';
import { dedupeWithReasons } from './dedupe.ts';
import { readNarrativeNames } from './parse-names.ts';
import { parseReference } from './parse.ts';
import { fillRepeatedNames } from './repeated-names.ts';
import { isDomainName } from '../text/domain-name.ts';

export interface GroupedEntries {
  entryRefs: EntryRef[];
  workSet: WorkSet;
  counts: ReturnType<typeof countWorks>;
  mergeReasons: MergeNote[];
}

export function groupEntries(entries: ReferenceEntry[], citations: Citation[]): GroupedEntries {
  const entryRefs: EntryRef[] = entries.map((entry) => ({ entry, parsed: parseEntry(entry) }));
  // "———." where the names stand (Chicago, MLA): the names of the entry above, in the same list.
  fillRepeatedNames(entryRefs.map(({ entry, parsed }) => ({ list: entry.list, parsed })));
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
  // "(Oldfield et al.)" linked to a DOI names the authors; "(Reuters)" or "(Nature)" names the site or journal.
  const named = entry.siteName !== undefined && (parsed.doi !== undefined || parsed.arxivId !== undefined) && nameFromLinkText(entry.siteName, parsed);
  if (entry.siteName && !named && !parsed.siteName) parsed.siteName = entry.siteName;
  return parsed;
}

/**
 * "(Oldfield et al.)" or "(Smith, 2019)" linked to a DOI: the linked words of a paper's address
 * name its authors (and year), not a web site. A single name counts only with a year ("Nature" alone
 * is the journal, kept as the site name is); the DOI's lookup brings the rest.
 */
function nameFromLinkText(label: string, parsed: ParsedReference): boolean {
  const names = readNarrativeNames(label);
  if (!names || !(names.authors.length > 1 || names.etAl || names.year !== undefined)) return false;
  if (parsed.authors.length === 0) {
    parsed.authors = names.authors;
    parsed.etAl = names.etAl;
  }
  if (names.year !== undefined && parsed.year === undefined) parsed.year = names.year;
  return true;
}

/**
 * "1. Attention Is All You Need", the title linked to its page (a Markdown list converted to Word,
 * a report exported from Google Docs): the link's target is the reference's address, so it is read
 * as if it were written after the text — unless the text already names an address of its own.
 */
function withLinkTargets(entry: ReferenceEntry): string {
  const targets = [...new Set(entry.links.filter((link) => /^https?:\/\//i.test(link)))];
  if (targets.length === 0 || /https?:\/\/|\bdoi\s*:|\b10\.\d{4,9}\/|\barxiv\s*:/i.test(entry.text)) return entry.text;
  // "1. iea.org" linked to a page of the site (Copilot's "Learn more"): the domain is no title, the page is the entry.
  if (isDomainName(entry.text)) return targets.join(' ');
  return `${entry.text.trim()} ${targets.join(' ')}`;
}
