// Public API of citation-core. Shells (CLI, web worker) import from here only.
export { repairDocument, offlineResolution } from './pipeline.ts';
export type { RepairResult, CitationReport } from './pipeline.ts';
export type { RepairOptions, CitationCounts } from './options.ts';
export {
  CitationCoreError,
  DocxReadError,
  UnsupportedDocumentError,
  AbortError,
  SUPPORTED_FORMATS,
  isCitationCoreError,
} from './errors.ts';
export type { CitationCoreErrorCode } from './errors.ts';
export { createZipPackage } from './package/zip-package.ts';
export * from './resolve/index.ts';
export type * from './types.ts';
