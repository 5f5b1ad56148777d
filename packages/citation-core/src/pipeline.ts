// repairDocument: the stages in order, nothing else. Each stage is a pure function over plain
// data (STYLE.md habit 1); this file wires them, reports progress on the spec's five steps
// (0-20 parse, ≤40 citations, ≤60 lookup, ≤80 keys, >80 rewrite), emits the processing log
// and honours the AbortSignal between stages and inside lookups.
import { toBibtex } from './bibtex/stringify.ts';
import { detectCitations } from './citations/detect.ts';
import type { LinkCitation } from './citations/detect.ts';
import { openDocument } from './docx/document.ts';
import { readDocx } from './docx/read.ts';
import { writeDocx } from './docx/write.ts';
import { AbortError, throwIfAborted, UnsupportedDocumentError } from './errors.ts';
import { generateKeys } from './keys/generate.ts';
import { locateReferenceLists } from './lists/locate.ts';
import { formatMarker } from './markers/format.ts';
import { markerLabels } from './markers/label.ts';
import type { RepairOptions } from './options.ts';
import { validateRepairOptions } from './options.ts';
import { createZipPackage } from './package/zip-package.ts';
import { dedupeWithReasons } from './references/dedupe.ts';
import { completeWebSource } from './references/web-source.ts';
import type { MergeNote } from './types.ts';
import { normalizeUrl } from './references/normalize-url.ts';
import { parseReference } from './references/parse.ts';
import { cslFromParsed } from './references/to-csl.ts';
import { buildReport, buildReportReference, referenceLogEntry } from './report.ts';
import { applyRewrite, planRewrite } from './rewrite/plan.ts';
import { toCslData } from './export/csl-data.ts';
import { toRis } from './export/ris.ts';
import { loadStyle, resolveLocale } from './render/load-style.ts';
import { prefsParts, prefsXml } from './zotero/document-prefs.ts';
import { existingFieldCounts } from './zotero/existing-fields.ts';
import { planLiveFields } from './zotero/live-citations.ts';
import { fieldParagraphs } from './docx/fields.ts';
import { unscannableMarkers } from './markers/scan-check.ts';
import type { MarkerStyle, OutputMarker } from './types.ts';
import type { OpenedDocument } from './docx/document.ts';
import type { Citation, CslItem, LogEntry, ParsedReference, ProgressEvent, ReferenceEntry, ReferenceList, Report, Resolution, Work } from './types.ts';
import type { EntryRef } from './works.ts';
import { buildWorks, countWorks, entryKey } from './works.ts';

export interface RepairResult {
  docx: Uint8Array;
  bibtex: string;
  /** The cited items as CSL-JSON (the same itemData the live fields carry): Zotero's File → Import. */
  csljson: string;
  /** The cited items as RIS, for EndNote, Mendeley and the rest. */
  ris: string;
  /** The repaired document in each other output form asked for with `variants`. */
  variants: Partial<Record<OutputMarker, Uint8Array>>;
  /**
   * Builds the zip with the repaired document and the .bib on demand: the CLI writes it only
   * with --zip and the web app streams it at download time, so nobody holds a third copy of a
   * 50 MB document in memory unless it is wanted.
   */
  toZip(): Promise<Uint8Array>;
  report: Report;
  log: LogEntry[];
  /** File names used inside the zip (and suggested for downloads). */
  fileNames: { docx: string; bibtex: string; csljson: string; ris: string; zip: string };
  /** Every in-text citation found, with the marker that replaced it. */
  citations: CitationReport[];
}

export interface CitationReport {
  paragraphIndex: number;
  text: string;
  list: number;
  numbers: number[];
  render: Citation['render'];
  marker: string;
}

