// fetch as one browser would: its own cookie jar, redirects followed by hand (so that every hop's
// cookies are kept), each request timed to the last byte of its body and recorded under a name, and
// every answer that is not the one expected kept as an error for the report.
import type { Recorder } from './stats.ts';

export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      if (index <= 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

export interface RequestError {
  name: string;
  method: string;
  url: string;
  status: number | 'network';
  detail: string;
  at: number;
}

export interface TimedResponse {
  status: number;
  headers: Headers;
  body: Uint8Array;
  ms: number;
  url: string;
  text(): string;
  json<T>(): T;
}

/** Where every client reports: latencies by request name, and the unexpected answers. */
export class Ledger {
  readonly errors: RequestError[] = [];
  requests = 0;
  /** Replaced at each phase of the run, so that figures are kept per phase. */
  constructor(public latencies: Recorder) {}
}

export interface SendOptions extends RequestInit {
  /** Statuses that count as success (default: 2xx). */
  expect?: readonly number[];
  timeoutMs?: number;
}

export class HttpClient {
  readonly jar = new CookieJar();

  constructor(
    readonly base: string,
    private readonly ledger: Ledger,
  ) {}

  /** One request, not following redirects. Null when it failed at the network level (already recorded). */
  async send(name: string, path: string, options: SendOptions = {}): Promise<TimedResponse | null> {
    const { expect, timeoutMs = 60_000, ...init } = options;
    const url = new URL(path, this.base).href;
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const cookie = this.jar.header();
    if (cookie) headers.set('Cookie', cookie);
    this.ledger.requests++;
    const started = performance.now();
    try {
      const response = await fetch(url, { ...init, headers, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
      const body = new Uint8Array(await response.arrayBuffer());
      const ms = performance.now() - started;
      this.jar.store(response);
      this.ledger.latencies.add(name, ms);
      const timed = toTimed(response, body, ms, url);
      const ok = expect ? expect.includes(response.status) : response.status >= 200 && response.status < 300;
      if (!ok) this.record(name, method, url, response.status, timed.text().slice(0, 300));
      return timed;
    } catch (error) {
      this.record(name, method, url, 'network', error instanceof Error ? `${error.name}: ${error.message}${causeOf(error)}` : String(error));
      return null;
    }
  }

  /** Follows redirects by hand, keeping cookies; the last answer is checked against `expect`. */
  async follow(name: string, path: string, options: SendOptions = {}, limit = 10): Promise<{ response: TimedResponse | null; visited: string[] }> {
    const visited = [new URL(path, this.base).href];
    const redirects = [301, 302, 303, 307, 308];
    let response = await this.send(name, path, { ...options, expect: [...redirects, ...(options.expect ?? okStatuses)] });
    while (response && redirects.includes(response.status) && visited.length <= limit) {
      const next = new URL(response.headers.get('Location') ?? '/', visited[visited.length - 1]).href;
      visited.push(next);
      response = await this.send(name, next, { expect: [...redirects, ...(options.expect ?? okStatuses)], timeoutMs: options.timeoutMs });
    }
    if (response && redirects.includes(response.status)) this.record(name, 'GET', response.url, response.status, 'too many redirects');
    return { response, visited };
  }

  private record(name: string, method: string, url: string, status: number | 'network', detail: string): void {
    this.ledger.errors.push({ name, method, url, status, detail, at: Date.now() });
  }
}

const okStatuses = [200, 201, 202, 203, 204, 206];

function toTimed(response: Response, body: Uint8Array, ms: number, url: string): TimedResponse {
  return {
    status: response.status,
    headers: response.headers,
    body,
    ms,
    url,
    text: () => new TextDecoder().decode(body),
    json: <T>() => JSON.parse(new TextDecoder().decode(body)) as T,
  };
}

function causeOf(error: Error): string {
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? ` (${cause.message})` : '';
}
