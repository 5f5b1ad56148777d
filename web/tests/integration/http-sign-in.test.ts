// The whole server over real HTTP: sign-in through the local OpenID provider (authorization code +
// PKCE + state), an upload processed by the real citation-core in the in-process worker, downloads,
// the streaming size limit, sign-out.
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, follow, jarFetch } from '../helpers/cookie-fetch.ts';
import { citedDocx, uploadForm } from '../helpers/make-docx.ts';
import { startTestServer } from '../helpers/test-server.ts';
import type { StartedApp } from '../helpers/test-server.ts';
import { waitFor } from '../helpers/wait.ts';

let server: StartedApp;
let base: string;

beforeAll(async () => {
  server = await startTestServer({ mode: 'development' });
  base = server.base;
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

async function signIn(email: string) {
  const jar = new CookieJar();
  const start = await follow(jar, `${base}/api/login?returnTo=%2Fjobs`);
  expect(start.response.status).toBe(200);
  const page = await start.response.text();
  expect(page).toContain('type="email"');
  expect(page).toContain('>Sign in</button>');
  const action = /action="([^"]+)"/.exec(page)?.[1] as string;
  const done = await follow(jar, new URL(action, base).href, {
    method: 'POST',
    body: new URLSearchParams({ email }),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  return { jar, start, done };
}

describe('Signing in through the local OpenID provider', () => {
  it('goes through the provider and back to the page asked for, with a session cookie', async () => {
    const { jar, start, done } = await signIn('Ada@Example.com');
    expect(start.visited[1]).toMatch(/\/oidc\/auth\?.*code_challenge_method=S256.*/);
    expect(start.visited[1]).toContain('state=');
    expect(done.visited.some((u) => u.includes('/api/auth/callback?code='))).toBe(true);
    expect(done.visited[done.visited.length - 1]).toBe(`${base}/jobs`);
    expect(jar.has('__session')).toBe(true);
    const me = await (await jarFetch(jar, `${base}/api/auth/user`)).json();
    // Signing in first makes nobody an administrator (ADMIN_EMAILS or `npm run admin:grant` do); the
    // local provider vouches for the address (email_verified), so the free credits are there.
    expect(me).toMatchObject({ email: 'ada@example.com', role: 'user', credits: 100 });
  });

  it('a second user is a regular user', async () => {
    const { jar } = await signIn('bob@example.com');
    expect(await (await jarFetch(jar, `${base}/api/auth/user`)).json()).toMatchObject({ email: 'bob@example.com', role: 'user' });
  });

  it('refuses an invalid e-mail address on the sign-in form', async () => {
    const jar = new CookieJar();
    const start = await follow(jar, `${base}/api/login`);
    const action = /action="([^"]+)"/.exec(await start.response.text())?.[1] as string;
    const response = await jarFetch(jar, new URL(action, base).href, {
      method: 'POST',
      body: new URLSearchParams({ email: 'not-an-address' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Please enter a valid e-mail address.');
  });

  it('is not offered to a client on another machine, even through a proxy on this one', async () => {
    for (const path of ['/api/login', '/oidc/auth?client_id=x', '/api/auth/callback?code=a&state=b']) {
      const response = await fetch(`${base}${path}`, { headers: { 'X-Forwarded-For': '203.0.113.9' }, redirect: 'manual' });
      expect(response.status, path).toBe(403);
      expect(await response.text()).toContain('Sign-in is not available from another computer');
    }
  });

  it('listens on loopback only by default', async () => {
    const external = Object.values(os.networkInterfaces())
      .flat()
      .find((i) => i && !i.internal && i.family === 'IPv4');
    if (!external) return; // a machine with no other interface cannot tell
    const reached = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: external.address, port: server.port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    expect(reached).toBe(false);
  });

  it('a callback with a forged state is refused', async () => {
    const jar = new CookieJar();
    await jarFetch(jar, `${base}/api/login`);
    const response = await jarFetch(jar, `${base}/api/auth/callback?code=abc&state=forged`);
    expect(response.status).toBe(400);
    expect(await (await jarFetch(jar, `${base}/api/auth/user`)).json()).toEqual({ error: expect.stringContaining('Unauthorized') });
  });
});

describe('A signed-in user over HTTP', () => {
  it('uploads a document, which the real pipeline processes, and downloads the results', async () => {
    const { jar } = await signIn('carol@example.com');
    const upload = await jarFetch(jar, `${base}/api/process`, { method: 'POST', body: uploadForm(citedDocx(), 'paper.docx') });
    expect(upload.status).toBe(200);
    const { jobId } = (await upload.json()) as { jobId: string };
    const job = await waitFor(
      async () => {
        const body = await (await jarFetch(jar, `${base}/api/jobs/${jobId}`)).json();
        return body.status !== 'processing' ? body : null;
      },
      30_000,
      'the job to finish',
    );
    expect(job).toMatchObject({ status: 'completed', citationsFound: 2, bibtexEntries: 2, progress: 100, creditsUsed: 2 });
    expect(job.processingLogs.length).toBeGreaterThan(0);

    const bib = await jarFetch(jar, `${base}/api/download/${jobId}/bibtex`);
    expect(bib.headers.get('Content-Disposition')).toContain('paper.bib');
    expect(await bib.text()).toContain('@article{lecun2015');
    const zip = new Uint8Array(await (await jarFetch(jar, `${base}/api/download/${jobId}`)).arrayBuffer());
    expect([...zip.slice(0, 2)]).toEqual([0x50, 0x4b]);
    const credits = await (await jarFetch(jar, `${base}/api/user/credits`)).json();
    expect(credits.credits).toBe(98);

    // Signed out, a download link goes to sign-in and comes back.
    // (node:http, because fetch sets its own Sec-Fetch-Mode.)
    const anonymous = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(`${base}/api/download/${jobId}/bibtex`, { headers: { 'Sec-Fetch-Mode': 'navigate', Accept: 'text/html' } }, (r) => {
        r.resume();
        resolve(r);
      }),
    );
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toBe(`/api/login?returnTo=${encodeURIComponent(`/api/download/${jobId}/bibtex`)}`);
    const apiCall = await fetch(`${base}/api/download/${jobId}/bibtex`);
    expect(apiCall.status).toBe(401);
  }, 40_000);

  it('gets "File too large" before the upload has finished streaming', async () => {
    const { jar } = await signIn('dan@example.com');
    const { status, body, written } = await new Promise<{ status: number; body: string; written: number }>((resolve, reject) => {
      const boundary = 'xBOUNDARYx';
      const url = new URL(`${base}/api/process`);
      const request = http.request({
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { Cookie: jar.header(), 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Transfer-Encoding': 'chunked' },
      });
      let written = 0;
      let answered = false;
      const chunk = Buffer.alloc(1024 * 1024, 65);
      request.on('response', (response) => {
        answered = true;
        let text = '';
        response.on('data', (c: Buffer) => (text += c.toString()));
        response.on('end', () => {
          request.destroy();
          resolve({ status: response.statusCode ?? 0, body: text, written });
        });
      });
      request.on('error', (error) => (answered ? undefined : reject(error)));
      request.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.docx"\r\n\r\n`);
      // Keep sending (never ending the body) until the server answers.
      const pump = () => {
        if (answered || written > 200 * 1024 * 1024) return;
        written += chunk.length;
        if (request.write(chunk)) setImmediate(pump);
        else request.once('drain', pump);
      };
      pump();
    });
    expect(status).toBe(413);
    expect(JSON.parse(body).error).toBe('File too large: Please upload a file smaller than 50MB');
    expect(written).toBeLessThan(120 * 1024 * 1024);
  });

  it('signs out on the server: a copied cookie is refused afterwards, and a GET never signs out', async () => {
    const { jar } = await signIn('erin@example.com');
    const copied = jar.header();
    const asCopy = () => fetch(`${base}/api/auth/user`, { headers: { Cookie: copied } });
    // A link or an image elsewhere cannot end the session.
    expect((await jarFetch(jar, `${base}/api/logout`)).status).toBe(200);
    expect((await asCopy()).status).toBe(200);
    const out = await jarFetch(jar, `${base}/api/logout`, { method: 'POST' });
    expect(out.status).toBe(302);
    expect((await jarFetch(jar, `${base}/api/auth/user`)).status).toBe(401);
    expect((await asCopy()).status).toBe(401);
  });

  it("asks who is signing in after a sign-out: the next person at the browser does not get the last one's account", async () => {
    const { jar } = await signIn('gina@example.com');
    expect((await jarFetch(jar, `${base}/api/logout`, { method: 'POST' })).status).toBe(302);
    const again = await follow(jar, `${base}/api/login?returnTo=%2Fjobs`);
    expect(again.visited[1]).toContain('prompt=login');
    const page = await again.response.text();
    expect(page).toContain('type="email"');
    const action = /action="([^"]+)"/.exec(page)?.[1] as string;
    await follow(jar, new URL(action, base).href, {
      method: 'POST',
      body: new URLSearchParams({ email: 'hank@example.com' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(await (await jarFetch(jar, `${base}/api/auth/user`)).json()).toMatchObject({ email: 'hank@example.com' });
    // Signed in again, the browser's next sign-in (after this session ends on its own) is a quiet one.
    expect(jar.has('signed_out')).toBe(false);
  });

  it('gives a new session id at every sign-in, and "sign out everywhere" ends every browser of the account', async () => {
    const first = await signIn('frank@example.com');
    const second = await signIn('frank@example.com');
    const idOf = (header: string) => /__session=([^;]+)/.exec(header)?.[1];
    expect(idOf(first.jar.header())).not.toBe(idOf(second.jar.header()));
    const other = await signIn('grace@example.com');
    const ended = await jarFetch(first.jar, `${base}/api/sessions`, { method: 'POST' });
    expect(ended.status).toBe(200);
    expect((await ended.json()).ended).toBe(2);
    expect((await jarFetch(first.jar, `${base}/api/auth/user`)).status).toBe(401);
    expect((await jarFetch(second.jar, `${base}/api/auth/user`)).status).toBe(401);
    // Another account is not touched.
    expect((await jarFetch(other.jar, `${base}/api/auth/user`)).status).toBe(200);
  });
});
