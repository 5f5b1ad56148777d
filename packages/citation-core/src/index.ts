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
export { OUTPUT_MARKERS } from './types.ts';
export { STYLE_CATALOGUE, DEFAULT_STYLE } from './render/style-catalogue.ts';
export type { StyleEntry } from './render/style-catalogue.ts';
export { loadStyle, resolveLocale, localeChoices, styleChoices, DEFAULT_LOCALE } from './render/load-style.ts';
