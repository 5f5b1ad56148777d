// The harness reads downloaded zips with citation-core's own reader (no yauzl): entries by name,
// directories skipped, deflated entries inflated, damaged archives refused.
import { describe, expect, it } from 'vitest';
import { writeZip } from '@cite-repair/citation-core';
import { zip } from '../helpers/make-docx.ts';
import { readZip } from './harness.ts';

describe('readZip', () => {
  it('returns every file entry by name, stored or deflated, without directories', () => {
    const text = 'word '.repeat(500);
    const bytes = writeZip([
      { name: 'out/', data: new Uint8Array(0) },
      { name: 'out/paper.bib', data: new TextEncoder().encode('@article{a, title={T}}') },
      { name: 'out/paper.repaired.docx', data: new TextEncoder().encode(text), compress: true },
    ]);
    // The deflated entry really is compressed in the archive.
    expect(bytes.byteLength).toBeLessThan(text.length / 2);
    const entries = readZip(bytes);
    expect([...entries.keys()]).toEqual(['out/paper.bib', 'out/paper.repaired.docx']);
    expect(entries.get('out/paper.bib')?.toString('utf8')).toBe('@article{a, title={T}}');
    expect(entries.get('out/paper.repaired.docx')?.toString('utf8')).toBe(text);
  });

  it('reads the stored zips the tests build', () => {
    const entries = readZip(zip({ 'word/document.xml': '<w:document/>' }));
    expect(entries.get('word/document.xml')?.toString('utf8')).toBe('<w:document/>');
  });

  it('refuses bytes that are not a zip, and a damaged entry', () => {
    expect(() => readZip(new TextEncoder().encode('not a zip at all'))).toThrow(/not a Word document/);
    const damaged = zip({ 'a.txt': 'hello world' });
    const first = 30 + 'a.txt'.length; // the first data byte: the CRC no longer matches
    damaged[first] = (damaged[first] as number) ^ 0xff;
    expect(() => readZip(damaged)).toThrow(/damaged/);
  });
});
