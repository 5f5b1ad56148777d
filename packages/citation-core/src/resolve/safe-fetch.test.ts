import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyAddress } from './ip-policy.ts';
import type { SafeFetchOptions } from './safe-fetch.ts';
import { safeFetch } from './safe-fetch.ts';

let server: Server;
let other: Server;
let port = 0;
let otherPort = 0;
let connections = 0;

const PAGE = '<html><head><meta name="citation_title" content="A page"></head><body>ok</body></html>';

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const to = (location: string) => {
      res.writeHead(302, { Location: location });
      res.end();
    };
    switch (url.pathname) {
      case '/ok':
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        return res.end(PAGE);
      case '/xhtml':
        res.writeHead(200, { 'Content-Type': 'application/xhtml+xml' });
        return res.end(PAGE);
      case '/latin1':
        res.writeHead(200, { 'Content-Type': 'text/html; charset=iso-8859-1' });
        return res.end(Buffer.from('<title>Gr\xfc\xdfe</title>', 'latin1'));
      case '/gzip':
        res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' });
        return res.end(gzipSync(PAGE));
      case '/bomb':
        res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' });
        return res.end(gzipSync(Buffer.alloc(2_000_000, 32)));
      case '/big':
        res.writeHead(200, { 'Content-Type': 'text/html' });
        return res.end('x'.repeat(300_000));
      case '/big-declared':
        res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Length': '999999999' });
        return res.end();
      case '/pdf':
        res.writeHead(200, { 'Content-Type': 'application/pdf' });
        return res.end('%PDF-1.4');
      case '/missing':
        res.writeHead(404, { 'Content-Type': 'text/html' });
        return res.end('<h1>404</h1>');
      case '/error':
        res.writeHead(500, { 'Content-Type': 'text/html' });
        return res.end('oops');
      case '/slow':
        return; // never answers
      case '/to-ok':
        return to('/ok');
      case '/to-private':
        return to('http://10.0.0.5/admin');
      case '/to-metadata':
        return to('http://169.254.169.254/latest/meta-data/');
      case '/to-other-port':
        return to(`http://127.0.0.1:${otherPort}/`);
      case '/to-name':
        return to('http://intranet.example/');
      case '/to-file':
        return to('file:///etc/passwd');
      default: {
        const loop = url.pathname.match(/^\/loop\/(\d+)$/);
        if (loop) return to(`/loop/${Number(loop[1]) + 1}`);
        res.writeHead(404);
        return res.end();
      }
    }
  });
  server.on('connection', () => connections++);
  other = createServer((_req, res) => res.end('internal'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  otherPort = (other.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await new Promise((resolve) => other.close(resolve));
});

function options(overrides: Partial<SafeFetchOptions> = {}): SafeFetchOptions {
  return {
    allowHosts: [`127.0.0.1:${port}`],
    lookupHost: async (host) => {
      throw Object.assign(new Error(`unexpected DNS lookup of ${host}`), { code: 'ENOTFOUND' });
    },
    timeoutMs: 2000,
    maxBytes: 100_000,
    maxRedirects: 5,
    userAgent: 'cite-repair-test',
    ...overrides,
  };
}

const local = (path: string) => `http://127.0.0.1:${port}${path}`;

describe('safeFetch — allowed', () => {
  it('fetches an HTML page from an allowed host:port', async () => {
    const page = await safeFetch(local('/ok'), options());
    expect(page).toMatchObject({ status: 200, body: PAGE, url: local('/ok') });
  });

  it('follows a redirect inside the allowed host', async () => {
    expect((await safeFetch(local('/to-ok'), options())).url).toBe(local('/ok'));
  });

  it('lets an allowed host name through even when it resolves to loopback', async () => {
    const looked: string[] = [];
    const page = await safeFetch(`http://mock.test:${port}/ok`, {
      ...options({ allowHosts: [`mock.test:${port}`] }),
      lookupHost: async (host) => {
        looked.push(host);
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    expect(page.status).toBe(200);
    expect(looked).toEqual(['mock.test']);
  });

  it('accepts XHTML, decodes gzip and declared charsets, and returns 404 as a status', async () => {
    expect((await safeFetch(local('/xhtml'), options())).body).toBe(PAGE);
    expect((await safeFetch(local('/gzip'), options())).body).toBe(PAGE);
    expect((await safeFetch(local('/latin1'), options())).body).toBe('<title>Grüße</title>');
    expect(await safeFetch(local('/missing'), options())).toMatchObject({ status: 404, body: '' });
  });
});

describe('safeFetch — refused (SSRF)', () => {
  const refusedLiterals: [string, string][] = [
    ['loopback 127.0.0.1', `http://127.0.0.1:${9}/`],
    ['loopback [::1]', 'http://[::1]/'],
    ['private 10.x', 'http://10.0.0.1/'],
    ['private 192.168.x', 'http://192.168.1.1/router'],
    ['private 172.16.x', 'https://172.16.0.10/'],
    ['cloud metadata 169.254.169.254', 'http://169.254.169.254/latest/meta-data/'],
    ['IPv4-mapped IPv6 (dotted)', 'http://[::ffff:127.0.0.1]/'],
    ['IPv4-mapped IPv6 (hex)', 'http://[::ffff:a9fe:a9fe]/'],
    ['decimal-encoded 2130706433', 'http://2130706433/'],
    ['octal-encoded 0177.0.0.1', 'http://0177.0.0.1/'],
    ['hex-encoded 0x7f000001', 'http://0x7f000001/'],
    ['shortened 127.1', 'http://127.1/'],
    ['unspecified 0.0.0.0', 'http://0.0.0.0/'],
    ['unspecified 0', 'http://0/'],
    ['CGNAT 100.64.x', 'http://100.64.10.1/'],
    ['multicast', 'http://224.0.0.1/'],
    ['IPv6 unique local', 'http://[fd00:ec2::254]/'],
    ['IPv6 link local', 'http://[fe80::1]/'],
    ['NAT64 of a private address', 'http://[64:ff9b::a00:1]/'],
    ['localhost', 'http://localhost/'],
  ];

  it.each(refusedLiterals)('refuses %s without connecting', async (_name, url) => {
    const before = connections;
    await expect(safeFetch(url, options({ allowHosts: [] }))).rejects.toMatchObject({ code: 'BLOCKED' });
    expect(connections).toBe(before);
  });

  it('refuses a loopback server that is not in the allow list (wrong port)', async () => {
    await expect(safeFetch(`http://127.0.0.1:${otherPort}/`, options())).rejects.toMatchObject({ code: 'BLOCKED' });
  });

  it('refuses a host name that resolves to a private address', async () => {
    const looked: string[] = [];
    const lookupHost = async (host: string) => {
      looked.push(host);
      return [{ address: '10.20.30.40', family: 4 }];
    };
    await expect(safeFetch('http://intranet.example/', { ...options(), lookupHost })).rejects.toMatchObject({
      code: 'BLOCKED',
      message: expect.stringMatching(/10\.20\.30\.40 \(private\)/),
    });
    expect(looked).toEqual(['intranet.example']);
  });

  it('refuses a name with one public and one private address (rebinding)', async () => {
    const lookupHost = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '::ffff:169.254.169.254', family: 6 },
    ];
    await expect(safeFetch('http://mixed.example/', { ...options(), lookupHost })).rejects.toMatchObject({ code: 'BLOCKED' });
  });

  it('re-checks every redirect hop', async () => {
    await expect(safeFetch(local('/to-private'), options())).rejects.toMatchObject({ code: 'BLOCKED', message: expect.stringMatching(/10\.0\.0\.5/) });
    await expect(safeFetch(local('/to-metadata'), options())).rejects.toMatchObject({ code: 'BLOCKED' });
    await expect(safeFetch(local('/to-other-port'), options())).rejects.toMatchObject({ code: 'BLOCKED' });
    await expect(safeFetch(local('/to-file'), options())).rejects.toMatchObject({ code: 'BLOCKED', message: expect.stringMatching(/scheme file:/) });
    const lookupHost = async () => [{ address: '192.168.0.7', family: 4 }];
    await expect(safeFetch(local('/to-name'), { ...options(), lookupHost })).rejects.toMatchObject({ code: 'BLOCKED' });
  });

  it('stops after five redirects', async () => {
    await expect(safeFetch(local('/loop/0'), options())).rejects.toMatchObject({ code: 'BLOCKED', message: expect.stringMatching(/more than 5 redirects/) });
    await expect(safeFetch(local('/loop/0'), options({ maxRedirects: 10 }))).rejects.toMatchObject({ code: 'BLOCKED' });
  });

  it('refuses other schemes and credentials', async () => {
    await expect(safeFetch('file:///etc/passwd', options())).rejects.toMatchObject({ code: 'BLOCKED' });
    await expect(safeFetch('ftp://example.org/x', options())).rejects.toMatchObject({ code: 'BLOCKED' });
    await expect(safeFetch(`http://user:secret@127.0.0.1:${port}/ok`, options())).rejects.toMatchObject({ code: 'BLOCKED' });
  });
});

describe('safeFetch — content rules', () => {
  it('refuses non-HTML content', async () => {
    await expect(safeFetch(local('/pdf'), options())).rejects.toMatchObject({ code: 'UNSUPPORTED_CONTENT' });
  });

  it('refuses bodies over the size limit, declared, streamed or decompressed', async () => {
    await expect(safeFetch(local('/big-declared'), options())).rejects.toMatchObject({ code: 'UNSUPPORTED_CONTENT' });
    await expect(safeFetch(local('/big'), options())).rejects.toMatchObject({ code: 'UNSUPPORTED_CONTENT' });
    await expect(safeFetch(local('/bomb'), options())).rejects.toMatchObject({ code: 'UNSUPPORTED_CONTENT' });
  });

  it('times out a server that never answers', async () => {
    await expect(safeFetch(local('/slow'), options({ timeoutMs: 150 }))).rejects.toMatchObject({ code: 'TIMEOUT' });
  });

  it('reports server errors as HTTP status errors', async () => {
    await expect(safeFetch(local('/error'), options())).rejects.toMatchObject({ code: 'HTTP_STATUS', status: 500 });
  });
});

describe('classifyAddress', () => {
  it('allows public unicast only', () => {
    expect(classifyAddress('93.184.216.34')).toEqual({ allowed: true, range: 'unicast' });
    expect(classifyAddress('2606:4700::1111').allowed).toBe(true);
    expect(classifyAddress('::ffff:8.8.8.8').allowed).toBe(true);
    expect(classifyAddress('::ffff:10.0.0.1')).toEqual({ allowed: false, range: 'private' });
    expect(classifyAddress('100.100.100.200')).toEqual({ allowed: false, range: 'carrierGradeNat' });
    expect(classifyAddress('not-an-ip').allowed).toBe(false);
  });
});
