// The reproductions of issue 13, run against a live server over HTTP: each check says PASS or FAIL
// with what it saw. Used by scripts/security-check (the built app on a fresh embedded PostgreSQL) and,
// in its short form, by tests/integration/security-check.test.ts.
//
// The server must run with the local sign-in on loopback, no TRUST_PROXY, RATE_LIMIT_SIGN_IN and
// RATE_LIMIT_UPLOADS_PER_USER low enough to reach (see SECURITY_CHECK_ENV).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CookieJar, follow, jarFetch } from '../tests/helpers/cookie-fetch.ts';
import { makeDocx } from '../tests/helpers/make-docx.ts';

export const SECURITY_CHECK_ENV = {
  HOST: '127.0.0.1',
  RUN_WORKER: '0',
  TRUST_PROXY: '',
  LOCAL_SIGN_IN: '0',
  RATE_LIMIT_SIGN_IN: '30',
  RATE_LIMIT_SIGN_UP: '30',
  RATE_LIMIT_UPLOADS_PER_USER: '3',
  CITE_REPAIR_OFFLINE: '1',
} as const;

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

export interface CheckOptions {
  base: string;
  port: number;
  /** Skip the slow ones (concurrent large uploads). */
  short?: boolean;
  /** Run only the load check (20 concurrent 49 MB uploads); the server's sign-in limits must be off. */
  load?: boolean;
  /** Resident memory of the server process, when it runs in this one. */
  serverRss?: () => number;
}

class CheckFailed extends Error {}

function expect(condition: unknown, detail: string): asserts condition {
  if (!condition) throw new CheckFailed(detail);
}

let emailCounter = 0;

/** Signs in through the local provider like a browser; returns the cookie jar. */
async function signIn(base: string): Promise<CookieJar> {
  emailCounter += 1;
  const email = `check${emailCounter}-${Date.now()}@example.com`;
  const jar = new CookieJar();
  const start = await follow(jar, `${base}/api/login?returnTo=%2F`);
  const page = await start.response.text();
  const action = /action="([^"]+)"/.exec(page)?.[1];
  expect(action, `the sign-in page had no form (HTTP ${start.response.status})`);
  const done = await follow(jar, new URL(action, base).href, {
    method: 'POST',
    body: new URLSearchParams({ email }),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  expect(jar.has('__session'), `no session after signing in (ended at ${done.visited.at(-1)}, HTTP ${done.response.status})`);
  return jar;
}

async function me(base: string, cookie: string): Promise<number> {
  const response = await fetch(`${base}/api/auth/user`, { headers: { Cookie: cookie } });
  await response.arrayBuffer();
  return response.status;
}

/** POST the file with curl (multipart field 'file'); the status, Retry-After and time taken. */
function curlUpload(url: string, cookie: string, file: string): Promise<{ status: number; retryAfter: string | null; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    execFile(
      'curl',
      ['-s', '-o', '/dev/null', '-D', '-', '-H', `Cookie: ${cookie}`, '-F', `file=@${file};filename=load.docx`, url],
      { maxBuffer: 1024 * 1024 },
      (error, stdout) => {
        if (error) return reject(error);
        // The last status line: curl shows "100 Continue" first.
        const status = Number([...stdout.matchAll(/^HTTP\/[\d.]+ (\d+)/gm)].at(-1)?.[1] ?? 0);
        const retryAfter = /^retry-after:\s*(\S+)/im.exec(stdout)?.[1] ?? null;
        resolve({ status, retryAfter, ms: Date.now() - started });
      },
    );
  });
}

function uploadBody(bytes: Uint8Array, name = 'paper.docx'): FormData {
  const form = new FormData();
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  return form;
}

type Check = { name: string; slow?: boolean; load?: boolean; run: (o: CheckOptions) => Promise<string> };

