// Fetching a landing page whose URL came from a user's document, without letting that URL reach
// the server's own network (SSRF). Node's fetch ignores agents, so this uses node:http/https with a
// `lookup` that refuses private addresses — and, because lookup is never called for IP-literal hosts,
// checks literals itself. Every redirect hop is checked again. http(s) only, ≤ 5 redirects, ≤ 5 MB,
// 10 s for the whole exchange, HTML/XHTML only. CITE_REPAIR_ALLOW_HOSTS (host:port) is the only way through.
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupAddress } from 'node:dns';
import type { IncomingMessage } from 'node:http';
import zlib from 'node:zlib';
import { AbortError } from '../errors.ts';
import { classifyAddress, isIpLiteral } from './ip-policy.ts';
import { proxyAgent } from './proxy.ts';
import type { ProxyFor } from './proxy.ts';
import { ResolverHttpError } from './resolver-http-error.ts';

export type LookupHost = (hostname: string) => Promise<{ address: string; family: number }[]>;

export interface SafeFetchOptions {
  /** host:port pairs allowed even when private. */
  allowHosts: readonly string[];
  lookupHost?: LookupHost;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  userAgent: string;
  /** The proxy for a URL (HTTPS_PROXY and friends); none: direct connections. */
  proxyFor?: ProxyFor;
  signal?: AbortSignal;
}

export interface SafePage {
  /** Final URL after redirects. */
  url: string;
  status: number;
  contentType: string;
  body: string;
}

const SERVICE = 'page';
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const HTML = /^(text\/html|application\/xhtml\+xml)\b/i;

const defaultLookupHost: LookupHost = async (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** GET an HTML page under the SSRF rules. Resolves for 2xx and 404/410; throws ResolverHttpError otherwise. */
export async function safeFetch(url: string, options: SafeFetchOptions): Promise<SafePage> {
  if (options.signal?.aborted) throw new AbortError();
  const deadline = Date.now() + options.timeoutMs;
  let current = url;
  for (let hop = 0; ; hop++) {
    const target = checkUrl(current, options);
    const proxy = options.proxyFor?.(target);
    // Through a proxy the proxy resolves the name, so our own lookup never runs: check it first,
    // with the same rule, so a proxy never becomes the way into a private network.
    if (proxy && !isAllowedHost(target, options.allowHosts) && !isIpLiteral(target.hostname)) await refusePrivateName(target, options);
    const response = await request(target, options, deadline, proxy);
    if (REDIRECTS.has(response.statusCode ?? 0) && response.headers.location) {
      response.destroy();
      if (hop >= options.maxRedirects) throw blocked(`more than ${options.maxRedirects} redirects`, url);
      current = new URL(response.headers.location, target).toString();
      continue;
    }
    const status = response.statusCode ?? 0;
    const contentType = String(response.headers['content-type'] ?? '');
    if (status === 404 || status === 410) {
      response.destroy();
      return { url: target.toString(), status, contentType, body: '' };
    }
    if (status < 200 || status >= 300) {
      response.destroy();
      throw new ResolverHttpError('HTTP_STATUS', `the page answered HTTP ${status}`, { url: target.toString(), service: SERVICE, status });
    }
    if (!HTML.test(contentType)) {
      response.destroy();
      throw unsupported(`not an HTML page (${contentType || 'no content type'})`, target.toString());
    }
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > options.maxBytes) {
      response.destroy();
      throw unsupported(`page larger than ${options.maxBytes} bytes`, target.toString());
    }
    const bytes = await readBody(response, options, deadline, target.toString());
    return { url: target.toString(), status, contentType, body: decode(bytes, contentType) };
  }
}

function checkUrl(raw: string, options: SafeFetchOptions): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw blocked('not a valid URL', raw);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw blocked(`scheme ${url.protocol} not allowed`, raw);
  if (url.username || url.password) throw blocked('URLs with credentials are not fetched', raw);
  if (isAllowedHost(url, options.allowHosts)) return url;
  // The WHATWG parser has already turned decimal, octal and hex IPv4 forms into dotted quads.
  if (isIpLiteral(url.hostname)) {
    const verdict = classifyAddress(url.hostname);
    if (!verdict.allowed) throw blocked(`address ${url.hostname} is ${verdict.range}`, raw);
  } else if (/^(localhost|.*\.localhost|.*\.local|.*\.internal)$/i.test(url.hostname)) {
    throw blocked(`host ${url.hostname} is local`, raw);
  }
  return url;
}

export function isAllowedHost(url: URL, allowHosts: readonly string[]): boolean {
  if (allowHosts.length === 0) return false;
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const key = `${url.hostname}:${port}`.toLowerCase();
  return allowHosts.some((entry) => entry.trim().toLowerCase() === key);
}

async function refusePrivateName(url: URL, options: SafeFetchOptions): Promise<void> {
  let addresses: { address: string }[];
  try {
    addresses = await (options.lookupHost ?? defaultLookupHost)(url.hostname);
  } catch (error) {
    throw new ResolverHttpError('NETWORK', `the page could not be reached (${(error as NodeJS.ErrnoException).code ?? 'DNS'})`, {
      url: url.toString(),
      service: SERVICE,
      cause: error,
    });
  }
  const bad = addresses.map((a) => ({ a, v: classifyAddress(a.address) })).find((x) => !x.v.allowed);
  if (bad) throw blocked(`${url.hostname} resolves to ${bad.a.address} (${bad.v.range})`, url.toString());
}

