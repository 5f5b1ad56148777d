import { delay, http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AbortError } from '../errors.ts';
import type { HttpClientOptions } from './http.ts';
import { createHttpClient, parseRetryAfter } from './http.ts';
import { createRateLimiter } from './rate-limiter.ts';
import { ResolverHttpError } from './resolver-http-error.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const URL_ = 'https://api.test/thing';

/** A clock that only moves when someone sleeps, so backoff and Retry-After cost no real time. */
function fakeTime() {
  let clock = 1_000_000;
  const sleeps: number[] = [];
  return {
    now: () => clock,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      clock += ms;
    },
    sleeps,
  };
}

function client(overrides: Partial<HttpClientOptions> = {}) {
  const time = fakeTime();
  const options: HttpClientOptions = {
    fetch: (input, init) => fetch(input, init),
    userAgent: 'cite-repair-test/1.0 (mailto:test@example.org)',
    timeoutMs: 1000,
    retries: 3,
    backoffBaseMs: 100,
    backoffMaxMs: 2000,
    maxRetryAfterMs: 60_000,
    now: time.now,
    sleep: time.sleep,
    random: () => 1,
    ...overrides,
  };
  return { http: createHttpClient(options), time };
}

function sequence(...responses: (() => Response | Promise<Response>)[]) {
  let calls = 0;
  const handler = mswHttp.get(URL_, () => {
    const respond = responses[Math.min(calls, responses.length - 1)]!;
    calls++;
    return respond();
  });
  return { handler, calls: () => calls };
}

