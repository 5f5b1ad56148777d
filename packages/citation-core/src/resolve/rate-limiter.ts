// A per-service limiter: a cap on requests in flight plus one token bucket per kind of request
// (Crossref counts searches and DOI lookups separately but caps concurrency across both).
// One limiter per service is shared by every job in a process (see processLimiters).
import { AbortError } from '../errors.ts';

export interface BucketLimit {
  /** Requests per second (Infinity: no limit). */
  perSecond: number;
  /** Requests that may go out back to back after a quiet period (default 1: evenly spaced). */
  burst?: number;
}

export interface RateLimiterOptions {
  concurrency: number;
  buckets: Record<string, BucketLimit>;
  /**
   * Spacing added to every interval (default 0.02 = 2 %): requests leave exactly on time here but
   * arrive with a millisecond or two of network jitter, and the service counts arrivals.
   */
  margin?: number;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export interface RateLimiter {
  /** Runs fn once a slot is free and the bucket has a token; the slot is held until fn settles. */
  run<T>(bucket: string, fn: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Holds every request of this service until the given time (Retry-After). */
  pauseUntil(epochMs: number): void;
  /** Adopts a lower rate announced by the service (x-rate-limit headers); never raises it. */
  lowerRate(bucket: string, perSecond: number): void;
  /** Adopts a lower concurrency announced by the service; never raises it. */
  lowerConcurrency(concurrency: number): void;
  readonly stats: { started: number; maxInFlight: number };
}

interface Bucket {
  interval: number;
  burst: number;
  /** GCRA theoretical arrival time. */
  tat: number;
  /** Actual start times of the last `burst` requests. */
  recent: number[];
}

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? sleepMs;
  const margin = 1 + (options.margin ?? 0.02);
  const intervalOf = (perSecond: number): number => (Number.isFinite(perSecond) && perSecond > 0 ? (1000 / perSecond) * margin : 0);
  let concurrency = Math.max(1, Math.floor(options.concurrency));
  let active = 0;
  let pausedUntil = 0;
  const waiters: (() => void)[] = [];
  const buckets = new Map<string, Bucket>();
  const stats = { started: 0, maxInFlight: 0 };

  for (const [name, limit] of Object.entries(options.buckets)) {
    buckets.set(name, { interval: intervalOf(limit.perSecond), burst: Math.max(1, limit.burst ?? 1), tat: 0, recent: [] });
  }

  const acquireSlot = (signal?: AbortSignal): Promise<void> => {
    if (signal?.aborted) return Promise.reject(new AbortError());
    if (active < concurrency) {
      active++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const grant = (): void => {
        signal?.removeEventListener('abort', onAbort);
        active++;
        resolve();
      };
      const onAbort = (): void => {
        const index = waiters.indexOf(grant);
        if (index >= 0) waiters.splice(index, 1);
        reject(new AbortError());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      waiters.push(grant);
    });
  };

  const releaseSlot = (): void => {
    active--;
    while (active < concurrency && waiters.length > 0) waiters.shift()?.();
  };

  const takeToken = async (name: string, signal?: AbortSignal): Promise<void> => {
    const bucket = buckets.get(name);
    if (!bucket) throw new Error(`Unknown rate-limit bucket "${name}"`);
    // Reserve the send time first so concurrent callers queue behind each other (GCRA).
    const t = now();
    const tat = Math.max(bucket.tat, t);
    const allowedAt = tat - (bucket.burst - 1) * bucket.interval;
    bucket.tat = tat + bucket.interval;
    let wait = Math.max(allowedAt, pausedUntil) - t;
    for (;;) {
      if (wait > 0) await sleep(wait, signal);
      // Check against the real start times too: a timer that fired late must not let the next
      // request through early, so no window of burst × interval ever holds more than `burst` starts.
      const current = now();
      const oldest = bucket.recent.length >= bucket.burst ? bucket.recent[bucket.recent.length - bucket.burst]! : -Infinity;
      wait = Math.max(pausedUntil, oldest + bucket.burst * bucket.interval) - current;
      if (wait <= 0) {
        bucket.recent.push(current);
        if (bucket.recent.length > bucket.burst) bucket.recent.shift();
        return;
      }
    }
  };

  return {
    stats,
    async run<T>(bucket: string, fn: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      await acquireSlot(signal);
      try {
        await takeToken(bucket, signal);
        stats.started++;
        stats.maxInFlight = Math.max(stats.maxInFlight, active);
        return await fn();
      } finally {
        releaseSlot();
      }
    },
    pauseUntil(epochMs: number): void {
      pausedUntil = Math.max(pausedUntil, epochMs);
    },
    lowerRate(name: string, perSecond: number): void {
      const bucket = buckets.get(name);
      if (!bucket || !(perSecond > 0)) return;
      bucket.interval = Math.max(bucket.interval, intervalOf(perSecond));
    },
    lowerConcurrency(value: number): void {
      if (value >= 1) concurrency = Math.min(concurrency, Math.floor(value));
    },
  };
}

export function sleepMs(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(new AbortError());
  return new Promise((resolve, reject) => {
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(new AbortError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Limiters keyed by service + endpoint + limits, so jobs with the same configuration share one. */
export interface LimiterRegistry {
  get(key: string, create: () => RateLimiter): RateLimiter;
}

export function createLimiterRegistry(): LimiterRegistry {
  const limiters = new Map<string, RateLimiter>();
  return {
    get(key, create) {
      let limiter = limiters.get(key);
      if (!limiter) {
        limiter = create();
        limiters.set(key, limiter);
      }
      return limiter;
    },
  };
}

/** The process-wide registry: every resolver built without an explicit registry shares these limiters. */
export const processLimiters: LimiterRegistry = createLimiterRegistry();
