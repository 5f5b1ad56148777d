// The web app's /api as the CLI uses it: Bearer token, JSON errors turned into one-line messages with
// their exit codes, and retries with backoff for what is worth retrying (the network, 429/502/503/504).
import { EXIT } from '../exit-codes.ts';
import type { ExitCode } from '../exit-codes.ts';

export type RemoteErrorKind = 'auth' | 'credits' | 'unreachable' | 'too-large' | 'not-found' | 'refused' | 'server' | 'cancelled';

export class RemoteError extends Error {
  constructor(
    readonly kind: RemoteErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'RemoteError';
  }

  get exitCode(): ExitCode {
    switch (this.kind) {
      case 'auth':
        return EXIT.authRejected;
      case 'credits':
        return EXIT.insufficientCredits;
      case 'unreachable':
      case 'server':
        return EXIT.unreachable;
      default:
        return EXIT.inputFailed;
    }
  }
}

export interface RemoteUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: 'admin' | 'user';
  credits: number;
}

export interface RemoteJob {
  id: string;
  filename: string;
  status: 'processing' | 'completed' | 'failed';
  progress: number;
  currentStep: string | null;
  createdAt: string;
  completedAt: string | null;
  errorMessage: string | null;
  citationsFound: number | null;
  bibtexEntries: number | null;
  uniqueReferences: number | null;
  creditsUsed: number | null;
  /** Completed with nothing to repair ('Document Format Not Supported'), with the core's reason and code. */
  unsupportedFormat?: boolean;
  unsupportedReason?: string;
  unsupportedCode?: string;
  /** The job's processing log (the server sends it with one job, not with the list). */
  processingLogs?: { citation: string; status: string; message: string; strategy: string }[];
}

export type DownloadVariant = 'document' | 'bibtex' | 'zip' | 'csljson' | 'ris';

export interface ClientOptions {
  server: string;
  token: string;
  fetch?: typeof fetch;
  /** Attempts for a retryable failure (the first included). */
  attempts?: number;
  /** First backoff delay; doubles each time, capped at 10 s, or the server's Retry-After. */
  backoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const RETRYABLE_STATUS = new Set([429, 502, 503, 504]);

export class RemoteClient {
  readonly server: string;
  private readonly token: string;
  private readonly doFetch: typeof fetch;
  private readonly attempts: number;
  private readonly backoffMs: number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(options: ClientOptions) {
    this.server = options.server;
    this.token = options.token;
    this.doFetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.attempts = options.attempts ?? 5;
    this.backoffMs = options.backoffMs ?? 500;
    this.sleep = options.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
  }

  whoami(): Promise<RemoteUser> {
    return this.json<RemoteUser>('GET', '/api/auth/user');
  }

  credits(): Promise<{ credits: number; transactions: { description: string; amount: number; createdAt: string }[] }> {
    return this.json('GET', '/api/user/credits');
  }

  jobs(): Promise<RemoteJob[]> {
    return this.json<RemoteJob[]>('GET', '/api/user/jobs');
  }

  job(id: string, signal?: AbortSignal): Promise<RemoteJob> {
    return this.json<RemoteJob>('GET', `/api/jobs/${encodeURIComponent(id)}`, undefined, signal);
  }

  report(id: string): Promise<Record<string, unknown>> {
    return this.json('GET', `/api/jobs/${encodeURIComponent(id)}/report`);
  }

  cancel(id: string): Promise<RemoteJob> {
    return this.json<RemoteJob>('POST', `/api/jobs/${encodeURIComponent(id)}/cancel`);
  }

