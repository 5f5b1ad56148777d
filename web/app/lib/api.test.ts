import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getJson, keyToUrl, sendJson } from './api.ts';
import type { FetchLike } from './api.ts';

function fakeFetch(status: number, body: string, statusText = ''): FetchLike & { calls: [string, RequestInit | undefined][] } {
  const calls: [string, RequestInit | undefined][] = [];
  const fn = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push([url, init]);
    return new Response(body || null, { status, statusText });
  });
  return Object.assign(fn, { calls });
}

describe('apiRequest', () => {
  it('always sends credentials and adds a JSON body only with a payload', async () => {
    const f = fakeFetch(200, '{}');
    await apiRequest('GET', '/api/user/jobs', undefined, { fetch: f });
    await apiRequest('POST', '/api/x', { a: 1 }, { fetch: f });
    expect(f.calls[0]?.[1]?.credentials).toBe('include');
    expect(f.calls[0]?.[1]?.body).toBeUndefined();
    expect((f.calls[0]?.[1]?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(f.calls[1]?.[1]?.body).toBe('{"a":1}');
    expect((f.calls[1]?.[1]?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('turns a failed answer into "<status>: <body>"', async () => {
    const error = await apiRequest('GET', '/api/jobs/1', undefined, { fetch: fakeFetch(404, '{"error":"Job not found"}') }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: {"error":"Job not found"}');
    expect((error as ApiError).serverMessage).toBe('Job not found');
    expect((error as ApiError).status).toBe(404);
  });

  it('uses the status text when the body is empty', async () => {
    const error = (await apiRequest('GET', '/x', undefined, { fetch: fakeFetch(500, '', 'Internal Server Error') }).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('500: Internal Server Error');
    expect(error.serverMessage).toBe('500: Internal Server Error');
  });
});

describe('getJson', () => {
  it('throws on 401 by default and yields null when asked', async () => {
    await expect(getJson('/api/auth/user', { fetch: fakeFetch(401, '{"error":"Unauthorized"}') })).rejects.toThrow('401: ');
    expect(await getJson('/api/auth/user', { fetch: fakeFetch(401, ''), on401: 'null' })).toBeNull();
    await expect(getJson('/api/auth/user', { fetch: fakeFetch(500, 'boom'), on401: 'null' })).rejects.toThrow('500: boom');
  });

  it('reads JSON', async () => {
    expect(await getJson<{ a: number }>('/x', { fetch: fakeFetch(200, '{"a":2}') })).toEqual({ a: 2 });
  });
});

describe('keyToUrl and sendJson', () => {
  it('joins key segments with slashes', () => {
    expect(keyToUrl(['/api/jobs', 'abc'])).toBe('/api/jobs/abc');
    expect(keyToUrl(['/api/user/jobs'])).toBe('/api/user/jobs');
  });

  it('accepts an empty answer', async () => {
    expect(await sendJson('DELETE', '/api/jobs/1', undefined, { fetch: fakeFetch(200, '') })).toEqual({});
  });
});
