import { describe, expect, it } from 'vitest';
import { hasUnzip, unzipTest } from '../../test/unzip.ts';
import { minimalDocx } from '../../test/hostile/build-zip.ts';
import { readZipDirectory, readZipEntry } from '../docx/zip.ts';
import { createZipPackage } from './zip-package.ts';

describe('createZipPackage', () => {
  const docx = minimalDocx();
  const files = [
    { name: 'paper.repaired.docx', data: docx },
    { name: 'paper.bib', data: '@article{smith2020,\n  title = {Café},\n}\n' },
    { name: 'report/report.json', data: JSON.stringify({ citationsFound: 3 }) },
  ];

  it('bundles the files, storing the already-compressed .docx as is', async () => {
    const zip = await createZipPackage(files, { date: new Date('2024-05-06T07:08:10Z') });
    const entries = readZipDirectory(zip);
    expect(entries.map((e) => e.name)).toEqual(['paper.repaired.docx', 'paper.bib', 'report/report.json']);
    expect(entries[0]!.method).toBe(0);
    expect(entries[1]!.method).toBe(8);
    expect(Buffer.from(readZipEntry(zip, entries[0]!)).equals(docx)).toBe(true);
    expect(new TextDecoder().decode(readZipEntry(zip, entries[1]!))).toContain('title = {Café}');
  });

  it('is reproducible with a fixed date', async () => {
    const date = new Date('2024-05-06T07:08:10Z');
    const a = Buffer.from(await createZipPackage(files, { date }));
    const b = Buffer.from(await createZipPackage(files, { date }));
    expect(a.equals(b)).toBe(true);
  });

  it('refuses unsafe or duplicate names', async () => {
    await expect(createZipPackage([{ name: '../x.bib', data: '' }])).rejects.toThrow(/unsafe/);
    await expect(createZipPackage([{ name: '/x.bib', data: '' }])).rejects.toThrow(/unsafe/);
    await expect(
      createZipPackage([
        { name: 'a', data: '' },
        { name: 'a', data: '' },
      ]),
    ).rejects.toThrow(/duplicate/);
  });

  it.skipIf(!hasUnzip)('opens with unzip -t', async () => {
    expect(unzipTest(await createZipPackage(files))).toMatch(/No errors detected/);
  });
});
