// A private instance of the app for the load run: the same server scripts/start runs (production
// build, embedded PostgreSQL, in-process worker), on a free port with a temporary DATA_DIR, so that
// ./data and a running instance are never touched. Lookups are offline (CITE_REPAIR_OFFLINE=1): the
// run measures the app, not Crossref.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface AppInstance {
  url: string;
  pid: number;
  workerPids: number[];
  dataDir: string;
  /** Connection string of the app's database (read from the embedded server's files). */
  databaseUrl: string;
  /** Process id of the embedded PostgreSQL server. */
  postgresPid: number | undefined;
  /** Every line the server printed so far (stdout and stderr). */
  logLines(): string[];
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface StartAppOptions {
  repoDir: string;
  dataDir: string;
  /** Extra variables for the server (WORKER_CONCURRENCY, say). */
  env?: Record<string, string>;
  startTimeoutMs?: number;
  /** Separate `web/worker/index.ts` processes besides the server (WORKER_PROCESSES of scripts/start). */
  workerProcesses?: number;
  onLine?: (line: string) => void;
}

const READY = /cite-repair is running at (\S+)/;
const WORKER_READY = /cite-repair worker (\S+) is running/;

/** Regenerates the database client and rebuilds the web app when their sources changed, as scripts/start does. */
export function ensureBuilt(repoDir: string): void {
  const result = spawnSync('bash', ['-c', 'source scripts/lib/common.sh && ensure_prisma_client && ensure_web_build'], {
    cwd: repoDir,
    // Progress to stderr: stdout carries only the report.
    stdio: ['ignore', 2, 2],
  });
  if (result.status !== 0)
    throw new Error(`Building the web app failed (exit ${result.status ?? result.signal}); LOAD_SKIP_BUILD=1 runs the existing web/build.`);
}

export async function startApp(options: StartAppOptions): Promise<AppInstance> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Nothing from the caller's configuration may point the instance at a real database, provider or mailer.
  for (const name of [
    'DATABASE_URL',
    'APP_URL',
    'SESSION_SECRET',
    'OIDC_ISSUER',
    'OIDC_CLIENT_ID',
    'OIDC_CLIENT_SECRET',
    'LOCAL_SIGN_IN',
    'SMTP_URL',
    'OPENAI_API_KEY',
    'ADMIN_EMAILS',
  ]) {
    delete env[name];
  }
  Object.assign(env, {
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: options.dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    CITE_REPAIR_OFFLINE: '1',
    RUN_WORKER: process.env.RUN_WORKER ?? '1',
    ...options.env,
  });

  const server = spawnNode(options.repoDir, path.join('web', 'server.ts'), env, '', options.onLine);
  const workers: NodeProcess[] = [];
  const stopAll = async () => {
    // Workers first (they finish or hand back their jobs), then the server, which stops PostgreSQL.
    await Promise.all(workers.map((w) => terminate(w, undefined)));
    return terminate(server, options.dataDir);
  };
  let url: string;
  try {
    url = await waitForLine(server, READY, options.startTimeoutMs ?? 180_000, 'The app');
    // Separate worker processes, as `WORKER_PROCESSES=n scripts/start` runs them: they find the
    // embedded PostgreSQL of DATA_DIR already running and use it.
    for (let i = 1; i <= (options.workerProcesses ?? 0); i++) {
      const worker = spawnNode(options.repoDir, path.join('web', 'worker', 'index.ts'), env, `worker ${i}: `, options.onLine);
      workers.push(worker);
      await waitForLine(worker, WORKER_READY, 120_000, `Worker process ${i}`);
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  const databaseUrl = readDatabaseUrl(options.dataDir);

  return {
    url,
    pid: server.child.pid as number,
    workerPids: workers.map((w) => w.child.pid as number),
    dataDir: options.dataDir,
    databaseUrl,
    postgresPid: readPostmaster(options.dataDir)?.pid,
    logLines: () => [...server.lines, ...workers.flatMap((w) => w.lines)],
    stop: stopAll,
  };
}

interface NodeProcess {
  child: ChildProcess;
  lines: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  ended?: { code: number | null; signal: NodeJS.Signals | null };
}

function spawnNode(cwd: string, script: string, env: NodeJS.ProcessEnv, prefix: string, onLine?: (line: string) => void): NodeProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const onText = (stream: NodeJS.ReadableStream, tag: string) => {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(tag + line);
        onLine?.(tag + line);
      }
    });
  };
  onText(child.stdout, prefix);
  onText(child.stderr, `${prefix}stderr: `);
  const proc: NodeProcess = {
    child,
    lines,
    exited: new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal }))),
  };
  void proc.exited.then((e) => (proc.ended = e));
  return proc;
}

async function waitForLine(proc: NodeProcess, pattern: RegExp, timeoutMs: number, what: string): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = proc.lines.map((l) => pattern.exec(l)?.[1]).find(Boolean);
    if (found) return found;
    if (proc.ended) throw new Error(`${what} exited during start-up (${proc.ended.code ?? proc.ended.signal}):\n${proc.lines.slice(-20).join('\n')}`);
    if (Date.now() > deadline) throw new Error(`${what} did not start within ${timeoutMs / 1000} s:\n${proc.lines.slice(-20).join('\n')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** SIGTERM (the server shuts down in order: HTTP, worker, database), then SIGKILL after 30 s. */
async function terminate(proc: NodeProcess, dataDir: string | undefined): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (!proc.ended) proc.child.kill('SIGTERM');
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), 30_000);
  const result = await proc.exited;
  clearTimeout(timer);
  if (!dataDir) return result;
  // A server killed hard leaves its PostgreSQL behind: stop that one too (it is ours, by its data directory).
  const postmaster = readPostmaster(dataDir);
  if (postmaster && isAlive(postmaster.pid)) {
    process.kill(postmaster.pid, 'SIGINT');
    for (let i = 0; i < 100 && isAlive(postmaster.pid); i++) await new Promise((r) => setTimeout(r, 100));
  }
  return result;
}

function readDatabaseUrl(dataDir: string): string {
  const credentials = JSON.parse(fs.readFileSync(path.join(dataDir, 'pg-credentials.json'), 'utf8')) as { user: string; password: string };
  const postmaster = readPostmaster(dataDir);
  if (!postmaster) throw new Error(`No running PostgreSQL found under ${dataDir}/pg`);
  return `postgresql://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@127.0.0.1:${postmaster.port}/cite_repair`;
}

/** PostgreSQL's own lock file: pid on line 1, port on line 4. */
function readPostmaster(dataDir: string): { pid: number; port: number } | undefined {
  try {
    const lines = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
    const pid = Number(lines[0]);
    const port = Number(lines[3]);
    return Number.isInteger(pid) && Number.isInteger(port) ? { pid, port } : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
