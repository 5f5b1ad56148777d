// Why an outside service could not be asked. Never escapes resolveAll: the chain turns it into an
// 'unverified' reference with a warning, and the job completes.

export type ResolverHttpErrorCode =
  | 'HTTP_STATUS' // an answer we cannot use (4xx other than 404, or 5xx/429 after the retries)
  | 'TIMEOUT'
  | 'NETWORK'
  | 'RETRY_AFTER_TOO_LONG'
  | 'BAD_RESPONSE' // malformed JSON / XML / HTML
  | 'CIRCUIT_OPEN' // the service failed repeatedly; not asked again for a while
  | 'BLOCKED' // refused by the SSRF guard
  | 'UNSUPPORTED_CONTENT'; // not HTML, or larger than allowed

export class ResolverHttpError extends Error {
  readonly code: ResolverHttpErrorCode;
  readonly status: number | undefined;
  readonly url: string;
  readonly service: string;
  readonly isResolverHttpError = true;

  constructor(code: ResolverHttpErrorCode, message: string, details: { url: string; service: string; status?: number; cause?: unknown }) {
    super(message, { cause: details.cause });
    this.name = 'ResolverHttpError';
    this.code = code;
    this.status = details.status;
    this.url = details.url;
    this.service = details.service;
  }
}

export function isResolverHttpError(value: unknown): value is ResolverHttpError {
  return typeof value === 'object' && value !== null && (value as { isResolverHttpError?: unknown }).isResolverHttpError === true;
}
