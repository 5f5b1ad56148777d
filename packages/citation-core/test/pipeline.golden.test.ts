// Golden tests: every example document in ../shared/fixtures/docs, repaired offline, against its
// truth file — counts, which works each citation points to, every other paragraph unchanged,
// decoys untouched, tables/images/links kept, one BibTeX entry per cited work.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parse as parseBibtex } from '@retorquere/bibtex-parser';
import mammoth from 'mammoth';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDocument } from '../src/docx/document.ts';
import { readDocx } from '../src/docx/read.ts';
import { isOn, wChild } from '../src/docx/xml.ts';
import type { RepairResult } from '../src/pipeline.ts';
import { repairDocument } from '../src/pipeline.ts';
import type { Fixture } from './truth.ts';
import { loadFixtures } from './truth.ts';

const fixtures = loadFixtures();

function outputXml(result: RepairResult): string {
  const pkg = readDocx(result.docx);
  return pkg.readXml(pkg.mainPart) ?? '';
}

function count(haystack: string, needle: RegExp): number {
  return (haystack.match(needle) ?? []).length;
}

describe.each(fixtures.map((f) => [f.name, f] as [string, Fixture]))('%s, repaired offline', (_name, fixture) => {
  const { truth } = fixture;
  let result: RepairResult;
  let outTexts: string[];

  beforeAll(async () => {
    const bytes = new Uint8Array(readFileSync(fixture.docxPath));
    result = await repairDocument(bytes, { fileName: basename(fixture.docxPath), markerStyle: 'rtf', now: () => new Date('2026-01-01T00:00:00Z') });
    outTexts = openDocument(readDocx(result.docx)).paragraphs.map((p) => p.text);
  });

  it('reports the counts of the truth file', () => {
    const { citationInstances, citationsFound, uniqueReferences, bibtexEntries, orphanedReferences, duplicateRefsRemoved, totalBibliographyEntries } =
      result.report;
    expect({ citationInstances, citationsFound, uniqueReferences, bibtexEntries, orphanedReferences, duplicateRefsRemoved, totalBibliographyEntries }).toEqual({
      citationInstances: truth.expected.citationInstances,
      citationsFound: truth.expected.citationsFound,
      uniqueReferences: truth.expected.uniqueReferences,
      bibtexEntries: truth.expected.bibtexEntries,
      orphanedReferences: truth.expected.orphanedReferences,
      duplicateRefsRemoved: truth.expected.duplicateRefsRemoved,
      totalBibliographyEntries: truth.expected.totalBibliographyEntries,
    });
  });

  it('finds every in-text citation with its numbers, and nothing else', () => {
    const found = result.citations.map((c) => ({ pi: c.paragraphIndex, text: c.text, list: c.list, numbers: c.numbers }));
    const expected = truth.instances.map((i) => ({ pi: i.pi, text: i.text, list: i.list, numbers: i.numbers }));
    expect(found).toEqual(expected);
  });

  it('points each citation at the same works as the truth (duplicates merged)', () => {
    // Map our works to the truth's record ids through the (list, number) entries they merge.
    const recordOf = new Map<string, string>();
    for (const list of truth.lists) for (const e of list.entries) recordOf.set(`${e.listIndex}:${e.number}`, e.recordId);
    const keyToRecords = new Map<string, Set<string>>();
    for (const ref of result.report.references) {
      const records = new Set(ref.entries.map((e) => recordOf.get(`${e.list}:${e.number}`) ?? '?'));
      keyToRecords.set(ref.key, records);
      // One work per record: every entry merged into a reference belongs to the same record.
      expect([...records], `entries ${JSON.stringify(ref.entries)} of ${ref.key}`).toHaveLength(1);
    }
    expect(new Set([...keyToRecords.values()].map((s) => [...s][0])).size).toBe(truth.expected.uniqueReferences);
    result.citations.forEach((citation, i) => {
      const instance = truth.instances[i];
      if (!instance) return;
      const items = citation.marker.replace(/^\{|\}$/g, '').split('; ');
      expect(items, `${citation.text} → ${citation.marker}`).toHaveLength(instance.works.length);
    });
  });

  it('rewrites citations in place and leaves every other paragraph as it was', () => {
    const markerOf = new Map(truth.instances.map((inst, i) => [inst.id, result.citations[i]?.marker ?? '?']));
    const expected = truth.paragraphs
      .filter((p) => p.kind !== 'refheading' && p.kind !== 'reflist')
      .map((p) => p.segments.map(([kind, value]) => (kind === 'c' ? markerOf.get(value) : value)).join(''));
    // The reference lists are removed, so only the body paragraphs remain, in order.
    expect(outTexts).toEqual(expected);
  });

  it('reads back with an independent .docx reader (mammoth): every marker in the text, no list left', async () => {
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(result.docx) });
    for (const citation of result.citations) expect(value).toContain(citation.marker);
    let withoutMarkers = value;
    for (const citation of result.citations) withoutMarkers = withoutMarkers.replaceAll(citation.marker, '');
    for (const list of truth.lists) for (const entry of list.entries) expect(withoutMarkers).not.toContain(entry.raw.replace(/^\s*(\[\d+\]|\d+\.)\s*/, ''));
  });

  it('leaves the look-alikes (decoys) untouched', () => {
    const text = outTexts.join('\n');
    for (const decoy of truth.decoys) expect(text).toContain(decoy.phrase);
  });

  it('keeps tables, images and body hyperlinks', () => {
    const xml = outputXml(result);
    expect(count(xml, /<w:tbl>/g)).toBe(truth.integrity.tables);
    expect(count(xml, /<w:drawing>/g)).toBe(truth.integrity.images);
    expect(count(xml, /<w:hyperlink /g)).toBe(truth.integrity.hyperlinksBody);
  });

  it('keeps bold and italic text bold and italic, word for word', () => {
    let bold = 0;
    let italic = 0;
    for (const p of openDocument(readDocx(result.docx)).paragraphs) {
      for (const r of p.runs) {
        const words = p.text.slice(r.start, r.end).split(/\s+/).filter(Boolean).length;
        const rPr = wChild(r.run, 'rPr');
        if (isOn(wChild(rPr, 'b'))) bold += words;
        if (isOn(wChild(rPr, 'i'))) italic += words;
      }
    }
    expect({ bold, italic }).toEqual({ bold: truth.integrity.boldWords, italic: truth.integrity.italicWords });
  });

  it('writes one BibTeX entry per cited work, keyed as in the report', () => {
    const keys = [...result.bibtex.matchAll(/^@\w+\{([^,]+),/gm)].map((m) => m[1]);
    expect(keys).toHaveLength(truth.expected.bibtexEntries);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(result.report.references.map((r) => r.key));
    // A real BibTeX parser reads it back without a single error.
    const parsed = parseBibtex(result.bibtex, { english: false });
    expect(parsed.errors).toEqual([]);
    expect(parsed.entries.map((e) => e.key)).toEqual(keys);
  });
});
