// `@cite-repair/citation-core/catalogue`: the library's choices as plain data — citation styles,
// output forms, accepted file formats, the default locale. It imports nothing (no node:fs, no
// citeproc), so a browser bundle (the web app's upload form) and the CLI's `--help` can read the
// lists without loading the library. Everything here is also exported by the front door.
export { STYLE_CATALOGUE, DEFAULT_STYLE, DEFAULT_LOCALE } from './render/style-catalogue.ts';
export type { StyleEntry } from './render/style-catalogue.ts';
export { OUTPUT_MARKERS } from './types.ts';
export type { OutputMarker, MarkerStyle } from './types.ts';
export { SUPPORTED_FORMATS } from './errors.ts';
export { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_SIZE_TEXT } from './limits.ts';
export { DOCUMENT_STRATEGIES, documentNotices, isDocumentNotice } from './log-scope.ts';
