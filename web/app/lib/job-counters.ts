// The report's counts a Job keeps in columns of its own (spec §3: the jobs list and the results show
// them without reading the report). Their names come from citation-core's ReportCounts; the list and
// the copy live here once, for the worker that fills them, the DTO that sends them and the page
// that draws a job before the server has answered.
import type { ReportCounts } from '@cite-repair/citation-core';

export const JOB_COUNTER_FIELDS = [
  'citationsFound',
  'uniqueReferences',
  'bibtexEntries',
  'orphanedReferences',
  'duplicateRefsRemoved',
  'totalBibliographyEntries',
  'successfulLookups',
  'metadataFoundPercentage',
] as const satisfies readonly (keyof ReportCounts)[];

export type JobCounterField = (typeof JOB_COUNTER_FIELDS)[number];
export type JobCounters = Pick<ReportCounts, JobCounterField>;

/** The counters of a finished report, to store with the job. */
export function jobCountersOf(report: JobCounters): JobCounters {
  return Object.fromEntries(JOB_COUNTER_FIELDS.map((field) => [field, report[field]])) as JobCounters;
}

/** Every counter set to one value: 0 for a job with nothing to count, null for one not counted yet. */
export function jobCountersAll<V extends number | null>(value: V): Record<JobCounterField, V> {
  return Object.fromEntries(JOB_COUNTER_FIELDS.map((field) => [field, value])) as Record<JobCounterField, V>;
}
