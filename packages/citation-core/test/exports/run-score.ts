// `npm run score`: scores the pipeline (offline) on the generated export corpus, one line per
// document and the totals. --verbose lists the stray paragraphs. Writes nothing.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDocument } from '../../src/docx/document.ts';
import { readDocx } from '../../src/docx/read.ts';
import { fixtureDocxPaths } from '../shared-path.ts';
import { generate, PROFILES } from './generate.ts';
import type { ExportTruth, TruthInstance } from './generate.ts';
import { generateNotes, NOTE_PROFILES } from './generate-notes.ts';
import { scoreDocument, totals } from './score.ts';
import type { DocumentScore } from './score.ts';

export async function scoreCorpus(): Promise<DocumentScore[]> {
  const scores: DocumentScore[] = [];
  for (const profile of PROFILES) {
    const { bytes, truth } = generate(profile);
    scores.push(await scoreDocument(bytes, truth));
  }
  // Footnote and endnote exports: each citation is a note mark (ADR 120).
  for (const profile of NOTE_PROFILES) {
    const { bytes, truth } = generateNotes(profile);
    scores.push(await scoreDocument(bytes, truth));
  }
  return scores;
}

interface FixtureTruthFile {
  instances: { text: string; list: number; numbers: number[]; pi: number }[];
  expected: { totalBibliographyEntries: number; bibtexEntries: number };
}

/** The shared fixtures (../shared/fixtures/docs) scored the same way, from their own truth files. */
export async function scoreFixtures(): Promise<DocumentScore[]> {
  const scores: DocumentScore[] = [];
  for (const file of fixtureDocxPaths()) {
    const bytes = new Uint8Array(readFileSync(file));
    const fixture = JSON.parse(readFileSync(file.replace(/\.docx$/, '.truth.json'), 'utf8')) as FixtureTruthFile;
    const paragraphs = openDocument(readDocx(bytes)).paragraphs.map((p) => p.text);
    const searchFrom = new Map<number, number>();
    const instances: TruthInstance[] = fixture.instances.map((i) => {
      const paragraph = paragraphs[i.pi] ?? '';
      // The citation's own occurrence: not digits inside a longer number ("2" in "n = 120").
      let start = paragraph.indexOf(i.text, searchFrom.get(i.pi) ?? 0);
      while (start >= 0 && (/\d/.test(paragraph[start - 1] ?? '') || /\d/.test(paragraph[start + i.text.length] ?? '')))
        start = paragraph.indexOf(i.text, start + 1);
      searchFrom.set(i.pi, start + i.text.length);
      return { paragraph, text: i.text, numbers: i.numbers, list: i.list, start };
    });
    const truth: ExportTruth = {
      name:
        file
          .split('/')
          .pop()
          ?.replace(/\.docx$/, '') ?? file,
      instances,
      listEntries: fixture.expected.totalBibliographyEntries,
      bibtexEntries: fixture.expected.bibtexEntries,
      code: [],
    };
    scores.push(await scoreDocument(bytes, truth));
  }
  return scores;
}

/** Writes the corpus as .docx + .truth.json files (test/fixtures/exports), for tools that read files. */
function writeCorpus(dir: string): void {
  mkdirSync(dir, { recursive: true });
  for (const profile of PROFILES) {
    const { bytes, truth } = generate(profile);
    writeFileSync(join(dir, `${profile.name}.docx`), bytes);
    writeFileSync(join(dir, `${profile.name}.truth.json`), `${JSON.stringify({ profile, ...truth }, null, 1)}\n`);
  }
  for (const profile of NOTE_PROFILES) {
    const { bytes, truth } = generateNotes(profile);
    writeFileSync(join(dir, `${profile.name}.docx`), bytes);
    writeFileSync(join(dir, `${profile.name}.truth.json`), `${JSON.stringify({ profile, ...truth }, null, 1)}\n`);
  }
  console.log(`Wrote ${PROFILES.length + NOTE_PROFILES.length} documents with their truth files to ${dir}`);
}

if (process.argv[1]?.endsWith('run-score.ts') && process.argv.includes('--write')) {
  writeCorpus(process.argv[process.argv.indexOf('--write') + 1] ?? 'test/fixtures/exports');
} else if (process.argv[1]?.endsWith('run-score.ts')) {
  const verbose = process.argv.includes('--verbose');
  const scores = process.argv.includes('--fixtures') ? await scoreFixtures() : await scoreCorpus();
  const pad = (s: string | number, n: number) => String(s).padEnd(n);
  console.log(`${pad('document', 34)}${pad('truth', 7)}${pad('found', 7)}${pad('right', 7)}${pad('stray', 7)}${pad('list', 10)}${pad('bib', 10)}code`);
  for (const s of scores) {
    console.log(
      `${pad(s.name, 34)}${pad(s.truthInstances, 7)}${pad(s.found, 7)}${pad(s.matched, 7)}${pad(s.strayParagraphs.length, 7)}` +
        `${pad(`${s.detail.listEntries[1]}/${s.detail.listEntries[0]}`, 10)}${pad(`${s.detail.bibtexEntries[1]}/${s.detail.bibtexEntries[0]}`, 10)}${s.codeUnchanged ? 'ok' : 'CHANGED'}${s.error ? `  ERROR ${s.error}` : ''}`,
    );
    if (verbose) for (const line of s.strayParagraphs.slice(0, 5)) console.log(`    stray: ${line}`);
  }
  console.log(JSON.stringify(totals(scores), null, 2));
}
