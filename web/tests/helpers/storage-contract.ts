// What every Storage backend must do, run against each one (filesystem-storage.test.ts, s3-storage.test.ts).
import { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import { readAll, StorageKeyError } from '../../app/storage/storage.server.ts';
import type { Storage } from '../../app/storage/storage.server.ts';

const text = (s: string) => new TextEncoder().encode(s);

async function read(storage: Storage, key: string): Promise<string | null> {
  const object = await storage.get(key);
  return object ? (await readAll(object)).toString('utf8') : null;
}

export function storageContract(storage: () => Storage): void {
  it('puts bytes and gets them back with their size', async () => {
    const s = storage();
    expect(await s.put('u1/j1/bibtex', text('@article{a,}'), { contentType: 'application/x-bibtex' })).toEqual({ size: 12 });
    const object = await s.get('u1/j1/bibtex');
    expect(object?.size).toBe(12);
    expect((await readAll(object!)).toString()).toBe('@article{a,}');
  });

  it('streams a large body in (of unknown length) and out, byte for byte', async () => {
    const s = storage();
    // 12 MB in 1 MB chunks with a pattern, so a lost, repeated or reordered chunk shows.
    const chunk = (i: number) => Buffer.alloc(1024 * 1024, i);
    const body = Readable.from(
      (function* () {
        for (let i = 0; i < 12; i++) yield chunk(i);
      })(),
    );
    expect(await s.put('u1/j2/upload', body, { contentType: 'application/octet-stream' })).toEqual({ size: 12 * 1024 * 1024 });
    const object = await s.get('u1/j2/upload');
    expect(object?.size).toBe(12 * 1024 * 1024);
    const back = await readAll(object!);
    expect(back.equals(Buffer.concat(Array.from({ length: 12 }, (_, i) => chunk(i))))).toBe(true);
  });

  it('replaces an object whole', async () => {
    const s = storage();
    await s.put('u1/j3/zip', text('first version, longer'), { contentType: 'application/zip' });
    await s.put('u1/j3/zip', text('second'), { contentType: 'application/zip' });
    expect(await read(s, 'u1/j3/zip')).toBe('second');
  });

  it('answers null for a missing object and deletes quietly', async () => {
    const s = storage();
    expect(await s.get('u1/nothing/here')).toBeNull();
    await s.put('u1/j4/ris', text('TY  - JOUR'), { contentType: 'text/plain' });
    await s.delete('u1/j4/ris');
    expect(await s.get('u1/j4/ris')).toBeNull();
    await expect(s.delete('u1/j4/ris')).resolves.toBeUndefined();
  });

  it('deletes every object under a prefix, and only those', async () => {
    const s = storage();
    for (const kind of ['upload', 'document', 'bibtex']) await s.put(`u2/jobA/${kind}`, text(kind), { contentType: 'text/plain' });
    await s.put('u2/jobAB/upload', text('other job'), { contentType: 'text/plain' });
    await s.put('u3/jobA/upload', text('other user'), { contentType: 'text/plain' });
    expect(await s.deletePrefix('u2/jobA/')).toBe(3);
    expect(await s.get('u2/jobA/upload')).toBeNull();
    expect(await read(s, 'u2/jobAB/upload')).toBe('other job');
    expect(await read(s, 'u3/jobA/upload')).toBe('other user');
    expect(await s.deletePrefix('u2/jobA/')).toBe(0);
  });

  it('refuses keys that could leave their place: "..", absolute, empty or odd segments', async () => {
    const s = storage();
    for (const key of ['../x', 'u/../../etc/passwd', '/etc/passwd', 'u//x', '', 'u/j/', 'u/.hidden', 'u/j/a b', 'u\\j', 'u/j/%2e%2e']) {
      await expect(s.put(key, text('x'), { contentType: 'text/plain' }), key).rejects.toThrow(StorageKeyError);
      await expect(s.get(key), key).rejects.toThrow(StorageKeyError);
      await expect(s.delete(key), key).rejects.toThrow(StorageKeyError);
    }
    for (const prefix of ['', '/', '../', 'u/..', 'u']) await expect(s.deletePrefix(prefix), prefix).rejects.toThrow(StorageKeyError);
  });
}
