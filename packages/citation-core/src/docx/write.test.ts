import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasUnzip, unzipTest } from '../../test/unzip.ts';
import { buildZip, minimalDocx, minimalDocxEntries } from '../../test/hostile/build-zip.ts';
import { fixtureDocxPaths } from '../../test/shared-path.ts';
import { readDocx } from './read.ts';
import type { DocxPackage } from './read.ts';
import { writeDocx } from './write.ts';
import { readZipEntry } from './zip.ts';
import type { ZipEntry } from './zip.ts';

function compressed(pkg: DocxPackage, entry: ZipEntry): Buffer {
  return Buffer.from(pkg.bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize));
}

const fixtures = fixtureDocxPaths().map((path) => [basename(path), path]);

describe('writeDocx', () => {
  it('finds the shared fixtures', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(9);
  });

  it.each(fixtures)('round-trips %s untouched, entry for entry', (_name, path) => {
    const source = readDocx(readFileSync(path));
    const copy = readDocx(writeDocx(source, new Map()));
    expect(copy.entries.map((e) => e.name)).toEqual(source.entries.map((e) => e.name));
    expect(copy.entries[0]!.name).toBe('[Content_Types].xml');
    copy.entries.forEach((entry, i) => {
      const original = source.entries[i]!;
      expect(entry).toMatchObject({ method: original.method, crc32: original.crc32, dosTime: original.dosTime, dosDate: original.dosDate });
      expect(compressed(copy, entry).equals(compressed(source, original))).toBe(true);
      expect(Buffer.from(readZipEntry(copy.bytes, entry)).equals(readZipEntry(source.bytes, original))).toBe(true);
    });
  });

  it.each(fixtures)('replaces the main part of %s and leaves the rest as it was', (_name, path) => {
    const source = readDocx(readFileSync(path));
    const xml = source.readXml(source.mainPart)!.replace('</w:body>', '<w:p><w:r><w:t>{Smith, 2020}</w:t></w:r></w:p></w:body>');
    const bytes = writeDocx(source, new Map([[source.mainPart, xml]]));
    const copy = readDocx(bytes);
    expect(copy.readXml(copy.mainPart)).toBe(xml);
    for (const [i, entry] of copy.entries.entries()) {
      const original = source.entries[i]!;
      expect(entry.name).toBe(original.name);
      if (entry.name === source.mainPart) {
        expect(entry.dosDate).toBe(original.dosDate);
        continue;
      }
      expect(compressed(copy, entry).equals(compressed(source, original))).toBe(true);
    }
    if (hasUnzip) expect(unzipTest(bytes)).toMatch(/No errors detected/);
  });

  it('accepts bytes as a replacement and part names with a leading slash', () => {
    const pkg = readDocx(minimalDocx());
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const out = readDocx(
      writeDocx(
        pkg,
        new Map<string, string | Uint8Array>([
          ['/word/document.xml', '<w:document xmlns:w="x">new</w:document>'],
          ['word/media/image1.png', png],
        ]),
      ),
    );
    expect(out.readXml('word/document.xml')).toBe('<w:document xmlns:w="x">new</w:document>');
    expect(out.entries.map((e) => e.name)).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml', 'word/media/image1.png']);
    expect(Buffer.from(out.readPart('word/media/image1.png')!).equals(png)).toBe(true);
  });

  it('writes UTF-8 and corrects a UTF-16 declaration it re-encodes', () => {
    const utf16 = '<?xml version="1.0" encoding="UTF-16" standalone="yes"?><w:document xmlns:w="x">ü</w:document>';
    const source = buildZip(
      minimalDocxEntries().map((e) =>
        e.name === 'word/document.xml' ? { ...e, data: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(utf16, 'utf16le')]) } : e,
      ),
    );
    const pkg = readDocx(source);
    const xml = pkg.readXml(pkg.mainPart)!;
    expect(xml).toBe(utf16);
    const out = readDocx(writeDocx(pkg, new Map([[pkg.mainPart, xml]])));
    const raw = out.readPart(out.mainPart)!;
    expect(new TextDecoder('utf-8', { fatal: true }).decode(raw)).toBe(utf16.replace('UTF-16', 'UTF-8'));
  });

  it('refuses to replace one part twice', () => {
    const pkg = readDocx(minimalDocx());
    expect(() =>
      writeDocx(
        pkg,
        new Map([
          ['word/document.xml', 'a'],
          ['/word/document.xml', 'b'],
        ]),
      ),
    ).toThrow(/twice/);
  });
});
