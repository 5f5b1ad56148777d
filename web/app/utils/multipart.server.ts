// A small streaming multipart/form-data reader (RFC 7578) for the upload route. Remix's parser
// splits the Content-Disposition header on every ';' and '=', so a file named "a=b.docx" or
// "notes; draft.docx" — names people really give their files — was refused as malformed. This one
// reads quoted parameters as quoted strings, and yields each part's body as it arrives, so the caller
// decides where the bytes go (and how many it accepts) without the whole body ever being held.

export interface MultipartPart {
  /** The form field name. */
  name: string;
  /** The file name as the client sent it (undefined for a plain field). */
  filename?: string;
  contentType?: string;
  /** The part's body; the reader skips whatever the caller leaves unread. */
  data: AsyncIterable<Uint8Array>;
}

export class MultipartError extends Error {
  override name = 'MultipartError';
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');
const MAX_HEADER_BYTES = 16 * 1024;

/** The boundary of a multipart/form-data Content-Type, or undefined. */
export function multipartBoundary(contentType: string | null | undefined): string | undefined {
  if (!contentType || !/^multipart\/form-data\s*(;|$)/i.test(contentType.trim())) return undefined;
  const params = parseParameters(contentType.slice(contentType.indexOf(';') + 1));
  const boundary = params.get('boundary');
  return boundary && boundary.length <= 70 ? boundary : undefined;
}

/**
 * `form-data; name="file"; filename="a;b=c.docx"` → the type and its parameters. Quoted values keep
 * every character (backslash escapes a quote); `filename*=UTF-8''…` (RFC 5987) is decoded and wins.
 */
export function parseContentDisposition(value: string): { type: string; params: Map<string, string> } {
  const semicolon = value.indexOf(';');
  const type = (semicolon < 0 ? value : value.slice(0, semicolon)).trim().toLowerCase();
  const params = parseParameters(semicolon < 0 ? '' : value.slice(semicolon + 1));
  const extended = params.get('filename*');
  if (extended !== undefined) {
    const match = /^([\w-]+)'[^']*'(.*)$/.exec(extended);
    if (match) {
      try {
        params.set('filename', decodeURIComponent(match[2] as string));
      } catch {}
    }
  }
  return { type, params };
}

function parseParameters(text: string): Map<string, string> {
  const params = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    while (i < text.length && (text[i] === ';' || text[i] === ' ' || text[i] === '\t')) i++;
    const eq = text.indexOf('=', i);
    if (eq < 0) break;
    const key = text.slice(i, eq).trim().toLowerCase();
    i = eq + 1;
    while (text[i] === ' ' || text[i] === '\t') i++;
    let value = '';
    if (text[i] === '"') {
      i++;
      while (i < text.length && text[i] !== '"') {
        if (text[i] === '\\' && i + 1 < text.length) i++;
        value += text[i];
        i++;
      }
      i++; // the closing quote
      while (i < text.length && text[i] !== ';') i++;
    } else {
      const end = text.indexOf(';', i);
      value = text.slice(i, end < 0 ? text.length : end).trim();
      i = end < 0 ? text.length : end;
    }
    if (key && !params.has(key)) params.set(key, value);
  }
  return params;
}

/** Buffers chunks of a byte stream and hands out what the parser asks for. */
class Reader {
  private buffer: Buffer = Buffer.alloc(0);
  private done = false;
  private readonly iterator: AsyncIterator<Uint8Array>;

  constructor(source: AsyncIterable<Uint8Array>) {
    this.iterator = source[Symbol.asyncIterator]();
  }

  get buffered(): Buffer {
    return this.buffer;
  }

  /** Reads one more chunk; false at the end of the stream. */
  async more(): Promise<boolean> {
    if (this.done) return false;
    const next = await this.iterator.next();
    if (next.done) {
      this.done = true;
      return false;
    }
    const chunk = Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength);
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    return true;
  }

  take(n: number): Buffer {
    const out = this.buffer.subarray(0, n);
    this.buffer = this.buffer.subarray(n);
    return out;
  }
}

