// The processing log (one entry per cited reference, as the spec's live log shows it) and the
// final report. Per-reference problems are warnings here; they never throw (STYLE.md habit 4).
import { DOCUMENT_STRATEGIES } from './log-scope.ts';
import { UNCHECKED_MESSAGE } from './resolve/chain.ts';
import type { CslItem, LogEntry, LogStatus, Report, ReportCounts, ReportReference, Resolution, Work } from './types.ts';

export function logStatusFor(resolution: Resolution): LogStatus {
  return resolution.status === 'verified' ? 'success' : 'warning';
}

export function describeNumbers(work: Work, multipleLists: boolean): string {
  if (!multipleLists) return `[${work.entries.map((e) => e.number).join(', ')}]`;
  return work.entries.map((e) => `list ${e.list + 1} [${e.number}]`).join(', ');
}

export function authorNames(item: CslItem): string[] {
  return (item.author ?? []).map((a) => a.literal ?? [a.family, a.given].filter(Boolean).join(', ')).filter((s) => s !== '');
}

export function yearOf(item: CslItem): number | undefined {
  const year = item.issued?.['date-parts']?.[0]?.[0];
  return typeof year === 'number' && Number.isFinite(year) ? year : undefined;
}

export function referenceLogEntry(id: string, work: Work, resolution: Resolution, multipleLists: boolean, now: Date): LogEntry {
  const item = resolution.item;
  const title = item.title ?? work.parsed.raw.slice(0, 100);
  const metadata: NonNullable<LogEntry['metadata']> = { authors: authorNames(item), confidence: resolution.confidence, evidence: resolution.evidence };
  const year = yearOf(item);
  if (year !== undefined) metadata.year = year;
  if (item.title) metadata.title = item.title;
  if (item['container-title']) metadata['container-title'] = item['container-title'];
  if (item.volume) metadata.volume = item.volume;
  if (item.issue) metadata.issue = item.issue;
  if (item.page) metadata.page = item.page;
  if (item.DOI) metadata.doi = item.DOI;
  if (item.URL) metadata.url = item.URL;
  return {
    id,
    citation: `${describeNumbers(work, multipleLists)} ${title}`.trim(),
    status: logStatusFor(resolution),
    message: resolution.message,
    strategy: resolution.strategy,
    timestamp: now.toISOString(),
    metadata,
  };
}

export function buildReportReference(work: Work, resolution: Resolution, key: string, marker: string): ReportReference {
  const item = resolution.item;
  const reference: ReportReference = {
    numbers: work.entries.map((e) => e.number),
    entries: work.entries,
    key,
    doi: item.DOI ?? null,
    arxivId: item.arxivId ?? null,
    url: item.URL ?? null,
    title: item.title ?? null,
    authors: (item.author ?? []).map((a) =>
      a.literal ? { family: a.literal } : a.given ? { family: a.family ?? '', given: a.given } : { family: a.family ?? '' },
    ),
    year: yearOf(item) ?? null,
    containerTitle: item['container-title'] ?? null,
    type: item.type,
    strategy: resolution.strategy,
    status: resolution.status,
    confidence: resolution.confidence,
    marker,
  };
  if (resolution.message) reference.message = resolution.message;
  if (resolution.retracted) reference.retracted = true;
  if (item.publishedDoi) reference.publishedDoi = item.publishedDoi;
  return reference;
}

export function buildReport(
  counts: Omit<ReportCounts, 'successfulLookups' | 'metadataFoundPercentage' | 'bibtexEntries'>,
  references: ReportReference[],
  citationInstances: number,
): Report {
  const successfulLookups = references.filter((r) => r.status === 'verified').length;
  return {
    ...counts,
    bibtexEntries: references.length,
    successfulLookups,
    metadataFoundPercentage: references.length === 0 ? 0 : Math.round((100 * successfulLookups) / references.length),
    citationInstances,
    references,
  };
}

/**
 * Several reference lists, each cited by the text before it (one per chapter or section), made one
 * bibliography: Zotero and Mendeley keep one per document (rewrite/place-bibliography.ts).
 */
