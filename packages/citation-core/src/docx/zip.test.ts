import { readFileSync } from 'node:fs';
import { crc32, deflateRawSync } from 'node:zlib';
import { ZipArchive } from 'archiver';
import { describe, expect, it } from 'vitest';
import { hasUnzip, unzipTest } from '../../test/unzip.ts';
import { DocxReadError } from '../errors.ts';
import { buildZip } from '../../test/hostile/build-zip.ts';
import type { RawZipEntry } from '../../test/hostile/build-zip.ts';
import { sharedPath } from '../../test/shared-path.ts';
import { DEFAULT_ZIP_LIMITS, checkEntryName, readZipDirectory, readZipEntry, writeZip } from './zip.ts';
import type { ZipLimits } from './zip.ts';

const MIB = 1024 * 1024;
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof DocxReadError) return error.code;
    throw error;
  }
  return 'NO_ERROR';
}

function readAll(bytes: Uint8Array, limits?: Partial<ZipLimits>): Map<string, string> {
  return new Map(readZipDirectory(bytes, limits).map((e) => [e.name, text(readZipEntry(bytes, e))]));
}

describe('readZipDirectory', () => {
  it('lists a Word file in stored order with the sizes and CRCs unzip reports', () => {
    const bytes = readFileSync(sharedPath('fixtures', 'docs', 'fx02_chatgpt_brackets_apa.docx'));
    const entries = readZipDirectory(bytes);
    expect(entries.map((e) => e.name)).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'docProps/core.xml',
      'docProps/app.xml',
      'word/document.xml',
      'word/styles.xml',
      'word/settings.xml',
      'word/numbering.xml',
      'word/_rels/document.xml.rels',
    ]);
    const document = entries.find((e) => e.name === 'word/document.xml')!;
    expect(document).toMatchObject({ method: 8, uncompressedSize: 13457, compressedSize: 3120, crc32: 0x46b7c79d });
    expect(text(readZipEntry(bytes, document))).toContain('<w:document');
  });

  it('accepts a comment and trailing bytes after the end record', () => {
    const zip = buildZip([{ name: 'a.txt', data: 'alpha' }], { comment: 'made by a test' });
    expect(readAll(zip).get('a.txt')).toBe('alpha');
    expect(readAll(Buffer.concat([zip, Buffer.from('trailing junk')])).get('a.txt')).toBe('alpha');
  });

  it('tells random bytes (NOT_A_ZIP) from a truncated zip (CORRUPT_ZIP)', () => {
    const zip = buildZip([{ name: 'a.txt', data: 'alpha'.repeat(100) }]);
    expect(codeOf(() => readZipDirectory(Buffer.from('hello world, not a zip at all')))).toBe('NOT_A_ZIP');
    expect(codeOf(() => readZipDirectory(new Uint8Array(3)))).toBe('NOT_A_ZIP');
    expect(codeOf(() => readZipDirectory(zip.subarray(0, zip.length - 10)))).toBe('CORRUPT_ZIP');
    expect(codeOf(() => readZipDirectory(zip.subarray(0, 40)))).toBe('CORRUPT_ZIP');
  });

  it('refuses a central directory pointing past the data it describes', () => {
    const zip = buildZip([{ name: 'a.txt', data: 'alpha' }]);
    const damaged = Buffer.from(zip);
    damaged.writeUInt32LE(zip.length, zip.length - 22 + 16); // central directory offset past the end
    expect(codeOf(() => readZipDirectory(damaged))).toBe('CORRUPT_ZIP');
    expect(codeOf(() => readZipDirectory(buildZip([{ name: 'a.txt', data: 'alpha', localHeaderOffset: 9999 }])))).toBe('CORRUPT_ZIP');
  });

  it.each([['../evil.txt'], ['word/../../evil.txt'], ['/etc/passwd'], ['C:/Windows/evil.txt'], ['c:evil.txt'], ['word\\..\\evil.txt'], ['nul\0byte']])(
    'refuses the unsafe entry name %j',
    (name) => {
      expect(codeOf(() => readZipDirectory(buildZip([{ name, data: 'x' }])))).toBe('UNSAFE_PATH');
    },
  );

  it('allows names that only look odd', () => {
    expect(() => checkEntryName('word/media/image..1.png')).not.toThrow();
    expect(() => checkEntryName('customXml/item1.xml')).not.toThrow();
    expect(() => checkEntryName('word/')).not.toThrow();
  });

  it('refuses duplicate names, also when they differ only in case', () => {
    expect(
      codeOf(() =>
        readZipDirectory(
          buildZip([
            { name: 'a.xml', data: '1' },
            { name: 'a.xml', data: '2' },
          ]),
        ),
      ),
    ).toBe('CORRUPT_ZIP');
    expect(
      codeOf(() =>
        readZipDirectory(
          buildZip([
            { name: 'word/A.xml', data: '1' },
            { name: 'word/a.xml', data: '2' },
          ]),
        ),
      ),
    ).toBe('CORRUPT_ZIP');
  });

  it('refuses encrypted entries and unknown compression methods', () => {
    expect(codeOf(() => readZipDirectory(buildZip([{ name: 'a.xml', data: 'x', flags: 1 }])))).toBe('ENCRYPTED_DOCUMENT');
    expect(codeOf(() => readZipDirectory(buildZip([{ name: 'a.xml', data: 'x', method: 99 }])))).toBe('ENCRYPTED_DOCUMENT');
    expect(codeOf(() => readZipDirectory(buildZip([{ name: 'a.xml', data: 'x', method: 12, compressed: Buffer.from('BZh') }])))).toBe('CORRUPT_ZIP');
  });

  it('refuses a local header whose name differs from the central directory', () => {
    expect(codeOf(() => readZipDirectory(buildZip([{ name: 'word/document.xml', localName: 'word/evil.xmlx', data: 'x' }])))).toBe('CORRUPT_ZIP');
  });

  it('refuses entries that overlap (the non-recursive zip bomb trick)', () => {
    // Entry "b" is stored inside entry "a": its central record points into a's data.
    const innerPayload = Buffer.from('inner');
    const inner = buildZip([{ name: 'b', data: innerPayload, method: 0 }]).subarray(0, 30 + 1 + innerPayload.length);
    const entries: RawZipEntry[] = [
      { name: 'a', data: inner, method: 0 },
      { name: 'b', data: innerPayload, method: 0, localHeaderOffset: 30 + 1 },
    ];
    expect(codeOf(() => readZipDirectory(buildZip(entries)))).toBe('ZIP_BOMB');
  });

  describe('limits, checked before inflating', () => {
    const zeros = (n: number) => new Uint8Array(n);

    it('counts entries', () => {
      const zip = buildZip(Array.from({ length: 11 }, (_, i) => ({ name: `f${i}`, data: '' })));
      expect(codeOf(() => readZipDirectory(zip, { maxEntries: 10 }))).toBe('ZIP_BOMB');
      expect(readZipDirectory(zip, { maxEntries: 11 })).toHaveLength(11);
    });

    it('caps each part and the total', () => {
      const zip = buildZip([
        { name: 'a', data: zeros(600), method: 0 },
        { name: 'b', data: zeros(600), method: 0 },
      ]);
      expect(codeOf(() => readZipDirectory(zip, { maxPartBytes: 500 }))).toBe('ZIP_BOMB');
      expect(codeOf(() => readZipDirectory(zip, { maxTotalUncompressedBytes: 1000 }))).toBe('ZIP_BOMB');
      expect(readZipDirectory(zip, { maxPartBytes: 600, maxTotalUncompressedBytes: 1200 })).toHaveLength(2);
    });

    it('applies the ratio to big entries only, so tiny repetitive XML passes', () => {
      const small = buildZip([{ name: 'word/styles.xml', data: zeros(512 * 1024) }]);
      expect(readZipDirectory(small)[0]!.uncompressedSize).toBe(512 * 1024);
      const big = buildZip([{ name: 'word/document.xml', data: zeros(2 * MIB) }]);
      expect(codeOf(() => readZipDirectory(big))).toBe('ZIP_BOMB');
      expect(readZipDirectory(big, { maxRatio: 5000 })).toHaveLength(1);
    });

    it('has the documented defaults', () => {
      expect(DEFAULT_ZIP_LIMITS).toEqual({ maxEntries: 2000, maxTotalUncompressedBytes: 256 * MIB, maxPartBytes: 64 * MIB, maxRatio: 100 });
    });
  });

  it('reads ZIP64 archives (as some writers produce even for small files)', async () => {
    const archive = new ZipArchive({ forceZip64: true });
    const chunks: Buffer[] = [];
    archive.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise((resolve) => archive.on('end', resolve));
    archive.append('zip64 content', { name: 'a.txt' });
    archive.append(Buffer.alloc(1000, 7), { name: 'b.bin' });
    await archive.finalize();
    await done;
    const zip = Buffer.concat(chunks);
    const entries = readZipDirectory(zip);
    expect(entries.map((e) => e.name)).toEqual(['a.txt', 'b.bin']);
    expect(text(readZipEntry(zip, entries[0]!))).toBe('zip64 content');
    expect(Buffer.from(readZipEntry(zip, entries[1]!)).equals(Buffer.alloc(1000, 7))).toBe(true);
  });

  it('refuses ZIP64 size markers without the ZIP64 extra field', () => {
    const zip = buildZip([{ name: 'a', data: 'x', method: 0 }]);
    const centralStart = zip.length - 22 - (46 + 1);
    zip.writeUInt32LE(0xffffffff, centralStart + 24); // uncompressed size: "see the ZIP64 extra field"
    expect(codeOf(() => readZipDirectory(zip))).toBe('CORRUPT_ZIP');
  });
});

