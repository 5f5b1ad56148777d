import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeParts } from './write-parts.ts';

describe('writeParts', () => {
  const dir = mkdtempSync(join(tmpdir(), 'write-parts-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the pieces in order, more of them than one writev call takes, over an existing file', async () => {
    const path = join(dir, 'out.bin');
    await writeParts(path, [new Uint8Array(5000).fill(9)]);
    // 3000 pieces (IOV_MAX is 1024 on Linux) of different lengths, some empty.
    const parts = Array.from({ length: 3000 }, (_, i) => new Uint8Array(i % 7).fill(i % 251));
    await writeParts(path, parts);
    const expected = Buffer.concat(parts);
    expect(Buffer.compare(readFileSync(path), expected)).toBe(0);
  });
});
