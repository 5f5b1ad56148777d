import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeDocx } from '../../tests/helpers/make-docx.ts';
import { decodeFormFileName, detectWordFormat, detectWordFormatOnDisk, receiveUpload, sweepStaleUploads } from './upload.server.ts';
import type { UploadError } from './upload.server.ts';

const OLE = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 1, 2, 3]);

function refusal(filename: string, bytes: Uint8Array): UploadError {
  try {
    detectWordFormat({ filename, bytes });
  } catch (error) {
    return error as UploadError;
  }
  throw new Error('accepted');
}

describe('detectWordFormat', () => {
  it('accepts a .docx that is a Word package and a .doc that is an OLE file', () => {
    expect(detectWordFormat({ filename: 'Paper.DOCX', bytes: makeDocx(['x']) })).toBe('docx');
    expect(detectWordFormat({ filename: 'old.doc', bytes: OLE })).toBe('doc');
  });

  it('checks the extension', () => {
    const error = refusal('paper.pdf', makeDocx(['x']));
    expect(error.status).toBe(415);
    expect(error.error).toBe('Invalid file type: Please upload a Word document (.doc or .docx file)');
  });

  it('checks the content, whatever the extension says', () => {
    expect(refusal('paper.docx', new TextEncoder().encode('%PDF-1.7')).status).toBe(415);
    // A ZIP that is not a Word document (an .xlsx renamed, say).
    expect(refusal('sheet.docx', makeDocxLikeZipWithout()).status).toBe(415);
    expect(refusal('empty.docx', new Uint8Array()).status).toBe(400);
  });

  it('passes an OLE file named .docx (an encrypted package) on to citation-core, which explains it', () => {
    expect(detectWordFormat({ filename: 'locked.docx', bytes: OLE })).toBe('docx');
    expect(detectWordFormat({ filename: 'locked.docx', bytes: oleWith(['EncryptionInfo', 'EncryptedPackage']) })).toBe('docx');
  });

  it('converts a Word 97-2003 document named .docx as any .doc, instead of asking the user to save it again', () => {
    expect(detectWordFormat({ filename: 'renamed.docx', bytes: oleWith(['WordDocument', '\u0001CompObj']) })).toBe('doc');
  });
});

/** An OLE compound file whose directory entries (UTF-16LE names) start at `at`. */
function oleWith(names: string[], at = 512, size = at + 512): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(OLE.subarray(0, 8));
  names.forEach((name, i) => bytes.set(Buffer.from(name, 'utf16le'), at + i * 128));
  return bytes;
}

function makeDocxLikeZipWithout(): Uint8Array {
  const bytes = makeDocx(['x']);
  // Rename the parts so that the package no longer has a word/ folder.
  return new TextEncoder().encode(new TextDecoder('latin1').decode(bytes).replaceAll('word/', 'xl00/'));
}

describe('decodeFormFileName', () => {
  it('gives back the quotes that multipart encoding wrote as %22, and never a line break', () => {
    expect(decodeFormFileName('my %22draft%22 paper.docx')).toBe('my "draft" paper.docx');
    expect(decodeFormFileName('a%0D%0Ab.docx')).toBe('a b.docx');
    expect(decodeFormFileName('100% sure.docx')).toBe('100% sure.docx');
  });
});

describe('receiveUpload and detectWordFormatOnDisk', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cite-repair-receive-'));
  const request = (bytes: Uint8Array, filename: string) => {
    const form = new FormData();
    form.append('note', 'ignored');
    form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), filename);
    return new Request('http://localhost/api/process', { method: 'POST', body: form });
  };

  it('writes the file to disk and tells a Word package, an OLE file and anything else apart by content', async () => {
    const docx = await receiveUpload(request(makeDocx(['x']), 'a=b; c.docx'), dir);
    expect(docx.filename).toBe('a=b; c.docx');
    expect(fs.readFileSync(docx.path).equals(Buffer.from(makeDocx(['x'])))).toBe(true);
    expect(await detectWordFormatOnDisk(docx)).toBe('docx');
    await docx.discard();
    expect(fs.existsSync(docx.path)).toBe(false);

    const doc = await receiveUpload(request(OLE, 'old.doc'), dir);
    expect(await detectWordFormatOnDisk(doc)).toBe('doc');
    // OLE files named .docx, their directory across the 1 MB chunks the scan reads.
    const renamed = await receiveUpload(request(oleWith(['WordDocument'], 1024 * 1024 - 10), 'renamed.docx'), dir);
    expect(await detectWordFormatOnDisk(renamed)).toBe('doc');
    const locked = await receiveUpload(request(oleWith(['WordDocument', 'EncryptedPackage'], 1024 * 1024 - 138), 'locked.docx'), dir);
    expect(await detectWordFormatOnDisk(locked)).toBe('docx');
    await Promise.all([renamed.discard(), locked.discard()]);
    const pdf = await receiveUpload(request(new TextEncoder().encode('%PDF-1.7'), 'x.docx'), dir);
    await expect(detectWordFormatOnDisk(pdf)).rejects.toMatchObject({ status: 415 });
    await Promise.all([doc.discard(), pdf.discard()]);
  });

  it('sweeps the stale files a killed process left, keeping fresh ones', async () => {
    const stale = path.join(dir, 'old.upload');
    const fresh = path.join(dir, 'new.upload');
    fs.writeFileSync(stale, 'x');
    fs.writeFileSync(fresh, 'y');
    const hourAgo = new Date(Date.now() - 2 * 60 * 60_000);
    fs.utimesSync(stale, hourAgo, hourAgo);
    expect(await sweepStaleUploads(dir)).toBe(1);
    expect(fs.readdirSync(dir)).toEqual(['new.upload']);
    fs.rmSync(fresh);
    expect(await sweepStaleUploads(path.join(dir, 'missing'))).toBe(0);
  });

  it('refuses a file over the limit and leaves no file behind', async () => {
    await expect(receiveUpload(request(new Uint8Array(3000), 'big.docx'), dir, 1000)).rejects.toMatchObject({ status: 413 });
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
