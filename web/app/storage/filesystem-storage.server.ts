// The default storage: files under DATA_DIR/files/<userId>/<jobId>/<kind>. A put writes a temporary
// file beside the target and renames it over the target, so a reader sees the old file or the new one,
// never half of one; keys are checked (storage.ts) so nothing lands outside the root.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, assertValidPrefix } from './storage.server.ts';
import type { PutOptions, Storage, StoredObject } from './storage.server.ts';

/** Temporary files start with a dot, which no key segment may: they can never be read as objects. */
const TEMP_PREFIX = '.tmp-';

export class FilesystemStorage implements Storage {
  readonly backend = 'filesystem' as const;
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(key: string): string {
    assertValidKey(key);
    const file = path.join(this.root, ...key.split('/'));
    // Belt and braces: the key rules already keep every path under the root.
    if (!file.startsWith(this.root + path.sep)) throw new Error(`Storage key outside the root: ${key}`);
    return file;
  }

  async put(key: string, body: Uint8Array | Readable, _options: PutOptions): Promise<{ size: number }> {
    const file = this.pathOf(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const temp = path.join(path.dirname(file), `${TEMP_PREFIX}${randomUUID()}`);
    try {
      const source = body instanceof Readable ? body : Readable.from([Buffer.from(body.buffer, body.byteOffset, body.byteLength)]);
      await pipeline(source, createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
      const { size } = await fsp.stat(temp);
      await fsp.rename(temp, file);
      return { size };
    } catch (error) {
      await fsp.rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(file, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    // Opened first: a delete or replace from here on leaves this reader its file.
    try {
      const { size } = await handle.stat();
      return { body: handle.createReadStream({ autoClose: true }), size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<number> {
    assertValidPrefix(prefix);
    const dir = path.join(this.root, ...prefix.slice(0, -1).split('/'));
    const count = await countFiles(dir);
    await fsp.rm(dir, { recursive: true, force: true });
    return count;
  }
}

async function countFiles(dir: string): Promise<number> {
  const entries = await fsp.readdir(dir, { withFileTypes: true }).catch(() => []);
  let count = 0;
  for (const entry of entries) {
    if (entry.isDirectory()) count += await countFiles(path.join(dir, entry.name));
    else if (!entry.name.startsWith(TEMP_PREFIX)) count += 1;
  }
  return count;
}
