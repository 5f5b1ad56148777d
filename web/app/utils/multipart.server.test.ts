import { describe, expect, it } from 'vitest';
import { multipartBoundary, parseContentDisposition, readMultipart } from './multipart.server.ts';

/** A FormData body as Node's fetch writes it, cut into chunks of `size` bytes. */
async function body(form: FormData, size = 7): Promise<{ chunks: Uint8Array[]; boundary: string }> {
  const request = new Request('http://x/', { method: 'POST', body: form });
  const bytes = new Uint8Array(await request.arrayBuffer());
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return { chunks, boundary: multipartBoundary(request.headers.get('Content-Type')) as string };
}

async function* stream(chunks: Uint8Array[]) {
  for (const chunk of chunks) yield chunk;
}

async function parts(form: FormData, size?: number) {
  const { chunks, boundary } = await body(form, size);
  const out: { name: string; filename?: string; text: string }[] = [];
  for await (const part of readMultipart(stream(chunks), boundary)) {
    const pieces: Uint8Array[] = [];
    for await (const piece of part.data) pieces.push(piece);
    out.push({ name: part.name, ...(part.filename !== undefined ? { filename: part.filename } : {}), text: Buffer.concat(pieces).toString('utf8') });
  }
  return out;
}

describe('readMultipart', () => {
  it('accepts file names with = and ; (Remix refused them as malformed)', async () => {
    for (const name of ['a=b.docx', 'notes; draft.docx', 'x; filename=evil.docx', 'Résumé – v2.docx']) {
      const form = new FormData();
      form.append('file', new Blob(['hello\r\n--almost a boundary']), name);
      expect(await parts(form)).toEqual([{ name: 'file', filename: name, text: 'hello\r\n--almost a boundary' }]);
    }
  });

  it('reads several parts across any chunking, and skips what the caller leaves unread', async () => {
    const form = new FormData();
    form.append('note', 'first');
    form.append('file', new Blob(['x'.repeat(10_000)]), 'big.docx');
    form.append('other', 'last');
    for (const size of [1, 3, 64, 100_000]) {
      const got = await parts(form, size);
      expect(got.map((p) => [p.name, p.text.length])).toEqual([
        ['note', 5],
        ['file', 10_000],
        ['other', 4],
      ]);
    }
    const { chunks, boundary } = await body(form, 512);
    const names: string[] = [];
    for await (const part of readMultipart(stream(chunks), boundary)) {
      names.push(part.name);
      for await (const _ of part.data) break;
    }
    expect(names).toEqual(['note', 'file', 'other']);
  });

  it('refuses a body that ends early or has no boundary', async () => {
    const form = new FormData();
    form.append('file', new Blob(['abc']), 'a.docx');
    const { chunks, boundary } = await body(form);
    const cut = Buffer.concat(chunks).subarray(0, 120);
    await expect(parts2([cut], boundary)).rejects.toThrow(/ended early/);
    await expect(parts2([Buffer.from('no boundary here')], boundary)).rejects.toThrow(/no boundary/);
  });
});

async function parts2(chunks: Uint8Array[], boundary: string) {
  for await (const part of readMultipart(stream(chunks), boundary)) for await (const _ of part.data) void _;
}

describe('parseContentDisposition', () => {
  it('reads quoted values whole, escapes and RFC 5987 names', () => {
    const { type, params } = parseContentDisposition('form-data; name="file"; filename="a;b=\\"c\\".docx"');
    expect(type).toBe('form-data');
    expect(params.get('name')).toBe('file');
    expect(params.get('filename')).toBe('a;b="c".docx');
    expect(parseContentDisposition("form-data; name=file; filename*=UTF-8''R%C3%A9sum%C3%A9.docx").params.get('filename')).toBe('Résumé.docx');
  });

  it('finds the boundary of a multipart Content-Type only', () => {
    expect(multipartBoundary('multipart/form-data; boundary="abc def"')).toBe('abc def');
    expect(multipartBoundary('multipart/form-data; boundary=xyz')).toBe('xyz');
    expect(multipartBoundary('application/json')).toBeUndefined();
  });
});
