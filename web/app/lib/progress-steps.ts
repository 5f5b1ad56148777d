// Spec §4 "Progress-to-step mapping": five steps with thresholds 20, 40, 60, 80.
import { STEP_THRESHOLDS } from './constants.ts';

export const PROCESSING_STEPS = [
  { title: 'Document parsing', description: 'Reading the document and locating the reference list' },
  { title: 'Citations extracted', description: 'Finding every numbered citation in the text' },
  { title: 'AI metadata lookup', description: 'Verifying references with Crossref, arXiv, web pages and AI search' },
  { title: 'Generate citation keys', description: 'Creating lastname+year keys for each cited work' },
  { title: 'Rewrite document', description: 'Inserting reference-manager markers and building the BibTeX file' },
] as const;

export type StepState = 'done' | 'current' | 'pending';

/** 1..5: 0-20 → 1, ≤40 → 2, ≤60 → 3, ≤80 → 4, above 80 → 5. */
export function stepForProgress(progress: number): number {
  const p = Number.isFinite(progress) ? progress : 0;
  const index = STEP_THRESHOLDS.findIndex((threshold) => p <= threshold);
  return index === -1 ? STEP_THRESHOLDS.length + 1 : index + 1;
}

/** Completed steps are green, the current one blue, the rest grey; a completed job has every step done. */
export function stepStates(progress: number, completed = false): StepState[] {
  const current = stepForProgress(progress);
  return PROCESSING_STEPS.map((_, i) => {
    const step = i + 1;
    if (completed || step < current) return 'done';
    return step === current ? 'current' : 'pending';
  });
}

/** Spec §4 "Completion": wait 1 s when progress was 80 or more, else 2 s. */
export function completionDelayMs(progress: number): number {
  return progress >= 80 ? 1_000 : 2_000;
}
