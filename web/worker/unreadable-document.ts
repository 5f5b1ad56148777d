// Which processing errors are the document's fault, and so permanent. citation-core names the ones it
// knows (CitationCoreError); anything else the pipeline throws while walking a document is a plain
// JavaScript error of the language's own kinds — a stack overflow on absurd nesting (RangeError), a
// value of the wrong shape (TypeError) — and comes out the same on every attempt. Retrying those only
// burns the queue, so the job fails at once with a plain message and its credits come back. Errors of
// the outside world (the database, a lookup service, a shutdown) stay transient and are retried.

export const UNREADABLE_DOCUMENT = 'This document could not be read. Please open it in Word, save it again as .docx and upload the new file.';

/** A deterministic error of the document, not of the environment. */
export function isUnreadableDocumentError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof RangeError || error instanceof SyntaxError || error instanceof URIError || error instanceof ReferenceError) return true;
  // fetch reports a network failure as a TypeError ("fetch failed"): that one is the network's.
  if (error instanceof TypeError) return !/fetch failed|network|socket|ECONN|ETIMEDOUT|terminated/i.test(`${error.message} ${String(error.cause ?? '')}`);
  return false;
}