  /** Uploads a document; `output` asks for the citation form and style (the server's defaults otherwise). */
  async upload(fileName: string, bytes: Uint8Array, signal?: AbortSignal, output: { marker?: string; style?: string } = {}): Promise<{ jobId: string }> {
    const query = new URLSearchParams(Object.entries(output).filter((e): e is [string, string] => typeof e[1] === 'string'));
    return this.json<{ jobId: string }>(
      'POST',
      `/api/process${query.size > 0 ? `?${query}` : ''}`,
      () => {
        const form = new FormData();
        form.set('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), fileName);
        return form;
      },
      signal,
    );
  }

  /** A result file: its bytes and the file name the server gives it. */
  async download(id: string, variant: DownloadVariant): Promise<{ fileName: string; bytes: Uint8Array }> {
    const response = await this.request('GET', `/api/download/${encodeURIComponent(id)}/${variant}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return {
      fileName:
        fileNameOf(response.headers.get('Content-Disposition')) ??
        `${id}.${{ bibtex: 'bib', zip: 'zip', csljson: 'csl.json', ris: 'ris', document: 'docx' }[variant]}`,
      bytes,
    };
  }

  private async json<T>(method: string, path: string, body?: () => BodyInit, signal?: AbortSignal): Promise<T> {
    const response = await this.request(method, path, body, signal);
    return (await response.json()) as T;
  }

  /** One call with retries; throws RemoteError for every answer that is not 2xx. */
  async request(method: string, path: string, body?: () => BodyInit, signal?: AbortSignal): Promise<Response> {
    const url = `${this.server}${path}`;
    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        const init: RequestInit = { method, headers: { Authorization: `Bearer ${this.token}`, Accept: 'application/json' }, redirect: 'manual' };
        if (body) init.body = body();
        if (signal) init.signal = signal;
        response = await this.doFetch(url, init);
      } catch (error) {
        if (signal?.aborted) throw new RemoteError('cancelled', 'cancelled');
        if (attempt >= this.attempts) throw new RemoteError('unreachable', `server unreachable: ${this.server} (${networkCause(error)})`);
        await this.sleep(this.delay(attempt));
        continue;
      }
      if (response.ok) return response;
      if (RETRYABLE_STATUS.has(response.status) && attempt < this.attempts) {
        await response.arrayBuffer().catch(() => undefined);
        await this.sleep(this.delay(attempt, response.headers.get('Retry-After')));
        continue;
      }
      throw await toRemoteError(response, this.server);
    }
  }

  private delay(attempt: number, retryAfter?: string | null): number {
    const seconds = retryAfter ? Number(retryAfter) : NaN;
    if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, 60_000);
    return Math.min(this.backoffMs * 2 ** (attempt - 1), 10_000);
  }
}

function networkCause(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

async function toRemoteError(response: Response, server: string): Promise<RemoteError> {
  const text = await response.text().catch(() => '');
  const { message, fromApp } = errorMessageOf(text);
  const status = response.status;
  // An answer that is not the app's JSON (a web page, another service, a proxy's error page) says
  // nothing a user can act on: its status, and the likely cause, instead of its markup.
  const notTheApp = `: is ${server} the address of a cite-repair server?`;
  if (status === 401) {
    if (!fromApp) return new RemoteError('auth', `the server refused the request (401)${notTheApp}`, status);
    return new RemoteError(
      'auth',
      `the server refused the API token (${message || 'unknown, expired or revoked'}): create one in Settings → API tokens at ${server}/settings, then run cite-repair login --server ${server}`,
      status,
    );
  }
  if (status === 402) {
    // The app's own message starts "Insufficient credits: …" (the web client looks for those words): said once.
    const detail = message.replace(/^insufficient credits\s*:\s*/i, '');
    return new RemoteError('credits', `insufficient credits: ${detail || 'not enough credits'} (buy more at ${server}/settings?tab=credits)`, status);
  }
  if (status === 413) return new RemoteError('too-large', `file too large: ${message || 'the server refused the file size'}`, status);
  if (status >= 300 && status < 400) return new RemoteError('server', `the server answered a redirect (${status}): is ${server} the app's address?`, status);
  if (status >= 500) return new RemoteError('server', `the server failed (${status}${message ? `: ${message}` : ''})`, status);
  if (!fromApp) return new RemoteError('server', `the server answered ${status}${notTheApp}`, status);
  if (status === 404) return new RemoteError('not-found', message || 'not found', status);
  return new RemoteError('refused', message || `refused (${status})`, status);
}

/** The message of the app's JSON error ({error, message} strings); `fromApp` false for any other body. */
export function errorMessageOf(text: string): { message: string; fromApp: boolean } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // Plain text is shown (short); a web page is not.
    const plain = text.trim();
    return { message: plain && !plain.startsWith('<') ? plain.slice(0, 200) : '', fromApp: false };
  }
  if (!body || typeof body !== 'object') return { message: '', fromApp: false };
  const { error, message } = body as { error?: unknown; message?: unknown };
  const pick = (value: unknown) => (typeof value === 'string' ? value : '');
  return { message: pick(message) || pick(error), fromApp: typeof error === 'string' || typeof message === 'string' };
}

/** The file name of a Content-Disposition header, preferring RFC 5987's filename*. */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      return safeName(decodeURIComponent(star[1].trim()));
    } catch {}
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(header);
  const name = plain?.[1] ?? plain?.[2]?.trim();
  return name ? safeName(name) : null;
}

/** Never a path: a server cannot make the CLI write outside the output directory. */
function safeName(name: string): string | null {
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return base && base !== '.' && base !== '..' ? base : null;
}