export function mergedListsEntry(lists: readonly { heading: string }[], placed: { heading: string }, manager: 'Zotero' | 'Mendeley', now: Date): LogEntry {
  const others = lists.length - 1;
  const where = placed.heading ? `where the last list was, under "${placed.heading}"` : 'where the last list was';
  const removed = others === 1 ? "the other list's heading and entries were removed" : `the other ${others} lists' headings and entries were removed`;
  return {
    id: 'lists-merged',
    citation: `${lists.length} reference lists`,
    status: 'warning',
    message: `The document had ${lists.length} reference lists (one per chapter or section): ${manager} keeps one bibliography per document, placed ${where}, with the references of ${lists.length === 2 ? 'both' : `all ${lists.length}`}; ${removed}.`,
    strategy: DOCUMENT_STRATEGIES.lists,
    timestamp: now.toISOString(),
  };
}

/** A citation's numbers that match no entry of its list: they were left out of the marker. */
/** A list taken by its content (ADR 121): the user should know which list that was. */
export function listByContentEntry(id: string, list: { heading: string; entries: unknown[] }, now: Date): LogEntry {
  const where = list.heading ? `under "${list.heading}"` : 'at the end of the document, with no heading';
  return {
    id,
    citation: list.heading || 'reference list',
    status: 'warning',
    message: `No list stands under a heading such as References or Sources; the numbered list ${where} (${list.entries.length} entries) reads as references and was taken as the reference list.`,
    strategy: DOCUMENT_STRATEGIES.lists,
    timestamp: now.toISOString(),
  };
}

/** ChatGPT's own citation tokens in the text (citations/chatgpt-tokens.ts): nothing to look up. */
export function chatgptTokensEntry(id: string, found: { count: number; example: string }, now: Date): LogEntry {
  const several = found.count > 1;
  return {
    id,
    citation: found.example,
    status: 'warning',
    message: `${several ? `${found.count} of ChatGPT's own citation tokens such as this one were` : "ChatGPT's own citation token was"} in the text. ${several ? 'They name' : 'It names'} no source that can be looked up, so ${several ? 'they were' : 'it was'} removed from the repaired document.`,
    strategy: DOCUMENT_STRATEGIES.citations,
    timestamp: now.toISOString(),
  };
}

/** Gemini's "[cite_start]" markers in the text (citations/span-markers.ts): removed (tool-artifacts.ts). */
export function geminiMarkersEntry(id: string, count: number, now: Date): LogEntry {
  const several = count > 1;
  return {
    id,
    citation: '[cite_start]',
    status: 'warning',
    message: `${several ? `${count} of Gemini's "[cite_start]" markers were` : `Gemini's "[cite_start]" marker was`} in the text, each before a claim whose "[cite: …]" was repaired. ${several ? 'They name' : 'It names'} no source, so ${several ? 'they were' : 'it was'} removed from the repaired document.`,
    strategy: DOCUMENT_STRATEGIES.citations,
    timestamp: now.toISOString(),
  };
}

/** Grok's "<grok:render …>" tags in the text (citations/grok-tags.ts): removed (tool-artifacts.ts). */
export function grokTagsEntry(id: string, count: number, now: Date): LogEntry {
  const several = count > 1;
  return {
    id,
    citation: '<grok:render>',
    status: 'warning',
    message: `${several ? `${count} of Grok's "<grok:render …>" tags were` : `Grok's "<grok:render …>" tag was`} in the text. ${several ? 'They index' : 'It indexes'} Grok's own search results, not a source that can be looked up, so ${several ? 'they were' : 'it was'} removed from the repaired document.`,
    strategy: DOCUMENT_STRATEGIES.citations,
    timestamp: now.toISOString(),
  };
}

