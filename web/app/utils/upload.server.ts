// Reading the upload of POST /api/process: the multipart body is parsed as it streams in and refused
// as soon as it passes the size limit (never buffered whole first), then the file is checked by
// extension and by content: a .docx is a ZIP package, a legacy .doc an OLE compound file.
import { multipartBoundary, readMultipart } from './multipart.server.ts';

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
/** Room for the multipart boundaries and headers around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

export const INVALID_TYPE = { title: 'Invalid file type', message: 'Please upload a Word document (.doc or .docx file)' };
export const INSUFFICIENT_CREDITS =
  'Insufficient credits: You need at least 1 credit to process a document. Please purchase more credits.';
export const TOO_LARGE = { title: 'File too large', message: 'Please upload a file smaller than 50MB' };

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

export async function readUploadedFile(request: Request, maxBytes = MAX_UPLOAD_BYTES): Promise<UploadedFile> {
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

  let total = 0;
  let file: UploadedFile | undefined;
  try {
    for await (const part of readMultipart(request.body as unknown as AsyncIterable<Uint8Array>, boundary)) {
      const keep = part.name === 'file' && part.filename !== undefined && file === undefined;
      const chunks: Uint8Array[] = [];
      let size = 0;
      // Every part is read (and counted), even the ones thrown away, so that no field can grow unchecked.
      for await (const chunk of part.data) {
        total += chunk.byteLength;
        if (total > maxBytes + MULTIPART_OVERHEAD || (keep && size + chunk.byteLength > maxBytes)) {
          throw new UploadError(413, TOO_LARGE.title, TOO_LARGE.message);
        }
        if (keep) {
          // The parser's chunks are views of its buffer: copy what is kept.
          chunks.push(new Uint8Array(chunk));
          size += chunk.byteLength;
        }
      }
      if (keep) file = { filename: decodeFormFileName(part.filename || 'document'), bytes: concat(chunks) };
    }
  } catch (error) {
    if (error instanceof UploadError) throw error;
    throw new UploadError(400, 'Upload failed', 'The upload could not be read. Please try again.');
  }
  if (!file) throw new UploadError(400, 'No file', "No file was sent: the form field must be named 'file'.");
  return file;
}

function sum(chunks: Uint8Array[]): number {
  let n = 0;
  for (const c of chunks) n += c.byteLength;
  return n;
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(sum(chunks));
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
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
  const extension = /\.([^.]+)$/.exec(file.filename)?.[1]?.toLowerCase();
  if (extension !== 'docx' && extension !== 'doc') throw new UploadError(415, INVALID_TYPE.title, INVALID_TYPE.message);
  if (file.bytes.byteLength === 0) throw new UploadError(400, 'Empty file', 'The file is empty. Please choose another document.');
  if (startsWith(file.bytes, ZIP_MAGIC)) {
    // The central directory names the parts; a Word package always has [Content_Types].xml and word/.
    const names = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength).toString('latin1');
    if (names.includes('[Content_Types].xml') && names.includes('word/')) return 'docx';
    throw new UploadError(415, INVALID_TYPE.title, INVALID_TYPE.message);
  }
  // A .docx that is an OLE file is an encrypted package: citation-core explains that one.
  if (startsWith(file.bytes, OLE_MAGIC)) return extension === 'docx' ? 'docx' : 'doc';
  throw new UploadError(415, INVALID_TYPE.title, INVALID_TYPE.message);
}

/**
 * Browsers and Node's FormData write `"`, CR and LF of a multipart file name as %22, %0D and %0A
 * (WHATWG HTML's multipart/form-data encoding); the name the user typed has them as characters.
 */
export function decodeFormFileName(name: string): string {
  return name.replace(/%22/gi, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n').replace(/[\r\n]+/g, ' ');
}
