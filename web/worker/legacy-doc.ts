// The worker's half of a legacy .doc upload (ADR 111): the request stores the .doc as it came and
// queues the job; the job converts it to .docx with LibreOffice here, before repairing. A file
// LibreOffice cannot convert fails the same way on every attempt, so it is a permanent failure with a
// person-readable message, never a retry.
import { convertDocToDocx, DOC_CONVERSION_FAILED, DOC_NOT_SUPPORTED, findSoffice } from '../app/utils/doc-convert.server.ts';
import { getEnv } from '../app/utils/env.server.ts';

/** .doc bytes in, .docx bytes out; throws LegacyDocError with the message the job ends with. */
export type DocConverter = (doc: Uint8Array) => Promise<Uint8Array>;

/** A conversion that cannot succeed on any attempt; `message` is what the user reads on the failed job. */
export class LegacyDocError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'LegacyDocError';
  }
}

/**
 * LibreOffice as configured for this process (SOFFICE_PATH, SOFFICE_CONCURRENCY). Looked up per job:
 * the web server checked for it at upload, but a worker on another machine may have none.
 */
export const convertWithLibreOffice: DocConverter = async (doc) => {
  const env = getEnv();
  const soffice = findSoffice(env.SOFFICE_PATH);
  if (!soffice) throw new LegacyDocError(DOC_NOT_SUPPORTED);
  try {
    return await convertDocToDocx(doc, soffice, { concurrency: env.SOFFICE_CONCURRENCY });
  } catch (error) {
    throw new LegacyDocError(DOC_CONVERSION_FAILED, { cause: error });
  }
};
