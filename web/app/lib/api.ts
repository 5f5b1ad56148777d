// The browser's calls to /api/* (spec §7, §8): credentials always, a JSON body only when there is a
// payload, and any non-2xx answer becomes an error "<status>: <body text or status text>".

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }

  /** The server's `error` field (spec §8: error bodies carry 'error'), else the whole message. */
  get serverMessage(): string {
    try {
      const body = JSON.parse(this.bodyText) as { error?: unknown; message?: unknown };
      if (typeof body.error === 'string' && body.error) return body.error;
      if (typeof body.message === 'string' && body.message) return body.message;
    } catch {}
    return this.bodyText || this.message;
  }
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface ApiRequestOptions {
  fetch?: FetchLike;
  signal?: AbortSignal;
}

/** One call; throws ApiError on a non-successful answer. */
export async function apiRequest(method: string, url: string, payload?: unknown, options: ApiRequestOptions = {}): Promise<Response> {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const init: RequestInit = { method, credentials: 'include', headers: { Accept: 'application/json' } };
  if (payload !== undefined) {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(payload);
  }
  if (options.signal) init.signal = options.signal;
  const response = await doFetch(url, init);
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, text, response.statusText);
  }
  return response;
}

/** GET a JSON answer. `on401: 'null'` yields null for a signed-out caller instead of throwing. */
export async function getJson<T>(url: string, options: ApiRequestOptions & { on401?: 'throw' | 'null' } = {}): Promise<T | null> {
  try {
    const response = await apiRequest('GET', url, undefined, options);
    return (await response.json()) as T;
  } catch (error) {
    if (options.on401 === 'null' && error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Joins query-key segments into a URL, as the spec's default query does: ['/api/jobs', id] → '/api/jobs/<id>'. */
export function keyToUrl(key: readonly (string | number)[]): string {
  return key.map((part, i) => (i === 0 ? String(part) : encodeURIComponent(String(part)))).join('/');
}

/** Sends a JSON body (or none) and reads the JSON answer. */
export async function sendJson<T>(method: 'POST' | 'DELETE' | 'PUT' | 'PATCH', url: string, payload?: unknown, options: ApiRequestOptions = {}): Promise<T> {
  const response = await apiRequest(method, url, payload, options);
  const text = await response.text();
  return (text ? JSON.parse(text) : {}) as T;
}