/** Citations in a page header or footer stay as written (citations/header-footer-citations.ts). */
export function headerFooterEntry(citations: readonly string[], now: Date): LogEntry {
  const several = citations.length > 1;
  return {
    id: 'header-footer-citations',
    citation: citations.join(', '),
    status: 'warning',
    message: `The page header or footer cites ${citations.join(', ')}. Citations there are left as written (a reference manager's citations belong in the body text), and an entry only they cite is not kept in the bibliography. Cite ${several ? 'those sources' : 'that source'} in the body if ${several ? 'they' : 'it'} should stay.`,
    strategy: DOCUMENT_STRATEGIES.citations,
    timestamp: now.toISOString(),
  };
}

/** Citations in text boxes, written as text where the other citations are live fields (rewrite/plan.ts). */
export function textBoxCitationsEntry(citations: readonly string[], now: Date): LogEntry {
  const several = citations.length > 1;
  return {
    id: 'text-box-citations',
    citation: citations.join(', '),
    status: 'warning',
    message: `${several ? `${citations.length} citations stand` : 'A citation stands'} in a text box (${citations.join(', ')}): Zotero does not read fields there, so ${several ? 'they were' : 'it was'} written as plain text in the style chosen, and Zotero's Refresh will not update ${several ? 'them' : 'it'}. Move ${several ? 'them' : 'it'} into the body text to keep ${several ? 'them' : 'it'} live.`,
    strategy: DOCUMENT_STRATEGIES.citations,
    timestamp: now.toISOString(),
  };
}

/** A bracketed number not read as a citation names an entry dropped as uncited (citations/leftover-numbers.ts). */
export function leftoverNumberEntry(id: string, leftover: { text: string; number: number }, now: Date): LogEntry {
  return {
    id,
    citation: leftover.text,
    status: 'warning',
    message: `"${leftover.text}" was not read as a citation, and entry ${leftover.number}, which nothing else cites, was left out of the references. Check this place: if it cites entry ${leftover.number}, cite it again with Zotero (the number left in the text may now name another work).`,
    strategy: DOCUMENT_STRATEGIES.citations,
    timestamp: now.toISOString(),
  };
}

/** Citations a tracked change runs through stay as written (citations/tracked-changes.ts). */
export function trackedChangesEntry(citations: readonly string[], now: Date): LogEntry {
  const several = citations.length > 1;
  return {
    id: 'tracked-change-citations',
    citation: citations.join(', '),
    status: 'warning',
    message: `${several ? `${citations.length} citations hold` : 'A citation holds'} a tracked change (${citations.join(', ')}) and ${several ? 'were' : 'was'} left as written: one field in ${several ? 'their' : 'its'} place would take the change out of the revision. Accept or reject the changes in Word (Review → Accept / Reject), then run the document again.`,
    strategy: DOCUMENT_STRATEGIES.citations,
    timestamp: now.toISOString(),
  };
}

/** A list that nothing cites stays in the document (lists/uncited-lists.ts). */
export function uncitedListEntry(id: string, list: { heading: string; entries: unknown[] }, now: Date): LogEntry {
  const name = list.heading ? `"${list.heading}"` : 'a list';
  return {
    id,
    citation: list.heading || 'list',
    status: 'warning',
    message: `No citation points to the list under ${name} (${list.entries.length} entries): it stays in the document as it was, and its entries are not in the reference files.`,
    strategy: DOCUMENT_STRATEGIES.lists,
    timestamp: now.toISOString(),
  };
}

/** An entry whose number an earlier entry of its list has (lists/repeated-labels.ts). */
export function repeatedLabelEntry(
  id: string,
  repeated: { list: { heading: string }; first: { number: number; text: string }; second: { text: string } },
  now: Date,
): LogEntry {
  const name = repeated.list.heading ? `the list under "${repeated.list.heading}"` : 'the reference list';
  const n = repeated.first.number;
  return {
    id,
    citation: `${n}. ${clip(repeated.second.text)}`,
    status: 'warning',
    message: `Number ${n} is given to two entries in ${name}: citations of ${n} are read as the first ("${clip(repeated.first.text)}"); the second ("${clip(repeated.second.text)}") is not cited and was left out.`,
    strategy: DOCUMENT_STRATEGIES.lists,
    timestamp: now.toISOString(),
  };
}

