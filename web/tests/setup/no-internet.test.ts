// The network guard every test file runs under (tests/setup/no-internet.ts, a vitest setup file).
import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { connectTarget, isLocalHost, takeBlockedConnections } from './no-internet.ts';

describe('the no-internet guard', () => {
  it('refuses fetch, http and raw sockets to outside hosts, and records them', async () => {
    takeBlockedConnections();
    await expect(fetch('https://api.crossref.org/works?rows=1')).rejects.toThrow();
    const viaHttp = await new Promise<NodeJS.ErrnoException>((resolve) => {
      http.get('http://export.arxiv.org/api/query?id_list=1706.03762', () => resolve(new Error('answered'))).on('error', resolve);
    });
    expect(viaHttp.code).toBe('ENETUNREACH');
    const viaSocket = await new Promise<NodeJS.ErrnoException>((resolve) => {
      net.connect(443, '93.184.216.34').on('error', resolve);
    });
    expect(viaSocket.message).toContain('Tests may not reach the internet');
    expect(takeBlockedConnections()).toEqual(['api.crossref.org:443', 'export.arxiv.org:80', '93.184.216.34:443']);
  });

  it('lets loopback through', async () => {
    const server = http.createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok');
      expect(await (await fetch(`http://localhost:${port}/`)).text()).toBe('ok');
    } finally {
      server.close();
    }
    expect(takeBlockedConnections()).toEqual([]);
  });

  it('tells local from outside hosts and reads every connect() signature', () => {
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]', 'app.localhost', '::ffff:127.0.0.1']) expect(isLocalHost(host), host).toBe(true);
    for (const host of ['api.crossref.org', 'export.arxiv.org', '10.0.0.1', '192.168.1.1', '8.8.8.8', 'localhost.example.com'])
      expect(isLocalHost(host), host).toBe(false);
    expect(connectTarget([{ host: 'example.org', port: 443 }])).toEqual({ host: 'example.org', port: '443' });
    expect(connectTarget([[{ host: 'example.org', port: 80 }, null]])).toEqual({ host: 'example.org', port: '80' });
    expect(connectTarget([5432, '127.0.0.1'])).toEqual({ host: '127.0.0.1', port: '5432' });
    expect(connectTarget([5432])).toEqual({ host: 'localhost', port: '5432' });
    expect(connectTarget(['/tmp/.s.PGSQL.5432'])).toBeNull();
    expect(connectTarget([{ path: '/tmp/sock' }])).toBeNull();
  });
});