/**
 * The parts of a multipart body, one at a time. Each part's `data` must be read (or abandoned)
 * before asking for the next part; abandoned bytes are skipped, not kept.
 */
export async function* readMultipart(body: AsyncIterable<Uint8Array>, boundary: string): AsyncGenerator<MultipartPart> {
  // The body is never cancelled when parsing stops early (a 413): cancelling a request's stream resets
  // the connection before the answer is written, and the client would see no answer at all.
  const reader = new Reader(body);
  // Every delimiter but the first follows a CRLF; the first may start the body.
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  // Preamble: up to and including the first delimiter.
  for (;;) {
    const buffered = reader.buffered;
    if (buffered.subarray(0, delimiter.length - 2).equals(delimiter.subarray(2))) {
      reader.take(delimiter.length - 2);
      break;
    }
    const at = buffered.indexOf(delimiter);
    if (at >= 0) {
      reader.take(at + delimiter.length);
      break;
    }
    if (buffered.length > delimiter.length) reader.take(buffered.length - delimiter.length);
    if (!(await reader.more())) throw new MultipartError('The multipart body has no boundary.');
  }
  for (;;) {
    // After a delimiter: "--" ends the body, CRLF starts a part (transport padding allowed).
    while (reader.buffered.length < 2) if (!(await reader.more())) throw new MultipartError('The multipart body ended early.');
    if (reader.buffered[0] === 0x2d && reader.buffered[1] === 0x2d) return;
    let headerEnd: number;
    for (;;) {
      const lineEnd = reader.buffered.indexOf(CRLF);
      if (lineEnd >= 0) {
        reader.take(lineEnd + 2);
        break;
      }
      if (!(await reader.more())) throw new MultipartError('The multipart body ended early.');
    }
    for (;;) {
      const buffered = reader.buffered;
      // A part with no headers at all starts straight with its blank line.
      headerEnd = buffered.subarray(0, 2).equals(CRLF) ? -2 : buffered.indexOf(HEADER_END);
      if (headerEnd !== -1) break;
      if (buffered.length > MAX_HEADER_BYTES) throw new MultipartError('A multipart part has too many headers.');
      if (!(await reader.more())) throw new MultipartError('The multipart body ended early.');
    }
    const headerText = headerEnd === -2 ? '' : reader.take(headerEnd).toString('utf8');
    reader.take(headerEnd === -2 ? 2 : 4);
    const headers = new Map<string, string>();
    for (const line of headerText.split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    const disposition = parseContentDisposition(headers.get('content-disposition') ?? '');
    const name = disposition.params.get('name');
    if (disposition.type !== 'form-data' || name === undefined) throw new MultipartError('A multipart part has no form-data name.');

    let ended = false;
    async function* data(): AsyncGenerator<Uint8Array> {
      for (;;) {
        const buffered = reader.buffered;
        const at = buffered.indexOf(delimiter);
        if (at >= 0) {
          if (at > 0) yield reader.take(at);
          reader.take(delimiter.length);
          ended = true;
          return;
        }
        // Keep what could be the start of a delimiter split across chunks.
        const safe = buffered.length - (delimiter.length - 1);
        if (safe > 0) yield reader.take(safe);
        if (!(await reader.more())) throw new MultipartError('The multipart body ended early.');
      }
    }
    const stream = data();
    // The caller's `break` must not end the underlying generator: the rest is skipped below.
    const view: AsyncIterable<Uint8Array> = { [Symbol.asyncIterator]: () => ({ next: () => stream.next() }) };
    const filename = disposition.params.get('filename');
    const contentType = headers.get('content-type');
    yield { name, ...(filename !== undefined ? { filename } : {}), ...(contentType ? { contentType } : {}), data: view };
    // Whatever the caller left unread is skipped.
    while (!ended && !(await stream.next()).done);
  }
}