const CHECKS: Check[] = [
  {
    name: 'listens on loopback only',
    async run({ port }) {
      const external = Object.values(os.networkInterfaces())
        .flat()
        .find((i) => i && !i.internal && i.family === 'IPv4');
      if (!external) return 'no other interface on this machine to try';
      const reached = await new Promise<boolean>((resolve) => {
        const socket = net.connect({ host: external.address, port }, () => {
          socket.destroy();
          resolve(true);
        });
        socket.on('error', () => resolve(false));
      });
      expect(!reached, `reachable on ${external.address}:${port}`);
      return `refused on ${external.address}`;
    },
  },
  {
    name: 'sign-in refused to a non-loopback client (X-Forwarded-For)',
    async run({ base }) {
      for (const path of ['/api/login', '/oidc/auth?client_id=x', '/api/auth/callback?code=a&state=b']) {
        const response = await fetch(`${base}${path}`, { headers: { 'X-Forwarded-For': '203.0.113.9' }, redirect: 'manual' });
        await response.arrayBuffer();
        expect(response.status === 403, `${path} answered ${response.status}`);
      }
      return '403 on /api/login, /oidc, /api/auth/callback';
    },
  },
  {
    name: 'a cookie replayed after sign-out is refused; GET never signs out',
    async run({ base }) {
      const jar = await signIn(base);
      const copied = jar.header();
      expect((await me(base, copied)) === 200, 'the fresh session was not accepted');
      await (await fetch(`${base}/api/logout`, { headers: { Cookie: copied } })).arrayBuffer();
      expect((await me(base, copied)) === 200, 'a GET of /api/logout signed out');
      const out = await jarFetch(jar, `${base}/api/logout`, { method: 'POST' });
      expect(out.status === 302 || out.status === 303, `sign-out answered ${out.status}`);
      const status = await me(base, copied);
      expect(status === 401, `the copied cookie still works after sign-out (HTTP ${status})`);
      return 'copied cookie: 401 after POST /api/logout';
    },
  },
  {
    name: 'state-changing requests from another site are refused',
    async run({ base }) {
      const jar = await signIn(base);
      const cookie = jar.header();
      const attempts: [string, Record<string, string>][] = [
        ['/api/process', { Origin: 'https://evil.example' }],
        ['/api/process', { 'Sec-Fetch-Site': 'cross-site' }],
        ['/api/process', { Origin: 'null' }],
        ['/api/logout', { Origin: 'https://evil.example' }],
        ['/api/sessions', { 'Sec-Fetch-Site': 'same-site' }],
      ];
      for (const [path, headers] of attempts) {
        const response = await fetch(`${base}${path}`, {
          method: 'POST',
          headers: { ...headers, Cookie: cookie },
          body: uploadBody(makeDocx(['x'])),
          redirect: 'manual',
        });
        await response.arrayBuffer();
        expect(response.status === 403, `POST ${path} with ${JSON.stringify(headers)} answered ${response.status}`);
      }
      expect((await me(base, cookie)) === 200, 'a refused cross-site sign-out still signed out');
      return `${attempts.length} cross-site POSTs: 403`;
    },
  },
  {
    name: 'returnTo cannot redirect off the site',
    async run({ base }) {
      const jar = await signIn(base);
      const origin = new URL(base).origin;
      const tricks = [
        '//evil.example',
        '/\\evil.example',
        '/\t/evil.example',
        '/%09/evil.example',
        '/%0d/evil.example',
        '/%0a/evil.example',
        '/%0D%0A/evil.example',
        'https://evil.example',
        '/%2F%2Fevil.example',
        '%2F%2Fevil.example',
        '/%5Cevil.example',
        'javascript:alert(1)',
        '/\u0000/evil.example',
      ];
      for (const trick of tricks) {
        const response = await jarFetch(jar, `${base}/api/login?returnTo=${encodeURIComponent(trick)}`);
        await response.arrayBuffer();
        const location = response.headers.get('Location') ?? '';
        expect(response.status >= 300 && response.status < 400, `${JSON.stringify(trick)}: HTTP ${response.status}`);
        const bad =
          !location.startsWith('/') ||
          location.startsWith('//') ||
          location.startsWith('/\\') ||
          /[\u0000-\u001f\\]/.test(location) ||
          /^\/(%0[9ad]|%2f|%5c)/i.test(location);
        expect(!bad && new URL(location, base).origin === origin, `${JSON.stringify(trick)} redirected to ${JSON.stringify(location)}`);
      }
      return `${tricks.length} tricks stayed on the site`;
    },
  },
  {
    name: 'security headers, and every inline script carries the nonce',
    async run({ base }) {
      const response = await fetch(`${base}/`);
      const html = await response.text();
      const csp = response.headers.get('Content-Security-Policy') ?? '';
      const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce, `no script nonce in the CSP: ${JSON.stringify(csp)}`);
      expect(!/script-src[^;]*'unsafe-inline'/.test(csp), 'script-src allows unsafe-inline');
      for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"])
        expect(csp.includes(directive), `CSP lacks ${directive}`);
      expect(response.headers.get('X-Frame-Options') === 'DENY', 'X-Frame-Options is not DENY');
      expect(response.headers.get('X-Content-Type-Options') === 'nosniff', 'X-Content-Type-Options is not nosniff');
      expect(response.headers.get('Referrer-Policy'), 'no Referrer-Policy');
      const inline = [...html.matchAll(/<script\b([^>]*)>/g)].filter((m) => !/\bsrc=/.test(m[1] as string));
      expect(inline.length > 0, 'the page has no inline script to check');
      for (const m of inline) expect((m[1] as string).includes(`nonce="${nonce}"`), `an inline script without the nonce: <script${m[1]}>`);
      const second = (await fetch(`${base}/`)).headers.get('Content-Security-Policy') ?? '';
      expect(!second.includes(nonce), 'the nonce did not change between requests');
      return `CSP with a fresh nonce on ${inline.length} inline scripts; XFO, nosniff, Referrer-Policy`;
    },
  },
  {
    name: 'cookies: HttpOnly, SameSite; a client-written X-Forwarded-Proto is not believed',
    async run({ base }) {
      const jar = await signIn(base);
      const response = await fetch(`${base}/api/login?returnTo=%2F`, { headers: { Cookie: jar.header(), 'X-Forwarded-Proto': 'https' }, redirect: 'manual' });
      await response.arrayBuffer();
      expect(!response.headers.get('Strict-Transport-Security'), 'HSTS sent for a plain-http request claiming https (TRUST_PROXY is unset)');
      const fresh = await fetch(`${base}/api/login`, { redirect: 'manual' });
      await fresh.arrayBuffer();
      const cookies = fresh.headers.getSetCookie();
      expect(cookies.length > 0, 'no cookie set at the start of a sign-in');
      for (const cookie of cookies)
        expect(/;\s*HttpOnly/i.test(cookie) && /;\s*SameSite=Lax/i.test(cookie), `cookie without HttpOnly/SameSite: ${cookie.split(';')[0]}`);
      return `${cookies.length} cookies HttpOnly + SameSite=Lax; X-Forwarded-Proto ignored`;
    },
  },
  {
    name: 'uploads are rate-limited per user (429 + Retry-After)',
    async run({ base }) {
      const jar = await signIn(base);
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 0; i < 10 && last?.status !== 429; i++) {
        last = await jarFetch(jar, `${base}/api/process`, {
          method: 'POST',
          body: uploadBody(makeDocx(['A claim [1].', 'References', '[1] Smith J. A paper. 2020.'])),
        });
        const answer = (await last.json().catch(() => ({}))) as { jobId?: string };
        statuses.push(last.status);
        // One job per user at a time: cancel it so that the next upload is read (and counted).
        if (answer.jobId) await (await jarFetch(jar, `${base}/api/jobs/${answer.jobId}/cancel`, { method: 'POST' })).arrayBuffer();
      }
      expect(last?.status === 429, `never refused: ${statuses.join(', ')}`);
      expect(/^\d+$/.test(last.headers.get('Retry-After') ?? ''), 'no Retry-After on the 429');
      expect(!statuses.some((s) => s >= 500), `a 5xx answer: ${statuses.join(', ')}`);
      return `answers ${statuses.join(', ')}; Retry-After ${last.headers.get('Retry-After')} s`;
    },
  },
  {
    name: 'concurrent large uploads: answered, never 5xx, the server stays responsive',
    slow: true,
    async run({ base, serverRss }) {
      const users = await Promise.all([signIn(base), signIn(base), signIn(base), signIn(base)]);
      // A Word package followed by 20 MB of padding: accepted as an upload, refused later by the reader.
      const big = Buffer.concat([Buffer.from(makeDocx(['Large [1].'])), Buffer.alloc(20 * 1024 * 1024, 0x41)]);
      const tooBig = Buffer.alloc(60 * 1024 * 1024, 0x41);
      const before = serverRss?.();
      const started = Date.now();
      const uploads = users.map((jar) =>
        jarFetch(jar, `${base}/api/process`, { method: 'POST', body: uploadBody(big) }).then(async (r) => (await r.arrayBuffer(), r.status)),
      );
      const oversize = jarFetch(users[0] as CookieJar, `${base}/api/process`, { method: 'POST', body: uploadBody(tooBig) }).then(
        async (r) => (await r.arrayBuffer(), r.status),
      );
      // While they stream in, a page still answers.
      const pageStarted = Date.now();
      const page = await fetch(`${base}/terms`);
      await page.arrayBuffer();
      const pageMs = Date.now() - pageStarted;
      const statuses = await Promise.all(uploads);
      const oversizeStatus = await oversize;
      expect(
        statuses.every((s) => s === 200),
        `20 MB uploads answered ${statuses.join(', ')}`,
      );
      expect(oversizeStatus === 413 || oversizeStatus === 409, `the 60 MB upload answered ${oversizeStatus}`);
      expect(page.status === 200 && pageMs < 10_000, `a page took ${pageMs} ms (HTTP ${page.status}) during the uploads`);
      const rss = serverRss?.();
      const memory =
        before !== undefined && rss !== undefined
          ? `; RSS of this process (server and client together) ${Math.round(before / 2 ** 20)} → ${Math.round(rss / 2 ** 20)} MB`
          : '';
      return `4×20 MB → ${statuses.join(', ')}, 60 MB → ${oversizeStatus}, in ${Date.now() - started} ms; a page in ${pageMs} ms${memory}`;
    },
  },
  {
    name: 'load: 20 concurrent 49 MB uploads — each stored or told 503 + Retry-After, never another 5xx',
    load: true,
    async run({ base, serverRss }) {
      const users = [];
      for (let i = 0; i < 20; i++) users.push(await signIn(base));
      // One 49 MB Word package (padding after the parts), sent by curl processes: the memory measured
      // here is the server's alone.
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cite-repair-load-'));
      const file = path.join(dir, 'load.docx');
      fs.writeFileSync(file, Buffer.concat([Buffer.from(makeDocx(['Load [1].'])), Buffer.alloc(49 * 1024 * 1024 - 4096, 0x41)]));
      const before = serverRss?.();
      let peak = before ?? 0;
      const sampler = setInterval(() => (peak = Math.max(peak, serverRss?.() ?? 0)), 100);
      const started = Date.now();
      const answers = await Promise.all(users.map((jar) => curlUpload(`${base}/api/process`, jar.header(), file)));
      clearInterval(sampler);
      fs.rmSync(dir, { recursive: true, force: true });
      const counts = new Map<number, number>();
      for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
      const summary = [...counts].map(([status, n]) => `${n}×${status}`).join(', ');
      expect(
        answers.every((a) => a.status === 200 || (a.status === 503 && /^\d+$/.test(a.retryAfter ?? ''))),
        `answers: ${summary}`,
      );
      const slowest = Math.max(...answers.map((a) => a.ms));
      const memory = before !== undefined ? `; server RSS ${Math.round(before / 2 ** 20)} → peak ${Math.round(peak / 2 ** 20)} MB` : '';
      return `${summary} in ${Date.now() - started} ms (slowest ${slowest} ms)${memory}`;
    },
  },
  {
    // Last: it uses up this machine's sign-in allowance.
    name: 'sign-in is rate-limited per IP (429 + Retry-After), whatever header the client adds',
    async run({ base }) {
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 0; i < 60 && last?.status !== 429; i++) {
        last = await fetch(`${base}/api/login`, { redirect: 'manual', headers: { 'X-Cite-Repair-Client-IP': `198.51.100.${i}` } });
        await last.arrayBuffer();
        statuses.push(last.status);
      }
      expect(last?.status === 429, `never refused after ${statuses.length} sign-in requests`);
      expect(/^\d+$/.test(last.headers.get('Retry-After') ?? ''), 'no Retry-After on the 429');
      return `429 after ${statuses.length} requests; Retry-After ${last.headers.get('Retry-After')} s`;
    },
  },
];

export async function runSecurityChecks(options: CheckOptions, print: (line: string) => void = () => {}): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const check of CHECKS) {
    if ((check.slow && options.short) || Boolean(check.load) !== Boolean(options.load)) continue;
    let result: CheckResult;
    try {
      result = { name: check.name, ok: true, detail: await check.run(options) };
    } catch (error) {
      result = {
        name: check.name,
        ok: false,
        detail: error instanceof CheckFailed ? error.message : `crashed: ${error instanceof Error ? error.stack : String(error)}`,
      };
    }
    results.push(result);
    print(`${result.ok ? 'PASS' : 'FAIL'}  ${result.name} — ${result.detail}`);
  }
  return results;
}
