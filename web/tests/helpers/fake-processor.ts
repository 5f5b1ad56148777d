// Stand-ins for citation-core's repairDocument, so that worker tests control timing and outcomes.
import type { RepairOptions } from '@cite-repair/citation-core';
import type { Processor, ProcessorResult } from '../../worker/processor.ts';

export interface FakeOptions {
  uniqueReferences?: number;
  bibtexEntries?: number;
  /** Time spent "looking up" after the credits are reserved (ms); the signal stops it. */
  lookupMs?: number;
  /** Throw this instead of finishing. */
  fail?: () => Error;
  onStart?: () => void;
}

export function fakeResult(bibtexEntries: number, uniqueReferences = bibtexEntries): ProcessorResult {
  return {
    docx: new TextEncoder().encode('docx-bytes'),
    bibtex: '@article{smith2020,\n  title = {A title}\n}\n',
    zip: new TextEncoder().encode('zip-bytes'),
    log: [{ id: 'ref-1', citation: '[1]', status: 'success', message: 'ok', strategy: 'crossref', timestamp: new Date().toISOString() }],
    report: {
      citationsFound: uniqueReferences,
      uniqueReferences,
      bibtexEntries,
      orphanedReferences: 1,
      duplicateRefsRemoved: 0,
      totalBibliographyEntries: uniqueReferences + 1,
      successfulLookups: bibtexEntries,
      metadataFoundPercentage: 100,
      citationInstances: uniqueReferences,
      references: [],
    },
    fileNames: { docx: 'paper.repaired.docx', bibtex: 'paper.bib', zip: 'paper.citations.zip' },
  };
}

export function fakeProcessor(options: FakeOptions = {}): Processor & { signals: AbortSignal[] } {
  const signals: AbortSignal[] = [];
  const processor = async (_bytes: Uint8Array, run: RepairOptions): Promise<ProcessorResult> => {
    if (run.signal) signals.push(run.signal);
    options.onStart?.();
    run.onProgress?.({ stage: 'reading', step: 1, percent: 10 });
    const unique = options.uniqueReferences ?? 3;
    run.onProgress?.({ stage: 'citations-found', citations: unique, uniqueReferences: unique, step: 2, percent: 40 });
    await run.onCitationsCounted?.({ citationsFound: unique, uniqueReferences: unique });
    run.onLog?.({ id: 'ref-1', citation: '[1]', status: 'success', message: 'found', strategy: 'crossref', timestamp: new Date().toISOString() });
    if (options.lookupMs) await sleep(options.lookupMs, run.signal);
    if (options.fail) throw options.fail();
    run.onProgress?.({ stage: 'writing', step: 5, percent: 90 });
    return fakeResult(options.bibtexEntries ?? unique, unique);
  };
  return Object.assign(processor, { signals });
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      },
      { once: true },
    );
  });
}