describe('readZipEntry', () => {
  it('stops inflating when an entry outgrows its declared size', () => {
    const payload = deflateRawSync(new Uint8Array(10 * MIB));
    const zip = buildZip([{ name: 'word/document.xml', compressed: payload, declaredSize: 1000, data: new Uint8Array(1000) }]);
    const [entry] = readZipDirectory(zip);
    expect(codeOf(() => readZipEntry(zip, entry!))).toBe('ZIP_BOMB');
  });

  it('refuses an entry that is shorter than declared, or whose CRC is wrong', () => {
    const shorter = buildZip([{ name: 'a', compressed: deflateRawSync(Buffer.from('abc')), declaredSize: 10, data: 'abcdefghij' }]);
    expect(codeOf(() => readZipEntry(shorter, readZipDirectory(shorter)[0]!))).toBe('CORRUPT_ZIP');
    const badCrc = buildZip([{ name: 'a', data: 'abc', crc: 12345 }]);
    expect(codeOf(() => readZipEntry(badCrc, readZipDirectory(badCrc)[0]!))).toBe('CORRUPT_ZIP');
  });

  it('refuses damaged deflate data without letting the zlib error escape', () => {
    const garbage = buildZip([{ name: 'a', compressed: Buffer.from([0xff, 0xff, 0xff, 0xff]), data: 'abc' }]);
    let thrown: unknown;
    try {
      readZipEntry(garbage, readZipDirectory(garbage)[0]!);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DocxReadError);
    expect((thrown as DocxReadError).code).toBe('CORRUPT_ZIP');
  });

  it('honours a caller limit below the declared size', () => {
    const zip = buildZip([{ name: 'a', data: 'x'.repeat(100) }]);
    const [entry] = readZipDirectory(zip);
    expect(codeOf(() => readZipEntry(zip, entry!, 50))).toBe('ZIP_BOMB');
    expect(readZipEntry(zip, entry!, 100)).toHaveLength(100);
  });

  it('reads empty entries, stored and deflated', () => {
    const zip = buildZip([
      { name: 'empty-stored', data: '', method: 0 },
      { name: 'empty-deflated', data: '' },
      { name: 'empty-deflated-no-bytes', data: '', compressed: new Uint8Array(0) },
    ]);
    for (const entry of readZipDirectory(zip)) expect(readZipEntry(zip, entry)).toHaveLength(0);
  });
});