export async function repairDocument(bytes: Uint8Array, options: RepairOptions = {}): Promise<RepairResult> {
  validateRepairOptions(options);
  const marker = options.markerStyle ?? 'fields';
  const live = marker === 'fields' || marker === 'mendeley';
  const textStyle: MarkerStyle = marker === 'rtf' || live ? 'zotero' : marker;
  // A style or locale name that does not exist is refused before any work, in every mode.
  const cslStyle = loadStyle(options.style);
  const locale = resolveLocale(options.locale);
  const now = options.now ?? (() => new Date());
  const signal = options.signal;
  const log: LogEntry[] = [];
  const emit = (entry: LogEntry) => {
    log.push(entry);
    options.onLog?.(entry);
  };
  const progress = (step: ProgressEvent['step'], percent: number, message: string, counts?: ProgressEvent['counts']) => {
    const event: ProgressEvent = { step, percent: Math.round(percent), message };
    if (counts) event.counts = counts;
    options.onProgress?.(event);
  };

  // Step 1 — document parsing (0-20)
  progress(1, 2, 'Reading document...');
  throwIfAborted(signal);
  const pkg = readDocx(bytes, options.limits);
  const doc = openDocument(pkg);
  const located = locateReferenceLists(doc.paragraphs);
  const listEntryCount = located.lists.reduce((n, l) => n + l.entries.length, 0);
  progress(1, 20, `Found ${located.lists.length} reference list(s) with ${listEntryCount} entries`);
  throwIfAborted(signal);

  // Step 2 — citations extracted (≤40)
  const detected = detectCitations(doc.paragraphs, located);
  const linked = withLinkOnlySources(withLinkedSources(located.lists, detected.citations), detected.citations, detected.linkCitations);
  const lists = linked.lists;
  const citations = linked.citations.filter((c) => c.numbers.length > 0);
  const allEntries = lists.flatMap((l) => l.entries);
  if (allEntries.length === 0) {
    throw new UnsupportedDocumentError(
      'NO_REFERENCE_LIST',
      'Document Format Not Supported: no numbered reference list was found (a list under a heading such as References, Sources or Works cited).',
    );
  }
  if (citations.length === 0) {
    throw new UnsupportedDocumentError('NO_CITATIONS', 'Document Format Not Supported: no numbered citations such as [1], (1) or superscript numbers were found in the text.');
  }

  const entryRefs: EntryRef[] = allEntries.map((entry) => ({ entry, parsed: parseEntry(entry) }));
  const { groups, merges } = dedupeWithReasons(entryRefs.map((e) => e.parsed));
  // Each merge of the document's entries and the identity evidence it was made on, for the report.
  const mergeReasons: MergeNote[] = merges.flatMap((merge) => {
    const a = entryRefs[merge.a]?.entry;
    const b = entryRefs[merge.b]?.entry;
    return a && b ? [{ entries: [{ list: a.list, number: a.number }, { list: b.list, number: b.number }], reason: merge.reason }] : [];
  });
  let workSet = buildWorks(entryRefs, groups, citations);
  let counts = countWorks(workSet.works, citations, allEntries.length);
  progress(2, 40, `Found ${citations.length} citations of ${counts.uniqueReferences} unique references`, counts);
  await options.onCitationsCounted?.({ citationsFound: counts.citationsFound, uniqueReferences: counts.uniqueReferences });
  throwIfAborted(signal);

  for (const unknown of detected.unknownNumbers) {
    emit({
      id: `unknown-${log.length + 1}`,
      citation: unknown.text,
      status: 'warning',
      message: `Number${unknown.numbers.length > 1 ? 's' : ''} ${unknown.numbers.join(', ')} match no entry of the reference list and ${unknown.numbers.length > 1 ? 'were' : 'was'} left out of the marker.`,
      strategy: 'citations',
      timestamp: now().toISOString(),
    });
  }

  // Step 3 — metadata lookup (≤60)
  const multipleLists = lists.length > 1;
  const resolutions = await resolveWorks(workSet.cited, options, (index, resolution, done) => {
    const work = workSet.cited[index];
    if (work) emit(referenceLogEntry(`ref-${work.id}`, work, resolution, multipleLists, now()));
    progress(3, 40 + (20 * done) / Math.max(1, workSet.cited.length), `Looked up ${done} of ${workSet.cited.length} references`);
  });
  throwIfAborted(signal);

  // Two entries that turn out to be the same verified work are one reference.
  const merged = mergeVerifiedDuplicates(workSet.cited, resolutions);
  if (merged.changed) {
    const mergedGroups = regroup(entryRefs, workSet, merged.sameAs);
    workSet = buildWorks(entryRefs, mergedGroups, citations);
    counts = countWorks(workSet.works, citations, allEntries.length);
  }
  const cited = workSet.cited;
  const resolutionOf = (work: Work): Resolution => merged.byPrimaryEntry.get(entryKeyOf(work)) ?? offlineResolution(work);

  // Step 4 — citation keys (≤80)
  // Web sources get their organisation as author and an identifier's date, so markers scan and the .bib matches.
  const items: CslItem[] = cited.map((work) => completeWebSource({ ...safeItem(resolutionOf(work)), id: work.id }));
  const keyList = generateKeys(items);
  const labelList = markerLabels(items, { ascii: options.asciiMarkers ?? false });
  const keys = new Map(cited.map((w, i) => [w.id, keyList[i] ?? w.id]));
  const labels = new Map(cited.map((w, i) => [w.id, labelList[i] ?? w.id]));
  progress(4, 80, `Generated ${keys.size} citation keys`);
  throwIfAborted(signal);

  // Step 5 — rewrite document (>80)
  const style = textStyle;
  const existingFields = existingFieldCounts(pkg.readXml(pkg.mainPart) ?? '');
  const seed = `${options.fileName ?? ''}:${bytes.length}`;
  /** The document with its citations in one output form; the same works, keys and lookups for every form. */
  const writeForm = (form: OutputMarker, target: OpenedDocument) => {
    const formIsLive = form === 'fields' || form === 'mendeley';
    const formPlan = formIsLive
      ? planLiveFields({ citations, byEntry: workSet.byEntry, cited, items, keys, paragraphs: target.paragraphs, style: cslStyle, locale, form: form === 'mendeley' ? 'mendeley' : 'zotero', seed })
      : undefined;
    const planInput: Parameters<typeof planRewrite>[0] = {
      citations,
      byEntry: workSet.byEntry,
      keys,
      labels,
      style: form === 'pandoc' || form === 'latex' ? form : 'zotero',
      listParagraphs: located.listParagraphs,
      keepReferenceList: options.keepReferenceList ?? false,
    };
    if (formPlan) planInput.fields = { rendered: formPlan.rendered, superscript: formPlan.superscript };
    const plan = planRewrite(planInput);
    if (formPlan && form === 'fields') placeBibliography(plan, located, options.keepReferenceList ?? false, formPlan, target.styles.get('Bibliography') ? 'Bibliography' : undefined);
    applyRewrite(target, plan);
    const replacements = new Map<string, string | Uint8Array>([[pkg.mainPart, target.serialize()]]);
    // Zotero's document preferences, unless the document already keeps its own (it had Zotero fields).
    if (form === 'fields' && !(existingFields.zotero > 0 && pkg.readXml('docProps/custom.xml')?.includes('ZOTERO_PREF_1'))) {
      for (const [name, xml] of prefsParts(pkg, prefsXml({ styleUri: cslStyle.uri, locale, seed }))) replacements.set(name, xml);
    }
    return { docx: writeDocx(pkg, replacements), plan, livePlan: formPlan };
  };
  const main = writeForm(marker, doc);
  const { plan, livePlan } = main;
  const docx = main.docx;
  progress(5, 90, 'Writing the repaired document');
  // Other forms asked for (the web app keeps each so any can be downloaded without processing again).
  const variants: Partial<Record<OutputMarker, Uint8Array>> = {};
  for (const form of new Set(options.variants ?? [])) {
    if (form === marker || (form === 'zotero' && marker === 'rtf') || (form === 'rtf' && marker === 'zotero')) continue;
    throwIfAborted(signal);
    variants[form] = writeForm(form, openDocument(pkg)).docx;
  }
  const bibtex = toBibtex(cited.map((work, i) => ({ key: keyList[i] ?? work.id, item: items[i] as CslItem })));
  const cslData = livePlan?.data ?? cited.map((work, i) => toCslData({ ...(items[i] as CslItem), id: keyList[i] ?? work.id }));
  const csljson = `${JSON.stringify(cslData, null, 2)}\n`;
  const ris = toRis(cslData);

  const stem = fileStem(options.fileName);
  const fileNames = { docx: `${stem}.repaired.docx`, bibtex: `${stem}.bib`, csljson: `${stem}.csl.json`, ris: `${stem}.ris`, zip: `${stem}.citations.zip` };
  const toZip = () =>
    createZipPackage([
      { name: fileNames.docx, data: docx },
      { name: fileNames.bibtex, data: bibtex },
      { name: fileNames.csljson, data: csljson },
      { name: fileNames.ris, data: ris },
    ]);

  const markerOf = new Map<string, string>();
  for (const work of cited) markerOf.set(work.id, formatMarker([{ label: labels.get(work.id) ?? work.id, key: keys.get(work.id) ?? work.id }], style));
  if (livePlan) {
    // The report shows each reference as the field's text renders it alone.
    citations.forEach((citation, i) => {
      const work = citation.numbers.map((n) => workSet.byEntry.get(entryKey(citation.list, n))).find((w) => w !== undefined);
      const rendered = livePlan.rendered[i];
      if (work && rendered && !markerOf.has(`live:${work.id}`) && citation.numbers.length === 1) {
        markerOf.set(`live:${work.id}`, rendered.text);
        markerOf.set(work.id, rendered.text);
      }
    });
  }
  const references = cited.map((work) => buildReportReference(work, safeResolution(resolutionOf(work)), keys.get(work.id) ?? work.id, markerOf.get(work.id) ?? ''));
  const report = buildReport(counts, references, citations.length);
  if (mergeReasons.length > 0) report.merges = mergeReasons;
  report.output = live ? { marker, style: cslStyle.id, locale } : { marker };
  if (existingFields.zotero + existingFields.mendeley + existingFields.endnote > 0) report.existingFields = existingFields;
  if (textStyle === 'zotero' && !live) {
    const unscannable = unscannableMarkers(cited.map((work) => ({ key: keys.get(work.id) ?? work.id, marker: markerOf.get(work.id) ?? '' })));
    if (unscannable.length > 0) report.unscannable = unscannable;
  }
  progress(5, 100, 'Processing complete', {
    citationsFound: report.citationsFound,
    uniqueReferences: report.uniqueReferences,
    bibtexEntries: report.bibtexEntries,
  });
  const citationReports = citations.map((c, i) => ({
    paragraphIndex: c.paragraphIndex,
    text: c.text,
    list: c.list,
    numbers: c.numbers,
    render: c.render,
    marker: plan.markers[i] ?? c.text,
  }));
  return { docx, bibtex, csljson, ris, variants, toZip, report, log, fileNames, citations: citationReports };
}

