// The document processor the task runs: citation-core's repairDocument, injectable so that tests can
// run the real worker with a fake. Loaded on first use, so that the server starts (and answers) even
// while the library is being rebuilt in development.
import type { LogEntry, OutputMarker, RepairOptions, Report } from '@cite-repair/citation-core';

export interface ProcessorResult {
  docx: Uint8Array;
  bibtex: string;
  csljson?: string;
  ris?: string;
  /** The document in the other output forms asked for. */
  variants?: Partial<Record<OutputMarker, Uint8Array>>;
  zip: Uint8Array;
  report: Report;
  log: LogEntry[];
  fileNames?: { docx: string; bibtex: string; zip: string };
}

export type Processor = (bytes: Uint8Array, options: RepairOptions) => Promise<ProcessorResult>;

export const defaultProcessor: Processor = async (bytes, options) => {
  const { repairDocument } = await import('@cite-repair/citation-core');
  const result = await repairDocument(bytes, options);
  // The zip is stored with the other outputs, so that any web machine can serve it.
  const zip = 'zip' in result && result.zip instanceof Uint8Array ? result.zip : await result.toZip();
  return {
    docx: result.docx,
    bibtex: result.bibtex,
    csljson: result.csljson,
    ris: result.ris,
    variants: result.variants,
    zip,
    report: result.report,
    log: result.log,
    fileNames: result.fileNames,
  };
};
