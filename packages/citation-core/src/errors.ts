// One error hierarchy for the whole library. Document-level failures throw one of these;
// per-reference problems never throw, they become warning log entries.

export type CitationCoreErrorCode =
  // reading the file
  | 'EMPTY_FILE'
  | 'FILE_TOO_LARGE'
  | 'NOT_A_ZIP'
  | 'CORRUPT_ZIP'
  | 'NOT_A_WORD_DOCUMENT'
  | 'ENCRYPTED_DOCUMENT'
  | 'LEGACY_DOC'
  | 'MACRO_ENABLED'
  | 'ZIP_BOMB'
  | 'UNSAFE_PATH'
  | 'XML_DOCTYPE'
  | 'MALFORMED_XML'
  | 'MISSING_MAIN_PART'
  // understanding the document
  | 'NO_REFERENCE_LIST'
  | 'NO_CITATIONS'
  | 'ALREADY_CITED'
  // running
  | 'ABORTED'
  | 'INVALID_OPTIONS'
  | 'UNKNOWN_STYLE'
  | 'UNKNOWN_LOCALE';

export class CitationCoreError extends Error {
  readonly code: CitationCoreErrorCode;
  readonly isCitationCoreError = true;

  constructor(code: CitationCoreErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CitationCoreError';
    this.code = code;
  }
}

/** The input file was refused: broken, hostile, or not a Word document. */
export class DocxReadError extends CitationCoreError {
  constructor(code: CitationCoreErrorCode, message: string, options?: { cause?: unknown }) {
    super(code, message, options);
    this.name = 'DocxReadError';
  }
}

/**
 * The document is readable but has nothing this tool can repair: no numbered citations
 * or no numbered reference list. Carries the supported formats so every shell can show them.
 */
export class UnsupportedDocumentError extends CitationCoreError {
  /** The forms we read; none for a document already cited another way (the list would not help). */
  readonly supportedFormats: readonly string[];
  constructor(code: 'NO_REFERENCE_LIST' | 'NO_CITATIONS' | 'ALREADY_CITED', message: string) {
    super(code, message);
    this.name = 'UnsupportedDocumentError';
    this.supportedFormats = code === 'ALREADY_CITED' ? [] : SUPPORTED_FORMATS;
  }
}

export class AbortError extends CitationCoreError {
  constructor(message = 'Processing cancelled') {
    super('ABORTED', message);
    this.name = 'AbortError';
  }
}

export const SUPPORTED_FORMATS: readonly string[] = [
  'Square-bracket numbers: [1], [1, 2], [1-3], [1][2]',
  'Parenthetical numbers: (1), (2, 5), (1-3)',
  'Superscript numbers: ¹, ²˒³, ²⁻⁴ (as Word superscript)',
  'Markdown footnotes kept as text: [^1], [^2][^3] in the text and "[^1]: …" lines as the list, under a heading or at the end',
  'A numbered reference list under a heading such as References, Sources, Works cited or Bibliography (typed numbers or Word auto-numbering)',
  'Word footnotes or endnotes that hold the references (one or several per note, Ibid. and short forms), as pandoc, Google Docs and Word write them',
  'Sources as links: (Reuters) or [Reuters] linked to the page, source chips named after their site, or, when nothing else cites, phrases linked to their sources',
];

/**
 * A document with nothing to repair is refused with the reason and the forms we read. `alreadyCited`
 * is asked only then: a document whose citations are already a reference manager's says so.
 */
export function refuseUnrepairable(
  entries: number,
  citations: number,
  alreadyCited: () => { form: string; count: number; advice: string } | undefined = () => undefined,
  /** Why there is no list, when the text says so ("Its citations (【12†source】) are ChatGPT's own markers…"). */
  noListAdvice: () => string | undefined = () => undefined,
): void {
  const found = entries === 0 || citations === 0 ? alreadyCited() : undefined;
  if (found) {
    throw new UnsupportedDocumentError(
      'ALREADY_CITED',
      `Nothing to repair: this document already has ${found.count} ${found.form} and no numbered citations. ${found.advice}`,
    );
  }
  if (entries === 0) {
    const advice = noListAdvice();
    throw new UnsupportedDocumentError(
      'NO_REFERENCE_LIST',
      `Document Format Not Supported: no numbered reference list was found (a list under a heading such as References, Sources or Works cited), and no footnote or endnote is a reference.${advice ? ` ${advice}` : ''}`,
    );
  }
  if (citations === 0) {
    throw new UnsupportedDocumentError(
      'NO_CITATIONS',
      'Document Format Not Supported: no numbered citations such as [1], (1) or superscript numbers were found in the text.',
    );
  }
}

export function isCitationCoreError(value: unknown): value is CitationCoreError {
  return typeof value === 'object' && value !== null && (value as { isCitationCoreError?: unknown }).isCitationCoreError === true;
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new AbortError();
}