describe('writeZip', () => {
  it('writes data entries that read back, deflated when that helps and stored when not', () => {
    const random = Uint8Array.from({ length: 2000 }, (_, i) => (i * 7919 + ((i * i) % 251)) & 0xff);
    const zip = writeZip([
      { name: 'a.xml', data: new TextEncoder().encode('<a>' + 'x'.repeat(5000) + '</a>') },
      { name: 'b.bin', data: random, compress: false },
      { name: 'c.txt', data: new TextEncoder().encode('tiny') },
      { name: 'dir/', data: new Uint8Array(0) },
    ]);
    const entries = readZipDirectory(zip);
    expect(entries.map((e) => [e.name, e.method])).toEqual([
      ['a.xml', 8],
      ['b.bin', 0],
      ['c.txt', 0],
      ['dir/', 0],
    ]);
    expect(text(readZipEntry(zip, entries[0]!))).toHaveLength(5007);
    expect(Buffer.from(readZipEntry(zip, entries[1]!)).equals(random)).toBe(true);
    expect(entries.every((e) => e.dosDate === 0x21 && e.dosTime === 0)).toBe(true);
  });

  it('copies entries without re-compressing them and drops data descriptors', () => {
    const source = buildZip([
      { name: 'word/document.xml', data: '<w:document>' + 'y'.repeat(3000) + '</w:document>', flags: 0x0008 },
      { name: 'word/media/image1.png', data: new Uint8Array(300).fill(1), method: 0 },
    ]);
    const sourceEntries = readZipDirectory(source);
    const zip = writeZip(sourceEntries.map((entry) => ({ name: entry.name, copyFrom: { bytes: source, entry } })));
    const entries = readZipDirectory(zip);
    entries.forEach((entry, i) => {
      const original = sourceEntries[i]!;
      expect(entry).toMatchObject({ name: original.name, method: original.method, crc32: original.crc32, compressedSize: original.compressedSize });
      expect(entry.flags & 0x0008).toBe(0);
      const copied = Buffer.from(zip.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize));
      expect(copied.equals(source.subarray(original.dataOffset, original.dataOffset + original.compressedSize))).toBe(true);
    });
  });

  it('marks non-ASCII names as UTF-8 and reads them back', () => {
    const zip = writeZip([{ name: 'word/media/café ☕.png', data: new Uint8Array([1, 2, 3]) }]);
    const [entry] = readZipDirectory(zip);
    expect(entry!.name).toBe('word/media/café ☕.png');
    expect(entry!.flags & 0x0800).toBe(0x0800);
  });

  it('refuses duplicate and unsafe names', () => {
    const data = new Uint8Array(1);
    expect(() =>
      writeZip([
        { name: 'a', data },
        { name: 'A', data },
      ]),
    ).toThrow(/duplicate/);
    expect(() => writeZip([{ name: '../a', data }])).toThrow(DocxReadError);
  });

  it('writes the CRC-32 of the uncompressed data', () => {
    const data = new TextEncoder().encode('checksum me');
    const [entry] = readZipDirectory(writeZip([{ name: 'a', data }]));
    expect(entry!.crc32).toBe(crc32(data));
  });

  it.skipIf(!hasUnzip)('produces archives that unzip -t accepts', () => {
    const source = readFileSync(sharedPath('fixtures', 'docs', 'fx01_gemini_superscript_autonumbered.docx'));
    const entries = readZipDirectory(source);
    const zip = writeZip([
      ...entries.map((entry) => ({ name: entry.name, copyFrom: { bytes: source, entry } })),
      { name: 'extra/new.xml', data: new TextEncoder().encode('<new/>'.repeat(100)) },
      { name: 'extra/stored.bin', data: new Uint8Array(10), compress: false },
    ]);
    expect(unzipTest(zip)).toMatch(/No errors detected/);
  });
});