/**
 * Live fields: Zotero's bibliography field goes where the (first) reference list stood, under its
 * heading; with --keep-references the old list stays below it. A list made only of the links of
 * the text has no place of its own: the bibliography goes at the end.
 */
function placeBibliography(
  plan: ReturnType<typeof planRewrite>,
  located: ReturnType<typeof locateReferenceLists>,
  keep: boolean,
  livePlan: NonNullable<ReturnType<typeof planLiveFields>>,
  paragraphStyle: string | undefined,
): void {
  const first = located.lists.find((l) => l.entries.some((e) => e.paragraphIndex >= 0));
  const heading = first?.headingParagraphIndex ?? -1;
  const listStart = first ? Math.min(...first.entries.map((e) => e.paragraphIndex).filter((i) => i >= 0)) : -1;
  if (!keep && heading >= 0) plan.removeParagraphs = plan.removeParagraphs.filter((i) => i !== heading);
  const at = first ? (keep ? (heading >= 0 ? heading : listStart) : heading >= 0 ? heading + 1 : listStart) : -1;
  plan.insertBefore = { paragraphIndex: at, build: (like) => fieldParagraphs(like, livePlan.bibliographyCode, livePlan.bibliography, paragraphStyle) };
}

function fileStem(fileName: string | undefined): string {
  const base = (fileName ?? 'document').split(/[\\/]/).pop() ?? 'document';
  const stem = base.replace(/\.(docx|doc|dotx|docm)$/i, '').trim();
  return stem === '' ? 'document' : stem;
}

