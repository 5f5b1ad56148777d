// The targets of the real-exports issue, held by CI: on the generated export corpus and on the shared
// fixtures, citation instances found ≥ 0.99, precision ≥ 0.99, no document with stray citation text,
// entry counts right ≥ 0.97, code untouched everywhere.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generate, PROFILES } from './generate.ts';
import { generateNotes, NOTE_PROFILES } from './generate-notes.ts';
import { scoreCorpus, scoreFixtures } from './run-score.ts';
import { totals } from './score.ts';

const TARGETS = { recall: 0.99, precision: 0.99, entryCountsRight: 0.97 };
const committed = fileURLToPath(new URL('../fixtures/exports/', import.meta.url));

describe('the export corpus', () => {
  it('has at least twenty documents, one with 300+ citations, and the committed files are its current output', () => {
    expect(PROFILES.length).toBeGreaterThanOrEqual(20);
    const sizes = PROFILES.map((p) => generate(p).truth.instances.length);
    expect(Math.max(...sizes)).toBeGreaterThanOrEqual(300);
    for (const profile of PROFILES) {
      const { bytes, truth } = generate(profile);
      expect(Buffer.from(readFileSync(join(committed, `${profile.name}.docx`))).equals(Buffer.from(bytes)), profile.name).toBe(true);
      expect(JSON.parse(readFileSync(join(committed, `${profile.name}.truth.json`), 'utf8')).instances).toHaveLength(truth.instances.length);
    }
    for (const profile of NOTE_PROFILES) {
      const { bytes, truth } = generateNotes(profile);
      expect(Buffer.from(readFileSync(join(committed, `${profile.name}.docx`))).equals(Buffer.from(bytes)), profile.name).toBe(true);
      expect(JSON.parse(readFileSync(join(committed, `${profile.name}.truth.json`), 'utf8')).instances).toHaveLength(truth.instances.length);
    }
  });

  it('meets the targets on the generated exports', async () => {
    const scores = await scoreCorpus();
    const t = totals(scores);
    const failing = scores
      .filter((s) => s.error || s.strayParagraphs.length > 0 || !s.codeUnchanged)
      .map((s) => `${s.name}: ${s.error ?? s.strayParagraphs[0] ?? 'code changed'}`);
    expect(failing).toEqual([]);
    expect(t.recall).toBeGreaterThanOrEqual(TARGETS.recall);
    expect(t.precision).toBeGreaterThanOrEqual(TARGETS.precision);
    expect(t.entryCountsRight).toBeGreaterThanOrEqual(TARGETS.entryCountsRight);
    expect(t.codeUnchanged).toBe(1);
  }, 120_000);

  it('meets the targets on the shared fixtures', async () => {
    const scores = await scoreFixtures();
    const t = totals(scores);
    expect(scores.filter((s) => s.strayParagraphs.length > 0).map((s) => s.name)).toEqual([]);
    expect(t.recall).toBeGreaterThanOrEqual(TARGETS.recall);
    expect(t.precision).toBeGreaterThanOrEqual(TARGETS.precision);
    expect(t.entryCountsRight).toBeGreaterThanOrEqual(TARGETS.entryCountsRight);
  }, 120_000);
});
