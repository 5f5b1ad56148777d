import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { storageContract } from '../../tests/helpers/storage-contract.ts';
import { FilesystemStorage } from './filesystem-storage.server.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cite-repair-fs-storage-'));
const root = path.join(dir, 'files');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('FilesystemStorage', () => {
  storageContract(() => new FilesystemStorage(root));

  it('keeps each object as a file under the root at its key', async () => {
    const storage = new FilesystemStorage(root);
    await storage.put('user-1/job-1/document', new TextEncoder().encode('DOCX'), { contentType: 'application/octet-stream' });
    expect(fs.readFileSync(path.join(root, 'user-1', 'job-1', 'document'), 'utf8')).toBe('DOCX');
    expect(fs.statSync(path.join(root, 'user-1', 'job-1', 'document')).mode & 0o777).toBe(0o600);
  });

  it('never shows half a file: a failed write leaves the old object and no temporary file', async () => {
    const storage = new FilesystemStorage(root);
    await storage.put('user-1/job-2/zip', new TextEncoder().encode('complete'), { contentType: 'application/zip' });
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(storage.put('user-1/job-2/zip', failing, { contentType: 'application/zip' })).rejects.toThrow('connection reset');
    expect(fs.readFileSync(path.join(root, 'user-1', 'job-2', 'zip'), 'utf8')).toBe('complete');
    expect(fs.readdirSync(path.join(root, 'user-1', 'job-2'))).toEqual(['zip']);
  });

  it('a reader that has opened a file keeps reading it while it is replaced or deleted', async () => {
    const storage = new FilesystemStorage(root);
    await storage.put('user-1/job-3/bibtex', Buffer.alloc(256 * 1024, 'a'), { contentType: 'text/plain' });
    const open = await storage.get('user-1/job-3/bibtex');
    await storage.put('user-1/job-3/bibtex', Buffer.alloc(10, 'b'), { contentType: 'text/plain' });
    await storage.delete('user-1/job-3/bibtex');
    let size = 0;
    for await (const chunk of open!.body) size += (chunk as Buffer).length;
    expect(size).toBe(256 * 1024);
  });
});
