// What repairDocument gives back: the repaired document, the reference files, the report and the log.
import type { CitationReport } from './repair-report.ts';
import type { ReferenceFileFormat } from './repair-outputs.ts';
import type { LogEntry, OutputMarker, Report } from './types.ts';

export interface RepairResult {
  /** The repaired document, joined into one array on first read (the same bytes as docxParts). */
  readonly docx: Uint8Array;
  /**
   * The repaired document as the zip's pieces, in order, most of them views into the input bytes:
   * write them with `fileHandle.writev(docxParts)` to save a copy of a large document's images.
   */
  docxParts: readonly Uint8Array[];
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
   * 50 MB document in memory unless it is wanted. It holds the document and the reference files,
   * all three or those named.
   */
  toZip(formats?: readonly ReferenceFileFormat[]): Promise<Uint8Array>;
  report: Report;
  log: LogEntry[];
  /** File names used inside the zip (and suggested for downloads). */
  fileNames: { docx: string; bibtex: string; csljson: string; ris: string; zip: string };
  /** Every in-text citation found, with the marker that replaced it. */
  citations: CitationReport[];
}