describe('createHttpClient', () => {
  it('sends the polite User-Agent', async () => {
    let agent: string | null = null;
    server.use(
      mswHttp.get(URL_, ({ request }) => {
        agent = request.headers.get('user-agent');
        return HttpResponse.json({ ok: true });
      }),
    );
    const { http } = client();
    await http.get({ url: URL_, service: 'test' });
    expect(agent).toBe('cite-repair-test/1.0 (mailto:test@example.org)');
  });

  it('obeys Retry-After on 429 and makes the whole service wait', async () => {
    const s = sequence(
      () => new HttpResponse('slow down', { status: 429, headers: { 'Retry-After': '2' } }),
      () => HttpResponse.json({ ok: true }),
    );
    server.use(s.handler);
    const { http, time } = client();
    const limiter = createRateLimiter({ concurrency: 1, buckets: { lookup: { perSecond: 1000 } }, now: time.now, sleep: time.sleep });
    const response = await http.get({ url: URL_, service: 'test', limiter, bucket: 'lookup' });
    expect(response.status).toBe(200);
    expect(s.calls()).toBe(2);
    expect(time.sleeps[0]).toBeGreaterThanOrEqual(2000);
    // Another job using the same limiter right after the 429 also waits for the pause.
    const before = time.now();
    limiter.pauseUntil(before + 500);
    await limiter.run('lookup', async () => undefined);
    expect(time.now() - before).toBeGreaterThanOrEqual(500);
  });

  it('backs off exponentially on 503 and succeeds when the service recovers', async () => {
    const s = sequence(
      () => new HttpResponse('down', { status: 503 }),
      () => new HttpResponse('down', { status: 503 }),
      () => HttpResponse.json({ ok: true }),
    );
    server.use(s.handler);
    const { http, time } = client();
    const response = await http.get({ url: URL_, service: 'test' });
    expect(JSON.parse(response.text)).toEqual({ ok: true });
    expect(s.calls()).toBe(3);
    expect(time.sleeps).toEqual([100, 200]);
  });

  it('gives up after the retries with the last status', async () => {
    const s = sequence(() => new HttpResponse('down', { status: 503 }));
    server.use(s.handler);
    const { http } = client({ retries: 2 });
    const error = await http.get({ url: URL_, service: 'crossref' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResolverHttpError);
    expect(error).toMatchObject({ code: 'HTTP_STATUS', status: 503, service: 'crossref' });
    expect(s.calls()).toBe(3);
  });

  it('does not retry a client error', async () => {
    const s = sequence(() => new HttpResponse('bad', { status: 400 }));
    server.use(s.handler);
    const { http } = client();
    await expect(http.get({ url: URL_, service: 'test' })).rejects.toMatchObject({ code: 'HTTP_STATUS', status: 400 });
    expect(s.calls()).toBe(1);
  });

  it('returns 404 to the caller instead of failing', async () => {
    server.use(sequence(() => HttpResponse.json({ status: 'error' }, { status: 404 })).handler);
    const { http } = client();
    await expect(http.get({ url: URL_, service: 'test' })).resolves.toMatchObject({ status: 404 });
  });

  it('refuses to wait for an unreasonable Retry-After', async () => {
    const s = sequence(() => new HttpResponse('later', { status: 503, headers: { 'Retry-After': '3600' } }));
    server.use(s.handler);
    const { http } = client();
    await expect(http.get({ url: URL_, service: 'test' })).rejects.toMatchObject({ code: 'RETRY_AFTER_TOO_LONG' });
    expect(s.calls()).toBe(1);
  });

  it('times out a request that never answers', async () => {
    server.use(
      mswHttp.get(URL_, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { http } = client({ timeoutMs: 50, retries: 0, now: Date.now, sleep: undefined });
    await expect(http.get({ url: URL_, service: 'test' })).rejects.toMatchObject({ code: 'TIMEOUT' });
  });

  it('reports a network failure after retrying', async () => {
    const s = sequence(() => HttpResponse.error());
    server.use(s.handler);
    const { http } = client({ retries: 1 });
    await expect(http.get({ url: URL_, service: 'test' })).rejects.toMatchObject({ code: 'NETWORK' });
    expect(s.calls()).toBe(2);
  });

  it('adopts the x-rate-limit headers a service announces', async () => {
    server.use(
      mswHttp.get(URL_, () => HttpResponse.json({}, { headers: { 'x-rate-limit-limit': '5', 'x-rate-limit-interval': '1s', 'x-concurrency-limit': '2' } })),
    );
    const { http } = client();
    const seen: unknown[] = [];
    const limiter = createRateLimiter({ concurrency: 3, buckets: { search: { perSecond: 50 } } });
    const spy = {
      ...limiter,
      run: limiter.run,
      lowerRate: (bucket: string, rate: number) => seen.push(['rate', bucket, rate]),
      lowerConcurrency: (n: number) => seen.push(['concurrency', n]),
    };
    await http.get({ url: URL_, service: 'test', limiter: spy, bucket: 'search' });
    expect(seen).toEqual([
      ['rate', 'search', 5],
      ['concurrency', 2],
    ]);
  });

  it('stops asking a service that keeps failing (circuit breaker)', async () => {
    const s = sequence(() => new HttpResponse('down', { status: 502 }));
    server.use(s.handler);
    const { http } = client({ retries: 0, breakerThreshold: 2 });
    await expect(http.get({ url: URL_, service: 'arxiv' })).rejects.toMatchObject({ code: 'HTTP_STATUS' });
    await expect(http.get({ url: URL_, service: 'arxiv' })).rejects.toMatchObject({ code: 'HTTP_STATUS' });
    await expect(http.get({ url: URL_, service: 'arxiv' })).rejects.toMatchObject({ code: 'CIRCUIT_OPEN' });
    expect(s.calls()).toBe(2);
  });

  it('stops retrying when the job is cancelled', async () => {
    server.use(sequence(() => new HttpResponse('down', { status: 503 })).handler);
    const controller = new AbortController();
    const { http } = client({
      sleep: async () => {
        controller.abort();
      },
    });
    await expect(http.get({ url: URL_, service: 'test', signal: controller.signal })).rejects.toBeInstanceOf(AbortError);
  });

  it('parses Retry-After as seconds or as an HTTP date', () => {
    expect(parseRetryAfter('3', 0)).toBe(3000);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(parseRetryAfter('soon', 0)).toBeUndefined();
  });
});
