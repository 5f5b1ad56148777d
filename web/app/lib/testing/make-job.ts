// Builds API-shaped jobs for unit tests.
import type { Job } from '../types.ts';

let counter = 0;

export function makeJob(fields: Partial<Job> = {}): Job {
  counter += 1;
  return {
    id: `job-${counter}`,
    filename: `paper-${counter}.docx`,
    status: 'completed',
    progress: 100,
    currentStep: 'Processing complete',
    createdAt: new Date(Date.UTC(2025, 7, 3, 12, 0, 0)).toISOString(),
    startedAt: null,
    completedAt: null,
    errorMessage: null,
    citationsFound: 3,
    uniqueReferences: 3,
    bibtexEntries: 3,
    orphanedReferences: 0,
    duplicateRefsRemoved: 0,
    totalBibliographyEntries: 3,
    successfulLookups: 3,
    metadataFoundPercentage: 100,
    creditsUsed: 3,
    unsupportedFormat: false,
    fileSize: 1000,
    ...fields,
  };
}

export const minutesBefore = (iso: string | number, minutes: number) => new Date(new Date(iso).getTime() - minutes * 60_000).toISOString();
