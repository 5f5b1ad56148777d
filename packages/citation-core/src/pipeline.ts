// repairDocument: the stages in order, nothing else. Each stage is a pure function over plain
// data (STYLE.md habit 1) in a module of its own; this file wires them, reports progress on the
// spec's five steps (0-20 parse, ≤40 citations, ≤60 lookup, ≤80 keys, >80 rewrite), emits the
// processing log and honours the AbortSignal between stages and inside lookups.
import { leftoverNumbers } from './citations/leftover-numbers.ts';
import { findCitations } from './citations/find-citations.ts';
import { toolArtifacts } from './citations/tool-artifacts.ts';
import { setAsideUncitedLists } from './lists/uncited-lists.ts';
import { openDocument } from './docx/document.ts';
import { readDocx } from './docx/read.ts';
import { concatParts } from './docx/zip.ts';
import { throwIfAborted } from './errors.ts';
import { generateKeys } from './keys/generate.ts';
import { locateReferenceLists } from './lists/locate.ts';
import { markerLabels } from './markers/label.ts';
import type { RepairOptions } from './options.ts';
import { validateRepairOptions } from './options.ts';
import { groupEntries } from './references/group-entries.ts';
import { completeWebSource } from './references/web-source.ts';
import { loadStyle, resolveLocale } from './render/load-style.ts';
import { outputFileNames, referenceFiles, zipOutputs } from './repair-outputs.ts';
import type { ReferenceFileFormat } from './repair-outputs.ts';
import { repairReport } from './repair-report.ts';
import type { CitationReport } from './repair-report.ts';
import type { RepairResult } from './repair-result.ts';
import { readingNotices } from './reading-notices.ts';
import { headerFooterCitations } from './citations/header-footer-citations.ts';
import { mergedListsEntry, referenceLogEntry, uncheckedEntry } from './report.ts';
import { entryKeyOf, mergeVerifiedDuplicates, offlineResolution, regroup, resolveWorks, safeItem } from './resolve/resolve-works.ts';
import { writeForm, writeVariants } from './rewrite/write-form.ts';
import { bibliographyList, bodyLists } from './rewrite/place-bibliography.ts';
import type { CslItem, LogEntry, MarkerStyle, ProgressEvent, ProgressStage, Report, Resolution, Work } from './types.ts';
import { buildWorks, countWorks, hasMoreAuthors } from './works.ts';
import { existingFieldCounts } from './zotero/existing-fields.ts';

export { offlineResolution };
export type { CitationReport, RepairResult };

