// The one way the resolvers talk to JSON/XML APIs: injected fetch, a timeout on every request,
// retries with exponential backoff on 429/5xx/network errors, Retry-After and x-rate-limit headers
// obeyed (through the service's limiter, so every job of the process slows down together).
import { AbortError } from '../errors.ts';
import type { FetchLike, ResolverLogger } from './resolver.ts';
import type { RateLimiter } from './rate-limiter.ts';
import { sleepMs } from './rate-limiter.ts';
import { ResolverHttpError } from './resolver-http-error.ts';

export interface HttpClientOptions {
  fetch: FetchLike;
  userAgent: string;
  timeoutMs: number;
  retries: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
  maxRetryAfterMs: number;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
  logger?: ResolverLogger;
  /** After this many requests to a service failed in a row (after retries), it is skipped for breakerOpenMs. */
  breakerThreshold?: number;
  breakerOpenMs?: number;
}

export interface HttpRequest {
  url: string;
  /** Service name for errors and logs ('crossref', 'arxiv'). */
  service: string;
  limiter?: RateLimiter;
  bucket?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface HttpResponse {
  status: number;
  url: string;
  headers: Headers;
  text: string;
}

export interface HttpClient {
  /** GET; resolves for 2xx and 404/410 (the caller decides what "gone" means), throws ResolverHttpError otherwise. */
  get(request: HttpRequest): Promise<HttpResponse>;
}

const RETRYABLE = new Set([408, 425, 429, 500, 502, 503, 504]);

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? sleepMs;
  const random = options.random ?? Math.random;
  const breakerThreshold = options.breakerThreshold ?? 3;
  const breakerOpenMs = options.breakerOpenMs ?? 30_000;
  // A service that is down should cost each remaining reference one fast failure, not a full retry cycle.
  const breakers = new Map<string, { failures: number; openUntil: number }>();
  const breakerOf = (service: string): { failures: number; openUntil: number } => {
    let breaker = breakers.get(service);
    if (!breaker) {
      breaker = { failures: 0, openUntil: 0 };
      breakers.set(service, breaker);
    }
    return breaker;
  };

  const attempt = async (request: HttpRequest): Promise<HttpResponse> => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs);
    const onAbort = (): void => controller.abort();
    request.signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const response = await options.fetch(request.url, {
        method: 'GET',
        headers: { 'User-Agent': options.userAgent, ...request.headers },
        signal: controller.signal,
        redirect: 'follow',
      });
      const text = await response.text();
      return { status: response.status, url: request.url, headers: response.headers, text };
    } catch (error) {
      if (request.signal?.aborted) throw new AbortError();
      if (timedOut) {
        throw new ResolverHttpError('TIMEOUT', `${request.service} did not answer within ${options.timeoutMs} ms`, {
          url: request.url,
          service: request.service,
          cause: error,
        });
      }
      throw new ResolverHttpError('NETWORK', `${request.service} could not be reached: ${describe(error)}`, {
        url: request.url,
        service: request.service,
        cause: error,
      });
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', onAbort);
    }
  };

  const getWithRetries = async (request: HttpRequest): Promise<HttpResponse> => {
    let lastError: ResolverHttpError | undefined;
    for (let tryIndex = 0; tryIndex <= options.retries; tryIndex++) {
      if (request.signal?.aborted) throw new AbortError();
      let response: HttpResponse | undefined;
      try {
        response = request.limiter ? await request.limiter.run(request.bucket ?? 'default', () => attempt(request), request.signal) : await attempt(request);
      } catch (error) {
        if (!(error instanceof ResolverHttpError)) throw error;
        lastError = error;
      }
      let retryAfterMs: number | undefined;
      if (response) {
        adoptAnnouncedLimits(response.headers, request);
        if ((response.status >= 200 && response.status < 300) || response.status === 404 || response.status === 410) {
          return response;
        }
        lastError = new ResolverHttpError('HTTP_STATUS', `${request.service} answered HTTP ${response.status}`, {
          url: request.url,
          service: request.service,
          status: response.status,
        });
        if (!RETRYABLE.has(response.status)) throw lastError;
        retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), now());
        if (retryAfterMs !== undefined) {
          if (retryAfterMs > options.maxRetryAfterMs) {
            throw new ResolverHttpError(
              'RETRY_AFTER_TOO_LONG',
              `${request.service} asked to wait ${Math.ceil(retryAfterMs / 1000)} s (HTTP ${response.status})`,
              { url: request.url, service: request.service, status: response.status },
            );
          }
          // Everyone using this service waits, not only this request.
          request.limiter?.pauseUntil(now() + retryAfterMs);
        }
      }
      if (tryIndex === options.retries) break;
      const backoff = Math.min(options.backoffMaxMs, options.backoffBaseMs * 2 ** tryIndex) * (0.5 + random() / 2);
      const delay = Math.max(backoff, retryAfterMs ?? 0);
      options.logger?.debug?.(`retrying ${request.service} in ${Math.round(delay)} ms`, {
        url: request.url,
        reason: lastError?.message,
      });
      await sleep(delay, request.signal);
    }
    throw lastError ?? new ResolverHttpError('NETWORK', `${request.service} failed`, { url: request.url, service: request.service });
  };

  return {
    async get(request) {
      const breaker = breakerOf(request.service);
      if (breaker.openUntil > now()) {
        throw new ResolverHttpError('CIRCUIT_OPEN', `${request.service} is unavailable (it failed repeatedly; retrying later)`, {
          url: request.url,
          service: request.service,
        });
      }
      try {
        const response = await getWithRetries(request);
        breaker.failures = 0;
        return response;
      } catch (error) {
        const permanent = error instanceof ResolverHttpError && error.code === 'HTTP_STATUS' && !RETRYABLE.has(error.status ?? 0);
        if (error instanceof ResolverHttpError && !permanent) {
          breaker.failures++;
          if (breaker.failures >= breakerThreshold) breaker.openUntil = now() + breakerOpenMs;
        }
        throw error;
      }
    },
  };
}

/** Retry-After is either delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, nowMs: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - nowMs);
}

/** Crossref announces its current limits in x-rate-limit-limit / -interval and x-concurrency-limit. */
function adoptAnnouncedLimits(headers: Headers, request: HttpRequest): void {
  if (!request.limiter) return;
  const limit = Number(headers.get('x-rate-limit-limit'));
  const interval = parseIntervalSeconds(headers.get('x-rate-limit-interval'));
  if (limit > 0 && interval > 0) request.limiter.lowerRate(request.bucket ?? 'default', limit / interval);
  const concurrency = Number(headers.get('x-concurrency-limit'));
  if (concurrency > 0) request.limiter.lowerConcurrency(concurrency);
}

function parseIntervalSeconds(value: string | null): number {
  const match = value?.trim().match(/^(\d+(?:\.\d+)?)\s*(ms|s|m)?$/);
  if (!match) return 0;
  const n = Number(match[1]);
  return match[2] === 'ms' ? n / 1000 : match[2] === 'm' ? n * 60 : n;
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return cause?.code ?? cause?.message ?? error.message;
  }
  return String(error);
}
