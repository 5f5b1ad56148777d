// Legacy .doc → .docx with LibreOffice (`soffice --headless --convert-to docx`) when it is installed:
// the web worker and the CLI convert the same way (ADR 111). Node only; the words a user reads
// when there is no LibreOffice, or when it fails, are the apps'.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** SOFFICE_PATH, or soffice/libreoffice on the PATH; undefined when none is installed. */
export function findSoffice(configured?: string): string | undefined {
  if (configured) return fs.existsSync(configured) ? configured : undefined;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    for (const name of ['soffice', 'libreoffice']) {
      const candidate = path.join(dir, name);
      try {
        fs.accessSync(candidate, fs.constants.X_OK);
        return candidate;
      } catch {}
    }
  }
  return undefined;
}

/** Conversions at once: each LibreOffice takes a core and a few hundred MB, so a small pool, not one queue per server. */
export const DEFAULT_SOFFICE_CONCURRENCY = 2;

const pool = { running: 0, waiting: [] as (() => void)[] };

async function inPool<T>(limit: number, work: () => Promise<T>): Promise<T> {
  if (pool.running >= limit) await new Promise<void>((resolve) => pool.waiting.push(resolve));
  else pool.running++;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter, so `running` never drops below the pool's use.
    const next = pool.waiting.shift();
    if (next) next();
    else pool.running--;
  }
}

/**
 * The environment LibreOffice runs with: nothing of the server's (database URL, session secret, API
 * keys), only what it needs to start — a PATH, a HOME in the conversion's own temporary directory
 * (its profile and caches go there, and go away with it) and a UTF-8 locale.
 */
export function sofficeEnv(home: string): Record<string, string> {
  return { PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin', HOME: home, LANG: 'C.UTF-8' };
}

export interface ConvertOptions {
  timeoutMs?: number;
  /** At most this many conversions run at once in this process (SOFFICE_CONCURRENCY). */
  concurrency?: number;
}

/** Converts one document with LibreOffice. */
export function convertDocToDocx(bytes: Uint8Array, soffice: string, options: ConvertOptions = {}): Promise<Uint8Array> {
  return inPool(options.concurrency ?? DEFAULT_SOFFICE_CONCURRENCY, () => convert(bytes, soffice, options.timeoutMs ?? 120_000));
}

async function convert(bytes: Uint8Array, soffice: string, timeoutMs: number): Promise<Uint8Array> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'cite-repair-doc-'));
  try {
    const input = path.join(dir, 'input.doc');
    await fsp.writeFile(input, bytes);
    const profile = pathToFileURL(path.join(dir, 'profile')).href;
    await new Promise<void>((resolve, reject) => {
      execFile(
        soffice,
        [`-env:UserInstallation=${profile}`, '--headless', '--convert-to', 'docx', '--outdir', dir, input],
        // The cast: this project declares NODE_ENV on ProcessEnv, and LibreOffice is deliberately given none.
        { timeout: timeoutMs, env: sofficeEnv(dir) as NodeJS.ProcessEnv, cwd: dir },
        (error) => (error ? reject(error) : resolve()),
      );
    });
    return new Uint8Array(await fsp.readFile(path.join(dir, 'input.docx')));
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}