/** A repeated label read as the number its list skips (lists/repeated-labels.ts). */
export function relabelledEntry(id: string, relabelled: { list: { heading: string }; number: number; written: number; text: string }, now: Date): LogEntry {
  const name = relabelled.list.heading ? `the list under "${relabelled.list.heading}"` : 'the reference list';
  return {
    id,
    citation: `${relabelled.written}. ${clip(relabelled.text)}`,
    status: 'warning',
    message: `Number ${relabelled.written} is given to two entries in ${name}, and ${relabelled.number} to none: the second ("${clip(relabelled.text)}") was read as number ${relabelled.number}. Please check the citations of ${relabelled.number}.`,
    strategy: DOCUMENT_STRATEGIES.lists,
    timestamp: now.toISOString(),
  };
}

/** A list whose numbering began again after its first entry, read on from it (lists/repeated-labels.ts). */
export function continuedNumberingEntry(id: string, list: { heading: string; entries: { number: number }[] }, now: Date): LogEntry {
  const name = list.heading ? `the list under "${list.heading}"` : 'the reference list';
  const last = list.entries[list.entries.length - 1]?.number ?? 0;
  return {
    id,
    citation: list.heading || 'list',
    status: 'warning',
    message: `The numbering of ${name} starts again after its first entry (1, 1, 2, …), as a converter splitting a list leaves it: its entries were read as one list numbered ${list.entries[0]?.number ?? 1} to ${last}. Please check the citations.`,
    strategy: DOCUMENT_STRATEGIES.lists,
    timestamp: now.toISOString(),
  };
}

function clip(text: string): string {
  const t = text.trim();
  return t.length > 80 ? `${t.slice(0, 79)}…` : t;
}

/** A list nothing cites that repeats a cited one goes with it (lists/duplicate-lists.ts). */
export function copiedListEntry(id: string, copy: { list: { heading: string; entries: unknown[] }; of: { heading: string } }, now: Date): LogEntry {
  const name = copy.list.heading ? `"${copy.list.heading}"` : 'a list';
  const original = copy.of.heading ? `"${copy.of.heading}"` : 'the cited list';
  return {
    id,
    citation: copy.list.heading || 'list',
    status: 'warning',
    message: `The list under ${name} (${copy.list.entries.length} entries) repeats the list under ${original}, which the citations point to: it was removed with it.`,
    strategy: DOCUMENT_STRATEGIES.lists,
    timestamp: now.toISOString(),
  };
}

/** The lookup services did not answer for some references: they stay unverified, and a later run may verify them. */
export function uncheckedEntry(resolutions: readonly Resolution[], now: Date): LogEntry | undefined {
  const unchecked = resolutions.filter((r) => r.message.startsWith(UNCHECKED_MESSAGE)).length;
  const total = resolutions.length;
  if (unchecked === 0) return undefined;
  const all = unchecked === total;
  return {
    id: 'lookups-unanswered',
    citation: 'Lookups',
    status: 'warning',
    message: `${all ? 'None of the references could be checked' : `${unchecked} of the ${total} references could not be checked`}: the lookup services did not answer. ${
      all ? 'They are' : 'Those are'
    } kept as written and marked unverified; run the document again later to verify ${all ? 'them' : 'those'}.`,
    strategy: DOCUMENT_STRATEGIES.lookups,
    timestamp: now.toISOString(),
  };
}

export function unknownNumbersEntry(id: string, unknown: { text: string; numbers: number[]; unmatched?: boolean }, now: Date): LogEntry {
  const several = unknown.numbers.length > 1;
  const numbers = `Number${several ? 's' : ''} ${unknown.numbers.join(', ')}`;
  return {
    id,
    citation: unknown.text,
    status: 'warning',
    message: unknown.unmatched
      ? `${numbers} match${several ? '' : 'es'} no entry of the reference list: the citation was left as written. The list may be missing ${several ? 'these sources' : 'this source'}.`
      : `${numbers} match${several ? '' : 'es'} no entry of the reference list and ${several ? 'were' : 'was'} left out of the marker.`,
    strategy: DOCUMENT_STRATEGIES.citations,
    timestamp: now.toISOString(),
  };
}
