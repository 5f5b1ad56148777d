// The report of one repair: counts, each reference with its lookup and marker, merges, the output
// form, fields the document already had, markers RTF Scan could not read, and each citation with
// the marker that replaced it.
import { formatMarker } from './markers/format.ts';
import { unscannableMarkers } from './markers/scan-check.ts';
import type { LoadedStyle } from './render/load-style.ts';
import { buildReport, buildReportReference } from './report.ts';
import { safeResolution } from './resolve/resolve-works.ts';
import type { RewritePlan } from './rewrite/plan.ts';
import type { Citation, MarkerStyle, MergeNote, OutputMarker, Report, Resolution, Work } from './types.ts';
import type { countWorks, WorkSet } from './works.ts';
import type { existingFieldCounts } from './zotero/existing-fields.ts';
import type { LiveFieldsPlan } from './zotero/live-citations.ts';

export interface CitationReport {
  paragraphIndex: number;
  text: string;
  list: number;
  numbers: number[];
  render: Citation['render'];
  marker: string;
}

export interface RepairReportInput {
  marker: OutputMarker;
  textStyle: MarkerStyle;
  cslStyle: LoadedStyle;
  locale: string;
  citations: Citation[];
  workSet: WorkSet;
  keys: Map<string, string>;
  labels: Map<string, string>;
  resolutionOf: (work: Work) => Resolution;
  counts: ReturnType<typeof countWorks>;
  mergeReasons: MergeNote[];
  existingFields: ReturnType<typeof existingFieldCounts>;
  plan: RewritePlan;
  livePlan: LiveFieldsPlan | undefined;
}

export function repairReport(input: RepairReportInput): { report: Report; citations: CitationReport[] } {
  const { citations, workSet, keys, labels, livePlan, existingFields } = input;
  const cited = workSet.cited;
  const live = input.marker === 'fields' || input.marker === 'mendeley';
  const markerOf = new Map<string, string>();
  for (const work of cited)
    markerOf.set(work.id, formatMarker([{ label: labels.get(work.id) ?? work.id, key: keys.get(work.id) ?? work.id }], input.textStyle));
  if (livePlan) {
    // The report shows each reference as the field's text renders it alone.
    for (const work of cited) {
      const text = livePlan.aloneText.get(work.id);
      if (text) markerOf.set(work.id, text);
    }
  }
  const references = cited.map((work) =>
    buildReportReference(work, safeResolution(input.resolutionOf(work)), keys.get(work.id) ?? work.id, markerOf.get(work.id) ?? ''),
  );
  const report = buildReport(input.counts, references, citations.length);
  if (input.mergeReasons.length > 0) report.merges = input.mergeReasons;
  report.output = live ? { marker: input.marker, style: input.cslStyle.id, locale: input.locale } : { marker: input.marker };
  if (existingFields.zotero + existingFields.mendeley + existingFields.endnote > 0) report.existingFields = existingFields;
  if (input.textStyle === 'zotero' && !live) {
    const unscannable = unscannableMarkers(cited.map((work) => ({ key: keys.get(work.id) ?? work.id, marker: markerOf.get(work.id) ?? '' })));
    if (unscannable.length > 0) report.unscannable = unscannable;
  }
  const citationReports = citations.map((c, i) => ({
    paragraphIndex: c.paragraphIndex,
    text: c.text,
    list: c.list,
    numbers: c.numbers,
    render: c.render,
    marker: input.plan.markers[i] ?? c.text,
  }));
  return { report, citations: citationReports };
}
