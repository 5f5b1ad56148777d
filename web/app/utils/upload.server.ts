// Reading the upload of POST /api/process: the multipart body is parsed as it streams in, written to
// disk chunk by chunk and refused as soon as it passes the size limit (never held in memory), then
// the file is checked by extension and by content: a .docx is a ZIP package, a legacy .doc an OLE
// compound file.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { MAX_FILE_BYTES } from '../lib/constants.ts';
import { INVALID_TYPE as INVALID_TYPE_PROBLEM, TOO_LARGE as TOO_LARGE_PROBLEM } from '../lib/validate-file.ts';
import { multipartBoundary, readMultipart } from './multipart.server.ts';

export const MAX_UPLOAD_BYTES = MAX_FILE_BYTES;
/** Room for the multipart boundaries and headers around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

// The browser refuses the same files with the same words (lib/validate-file.ts).
export const INVALID_TYPE = { title: INVALID_TYPE_PROBLEM.title, message: INVALID_TYPE_PROBLEM.description };
export const INSUFFICIENT_CREDITS = 'Insufficient credits: You need at least 1 credit to process a document. Please purchase more credits.';
export const TOO_LARGE = { title: TOO_LARGE_PROBLEM.title, message: TOO_LARGE_PROBLEM.description };

export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    message: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }

  /** "Title: message", the form the upload screen shows. */
  get error(): string {
    return `${this.title}: ${this.message}`;
  }
}

export interface UploadedFile {
  filename: string;
  bytes: Uint8Array;
}

/** An upload received to disk: the caller owns `path` and removes it (`discard`). */
export interface ReceivedUpload {
  filename: string;
  path: string;
  size: number;
  discard(): Promise<void>;
}

/**
 * Streams the multipart field 'file' of the request to a new file in `dir`, never holding more than a
 * chunk in memory (issue 13 item 3): twenty 49 MB uploads at once cost disk, not RAM. The body is
 * refused as soon as it passes the size limit; every other part is read and counted, never kept.
 */
export async function receiveUpload(request: Request, dir: string, maxBytes = MAX_UPLOAD_BYTES): Promise<ReceivedUpload> {
  const contentType = request.headers.get('Content-Type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw new UploadError(400, 'No file', "Send the document as multipart/form-data in a field named 'file'.");
  }
  const declared = Number(request.headers.get('Content-Length'));
  if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD) {
    throw new UploadError(413, TOO_LARGE.title, TOO_LARGE.message);
  }
  const boundary = multipartBoundary(contentType);
  if (!boundary || !request.body) throw new UploadError(400, 'Upload failed', 'The upload could not be read. Please try again.');

  await fsp.mkdir(dir, { recursive: true });
  const target = path.join(dir, `${randomUUID()}.upload`);
  const discard = () => fsp.rm(target, { force: true });
  let total = 0;
  let received: { filename: string; size: number } | undefined;
  try {
    for await (const part of readMultipart(request.body as unknown as AsyncIterable<Uint8Array>, boundary)) {
      const keep = part.name === 'file' && part.filename !== undefined && received === undefined;
      const out = keep ? createWriteStream(target, { flags: 'wx', mode: 0o600 }) : undefined;
      let size = 0;
      try {
        for await (const chunk of part.data) {
          total += chunk.byteLength;
          size += chunk.byteLength;
          if (total > maxBytes + MULTIPART_OVERHEAD || (keep && size > maxBytes)) throw new UploadError(413, TOO_LARGE.title, TOO_LARGE.message);
          // Backpressure: wait for the disk before reading more of the network.
          if (out && !out.write(chunk)) await once(out, 'drain');
        }
      } finally {
        if (out) await new Promise<void>((resolve) => out.end(() => resolve()));
      }
      if (keep) received = { filename: decodeFormFileName(part.filename || 'document'), size };
    }
  } catch (error) {
    await discard();
    if (error instanceof UploadError) throw error;
    throw new UploadError(400, 'Upload failed', 'The upload could not be read. Please try again.');
  }
  if (!received) {
    await discard();
    throw new UploadError(400, 'No file', "No file was sent: the form field must be named 'file'.");
  }
  return { ...received, path: target, discard };
}

/**
 * Removes uploads a crashed or killed process left in `dir` (called at start-up): files of uploads in
 * flight elsewhere are younger than `olderThanMs`, and are kept.
 */
