import { beforeEach, describe, expect, it } from 'vitest';
import { hasOpenAiProjectAccess, resetOpenAiAccessCache } from './openai-access.server.ts';

describe('hasOpenAiProjectAccess', () => {
  beforeEach(() => resetOpenAiAccessCache());

  it('is false without a key, or with AI turned off, and asks nobody', async () => {
    const calls: string[] = [];
    const fetch = (async (url: string) => {
      calls.push(url);
      return new Response('{}');
    }) as typeof globalThis.fetch;
    expect(await hasOpenAiProjectAccess({ env: {}, fetch })).toBe(false);
    expect(await hasOpenAiProjectAccess({ env: { OPENAI_API_KEY: 'sk-x', CITE_REPAIR_NO_AI: '1' }, fetch })).toBe(false);
    expect(calls).toEqual([]);
  });

  it('lists models with the key and the project, and remembers the answer for 10 minutes', async () => {
    const seen: { url: string; headers: Headers }[] = [];
    let status = 200;
    const fetch = (async (url: string, init?: RequestInit) => {
      seen.push({ url, headers: new Headers(init?.headers) });
      return new Response('{"data":[]}', { status });
    }) as typeof globalThis.fetch;
    const env = { OPENAI_API_KEY: 'sk-test-123456', OPENAI_PROJECT_ID: 'proj_abc', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1/' };
    expect(await hasOpenAiProjectAccess({ env, fetch, now: 0 })).toBe(true);
    expect(seen[0]?.url).toBe('http://127.0.0.1:9/v1/models');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer sk-test-123456');
    expect(seen[0]?.headers.get('OpenAI-Project')).toBe('proj_abc');
    status = 401;
    expect(await hasOpenAiProjectAccess({ env, fetch, now: 60_000 })).toBe(true);
    expect(seen).toHaveLength(1);
    expect(await hasOpenAiProjectAccess({ env, fetch, now: 11 * 60_000 })).toBe(false);
  });

  it('is false when OpenAI cannot be reached', async () => {
    const fetch = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof globalThis.fetch;
    expect(await hasOpenAiProjectAccess({ env: { OPENAI_API_KEY: 'sk-x' }, fetch })).toBe(false);
  });
});
