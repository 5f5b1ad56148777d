import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { environmentFetch, proxyConfigured, proxyFromEnvironment } from './proxy.ts';
import { safeFetch } from './safe-fetch.ts';
import type { SafeFetchOptions } from './safe-fetch.ts';

// A forward proxy on loopback that answers every request itself: nothing leaves this machine.
const seen: string[] = [];
let proxyUrl = '';
const proxy = http.createServer((req, res) => {
  seen.push(`${req.method} ${req.url}`);
  if (req.url?.includes('/works')) {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'ok', message: { items: [] } }));
    return;
  }
  res.writeHead(200, { 'content-type': 'text/html' }).end('<html><head><title>Through the proxy</title></head></html>');
});
// CONNECT to port 80 is tunnelled to a local stand-in for the API (undici tunnels plain http too);
// anything else is refused, so an https page tunnel is seen and then fails.
const api = http.createServer((req, res) => {
  seen.push(`tunnelled ${req.method} ${req.url}`);
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'ok', message: { items: [] } }));
});
proxy.on('connect', (req, socket) => {
  seen.push(`CONNECT ${req.url}`);
  if (!req.url?.endsWith(':80')) return void socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
  const upstream = net.connect((api.address() as AddressInfo).port, '127.0.0.1', () => {
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    upstream.pipe(socket);
    socket.pipe(upstream);
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(async () => {
  proxy.closeAllConnections();
  api.closeAllConnections();
  await new Promise<void>((resolve) => proxy.close(() => resolve()));
  await new Promise<void>((resolve) => api.close(() => resolve()));
});
afterEach(() => {
  seen.length = 0;
  vi.unstubAllEnvs();
});

function options(address: string): SafeFetchOptions {
  return {
    allowHosts: [],
    lookupHost: async () => [{ address, family: 4 }],
    timeoutMs: 3000,
    maxBytes: 1e6,
    maxRedirects: 2,
    userAgent: 'test',
    proxyFor: () => proxyUrl,
  };
}

describe('landing pages through a proxy', () => {
  it('asks the proxy for the page (absolute URI for http)', async () => {
    const page = await safeFetch('http://news.example/story', options('93.184.216.34'));
    expect(page.body).toContain('Through the proxy');
    expect(seen).toEqual(['GET http://news.example/story']);
  });

  it('tunnels https through CONNECT', async () => {
    await expect(safeFetch('https://news.example/story', options('93.184.216.34'))).rejects.toThrow();
    expect(seen).toEqual(['CONNECT news.example:443']);
  });

  it('still refuses a name that resolves to a private address, before the proxy is asked', async () => {
    await expect(safeFetch('http://intranet.example/admin', options('10.1.2.3'))).rejects.toThrow(/10\.1\.2\.3/);
    await expect(safeFetch('http://169.254.169.254/latest/meta-data', options('93.184.216.34'))).rejects.toThrow(/169\.254/);
    expect(seen).toEqual([]);
  });
});

describe('the environment', () => {
  it('names a proxy with HTTPS_PROXY / HTTP_PROXY in either case, and NO_PROXY exempts hosts', () => {
    vi.stubEnv('HTTPS_PROXY', '');
    vi.stubEnv('https_proxy', '');
    vi.stubEnv('HTTP_PROXY', '');
    vi.stubEnv('http_proxy', '');
    vi.stubEnv('ALL_PROXY', '');
    vi.stubEnv('all_proxy', '');
    expect(proxyConfigured()).toBe(false);
    vi.stubEnv('https_proxy', 'http://proxy.corp:3128');
    vi.stubEnv('NO_PROXY', '.internal.corp,localhost');
    expect(proxyConfigured()).toBe(true);
    expect(proxyFromEnvironment(new URL('https://api.crossref.org/works'))).toBe('http://proxy.corp:3128');
    expect(proxyFromEnvironment(new URL('https://wiki.internal.corp/x'))).toBeUndefined();
    expect(proxyFromEnvironment(new URL('http://api.crossref.org/works'))).toBeUndefined();
  });

  it('sends the bibliographic APIs through HTTP_PROXY', async () => {
    vi.stubEnv('HTTP_PROXY', proxyUrl);
    vi.stubEnv('http_proxy', proxyUrl);
    vi.stubEnv('NO_PROXY', '');
    vi.stubEnv('no_proxy', '');
    const fetch = environmentFetch();
    const response = await fetch('http://api.crossref.test/works?query=x');
    expect(response.status).toBe(200);
    expect(seen).toEqual(['CONNECT api.crossref.test:80', 'tunnelled GET /works?query=x']);
  });
});
