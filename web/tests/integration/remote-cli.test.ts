// The CLI against the web app: the real server on loopback (embedded PostgreSQL, in-process worker),
// personal tokens created through the API with a signed-in session, and the cite-repair bin run as a
// subprocess — login, whoami, one file, a batch, revoked and expired tokens, another user's job, Ctrl-C.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess, ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../app/utils/db.server.ts';
import { resetEnv } from '../../app/utils/env.server.ts';
import { startServer } from '../../server/start-server.ts';
import type { StartedServer } from '../../server/start-server.ts';
import { CookieJar, follow, jarFetch } from '../helpers/cookie-fetch.ts';
import { citedDocx, makeDocx, uploadForm } from '../helpers/make-docx.ts';
import { freePort } from '../helpers/test-server.ts';
import { waitFor } from '../helpers/wait.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoDir = path.resolve(here, '..', '..', '..');
const bin = path.join(repoDir, 'cli', 'bin', 'cite-repair.js');
const fixturesDir = path.resolve(process.env.SHARED_DIR ?? path.join(repoDir, '..', 'shared'), 'fixtures', 'docs');

let server: StartedServer;
let base: string;
let work: string;
/** While true, every metadata lookup of the server hangs until its job is cancelled. */
let slowLookups = false;

async function hangingFetch(_input: string | URL | Request, init?: RequestInit): Promise<Response> {
  if (slowLookups) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 120_000);
      init?.signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });
  }
  return new Response('{}', { status: 404, headers: { 'Content-Type': 'application/json' } });
}

/** Landing pages: the same, as safeFetch answers (a 404 page, or a wait while lookups are slow). */
async function hangingPage(url: string, options: { signal?: AbortSignal }): Promise<{ url: string; status: number; contentType: string; body: string }> {
  await hangingFetch(url, options.signal ? { signal: options.signal } : {});
  return { url, status: 404, contentType: 'text/html', body: '<html><head><title>Not found</title></head></html>' };
}

beforeAll(async () => {
  const port = await freePort();
  base = `http://localhost:${port}`;
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'cite-repair-remote-'));
  Object.assign(process.env, { PORT: String(port), APP_URL: base, RUN_WORKER: '1', WORKER_HEARTBEAT_MS: '1000', VITE_LOG_LEVEL: 'silent' });
  delete process.env.CITE_REPAIR_OFFLINE;
  resetEnv();
  server = await startServer({ mode: 'development', handleSignals: false, log: () => {}, resolverDeps: { fetch: hangingFetch, fetchPage: hangingPage } });
  // An account before the ones under test (signing in first once made an administrator; no longer).
  await signIn('first-admin@example.com');
}, 60_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