async function request(url: URL, options: SafeFetchOptions, deadline: number, proxy?: string): Promise<IncomingMessage> {
  const allowed = isAllowedHost(url, options.allowHosts);
  const lookupHost = options.lookupHost ?? defaultLookupHost;
  // Called by net.connect for host names (never for IP literals): refuse if ANY answer is private,
  // so a name with one public and one private record cannot be used to rebind.
  const guardedLookup = (
    hostname: string,
    lookupOptions: { all?: boolean } | number,
    callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ): void => {
    lookupHost(hostname).then(
      (addresses) => {
        if (addresses.length === 0) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '');
        const bad = allowed ? undefined : addresses.map((a) => ({ a, v: classifyAddress(a.address) })).find((x) => !x.v.allowed);
        if (bad) {
          const error = Object.assign(new Error(`${hostname} resolves to ${bad.a.address} (${bad.v.range})`), { code: 'ESSRFBLOCKED' });
          return callback(error, '');
        }
        const all = typeof lookupOptions === 'object' && lookupOptions.all;
        if (all)
          return callback(
            null,
            addresses.map((a) => ({ address: a.address, family: a.family })),
          );
        const first = addresses[0]!;
        return callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };

  const agent = proxy ? await proxyAgent(url, proxy) : undefined;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return reject(timeout(url.toString(), options.timeoutMs));
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, {
      method: 'GET',
      ...(agent ? { agent } : { agent: false, lookup: guardedLookup as never }),
      headers: {
        'User-Agent': options.userAgent,
        Accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
        'Accept-Encoding': 'gzip, deflate, br',
      },
    });
    const timer = setTimeout(() => req.destroy(timeout(url.toString(), options.timeoutMs)), remaining);
    const onAbort = (): void => {
      req.destroy(new AbortError());
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const cleanup = (): void => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    };
    req.on('response', (response) => {
      cleanup();
      resolve(response);
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      cleanup();
      if (error instanceof AbortError || error instanceof ResolverHttpError) return reject(error);
      if (error.code === 'ESSRFBLOCKED') return reject(blocked(error.message, url.toString()));
      reject(
        new ResolverHttpError('NETWORK', `the page could not be reached (${error.code ?? error.message})`, {
          url: url.toString(),
          service: SERVICE,
          cause: error,
        }),
      );
    });
    req.end();
  });
}

function readBody(response: IncomingMessage, options: SafeFetchOptions, deadline: number, url: string): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const encoding = String(response.headers['content-encoding'] ?? '').toLowerCase();
    // The limit applies to the decompressed size: a small gzip can expand enormously.
    const stream =
      encoding === 'gzip' || encoding === 'x-gzip'
        ? response.pipe(zlib.createGunzip())
        : encoding === 'deflate'
          ? response.pipe(zlib.createInflate())
          : encoding === 'br'
            ? response.pipe(zlib.createBrotliDecompress())
            : response;
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const fail = (error: Error): void => {
      if (settled) return;
      settled = true;
      cleanup();
      response.destroy();
      if (stream !== response) stream.destroy();
      reject(error);
    };
    const timer = setTimeout(() => fail(timeout(url, options.timeoutMs)), Math.max(0, deadline - Date.now()));
    const onAbort = (): void => fail(new AbortError());
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const cleanup = (): void => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    };
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > options.maxBytes) return fail(unsupported(`page larger than ${options.maxBytes} bytes`, url));
      chunks.push(chunk);
    });
    stream.on('end', () => {
      if (settled) return;
      settled = true;
      cleanup();
      resolve(Buffer.concat(chunks));
    });
    stream.on('error', (error) =>
      fail(new ResolverHttpError('NETWORK', `reading the page failed (${error.message})`, { url, service: SERVICE, cause: error })),
    );
    response.on('error', (error) =>
      fail(new ResolverHttpError('NETWORK', `reading the page failed (${error.message})`, { url, service: SERVICE, cause: error })),
    );
  });
}

function decode(bytes: Buffer, contentType: string): string {
  const charset = contentType.match(/charset=["']?([\w-]+)/i)?.[1] ?? sniffCharset(bytes) ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function sniffCharset(bytes: Buffer): string | undefined {
  const head = bytes.subarray(0, 2048).toString('latin1');
  return head.match(/<meta[^>]+charset=["']?([\w-]+)/i)?.[1];
}

function blocked(message: string, url: string): ResolverHttpError {
  return new ResolverHttpError('BLOCKED', `refused to fetch ${url}: ${message}`, { url, service: SERVICE });
}

function unsupported(message: string, url: string): ResolverHttpError {
  return new ResolverHttpError('UNSUPPORTED_CONTENT', `${url}: ${message}`, { url, service: SERVICE });
}

function timeout(url: string, ms: number): ResolverHttpError {
  return new ResolverHttpError('TIMEOUT', `the page did not load within ${ms} ms`, { url, service: SERVICE });
}
