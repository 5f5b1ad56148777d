// Legacy .doc uploads: LibreOffice's conversion is the core's (docx/legacy-doc.ts, shared with the
// CLI); the words a user of the web app reads about it are here.
export { convertDocToDocx, DEFAULT_SOFFICE_CONCURRENCY, findSoffice, sofficeEnv } from '@cite-repair/citation-core';
export type { ConvertOptions } from '@cite-repair/citation-core';

export const DOC_NOT_SUPPORTED =
  "Legacy .doc files can't be converted on this server. Open the document in Word (or LibreOffice) and save it as .docx, then upload the .docx file.";

/** The failed job's message when LibreOffice could not convert the file (the worker converts, ADR 111). */
export const DOC_CONVERSION_FAILED = 'This .doc file could not be converted. Please open it in Word and save it as .docx.';
