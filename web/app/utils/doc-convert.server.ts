// Legacy .doc → .docx with LibreOffice (`soffice --headless --convert-to docx`) when it is installed.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const DOC_NOT_SUPPORTED =
  "Legacy .doc files can't be converted on this server. Open the document in Word (or LibreOffice) and save it as .docx, then upload the .docx file.";

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

let queue: Promise<unknown> = Promise.resolve();

/** Converts one document; conversions run one at a time (LibreOffice is heavy on 2 cores). */
export function convertDocToDocx(bytes: Uint8Array, soffice: string, timeoutMs = 120_000): Promise<Uint8Array> {
  const run = queue.then(() => convert(bytes, soffice, timeoutMs));
  queue = run.catch(() => {});
  return run;
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
        { timeout: timeoutMs, env: { ...process.env, HOME: dir } },
        (error) => (error ? reject(error) : resolve()),
      );
    });
    return new Uint8Array(await fsp.readFile(path.join(dir, 'input.docx')));
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}