export async function repairDocument(bytes: Uint8Array, options: RepairOptions = {}): Promise<RepairResult> {
  validateRepairOptions(options);
  const marker = options.markerStyle ?? 'fields';
  const textStyle: MarkerStyle = marker === 'rtf' || marker === 'fields' || marker === 'mendeley' ? 'zotero' : marker;
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
  const progress = (step: ProgressEvent['step'], percent: number, stage: ProgressStage, counts?: ProgressEvent['counts']) => {
    const event: ProgressEvent = { ...stage, step, percent: Math.round(percent) };
    if (counts) event.counts = counts;
    options.onProgress?.(event);
  };

  // Step 1 — document parsing (0-20)
  progress(1, 2, { stage: 'reading' });
  throwIfAborted(signal);
  const pkg = readDocx(bytes, options.limits);
  const doc = openDocument(pkg);
  const lists = locateReferenceLists(doc.paragraphs);
  progress(1, 20, { stage: 'lists-found', lists: lists.lists.length, entries: lists.lists.reduce((n, l) => n + l.entries.length, 0) });
  throwIfAborted(signal);

  // Step 2 — citations extracted (≤40)
  const existingFields = existingFieldCounts(pkg.readXml(pkg.mainPart) ?? '');
  const { located, detected, linked, citations } = findCitations(doc, lists, existingFields);
  // A list no citation points to ("Further reading") stays in the document as it was; one that repeats a cited list goes with it.
  const listed = setAsideUncitedLists(located, linked.lists, citations);
  const allEntries = listed.lists.flatMap((l) => l.entries);
  const { entryRefs, mergeReasons, ...grouped } = groupEntries(allEntries, citations);
  let { workSet, counts } = grouped;
  // "Citations" are the distinct (list, number) pairs cited, the report's count, on every screen.
  progress(2, 40, { stage: 'citations-found', citations: counts.citationsFound, uniqueReferences: counts.uniqueReferences }, counts);
  await options.onCitationsCounted?.({ citationsFound: counts.citationsFound, uniqueReferences: counts.uniqueReferences });
  throwIfAborted(signal);
  const unknownNumbers = [...detected.unknownNumbers, ...linked.unknownNumbers];
  for (const entry of readingNotices(
    {
      lists: located.lists,
      uncited: listed.uncited,
      copies: listed.copies,
      unknownNumbers,
      paragraphs: doc.allParagraphs,
      headerFooterCitations: headerFooterCitations(pkg),
      // Zotero reads no field in a text box: there live citations are written as text (rewrite/plan.ts).
      textBoxCitations:
        marker === 'fields' || marker === 'mendeley' ? citations.filter((c) => doc.allParagraphs[c.paragraphIndex]?.inTextBox).map((c) => c.text) : [],
      trackedChangeCitations: detected.inTrackedChanges ?? [],
      leftoverNumbers: leftoverNumbers(
        doc.paragraphs,
        located,
        citations,
        new Set(workSet.works.filter((w) => !w.cited).flatMap((w) => w.entries.map((e) => `${e.list}:${e.number}`))),
      ),
    },
    now,
  ))
    emit(entry);

  // Step 3 — metadata lookup (≤60)
  const resolutions = await resolveWorks(workSet.cited, options, (index, resolution, done) => {
    const work = workSet.cited[index];
    if (work) emit(referenceLogEntry(`ref-${work.id}`, work, resolution, linked.lists.length > 1, now()));
    progress(3, 40 + (20 * done) / Math.max(1, workSet.cited.length), { stage: 'looking-up', done, total: workSet.cited.length });
  });
  throwIfAborted(signal);
  // Services that did not answer leave references unchecked: the document's notice says so once.
  const unanswered = uncheckedEntry(resolutions, now());
  if (unanswered) emit(unanswered);
  // Two entries that turn out to be the same verified work are one reference.
  const merged = mergeVerifiedDuplicates(workSet.cited, resolutions);
  if (merged.changed) {
    workSet = buildWorks(entryRefs, regroup(entryRefs, workSet, merged.sameAs), citations);
    counts = countWorks(workSet.works, citations, allEntries.length);
  }
  const cited = workSet.cited;
  const resolutionOf = (work: Work): Resolution => merged.byPrimaryEntry.get(entryKeyOf(work)) ?? offlineResolution(work);

  // Step 4 — citation keys (≤80)
  // Web sources get their site as container (a bare link, as author) and an identifier's date (web-source.ts).
  const items: CslItem[] = cited.map((work) => completeWebSource({ ...safeItem(resolutionOf(work)), id: work.id }));
  const keyList = generateKeys(items);
  const labelList = markerLabels(items, {
    ascii: options.asciiMarkers ?? false,
    moreAuthors: cited.map((work, i) => hasMoreAuthors(work, items[i] as CslItem)),
  });
  const keys = new Map(cited.map((w, i) => [w.id, keyList[i] ?? w.id]));
  const labels = new Map(cited.map((w, i) => [w.id, labelList[i] ?? w.id]));
  progress(4, 80, { stage: 'keys-generated', keys: keys.size });
  throwIfAborted(signal);

  // Step 5 — rewrite document (>80)
  const formInput = {
    pkg,
    located: listed.located,
    citations,
    citedNotes: linked.citedNotes,
    workSet,
    cited,
    items,
    keys,
    labels,
    keepReferenceList: options.keepReferenceList ?? false,
    cslStyle,
    locale,
    seed: `${options.fileName ?? ''}:${bytes.length}`,
    existingFields,
    renders: new Map(),
    removals: toolArtifacts(doc.allParagraphs, citations),
  };
  const { docxParts, plan, livePlan } = writeForm(formInput, marker, doc);
  // One bibliography for several lists (one per chapter): the user is told where it went and what went.
  const bodyListsCited = bodyLists(listed.located);
  const placedAt = bibliographyList(listed.located);
  if (livePlan && placedAt && bodyListsCited.length > 1 && !formInput.keepReferenceList) {
    emit(mergedListsEntry(bodyListsCited, placedAt, marker === 'mendeley' ? 'Mendeley' : 'Zotero', now()));
  }
  progress(5, 90, { stage: 'writing' });
  const variants = writeVariants(formInput, marker, options.variants ?? [], signal);
  const files = referenceFiles(cited, items, keyList);
  const fileNames = outputFileNames(options.fileName);
  const reported = repairReport({ ...formInput, marker, textStyle, resolutionOf, counts, mergeReasons, plan, livePlan });
  const report: Report = reported.report;
  const { citationsFound, uniqueReferences, bibtexEntries } = report;
  progress(5, 100, { stage: 'complete' }, { citationsFound, uniqueReferences, bibtexEntries });
  // The document is joined into one array only when someone reads `docx`: the CLI writes the parts.
  let docx: Uint8Array | undefined;
  const joined = () => (docx ??= concatParts(docxParts));
  const toZip = (formats?: readonly ReferenceFileFormat[]) => zipOutputs(fileNames, { docx: joined(), ...files }, formats);
  return {
    get docx() {
      return joined();
    },
    docxParts,
    ...files,
    variants,
    toZip,
    report,
    log,
    fileNames,
    citations: reported.citations,
  };
}