async function signIn(email: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const start = await follow(jar, `${base}/api/login`);
  const action = /action="([^"]+)"/.exec(await start.response.text())?.[1] as string;
  await follow(jar, new URL(action, base).href, {
    method: 'POST',
    body: new URLSearchParams({ email }),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  expect(jar.has('__session')).toBe(true);
  return jar;
}

async function createToken(jar: CookieJar, body: Record<string, unknown>): Promise<{ id: string; token: string; prefix: string; expiresAt: string | null }> {
  const response = await jarFetch(jar, `${base}/api/tokens`, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
  expect(response.status).toBe(201);
  return response.json();
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function cli(args: string[], options: { env?: Record<string, string>; onSpawn?: (child: ChildProcess) => void; cwd?: string } = {}): Promise<Run> {
  return new Promise((resolve) => {
    const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [bin, ...args], {
      cwd: options.cwd ?? work,
      env: { NODE_ENV: 'test', PATH: process.env.PATH ?? '', HOME: work, CITE_REPAIR_CONFIG: path.join(work, 'config.json'), ...options.env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.stdin.end();
    options.onSpawn?.(child);
    child.on('close', (code: number | null) => resolve({ code, stdout, stderr }));
  });
}

async function setCredits(email: string, credits: number) {
  await getDb().user.update({ where: { email }, data: { credits } });
}

describe('Personal API tokens', () => {
  it('are created with the session cookie, shown once, listed by prefix and refused to tokens themselves', async () => {
    const jar = await signIn('tokens@example.com');
    const created = await createToken(jar, { name: 'laptop', expiresInDays: 30 });
    expect(created.token).toMatch(/^crt_[A-Za-z0-9_-]{40,}$/);
    expect(created.token.startsWith(created.prefix)).toBe(true);
    expect(new Date(created.expiresAt as string).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    const list = (await (await jarFetch(jar, `${base}/api/tokens`)).json()) as Record<string, unknown>[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: created.id, name: 'laptop', prefix: created.prefix });
    expect(JSON.stringify(list)).not.toContain(created.token);
    const row = await getDb().apiToken.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.tokenHash).not.toContain(created.token.slice(4));

    // Signed out: 401. With a token instead of the cookie: 403 (a token cannot mint tokens).
    expect((await fetch(`${base}/api/tokens`, { method: 'POST', body: '{"name":"x"}' })).status).toBe(401);
    expect((await fetch(`${base}/api/tokens`, { headers: { Authorization: `Bearer ${created.token}` } })).status).toBe(403);
    // Nor sign every browser out: the refusal names both.
    const everywhere = await fetch(`${base}/api/sessions`, { method: 'POST', headers: { Authorization: `Bearer ${created.token}` } });
    expect(everywhere.status).toBe(403);
    expect(await everywhere.json()).toEqual({ error: 'API tokens cannot manage tokens or sign-in sessions: sign in to the web app.' });
    // A bad body gets a message; a non-admin cannot ask for the admin scope.
    const bad = await jarFetch(jar, `${base}/api/tokens`, {
      method: 'POST',
      body: JSON.stringify({ name: ' ' }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    const admin = await jarFetch(jar, `${base}/api/tokens`, {
      method: 'POST',
      body: JSON.stringify({ name: 'x', adminScope: true }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(admin.status).toBe(400);

    // The token authenticates the /api routes as its owner.
    const me = await fetch(`${base}/api/auth/user`, { headers: { Authorization: `Bearer ${created.token}` } });
    expect(await me.json()).toMatchObject({ email: 'tokens@example.com' });
    expect((await getDb().apiToken.findUniqueOrThrow({ where: { id: created.id } })).lastUsedAt).not.toBeNull();

    // Revoked: refused at once; another user cannot revoke it (404).
    const other = await signIn('tokens-other@example.com');
    expect((await jarFetch(other, `${base}/api/tokens/${created.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await jarFetch(jar, `${base}/api/tokens/${created.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await fetch(`${base}/api/auth/user`, { headers: { Authorization: `Bearer ${created.token}` } })).status).toBe(401);
    expect(await (await jarFetch(jar, `${base}/api/tokens`)).json()).toEqual([]);
  });
});

describe('cite-repair against the server', () => {
  let jar: CookieJar;
  let token: string;

  beforeAll(async () => {
    jar = await signIn('cli@example.com');
    token = (await createToken(jar, { name: 'cli test' })).token;
  });

  it('login saves the token with 0600 permissions; whoami and credits read the account', async () => {
    const login = await cli(['login', '--server', base, '--token', token]);
    expect(login.stderr).toBe('');
    expect(login.code).toBe(0);
    expect(login.stdout).toContain('as cli@example.com (100 credits)');
    const stat = fs.statSync(path.join(work, 'config.json'));
    expect(stat.mode & 0o777).toBe(0o600);

    const who = await cli(['whoami']);
    expect(who.code).toBe(0);
    expect(who.stdout).toBe(`cli@example.com on ${base} · 100 credits\n`);
    const credits = await cli(['credits', '--json']);
    expect(JSON.parse(credits.stdout)).toMatchObject({ credits: 100 });
  });

  it('fix --server uploads one file, follows it, downloads the results and prints the same JSON report', async () => {
    fs.writeFileSync(path.join(work, 'paper.docx'), citedDocx());
    const run = await cli(['fix', 'paper.docx', '--server', base, '--token', token, '--json', '--out', 'out', '--zip']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as Record<string, unknown>;
    // The lookups hang here (no service answers): the one document notice says so.
    expect(report).toMatchObject({ file: 'paper.docx', citationsFound: 2, bibtexEntries: 2 });
    expect(report.notices).toEqual([expect.stringContaining('Lookups: None of the references could be checked: the lookup services did not answer.')]);
    expect(Array.isArray(report.references)).toBe(true);
    const out = fs.readdirSync(path.join(work, 'out')).sort();
    expect(out).toEqual(expect.arrayContaining(['paper.bib', 'paper.csl.json', 'paper.report.json']));
    expect(out.some((f) => f.endsWith('.docx'))).toBe(true);
    expect(out.some((f) => f.endsWith('.zip'))).toBe(true);
    expect(fs.readFileSync(path.join(work, 'out', 'paper.bib'), 'utf8')).toMatch(/@\w+\{/);

    const jobs = await cli(['jobs', '--status', 'completed', '--json']);
    const list = JSON.parse(jobs.stdout) as { id: string; filename: string }[];
    expect(list.map((j) => j.filename)).toContain('paper.docx');
    const download = await cli(['download', list[0]!.id, '--variant', 'bibtex', '--out', 'again']);
    expect(download.code).toBe(0);
    expect(fs.readFileSync(path.join(work, 'again', 'paper.bib'), 'utf8')).toBe(fs.readFileSync(path.join(work, 'out', 'paper.bib'), 'utf8'));
  }, 60_000);

  it('says what was decided about the document (the list it took), as a local run does', async () => {
    fs.writeFileSync(
      path.join(work, 'copilot.docx'),
      makeDocx([
        'Solar grew [1]. Wind followed [2].',
        'Learn more',
        '1. Smith, J. (2020). Solar power growth. Energy Journal, 4(2), 1-10.',
        '2. Doe, A. (2021). Wind trends. Renewable Review, 9, 22-30.',
      ]),
    );
    const run = await cli(['fix', 'copilot.docx', '--server', base, '--token', token, '--out', 'notices']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('  ! Learn more: No list stands under a heading such as References or Sources');
  }, 60_000);

  it('a document with nothing to repair is refused as a local run refuses it: its reason, exit code 3, no files', async () => {
    fs.writeFileSync(path.join(work, 'notes.docx'), makeDocx(['Meeting notes', 'We talked about the budget.', 'Nothing here is cited.']));
    const run = await cli(['fix', 'notes.docx', '--server', base, '--token', token, '--out', 'refused', '--json']);
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/notes\.docx: Document Format Not Supported: no numbered reference list was found/);
    expect(run.stderr).toContain('Supported formats:');
    expect(JSON.parse(run.stdout)).toMatchObject({ file: 'notes.docx', error: { code: 'NO_REFERENCE_LIST' } });
    expect(fs.existsSync(path.join(work, 'refused'))).toBe(false);
  }, 60_000);

  it('a batch of the fixture documents with --concurrency 4 ends with one summary table', async () => {
    await setCredits('cli@example.com', 1000);
    // Offline lookups for this one (read by each job): the batch is about the CLI, not the resolver.
    process.env.CITE_REPAIR_OFFLINE = '1';
    const docs = fs
      .readdirSync(fixturesDir)
      .filter((f) => f.endsWith('.docx'))
      .sort();
    expect(docs.length).toBeGreaterThanOrEqual(5);
    const run = await cli(['fix', ...docs.map((d) => path.join(fixturesDir, d)), '--server', base, '--token', token, '--concurrency', '4', '--out', 'batch']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    const header = lines.findIndex((l) => /^file\s+citations\s+entries\s+unresolved\s+credits\s+status$/.test(l));
    expect(header).toBeGreaterThan(-1);
    for (const doc of docs) expect(lines.some((l) => l.includes(doc) && / ok$/.test(l))).toBe(true);
    expect(lines[lines.length - 1]).toBe(`${docs.length} files: ${docs.length} ok, 0 failed`);
    expect(fs.readdirSync(path.join(work, 'batch')).filter((f) => f.endsWith('.bib'))).toHaveLength(docs.length);
    delete process.env.CITE_REPAIR_OFFLINE;
  }, 240_000);

  it('a revoked or expired token gets one line and exit code 5', async () => {
    const revoked = await createToken(jar, { name: 'revoked' });
    await jarFetch(jar, `${base}/api/tokens/${revoked.id}`, { method: 'DELETE' });
    const run = await cli(['whoami', '--server', base, '--token', revoked.token]);
    expect(run.code).toBe(5);
    expect(run.stderr).toBe(
      `cite-repair: the server refused the API token (Invalid, expired or revoked API token): create one in Settings → API tokens at ${base}/settings, then run cite-repair login --server ${base}\n`,
    );

    const expired = await createToken(jar, { name: 'expired', expiresInDays: 1 });
    await getDb().apiToken.update({ where: { id: expired.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    fs.writeFileSync(path.join(work, 'paper.docx'), citedDocx());
    const fix = await cli(['fix', 'paper.docx', '--server', base, '--token', expired.token]);
    expect(fix.code).toBe(5);
    expect(fix.stderr).toContain('the server refused the API token (Invalid, expired or revoked API token)');
  });

  it("another user's job id is not found, and an unreachable server is said in one line", async () => {
    const bob = await signIn('bob-remote@example.com');
    const upload = await jarFetch(bob, `${base}/api/process`, { method: 'POST', body: uploadForm(citedDocx(), 'bob.docx') });
    const { jobId } = (await upload.json()) as { jobId: string };
    await waitFor(async () => (await getDb().job.findUniqueOrThrow({ where: { id: jobId } })).status !== 'processing', 30_000, "bob's job");
    const run = await cli(['download', jobId, '--server', base, '--token', token]);
    expect(run.code).toBe(3);
    expect(run.stderr).toBe(`cite-repair: job ${jobId} not found (or it has no document yet)\n`);
    expect(fs.existsSync(path.join(work, 'bob.repaired.docx'))).toBe(false);

    const port = await freePort();
    const down = await cli(['whoami', '--server', `http://127.0.0.1:${port}`, '--token', token], { env: { CITE_REPAIR_RETRY_MS: '1' } });
    expect(down.code).toBe(7);
    expect(down.stderr).toMatch(/^cite-repair: server unreachable: http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\)\n$/);
  }, 60_000);

  it('not enough credits is one line with exit code 6', async () => {
    await setCredits('cli@example.com', 0);
    fs.writeFileSync(path.join(work, 'paper.docx'), citedDocx());
    const run = await cli(['fix', 'paper.docx', '--server', base, '--token', token]);
    expect(run.code).toBe(6);
    expect(run.stderr).toMatch(/insufficient credits: .*\/settings\?tab=credits/);
    await setCredits('cli@example.com', 1000);
  });

  it('Ctrl-C cancels the job on the server', async () => {
    slowLookups = true;
    try {
      fs.writeFileSync(path.join(work, 'slow.docx'), citedDocx());
      const user = await getDb().user.findUniqueOrThrow({ where: { email: 'cli@example.com' } });
      let child: ChildProcess | undefined;
      const done = cli(['fix', 'slow.docx', '--server', base, '--token', token], { onSpawn: (c) => (child = c) });
      const job = await waitFor(
        () => getDb().job.findFirst({ where: { userId: user.id, filename: 'slow.docx', status: 'processing', progress: { gt: 0 } } }),
        30_000,
        'the job to start',
      );
      child?.kill('SIGINT');
      const run = await done;
      expect(run.code).toBe(130);
      expect(run.stderr).toContain('interrupted; cancelled the jobs still running');
      const ended = await waitFor(
        async () => {
          const row = await getDb().job.findUniqueOrThrow({ where: { id: job.id } });
          return row.status !== 'processing' ? row : null;
        },
        20_000,
        'the job to be cancelled',
      );
      expect(ended.status).toBe('failed');
      expect(ended.errorMessage?.toLowerCase()).toContain('cancel');
    } finally {
      slowLookups = false;
    }
  }, 60_000);

  it('docs/ci/repair-changed-docx.sh repairs the .docx files a commit changed and keeps the outputs', async () => {
    await setCredits('cli@example.com', 1000);
    const repo = fs.mkdtempSync(path.join(work, 'repo-'));
    const git = (...args: string[]) => {
      const r = spawnSync('git', args, {
        cwd: repo,
        encoding: 'utf8',
        env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@e', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@e' },
      });
      expect(r.status, r.stderr).toBe(0);
      return r.stdout;
    };
    git('init', '-q');
    fs.writeFileSync(path.join(repo, 'old.docx'), citedDocx());
    fs.writeFileSync(path.join(repo, 'notes.txt'), 'x');
    git('add', '.');
    git('commit', '-qm', 'first');
    fs.writeFileSync(path.join(repo, 'my "draft" paper.docx'), citedDocx());
    fs.writeFileSync(path.join(repo, 'notes.txt'), 'y');
    git('add', '.');
    git('commit', '-qm', 'second');

    const script = path.join(repoDir, 'docs', 'ci', 'repair-changed-docx.sh');
    const run = await new Promise<Run>((resolve) => {
      const child: ChildProcessWithoutNullStreams = spawn('bash', [script], {
        cwd: repo,
        env: {
          NODE_ENV: 'test',
          PATH: process.env.PATH ?? '',
          HOME: work,
          CITE_REPAIR_SERVER: base,
          CITE_REPAIR_TOKEN: token,
          CITE_REPAIR: `${process.execPath} ${bin}`,
        },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      child.on('close', (code: number | null) => resolve({ code, stdout, stderr }));
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Repairing 1 document(s)');
    const out = fs.readdirSync(path.join(repo, 'cite-repair-out'));
    expect(out).toEqual(expect.arrayContaining(['my "draft" paper.bib', 'my "draft" paper.report.json', 'FILES.txt']));
    expect(out.some((f) => f.endsWith('.zip'))).toBe(true);
    expect(out.some((f) => f.startsWith('old'))).toBe(false);

    // Nothing changed: nothing to do. A wrong token: cite-repair's exit code 5 comes through.
    const again = spawnSync('bash', [script, 'HEAD', 'HEAD'], {
      cwd: repo,
      encoding: 'utf8',
      env: { NODE_ENV: 'test', PATH: process.env.PATH ?? '', CITE_REPAIR_SERVER: base, CITE_REPAIR_TOKEN: token },
    });
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('No .docx changed');
    const rejected = await new Promise<number | null>((resolve) => {
      spawn('bash', [script], {
        cwd: repo,
        env: {
          NODE_ENV: 'test',
          PATH: process.env.PATH ?? '',
          HOME: work,
          CITE_REPAIR_SERVER: base,
          CITE_REPAIR_TOKEN: 'crt_wrong',
          CITE_REPAIR: `${process.execPath} ${bin}`,
        },
      }).on('close', resolve);
    });
    expect(rejected).toBe(5);
  }, 60_000);
});
