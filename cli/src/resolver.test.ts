import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { captureIo } from '../test/capture-io.ts';
import { buildResolver } from './resolver.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cite-repair-resolver-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('buildResolver', () => {
  it('goes on without a lookup cache it cannot open, and says so once', async () => {
    writeFileSync(join(dir, 'lookups.sqlite'), 'this is not a database, but a damaged cache restored in CI');
    const io = captureIo(dir);
    const built = await buildResolver({ cacheDir: dir }, io);
    expect(built.online).toBe(true);
    expect(io.err).toContain(`the lookup cache in ${dir} cannot be used (SQLITE_NOTADB); going on without it.`);
    await built.close();
  });

  it('names the --mailto flag, not the variable it stands in for, when the address is wrong', async () => {
    await expect(buildResolver({ mailto: 'notanemail', cache: false }, captureIo(dir))).rejects.toThrow('--mailto: "notanemail" is not an e-mail address.');
  });
});