export async function sweepStaleUploads(dir: string, olderThanMs = 60 * 60_000): Promise<number> {
  let removed = 0;
  const names = await fsp.readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    if (!name.endsWith('.upload')) continue;
    const file = path.join(dir, name);
    const stat = await fsp.stat(file).catch(() => undefined);
    if (stat && Date.now() - stat.mtimeMs > olderThanMs) {
      await fsp.rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}

/** What a received file really is (as detectWordFormat), reading only its head and scanning its names. */
export async function detectWordFormatOnDisk(file: ReceivedUpload): Promise<WordFormat> {
  checkExtension(file.filename);
  if (file.size === 0) throw new UploadError(400, 'Empty file', 'The file is empty. Please choose another document.');
  const handle = await fsp.open(file.path, 'r');
  try {
    const head = Buffer.alloc(8);
    await handle.read(head, 0, 8, 0);
    const bytes = new Uint8Array(head);
    if (startsWith(bytes, ZIP_MAGIC)) {
      // The part names are in every local header and in the central directory: scan in 1 MB chunks.
      let types = false;
      let word = false;
      const chunk = Buffer.alloc(1024 * 1024);
      let carry = '';
      for (let position = 0; position < file.size && !(types && word); position += chunk.length) {
        const { bytesRead } = await handle.read(chunk, 0, chunk.length, position);
        const text = carry + chunk.toString('latin1', 0, bytesRead);
        types ||= text.includes('[Content_Types].xml');
        word ||= text.includes('word/');
        carry = text.slice(-32);
      }
      if (types && word) return 'docx';
      throw new UploadError(415, INVALID_TYPE.title, INVALID_TYPE.message);
    }
    if (!startsWith(bytes, OLE_MAGIC) || !/\.docx$/i.test(file.filename)) return formatOfOle(bytes, file.filename);
    // An OLE file named .docx: its directory entries (anywhere in the file) say what it is.
    const streams = new Set<string>();
    const chunk = Buffer.alloc(1024 * 1024);
    let carry = '';
    for (let position = 0; position < file.size; position += chunk.length) {
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, position);
      const text = carry + chunk.toString('latin1', 0, bytesRead);
      for (const name of oleStreamNamesIn(text)) streams.add(name);
      carry = text.slice(-64);
    }
    return formatOfOle(bytes, file.filename, streams);
  } finally {
    await handle.close();
  }
}

export type WordFormat = 'docx' | 'doc';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}

/**
 * What the file really is. The extension must be .doc or .docx AND the content must be a ZIP package
 * with a Word part, or an OLE compound file; anything else is refused as 'Invalid file type'.
 */
export function detectWordFormat(file: UploadedFile): WordFormat {
  checkExtension(file.filename);
  if (file.bytes.byteLength === 0) throw new UploadError(400, 'Empty file', 'The file is empty. Please choose another document.');
  if (startsWith(file.bytes, ZIP_MAGIC)) {
    // The central directory names the parts; a Word package always has [Content_Types].xml and word/.
    const names = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength).toString('latin1');
    if (names.includes('[Content_Types].xml') && names.includes('word/')) return 'docx';
    throw new UploadError(415, INVALID_TYPE.title, INVALID_TYPE.message);
  }
  const text = startsWith(file.bytes, OLE_MAGIC) ? Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength).toString('latin1') : '';
  return formatOfOle(file.bytes, file.filename, oleStreamNamesIn(text));
}

function checkExtension(filename: string): void {
  const extension = /\.([^.]+)$/.exec(filename)?.[1]?.toLowerCase();
  if (extension !== 'docx' && extension !== 'doc') throw new UploadError(415, INVALID_TYPE.title, INVALID_TYPE.message);
}

/** The stream names of an OLE compound file that tell a Word 97-2003 document from an encrypted .docx. */
const OLE_STREAMS = ['WordDocument', 'EncryptedPackage', 'EncryptionInfo'] as const;
const OLE_STREAM_PATTERNS = OLE_STREAMS.map((name) => [name, Buffer.from(name, 'utf16le').toString('latin1')] as const);

/** Which of those names (UTF-16LE, as directory entries hold them) a latin1 view of the file contains. */
export function oleStreamNamesIn(text: string): string[] {
  return OLE_STREAM_PATTERNS.filter(([, pattern]) => text.includes(pattern)).map(([name]) => name);
}

/**
 * A file that is not a ZIP: an OLE compound file, or nothing we read. Named .docx, it is an encrypted
 * package (citation-core explains that one) — or a Word 97-2003 document saved under the wrong
 * extension, which the worker converts as it converts any .doc.
 */
function formatOfOle(head: Uint8Array, filename: string, streams: Iterable<string> = []): WordFormat {
  if (!startsWith(head, OLE_MAGIC)) throw new UploadError(415, INVALID_TYPE.title, INVALID_TYPE.message);
  if (!/\.docx$/i.test(filename)) return 'doc';
  const names = new Set(streams);
  return names.has('WordDocument') && !names.has('EncryptedPackage') && !names.has('EncryptionInfo') ? 'doc' : 'docx';
}

/**
 * Browsers and Node's FormData write `"`, CR and LF of a multipart file name as %22, %0D and %0A
 * (WHATWG HTML's multipart/form-data encoding); the name the user typed has them as characters.
 */
export function decodeFormFileName(name: string): string {
  return name
    .replace(/%22/gi, '"')
    .replace(/%0D/gi, '\r')
    .replace(/%0A/gi, '\n')
    .replace(/[\r\n]+/g, ' ');
}
