import { describe, expect, it } from 'vitest';
import { AbortError } from '../errors.ts';
import { createLimiterRegistry, createRateLimiter } from './rate-limiter.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createRateLimiter', () => {
  it('never starts more requests per second than the bucket allows (counted on the wall clock)', async () => {
    const limiter = createRateLimiter({ concurrency: 3, buckets: { search: { perSecond: 10 } }, now: () => performance.now() });
    const starts: number[] = [];
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: 12 }, () =>
        limiter.run('search', async () => {
          starts.push(performance.now());
          await pause(20);
        }),
      ),
    );
    const elapsed = performance.now() - t0;
    starts.sort((a, b) => a - b);
    for (let i = 0; i < starts.length; i++) {
      const inWindow = starts.filter((t) => t >= starts[i]! && t < starts[i]! + 1000).length;
      expect(inWindow).toBeLessThanOrEqual(10);
    }
    for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(98);
    // 12 evenly spaced starts need 11 intervals of 100 ms, and not much more.
    expect(elapsed).toBeGreaterThanOrEqual(1090);
    expect(elapsed).toBeLessThan(1500);
  });

  it('caps requests in flight across buckets', async () => {
    const limiter = createRateLimiter({ concurrency: 2, buckets: { a: { perSecond: Infinity }, b: { perSecond: Infinity } } });
    let inFlight = 0;
    let max = 0;
    const task = async () => {
      inFlight++;
      max = Math.max(max, inFlight);
      await pause(15);
      inFlight--;
    };
    await Promise.all([1, 2, 3, 4, 5, 6].map((i) => limiter.run(i % 2 ? 'a' : 'b', task)));
    expect(max).toBe(2);
    expect(limiter.stats.maxInFlight).toBe(2);
    expect(limiter.stats.started).toBe(6);
  });

  it('holds every request until a Retry-After pause is over', async () => {
    const limiter = createRateLimiter({ concurrency: 4, buckets: { x: { perSecond: Infinity } } });
    const t0 = Date.now();
    limiter.pauseUntil(t0 + 120);
    const starts = await Promise.all([1, 2, 3].map(() => limiter.run('x', async () => Date.now())));
    for (const start of starts) expect(start - t0).toBeGreaterThanOrEqual(115);
  });

  it('adopts a lower announced rate but never a higher one', async () => {
    const limiter = createRateLimiter({ concurrency: 1, buckets: { x: { perSecond: 1000 } } });
    limiter.lowerRate('x', 20);
    limiter.lowerRate('x', 5000);
    const starts: number[] = [];
    for (let i = 0; i < 3; i++) await limiter.run('x', async () => starts.push(performance.now()));
    expect(starts[2]! - starts[0]!).toBeGreaterThanOrEqual(95);
  });

  it('lets a queued request be cancelled without disturbing the others', async () => {
    const limiter = createRateLimiter({ concurrency: 1, buckets: { x: { perSecond: Infinity } } });
    const controller = new AbortController();
    const first = limiter.run('x', async () => {
      await pause(30);
      return 'first';
    });
    const second = limiter.run('x', async () => 'second', controller.signal);
    controller.abort();
    await expect(second).rejects.toBeInstanceOf(AbortError);
    await expect(first).resolves.toBe('first');
    await expect(limiter.run('x', async () => 'third')).resolves.toBe('third');
  });

  it('shares one limiter per key in a registry', () => {
    const registry = createLimiterRegistry();
    const make = () => createRateLimiter({ concurrency: 1, buckets: { x: { perSecond: 1 } } });
    expect(registry.get('crossref|a', make)).toBe(registry.get('crossref|a', make));
    expect(registry.get('crossref|a', make)).not.toBe(registry.get('crossref|b', make));
  });
});