/**
 * Labels cited only by their hyperlink ("[3]" linked to the source, with no list entry 3) get an
 * entry made from the link target: the link is the reference.
 */
function withLinkedSources(lists: ReferenceList[], citations: Citation[]): ReferenceList[] {
  const out = lists.map((l) => ({ ...l, entries: [...l.entries] }));
  for (const citation of citations) {
    if (!citation.links) continue;
    let list = out[citation.list];
    if (!list) {
      list = { index: citation.list, heading: '', headingParagraphIndex: -1, autoNumbered: false, entries: [] };
      out[citation.list] = list;
    }
    for (const number of citation.numbers) {
      const link = citation.links[number];
      if (!link || list.entries.some((e) => e.number === number)) continue;
      const entry: ReferenceEntry = { list: citation.list, number, text: link, paragraphIndex: -1, extraParagraphIndexes: [], links: [link] };
      list.entries.push(entry);
    }
  }
  return out.filter((l): l is ReferenceList => !!l);
}

/**
 * ChatGPT web-search answers cite "([Reuters](url))" with no number: every distinct link becomes an
 * entry of one more, unheaded list, and each such citation cites those entries.
 */
function withLinkOnlySources(lists: ReferenceList[], citations: Citation[], linkCitations: LinkCitation[]): { lists: ReferenceList[]; citations: Citation[] } {
  if (linkCitations.length === 0) return { lists, citations };
  const index = lists.length;
  const list: ReferenceList = { index, heading: '', headingParagraphIndex: -1, autoNumbered: false, entries: [] };
  const numberOf = new Map<string, number>();
  const extra = linkCitations.map((found): Citation => {
    const links: Record<number, string> = {};
    const numbers = found.sources.map((source) => {
      const key = normalizeUrl(source.url);
      let number = numberOf.get(key);
      if (number === undefined) {
        number = numberOf.size + 1;
        numberOf.set(key, number);
        list.entries.push({ list: index, number, text: source.url, paragraphIndex: -1, extraParagraphIndexes: [], links: [source.url], siteName: source.label });
      }
      links[number] = source.url;
      return number;
    });
    return { paragraphIndex: found.paragraphIndex, start: found.start, end: found.end, text: found.text, render: 'link', list: index, numbers, superscript: false, links };
  });
  const all = [...citations, ...extra].sort((a, b) => a.paragraphIndex - b.paragraphIndex || a.start - b.start);
  return { lists: [...lists, list], citations: all };
}

