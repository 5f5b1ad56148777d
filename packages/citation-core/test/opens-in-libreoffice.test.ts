// The repaired documents open in a real word processor: LibreOffice converts every one to PDF and
// to plain text, and the text it sees carries the markers. Skipped when soffice is not installed
// (scripts/test installs it).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RepairResult } from '../src/pipeline.ts';
import { readDocx } from '../src/docx/read.ts';
import { repairDocument } from '../src/pipeline.ts';
import { generateNotes, NOTE_PROFILES } from './exports/generate-notes.ts';
import { loadFixtures } from './truth.ts';

const hasSoffice = spawnSync('soffice', ['--version'], { stdio: 'ignore' }).status === 0;
const fixtures = loadFixtures();
/** Footnote and endnote exports (ADR 120), in both output forms. */
const noteDocs = NOTE_PROFILES.slice(0, 2).flatMap((profile) =>
  (['rtf', 'fields'] as const).map((marker) => ({ name: `${profile.name}.${marker}`, marker, bytes: generateNotes(profile).bytes })),
);

describe.skipIf(!hasSoffice)('repaired documents open in LibreOffice', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cite-repair-soffice-'));
  const results = new Map<string, RepairResult>();

  beforeAll(async () => {
    const inputs: string[] = [];
    for (const fixture of fixtures) {
      const result = await repairDocument(new Uint8Array(readFileSync(fixture.docxPath)), { fileName: basename(fixture.docxPath), markerStyle: 'rtf' });
      results.set(fixture.name, result);
      const path = join(dir, `${fixture.name}.docx`);
      writeFileSync(path, result.docx);
      inputs.push(path);
    }
    // The default output too: live Zotero fields, whose results LibreOffice must show as text.
    for (const fixture of fixtures.slice(0, 3)) {
      const result = await repairDocument(new Uint8Array(readFileSync(fixture.docxPath)), { fileName: basename(fixture.docxPath) });
      results.set(`${fixture.name}.fields`, result);
      const path = join(dir, `${fixture.name}.fields.docx`);
      writeFileSync(path, result.docx);
      inputs.push(path);
    }
    for (const doc of noteDocs) {
      const result = await repairDocument(doc.bytes, { fileName: `${doc.name}.docx`, markerStyle: doc.marker });
      results.set(doc.name, result);
      const path = join(dir, `${doc.name}.docx`);
      writeFileSync(path, result.docx);
      inputs.push(path);
    }
    // One soffice process for every file: starting LibreOffice is the slow part.
    const env = { ...process.env, HOME: dir };
    const profile = `-env:UserInstallation=file://${join(dir, 'profile')}`;
    execFileSync('soffice', [profile, '--headless', '--convert-to', 'pdf', '--outdir', dir, ...inputs], { env, stdio: 'ignore', timeout: 180_000 });
    execFileSync('soffice', [profile, '--headless', '--convert-to', 'txt:Text (encoded):UTF8', '--outdir', dir, ...inputs], {
      env,
      stdio: 'ignore',
      timeout: 180_000,
    });
  }, 240_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('repairs a document LibreOffice wrote itself (raised superscripts, its own numbering XML)', async () => {
    const html = join(dir, 'report.html');
    writeFileSync(
      html,
      '<html><body><h1>Report</h1><p>Transformers changed NLP<sup>1</sup>. Earlier nets<sup>2,3</sup> and [3].</p>' +
        '<h2>Works cited</h2><ol>' +
        '<li>Vaswani, A., Shazeer, N., &amp; Parmar, N. (2017). Attention is all you need. Advances in Neural Information Processing Systems, 30.</li>' +
        '<li>LeCun, Y., Bengio, Y., &amp; Hinton, G. (2015). Deep learning. Nature, 521(7553), 436-444.</li>' +
        '<li>Hochreiter, S., &amp; Schmidhuber, J. (1997). Long short-term memory. Neural Computation, 9(8), 1735-1780.</li>' +
        '</ol></body></html>',
    );
    const env = { ...process.env, HOME: dir };
    execFileSync(
      'soffice',
      [`-env:UserInstallation=file://${join(dir, 'profile')}`, '--headless', '--convert-to', 'docx:MS Word 2007 XML', '--outdir', dir, html],
      { env, stdio: 'ignore', timeout: 120_000 },
    );
    const result = await repairDocument(new Uint8Array(readFileSync(join(dir, 'report.docx'))), { markerStyle: 'rtf' });
    expect(result.citations.map((c) => c.marker)).toEqual([
      '{Vaswani et al., 2017}',
      '{LeCun et al., 2015; Hochreiter & Schmidhuber, 1997}',
      '{Hochreiter & Schmidhuber, 1997}',
    ]);
    expect(result.report.totalBibliographyEntries).toBe(3);
  }, 120_000);

  it('repairs footnotes LibreOffice wrote itself (its separator ids 0 and 1, notes from 2): references cited, the remark kept', async () => {
    const html = join(dir, 'notes.html');
    const anc = (n: number) => `<a class="sdfootnoteanc" name="sdfootnote${n}anc" href="#sdfootnote${n}sym"><sup>${n}</sup></a>`;
    const sym = (n: number, body: string) =>
      `<div id="sdfootnote${n}"><p><a class="sdfootnotesym" name="sdfootnote${n}sym" href="#sdfootnote${n}anc">${n}</a>${body}</p></div>`;
    writeFileSync(
      html,
      `<html><body><h1>Report</h1><p>Transformers changed NLP.${anc(1)} BERT followed.${anc(2)} A remark.${anc(3)}</p>` +
        sym(1, 'Vaswani, A., Shazeer, N., &amp; Parmar, N. (2017). Attention is all you need. Advances in Neural Information Processing Systems, 30.') +
        sym(2, 'Ibid.') +
        sym(3, 'This is only a remark about the method.') +
        '</body></html>',
    );
    const env = { ...process.env, HOME: dir };
    execFileSync(
      'soffice',
      [`-env:UserInstallation=file://${join(dir, 'profile')}`, '--headless', '--convert-to', 'docx:MS Word 2007 XML', '--outdir', dir, html],
      { env, stdio: 'ignore', timeout: 120_000 },
    );
    const result = await repairDocument(new Uint8Array(readFileSync(join(dir, 'notes.docx'))), { markerStyle: 'rtf' });
    expect(result.citations.map((c) => c.marker)).toEqual(['{Vaswani et al., 2017}', '{Vaswani et al., 2017}']);
    expect(result.report).toMatchObject({ citationsFound: 2, bibtexEntries: 1 });
    const notes = readDocx(result.docx).readXml('word/footnotes.xml') ?? '';
    expect(notes).toContain('only a remark');
    expect(notes).not.toContain('Attention is all you need');
    expect(notes).toContain('w:type="separator"');
  }, 120_000);

  it.each(fixtures.map((f) => f.name))('%s converts to a non-empty PDF, and its text carries every marker', (name) => {
    expect(statSync(join(dir, `${name}.pdf`)).size).toBeGreaterThan(1000);
    const text = readFileSync(join(dir, `${name}.txt`), 'utf8');
    const result = results.get(name);
    expect(result).toBeDefined();
    for (const citation of result?.citations ?? []) expect(text).toContain(citation.marker);
  });

  it.each(fixtures.slice(0, 3).map((f) => `${f.name}.fields`))(
    '%s (live fields) converts to PDF, and its text shows every rendered citation and the bibliography',
    (name) => {
      expect(statSync(join(dir, `${name}.pdf`)).size).toBeGreaterThan(1000);
      const text = readFileSync(join(dir, `${name}.txt`), 'utf8').replace(/\s+/g, ' ');
      const result = results.get(name);
      for (const citation of result?.citations ?? []) expect(text).toContain(citation.marker.replace(/\s+/g, ' '));
      const firstEntry = (JSON.parse(result?.csljson ?? '[]') as { title?: string }[])[0]?.title ?? '';
      expect(text).toContain(firstEntry.slice(0, 20));
    },
  );

  it.each(noteDocs.map((d) => d.name))('%s (citations in notes) converts to PDF, and its text shows every citation where the note mark was', (name) => {
    expect(statSync(join(dir, `${name}.pdf`)).size).toBeGreaterThan(1000);
    const text = readFileSync(join(dir, `${name}.txt`), 'utf8').replace(/\s+/g, ' ');
    const result = results.get(name);
    expect(result?.citations.length).toBeGreaterThan(0);
    for (const citation of result?.citations ?? []) expect(text).toContain(citation.marker.replace(/\s+/g, ' '));
  });
});
