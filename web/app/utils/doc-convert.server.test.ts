import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { convertDocToDocx } from './doc-convert.server.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cite-repair-fake-soffice-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A stand-in for soffice: writes its environment as the "converted" file, logs start and end. */
function fakeSoffice(log: string, sleepSeconds: number): string {
  const script = path.join(dir, `soffice-${Math.random().toString(36).slice(2)}`);
  fs.writeFileSync(
    script,
    `#!/bin/sh
outdir=""; prev=""; for a in "$@"; do [ "$prev" = "--outdir" ] && outdir="$a"; prev="$a"; done
echo start >> ${JSON.stringify(log)}
env > "$outdir/input.docx"
sleep ${sleepSeconds}
echo end >> ${JSON.stringify(log)}
`,
    { mode: 0o755 },
  );
  return script;
}

describe('convertDocToDocx', () => {
  it('runs LibreOffice without the server’s secrets: only PATH, a temporary HOME and LANG', async () => {
    process.env.SESSION_SECRET_FOR_TEST = 'do-not-leak';
    const out = new TextDecoder().decode(await convertDocToDocx(new Uint8Array([1]), fakeSoffice(path.join(dir, 'a.log'), 0)));
    delete process.env.SESSION_SECRET_FOR_TEST;
    const names = out
      .trim()
      .split('\n')
      .map((line) => line.split('=')[0])
      // The shell itself adds PWD, SHLVL and "_".
      .filter((name) => !['PWD', 'SHLVL', '_', 'OLDPWD'].includes(name as string));
    expect(names.sort()).toEqual(['HOME', 'LANG', 'PATH']);
    expect(out).not.toContain('do-not-leak');
    expect(out).toMatch(new RegExp(`HOME=${os.tmpdir()}/cite-repair-doc-`));
  });

  it('runs a small pool: two conversions at once, never more', async () => {
    const log = path.join(dir, 'pool.log');
    const soffice = fakeSoffice(log, 0.3);
    await Promise.all(Array.from({ length: 5 }, () => convertDocToDocx(new Uint8Array([1]), soffice, { concurrency: 2 })));
    let running = 0;
    let most = 0;
    for (const line of fs.readFileSync(log, 'utf8').trim().split('\n')) {
      running += line === 'start' ? 1 : -1;
      most = Math.max(most, running);
    }
    expect(most).toBe(2);
  });
});
