import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER } from '../app/utils/client-ip.server.ts';
import { contentSecurityPolicy, isSameSite, requestGuards } from './request-guards.ts';

describe('isSameSite', () => {
  it("trusts the browser's Sec-Fetch-Site first", () => {
    expect(isSameSite({ secFetchSite: 'same-origin', origin: 'http://evil.example' }, undefined)).toBe(true);
    expect(isSameSite({ secFetchSite: 'same-site', host: 'localhost:3000' }, undefined)).toBe(false);
    expect(isSameSite({ secFetchSite: 'cross-site' }, undefined)).toBe(false);
  });
  it('else compares Origin with the host or APP_URL; no header at all is a non-browser client', () => {
    expect(isSameSite({ origin: 'http://localhost:3000', host: 'localhost:3000' }, undefined)).toBe(true);
    expect(isSameSite({ origin: 'http://localhost:4000', host: 'localhost:3000' }, undefined)).toBe(false);
    expect(isSameSite({ origin: 'https://app.example.org', host: '10.0.0.5:3000' }, 'https://app.example.org')).toBe(true);
    expect(isSameSite({ origin: 'null', host: 'localhost:3000' }, undefined)).toBe(false);
    expect(isSameSite({ host: 'localhost:3000' }, undefined)).toBe(true);
  });
});

async function serve(trustProxy: false | number): Promise<{ base: string; close: () => Promise<void> }> {
  const app = express();
  if (trustProxy !== false) app.set('trust proxy', trustProxy);
  app.use(requestGuards('http://localhost:3000'));
  app.get('/cookie', (req, res) => {
    res.setHeader('Set-Cookie', ['a=1; Path=/; HttpOnly', 'b=2; Path=/; Secure']);
    res.append('Set-Cookie', 'c=3; Path=/');
    res.json({ ip: req.headers[CLIENT_IP_HEADER], nonce: res.locals.cspNonce });
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('requestGuards', () => {
  it('sends a CSP with a fresh nonce per request, for scripts; the nonce reaches the app', async () => {
    const { base, close } = await serve(false);
    try {
      const [a, b] = await Promise.all([fetch(`${base}/cookie`), fetch(`${base}/cookie`)]);
      const policies = [a, b].map((r) => r.headers.get('Content-Security-Policy') as string);
      const nonces = policies.map((p) => /script-src 'self' 'nonce-([^']+)'/.exec(p)?.[1]);
      expect(nonces[0]).toBeTruthy();
      expect(nonces[0]).not.toBe(nonces[1]);
      expect(((await a.json()) as { nonce: string }).nonce).toBe(nonces[0]);
      expect(policies[0]).toContain("frame-ancestors 'none'");
      expect(policies[0]).toContain("object-src 'none'");
      expect(policies[0]).not.toContain('unsafe-eval');
      expect(contentSecurityPolicy('n', 'development')).toContain("connect-src 'self' ws: wss:");
    } finally {
      await close();
    }
  });

  it('makes every cookie Secure over https, and believes X-Forwarded-Proto/-For only with a trusted proxy', async () => {
    const secureFlags = (response: Response) => response.headers.getSetCookie().map((c) => /;\s*Secure/i.test(c));
    const headers = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '203.0.113.50', [CLIENT_IP_HEADER]: '1.2.3.4' };

    const untrusted = await serve(false);
    try {
      const response = await fetch(`${untrusted.base}/cookie`, { headers });
      expect(secureFlags(response)).toEqual([false, true, false]);
      expect(response.headers.get('Strict-Transport-Security')).toBeNull();
      // The client's own header is overwritten with the socket's address.
      expect(((await response.json()) as { ip: string }).ip).toBe('127.0.0.1');
    } finally {
      await untrusted.close();
    }

    const trusted = await serve(1);
    try {
      const response = await fetch(`${trusted.base}/cookie`, { headers });
      expect(secureFlags(response)).toEqual([true, true, true]);
      expect(response.headers.get('Strict-Transport-Security')).toContain('max-age=');
      expect(((await response.json()) as { ip: string }).ip).toBe('203.0.113.50');
    } finally {
      await trusted.close();
    }
  });
});
