// The options of repairDocument, validated once at the entry (STYLE.md habit 6).
import { z } from 'zod';
import type { DocxLimits } from './docx/read.ts';
import { CitationCoreError } from './errors.ts';
import type { MetadataResolver } from './resolve/resolver.ts';
import type { LogEntry, OutputMarker, ProgressEvent } from './types.ts';
import { OUTPUT_MARKERS } from './types.ts';

export interface CitationCounts {
  /** Distinct cited (list, number) pairs. */
  citationsFound: number;
  /** Distinct cited works after deduplication: the number of BibTeX entries the job will produce. */
  uniqueReferences: number;
}

export interface RepairOptions {
  /** Name of the input file: its stem names the outputs (<stem>.repaired.docx, <stem>.bib). */
  fileName?: string;
  /** What replaces each citation. Default 'fields' (live Zotero citations). */
  markerStyle?: OutputMarker;
  /** CSL style for live fields: a catalogue id (default 'apa') or the path of a .csl file. */
  style?: string;
  /** CSL locale for live fields (default en-US). */
  locale?: string;
  /** Also write the document in these output forms (result.variants), from the same lookups. */
  variants?: OutputMarker[];
  /** Keep the numbered reference list(s) in the output instead of removing them. */
  keepReferenceList?: boolean;
  /** Fold names in Zotero markers to ASCII (for old RTF Scan versions). */
  asciiMarkers?: boolean;
  /** Online lookups; absent means offline: metadata comes from the reference strings only. */
  resolver?: MetadataResolver;
  /** Cancels the run; the pipeline checks it between stages and passes it to lookups. */
  signal?: AbortSignal;
  onProgress?: (event: ProgressEvent) => void;
  /** Called for every processing-log entry as soon as it exists (live log). */
  onLog?: (entry: LogEntry) => void;
  /**
   * Called once citations are counted, before any lookup. The web app reserves credits here;
   * throwing stops the run with that error and nothing else happens.
   */
  onCitationsCounted?: (counts: CitationCounts) => void | Promise<void>;
  /** Limits for reading the file (defaults: 50 MB, 2,000 entries, …). */
  limits?: Partial<DocxLimits>;
  /** Clock, injected for reproducible logs in tests. */
  now?: () => Date;
}

/** The plain-value options, checked at run time for callers that are not TypeScript. */
const scalarOptionsSchema = z.object({
  fileName: z.string().max(1000).optional(),
  markerStyle: z.enum(OUTPUT_MARKERS as [OutputMarker, ...OutputMarker[]]).optional(),
  style: z.string().max(1000).optional(),
  locale: z.string().max(40).optional(),
  variants: z
    .array(z.enum(OUTPUT_MARKERS as [OutputMarker, ...OutputMarker[]]))
    .max(6)
    .optional(),
  keepReferenceList: z.boolean().optional(),
  asciiMarkers: z.boolean().optional(),
});

export function validateRepairOptions(options: RepairOptions): void {
  const result = scalarOptionsSchema.safeParse({
    fileName: options.fileName,
    markerStyle: options.markerStyle,
    style: options.style,
    locale: options.locale,
    variants: options.variants,
    keepReferenceList: options.keepReferenceList,
    asciiMarkers: options.asciiMarkers,
  });
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new CitationCoreError('INVALID_OPTIONS', `Invalid option ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'bad value'}`);
  }
}
