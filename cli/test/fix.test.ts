// The CLI as a user and a CI script meet it: outputs on disk, JSON on stdout, exit statuses.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readZipDirectory } from '@cite-repair/citation-core';
import { buildDocx, text } from '../../packages/citation-core/test/build-docx.ts';
import { EXIT } from '../src/exit-codes.ts';
import { main } from '../src/index.ts';
import { captureIo } from './capture-io.ts';
import type { CapturedIo } from './capture-io.ts';

const SHARED = process.env.SHARED_DIR ?? fileURLToPath(new URL('../../../shared/', import.meta.url));
const DOCS = join(SHARED, 'fixtures', 'docs');
const BIN = fileURLToPath(new URL('../bin/cite-repair.js', import.meta.url));

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cite-repair-cli-'));
  copyFileSync(join(DOCS, 'fx02_chatgpt_brackets_apa.docx'), join(dir, 'paper.docx'));
  copyFileSync(join(DOCS, 'fx04_parenthetical_vancouver.docx'), join(dir, 'other.docx'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const run = (args: string[], io: CapturedIo) => main(['node', 'cite-repair', ...args], io);

describe('cite-repair fix', () => {
  it('writes the repaired document, the .bib and the report next to the input', async () => {
    const io = captureIo(dir);
    expect(await run(['fix', 'paper.docx', '--offline'], io)).toBe(EXIT.ok);
    expect(readdirSync(dir).sort()).toEqual(['other.docx', 'paper.bib', 'paper.csl.json', 'paper.docx', 'paper.repaired.docx', 'paper.report.json']);
    expect(io.out).toContain('✔ paper.docx → paper.repaired.docx, paper.bib, paper.csl.json, paper.report.json');
    expect(JSON.parse(readFileSync(join(dir, 'paper.csl.json'), 'utf8'))).toHaveLength(13);
    expect(io.out).toContain('15 cited numbers → 13 BibTeX entries');
    const report = JSON.parse(readFileSync(join(dir, 'paper.report.json'), 'utf8'));
    expect(report.bibtexEntries).toBe(13);
    expect(report.log).toHaveLength(13);
    expect(readFileSync(join(dir, 'paper.bib'), 'utf8').match(/^@/gm)).toHaveLength(13);
  });

  it('--json prints one report object and nothing else on stdout; --out and --zip place the files', async () => {
    const io = captureIo(dir);
    expect(await run(['fix', 'paper.docx', '--out', 'out', '--json', '--zip', '--offline'], io)).toBe(EXIT.ok);
    const report = JSON.parse(io.out);
    expect(report).toMatchObject({
      file: 'paper.docx',
      citationsFound: 15,
      uniqueReferences: 13,
      orphanedReferences: 1,
      duplicateRefsRemoved: 2,
      totalBibliographyEntries: 16,
    });
    expect(report.references[0]).toHaveProperty('key');
    expect(report.outputs.zip).toBe(join(dir, 'out', 'paper.citations.zip'));
    const entries = readZipDirectory(new Uint8Array(readFileSync(report.outputs.zip))).map((e) => e.name);
    // The package holds what the folder does: the default formats, no .ris.
    expect(entries.sort()).toEqual(['paper.bib', 'paper.csl.json', 'paper.repaired.docx']);
    expect(existsSync(join(dir, 'out', 'paper.ris'))).toBe(false);
  });

  it('--zip with --format ris packages the document and the RIS only', async () => {
    const io = captureIo(dir);
    expect(await run(['fix', 'paper.docx', '--out', 'out2', '--json', '--zip', '--offline', '--format', 'ris'], io)).toBe(EXIT.ok);
    const entries = readZipDirectory(new Uint8Array(readFileSync(join(dir, 'out2', 'paper.citations.zip')))).map((e) => e.name);
    expect(entries.sort()).toEqual(['paper.repaired.docx', 'paper.ris']);
  });

  it('several files: an array in --json, and a refused file gives exit 3 while the others are still repaired', async () => {
    writeFileSync(join(dir, 'broken.docx'), 'this is not a word document');
    const io = captureIo(dir);
    expect(await run(['fix', 'paper.docx', 'broken.docx', 'other.docx', '--json', '--offline', '-c', '2'], io)).toBe(EXIT.inputFailed);
    const reports = JSON.parse(io.out) as { file: string; error?: { code: string } }[];
    expect(reports.map((r) => r.file)).toEqual(['paper.docx', 'broken.docx', 'other.docx']);
    expect(reports[1]?.error?.code).toBe('NOT_A_ZIP');
    expect(io.err).toContain('broken.docx');
    expect(existsSync(join(dir, 'other.repaired.docx'))).toBe(true);
  });

  it('two inputs of one name going to one --out folder get outputs of their own; the same input twice is repaired once', async () => {
    mkdirSync(join(dir, 'x'));
    mkdirSync(join(dir, 'y'));
    copyFileSync(join(dir, 'paper.docx'), join(dir, 'x', 'report.docx'));
    copyFileSync(join(dir, 'other.docx'), join(dir, 'y', 'report.docx'));
    const io = captureIo(dir);
    expect(await run(['fix', 'x/report.docx', 'y/report.docx', 'x/report.docx', '--out', 'out', '--json', '--offline', '-c', '2'], io)).toBe(EXIT.ok);
    const reports = JSON.parse(io.out) as { file: string; outputs: { docx: string; report: string } }[];
    expect(reports.map((r) => r.file)).toEqual(['x/report.docx', 'y/report.docx']);
    expect(reports.map((r) => r.outputs.docx)).toEqual([join(dir, 'out', 'report.repaired.docx'), join(dir, 'out', 'report-2.repaired.docx')]);
    for (const r of reports) expect(() => JSON.parse(readFileSync(r.outputs.report, 'utf8'))).not.toThrow();
  });

  it('an output that cannot be written fails that file only, and --out naming a file is a usage error', async () => {
    mkdirSync(join(dir, 'out'));
    mkdirSync(join(dir, 'out', 'paper.repaired.docx'));
    const io = captureIo(dir);
    expect(await run(['fix', 'paper.docx', 'other.docx', '--out', 'out', '--json', '--offline', '-c', '1'], io)).toBe(EXIT.inputFailed);
    const reports = JSON.parse(io.out) as { file: string; error?: { code: string; message: string } }[];
    expect(reports[0]?.error).toEqual({ code: 'WRITE_FAILED', message: expect.stringContaining('cannot write') });
    expect(reports[1]?.error).toBeUndefined();
    expect(existsSync(join(dir, 'out', 'other.repaired.docx'))).toBe(true);
    writeFileSync(join(dir, 'afile'), '');
    const usage = captureIo(dir);
    expect(await run(['fix', 'paper.docx', '--out', 'afile', '--offline'], usage)).toBe(EXIT.usage);
    expect(usage.err).toContain('--out afile is a file, not a folder');
  });

  it('a document without citations is refused with the supported formats listed', async () => {
    const io = captureIo(dir);
    writeFileSync(
      join(dir, 'notes.docx'),
      buildDocx({ body: text('Author-year prose (Smith, 2020) only.') + text('References') + text('Smith, J. (2020). A title. A journal.') }),
    );
    expect(await run(['fix', 'notes.docx', '--offline', '--json'], io)).toBe(EXIT.inputFailed);
    expect(io.err).toContain('notes.docx: Document Format Not Supported');
    expect(io.err).toContain('Supported formats:');
    expect(JSON.parse(io.out).error.supportedFormats.length).toBeGreaterThan(2);
  });

  it('a document repaired before is refused with what it already cites with, and no list of formats', async () => {
    const io = captureIo(dir);
    expect(await run(['fix', 'paper.docx', '--offline'], captureIo(dir))).toBe(EXIT.ok);
    expect(await run(['fix', 'paper.repaired.docx', '--offline', '--json'], io)).toBe(EXIT.inputFailed);
    expect(io.err).toMatch(/paper\.repaired\.docx: Nothing to repair: this document already has \d+ live Zotero citations and no numbered citations\./);
    expect(io.err).not.toContain('Supported formats:');
    expect(JSON.parse(io.out).error).toEqual({ code: 'ALREADY_CITED', message: expect.stringContaining('Zotero → Refresh') });
  });

  it('a folder stands for the documents in it; a folder with none is refused by name', async () => {
    const io = captureIo(dir);
    mkdirSync(join(dir, 'batch'));
    copyFileSync(join(dir, 'paper.docx'), join(dir, 'batch', 'one.docx'));
    copyFileSync(join(dir, 'other.docx'), join(dir, 'batch', 'two.docx'));
    expect(await run(['fix', 'batch', '--offline', '--json'], io)).toBe(EXIT.ok);
    expect((JSON.parse(io.out) as { file: string }[]).map((r) => r.file)).toEqual([join('batch', 'one.docx'), join('batch', 'two.docx')]);
    // A folder is a batch: --json answers with an array even when it holds one document.
    mkdirSync(join(dir, 'single'));
    copyFileSync(join(dir, 'paper.docx'), join(dir, 'single', 'one.docx'));
    const single = captureIo(dir);
    expect(await run(['fix', 'single', '--offline', '--json'], single)).toBe(EXIT.ok);
    expect(Array.isArray(JSON.parse(single.out))).toBe(true);
    mkdirSync(join(dir, 'empty'));
    const empty = captureIo(dir);
    expect(await run(['fix', 'empty', '--offline'], empty)).toBe(EXIT.inputFailed);
    expect(empty.err).toContain('empty is a folder with no Word document (.docx) in it.');
  });

  it('a Word 97-2003 .doc is converted with LibreOffice when it is there, and refused with what to do when it is not', async () => {
    const doc = join(dir, 'old.doc');
    // A compound file (what .doc is) with a WordDocument stream: the library refuses it as LEGACY_DOC.
    const ole = Buffer.alloc(1024);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(ole);
    ole.write('WordDocument', 512, 'utf16le');
    ole.writeUInt16LE(('WordDocument'.length + 1) * 2, 512 + 64);
    ole[512 + 66] = 2; // a stream
    writeFileSync(doc, ole);
    const missing = captureIo(dir);
    missing.env = { SOFFICE_PATH: join(dir, 'no-soffice') };
    expect(await run(['fix', 'old.doc', '--offline'], missing)).toBe(EXIT.inputFailed);
    expect(missing.err).toContain('old.doc: This is an older Word 97-2003 document (.doc). Install LibreOffice');

    // A stand-in LibreOffice that "converts" by copying a real .docx where soffice writes its output.
    const fake = join(dir, 'soffice');
    writeFileSync(
      fake,
      `#!/bin/sh\noutdir=""; prev=""; for a in "$@"; do [ "$prev" = "--outdir" ] && outdir="$a"; prev="$a"; done\ncp ${JSON.stringify(join(dir, 'paper.docx'))} "$outdir/input.docx"\n`,
      { mode: 0o755 },
    );
    const converted = captureIo(dir);
    converted.env = { SOFFICE_PATH: fake };
    expect(await run(['fix', 'old.doc', '--offline', '--json'], converted)).toBe(EXIT.ok);
    expect(JSON.parse(converted.out)).toMatchObject({ file: 'old.doc', citationsFound: 15, bibtexEntries: 13 });
    expect(existsSync(join(dir, 'old.repaired.docx'))).toBe(true);
  });

  it('--strict exits 4 when references stay unverified (offline nothing is verified)', async () => {
    const io = captureIo(dir);
    expect(await run(['fix', 'paper.docx', '--offline', '--strict'], io)).toBe(EXIT.unresolved);
  });

  it('usage errors exit 2; --help shows examples and exits 0', async () => {
    expect(await run(['fix', 'paper.docx', '--marker', 'apa'], captureIo(dir))).toBe(EXIT.usage);
    expect(await run(['fix'], captureIo(dir))).toBe(EXIT.usage);
    expect(await run(['frobnicate'], captureIo(dir))).toBe(EXIT.usage);
    const help = captureIo(dir);
    expect(await run(['fix', '--help'], help)).toBe(EXIT.ok);
    expect(help.out).toContain('Examples:');
    expect(help.out).toContain('--marker <form>');
    expect(help.out).toContain('--style <name|file.csl>');
    const badStyle = captureIo(dir);
    expect(await run(['fix', 'paper.docx', '--style', 'apa-99', '--offline'], badStyle)).toBe(EXIT.usage);
    expect(badStyle.err).toContain('Unknown citation style "apa-99". Choose one of: apa, chicago-author-date');
    const badLocale = captureIo(dir);
    expect(await run(['fix', 'paper.docx', '--locale', 'xx-YY', '--offline'], badLocale)).toBe(EXIT.usage);
    expect(badLocale.err).toContain('Unknown locale "xx-YY". Choose one of:');
    expect(await run(['fix', 'paper.docx', '--format', 'bibtex,word', '--offline'], captureIo(dir))).toBe(EXIT.usage);
    // A style file: missing, or one the CSL processor cannot run, is refused before any document.
    const missing = captureIo(dir);
    expect(await run(['fix', 'paper.docx', '--style', 'nope.csl', '--offline'], missing)).toBe(EXIT.usage);
    expect(missing.err).toMatch(/Cannot read the style file \S*nope\.csl: no such file\./);
    writeFileSync(
      join(dir, 'broken.csl'),
      '<?xml version="1.0" encoding="utf-8"?><style xmlns="http://purl.org/net/xbiblio/csl" class="in-text" version="1.0"><info><title>Broken</title><id>broken</id></info>' +
        '<citation><layout><text variable="issued"/></layout></citation></style>',
    );
    const broken = captureIo(dir);
    expect(await run(['fix', 'paper.docx', '--style', 'broken.csl', '--offline'], broken)).toBe(EXIT.usage);
    expect(broken.err).toContain('Broken: the CSL processor cannot use this style');
  });

  it('--format picks the reference files; --marker rtf writes scan markers and lists the ones the scan cannot read', async () => {
    const io = captureIo(dir);
    expect(await run(['fix', 'paper.docx', '--offline', '--format', 'ris,csljson', '--marker', 'rtf', '--json'], io)).toBe(EXIT.ok);
    expect(
      readdirSync(dir)
        .filter((f) => f.startsWith('paper.'))
        .sort(),
    ).toEqual(['paper.csl.json', 'paper.docx', 'paper.repaired.docx', 'paper.report.json', 'paper.ris']);
    const ris = readFileSync(join(dir, 'paper.ris'), 'utf8');
    expect(ris.match(/^TY {2}- /gm)).toHaveLength(13);
    // With no .bib written, the summary counts references, not BibTeX entries.
    const text = captureIo(dir);
    expect(await run(['fix', 'paper.docx', '--offline', '--format', 'ris', '--out', 'risonly'], text)).toBe(EXIT.ok);
    expect(text.out).toContain('15 cited numbers → 13 references (');
    expect(ris.match(/^ER {2}- /gm)).toHaveLength(13);
    const report = JSON.parse(io.out);
    expect(report.output).toEqual({ marker: 'rtf' });
    expect(report.references[0].marker).toMatch(/^\{.+\}$/);
  });

  it('says which list it took when no known heading stands over it, and which citations match no entry', async () => {
    const entries = ['1. Smith, J. (2020). Solar power growth. Energy Journal, 4(2), 1–10.', '2. Doe, A. (2021). Wind trends. Renewable Review, 9, 22–30.'];
    writeFileSync(
      join(dir, 'copilot.docx'),
      buildDocx({ body: text('Solar grew [1]. Wind grew [2] and [3].') + text('Learn more') + entries.map((e) => text(e)).join('') }),
    );
    const io = captureIo(dir);
    expect(await run(['fix', 'copilot.docx', '--offline'], io)).toBe(EXIT.ok);
    expect(io.out).toContain('  ! Learn more: No list stands under a heading such as References or Sources; the numbered list under "Learn more" (2 entries)');
    expect(io.out).toContain('  ! [3]: Number 3 matches no entry of the reference list');
    // Scripts get the same lines in --json.
    const json = captureIo(dir);
    expect(await run(['fix', 'copilot.docx', '--offline', '--json', '--out', 'out'], json)).toBe(EXIT.ok);
    expect(JSON.parse(json.out).notices).toEqual([expect.stringContaining('Learn more: No list stands'), expect.stringContaining('[3]: Number 3')]);
  });

  it('a missing file is reported, not thrown', async () => {
    const io = captureIo(dir);
    expect(await run(['fix', 'nope.docx', '--offline'], io)).toBe(EXIT.inputFailed);
    expect(io.err).toContain('No such file: nope.docx');
  });

  it('runs as a real executable: stdout stays clean JSON when piped', () => {
    const out = execFileSync(process.execPath, [BIN, 'fix', 'paper.docx', '--json', '--offline', '--marker', 'pandoc'], { cwd: dir, encoding: 'utf8' });
    expect(JSON.parse(out).references[0].marker).toMatch(/^\[@[a-z0-9]+\]$/);
    // The V8 flag the local fix sets (ADR 133) is one this Node knows: an unknown one prints an error.
    const quiet = spawnSync(process.execPath, [BIN, 'fix', 'paper.docx', '--json', '--offline'], { cwd: dir, encoding: 'utf8' });
    expect(quiet.status).toBe(0);
    expect(quiet.stderr).not.toMatch(/unrecognized flag|Try --help/);
    const usage = spawnSync(process.execPath, [BIN, 'fix', '--marker'], { cwd: dir, encoding: 'utf8' });
    expect(usage.status).toBe(EXIT.usage);
  });
});

describe('the bin', () => {
  it('stops writing quietly when its reader closes the pipe early (`cite-repair --help | head -1`)', () => {
    const run = spawnSync('sh', ['-c', `"${process.execPath}" "${BIN}" --help | head -c 5`], { encoding: 'utf8' });
    expect(run.stdout).toBe('Usage');
    expect(run.stderr).not.toContain('EPIPE');
  });

  it('answers --help and --version without loading commander, the bundle, the library or SQLite', () => {
    const hooks = fileURLToPath(new URL('./fixtures/record-loads.mjs', import.meta.url));
    for (const flag of ['--help', '--version', 'fix --help']) {
      const run = spawnSync(process.execPath, ['--import', hooks, BIN, ...flag.split(' ')], { encoding: 'utf8' });
      expect(run.status).toBe(0);
      const loaded = run.stderr
        .split('\n')
        .filter((line) => line.startsWith('load '))
        .map((line) => line.slice(5));
      // The bin, and the answers the build wrote down from the CLI's commander program (cli/build.mjs).
      const ours = [...new Set(loaded.filter((url) => /\/cli\/(bin|dist)\//.test(url)))];
      expect(ours.map((url) => url.replace(/^.*\/cli\//, '')).sort()).toEqual(['bin/cite-repair.js', 'dist/quick-answers.cjs']);
      expect(loaded.filter((url) => /node_modules|citation-core\/(dist|src)\//.test(url))).toEqual([]);
      const bytes = ours.reduce((sum, url) => sum + statSync(fileURLToPath(url)).size, 0);
      expect(bytes).toBeLessThan(200_000);
    }
  });

  it('answers every quick question exactly as commander would, and leaves a narrow terminal to commander', async () => {
    const quick = createRequire(import.meta.url)('../dist/quick-answers.cjs') as QuickAnswers;
    expect(quick.asked).toEqual(expect.arrayContaining(['', '--help', '-V', 'fix --help', 'help download']));
    for (const asked of quick.asked) {
      const args = asked === '' ? [] : asked.split(' ');
      const io = captureIo(dir);
      const code = await run(args, io);
      const out = fakeStream();
      const err = fakeStream();
      expect(quick.quickAnswer(args, out, err), asked).toBe(code);
      expect(out.written, asked).toBe(io.out);
      expect(err.written, asked).toBe(io.err);
    }
    expect(quick.quickAnswer(['--help'], fakeStream(60), fakeStream())).toBeUndefined();
    expect(quick.quickAnswer(['fix', 'paper.docx'], fakeStream(), fakeStream())).toBeUndefined();
  });
});

interface QuickAnswers {
  asked: string[];
  quickAnswer(args: string[], stdout: FakeStream, stderr: FakeStream): number | undefined;
}
interface FakeStream {
  isTTY: boolean;
  columns: number;
  written: string;
  write(text: string): void;
}
/** A stream to write to: a terminal of that width, or a pipe. */
function fakeStream(columns?: number): FakeStream {
  const stream: FakeStream = { isTTY: columns !== undefined, columns: columns ?? 0, written: '', write: (text) => void (stream.written += text) };
  return stream;
}
