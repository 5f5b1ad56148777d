// Step 3 of the pipeline: each cited work's metadata, from the injected resolver or, without one,
// from the reference text; then two works that resolve to the same DOI or arXiv id become one.
import { AbortError } from '../errors.ts';
import type { RepairOptions } from '../options.ts';
import type { CslItem, Resolution, Work } from '../types.ts';
import type { EntryRef, WorkSet } from '../works.ts';
import { entryKey } from '../works.ts';
import { resolutionFromText } from './offline-resolution.ts';

export async function resolveWorks(
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

/** A work's metadata taken from its reference text, when nothing was looked up. */
export function offlineResolution(work: Work): Resolution {
  return resolutionFromText(work.parsed, work.id, 'Not looked up (offline): metadata taken from the reference text.');
}

/** A contradicted or unconfirmed identifier never travels on (issue 3: mismatch/not-found carry no DOI). */
export function safeResolution(resolution: Resolution): Resolution {
  if (resolution.status !== 'mismatch' && resolution.status !== 'not-found') return resolution;
  const item = { ...resolution.item };
  delete item.DOI;
  delete item.arxivId;
  if (item.URL && /doi\.org\/|arxiv\.org\//i.test(item.URL)) delete item.URL;
  return { ...resolution, item };
}

export function safeItem(resolution: Resolution): CslItem {
  return safeResolution(resolution).item;
}

export function entryKeyOf(work: Work): string {
  const first = work.entries[0];
  return first ? entryKey(first.list, first.number) : work.id;
}

export interface MergeResult {
  changed: boolean;
  /** work id → id of the work it duplicates. */
  sameAs: Map<string, string>;
  /** Resolution by the primary entry of each cited work. */
  byPrimaryEntry: Map<string, Resolution>;
}

export function mergeVerifiedDuplicates(cited: Work[], resolutions: Resolution[]): MergeResult {
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
  // A preprint whose arXiv record names its published version, cited beside that version: one work,
  // cited as the published one (its journal, volume and pages), whichever entry came first.
  cited.forEach((work, index) => {
    const resolution = resolutions[index];
    const published = resolution?.status === 'verified' ? resolution.item.publishedDoi?.toLowerCase() : undefined;
    const journal = published ? byIdentifier.get(published) : undefined;
    if (!journal || journal.id === work.id || sameAs.has(work.id)) return;
    sameAs.set(work.id, sameAs.get(journal.id) ?? journal.id);
    const publishedResolution = byPrimaryEntry.get(entryKey(journal.entries[0]?.list ?? 0, journal.entries[0]?.number ?? 0));
    if (publishedResolution) for (const e of work.entries) byPrimaryEntry.set(entryKey(e.list, e.number), publishedResolution);
  });
  return { changed: sameAs.size > 0, sameAs, byPrimaryEntry };
}

export function regroup(entries: EntryRef[], workSet: WorkSet, sameAs: Map<string, string>): number[][] {
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
