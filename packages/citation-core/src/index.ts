// Public API of citation-core: the package's front door (`@cite-repair/citation-core`). Shells (CLI,
// web worker) import from here only; `./catalogue` (catalogue.ts) holds the same constants without
// loading the library, for browser bundles and the CLI's --help.
export { repairDocument, offlineResolution } from './pipeline.ts';
export type { RepairResult, CitationReport } from './pipeline.ts';
export type { RepairOptions, CitationCounts } from './options.ts';
export { CitationCoreError, DocxReadError, UnsupportedDocumentError, AbortError, SUPPORTED_FORMATS, isCitationCoreError } from './errors.ts';
export type { CitationCoreErrorCode } from './errors.ts';
export { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_SIZE_TEXT } from './limits.ts';
export { createZipPackage } from './package/zip-package.ts';
export { readZipDirectory, readZipEntry, writeZip, DEFAULT_ZIP_LIMITS } from './docx/zip.ts';
export { convertDocToDocx, DEFAULT_SOFFICE_CONCURRENCY, findSoffice, sofficeEnv } from './docx/legacy-doc.ts';
export type { ConvertOptions } from './docx/legacy-doc.ts';
export type { ZipEntry, ZipLimits, ZipWriteItem } from './docx/zip.ts';
export * from './resolve/index.ts';
export type * from './types.ts';
export { OUTPUT_MARKERS } from './types.ts';
export { STYLE_CATALOGUE, DEFAULT_STYLE, DEFAULT_LOCALE } from './render/style-catalogue.ts';
export type { StyleEntry } from './render/style-catalogue.ts';
export { DOCUMENT_STRATEGIES, documentNotices, isDocumentNotice } from './log-scope.ts';
export { loadStyle, resolveLocale, localeChoices, styleChoices } from './render/load-style.ts';
export { checkStyle } from './render/render-citations.ts';