function parseEntry(entry: ReferenceEntry): ParsedReference {
  const parsed = parseReference(entry.text);
  if (entry.siteName && !parsed.siteName) parsed.siteName = entry.siteName;
  return parsed;
}

async function resolveWorks(
  works: Work[],
  options: RepairOptions,
  onResolved: (index: number, resolution: Resolution, done: number) => void,
): Promise<Resolution[]> {
  let done = 0;
  if (!options.resolver) {
    return works.map((work, index) => {
      const resolution = offlineResolution(work);
      onResolved(index, resolution, ++done);
      return resolution;
    });
  }
  const resolveOptions: Parameters<typeof options.resolver.resolveAll>[1] = {
    onResolved: (index, resolution) => onResolved(index, resolution, ++done),
  };
  if (options.signal) resolveOptions.signal = options.signal;
  try {
    return await options.resolver.resolveAll(
      works.map((w) => w.parsed),
      resolveOptions,
    );
  } catch (error) {
    if (options.signal?.aborted) throw new AbortError();
    throw error;
  }
}

export function offlineResolution(work: Work): Resolution {
  return {
    item: cslFromParsed(work.parsed, work.id),
    status: 'unverified',
    strategy: 'parsed',
    confidence: 0,
    evidence: [],
    message: 'Not looked up (offline): metadata taken from the reference text.',
  };
}

/** A contradicted or unconfirmed identifier never travels on (issue 3: mismatch/not-found carry no DOI). */
function safeResolution(resolution: Resolution): Resolution {
  if (resolution.status !== 'mismatch' && resolution.status !== 'not-found') return resolution;
  const item = { ...resolution.item };
  delete item.DOI;
  delete item.arxivId;
  if (item.URL && /doi\.org\/|arxiv\.org\//i.test(item.URL)) delete item.URL;
  return { ...resolution, item };
}

function safeItem(resolution: Resolution): CslItem {
  return safeResolution(resolution).item;
}

function entryKeyOf(work: Work): string {
  const first = work.entries[0];
  return first ? entryKey(first.list, first.number) : work.id;
}

interface MergeResult {
  changed: boolean;
  /** work id → id of the work it duplicates. */
  sameAs: Map<string, string>;
  /** Resolution by the primary entry of each cited work. */
  byPrimaryEntry: Map<string, Resolution>;
}

function mergeVerifiedDuplicates(cited: Work[], resolutions: Resolution[]): MergeResult {
  const byIdentifier = new Map<string, Work>();
  const sameAs = new Map<string, string>();
  const byPrimaryEntry = new Map<string, Resolution>();
  cited.forEach((work, index) => {
    const resolution = resolutions[index] ?? offlineResolution(work);
    for (const e of work.entries) byPrimaryEntry.set(entryKey(e.list, e.number), resolution);
    if (resolution.status !== 'verified') return;
    const id = resolution.item.DOI?.toLowerCase() ?? (resolution.item.arxivId ? `arxiv:${resolution.item.arxivId.toLowerCase()}` : undefined);
    if (!id) return;
    const first = byIdentifier.get(id);
    if (first) sameAs.set(work.id, first.id);
    else byIdentifier.set(id, work);
  });
  return { changed: sameAs.size > 0, sameAs, byPrimaryEntry };
}

function regroup(entries: EntryRef[], workSet: ReturnType<typeof buildWorks>, sameAs: Map<string, string>): number[][] {
  const indexOf = new Map(entries.map((e, i) => [entryKey(e.entry.list, e.entry.number), i]));
  const byWork = new Map<string, number[]>();
  for (const work of workSet.works) {
    const target = sameAs.get(work.id) ?? work.id;
    const list = byWork.get(target) ?? [];
    for (const e of work.entries) {
      const index = indexOf.get(entryKey(e.list, e.number));
      if (index !== undefined) list.push(index);
    }
    byWork.set(target, list);
  }
  return [...byWork.values()].map((g) => g.sort((a, b) => a - b)).sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
}
