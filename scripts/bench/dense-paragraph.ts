// One paragraph holding 500 citations, timed against the same 500 sentences and citations spread
// over 500 paragraphs (issue 2's rewrite cost per citation). Both documents cite the same 500
// references and differ only in where the paragraph breaks are, so the ratio is near 1 when a
// paragraph's cost grows with its citations linearly and climbs when it grows quadratically (every
// citation re-reading its whole paragraph); a ratio does not depend on how fast the machine is.
// Also with the citations as Word cross-references (REF fields), which the rewrite unwraps.
// `npx tsx scripts/bench/dense-paragraph.ts` runs this case alone.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Bookmark, Document, HeadingLevel, Packer, Paragraph, SimpleField, TextRun } from 'docx';
import { reference } from './generate-docs.ts';

const CITATIONS = 500;
/** The dense paragraph may cost this many times the spread one, at most. */
const LIMIT = 2;

export interface DenseBenchRow {
  name: string;
  value: string;
  target: string;
  ok: boolean;
}

/**
 * Sentence i, its citation in a run of its own (bold every third one, as exports cut runs), or a
 * Word cross-reference to the entry's bookmark (a REF field, which the rewrite unwraps).
 */
function sentence(i: number, crossReference: boolean): (TextRun | SimpleField)[] {
  const cited = (i % CITATIONS) + 1;
  const citation = crossReference ? new SimpleField(` REF _Ref${cited} \\r \\h `, `[${cited}]`) : new TextRun({ text: `[${cited}]`, bold: i % 3 === 0 });
  return [new TextRun(`Finding ${i} about topic ${i % 37} is reported `), citation, new TextRun('. ')];
}

async function build(dense: boolean, crossReference = false): Promise<Uint8Array> {
  const body: Paragraph[] = [new Paragraph({ text: 'Dense paragraph benchmark', heading: HeadingLevel.TITLE })];
  const sentences = Array.from({ length: CITATIONS }, (_, i) => sentence(i, crossReference));
  if (dense) body.push(new Paragraph({ children: sentences.flat() }));
  else for (const runs of sentences) body.push(new Paragraph({ children: runs }));
  body.push(new Paragraph({ text: 'References', heading: HeadingLevel.HEADING_1 }));
  for (let i = 1; i <= CITATIONS; i++) {
    const entry = new TextRun(`${i}. ${reference(i)}`);
    body.push(new Paragraph({ children: [crossReference ? new Bookmark({ id: `_Ref${i}`, children: [entry] }) : entry] }));
  }
  return new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children: body }] })));
}

/** Median ms of a document's repair; throws unless every one of its citations was found (the case measures what it says). */
function median(file: string, marker: string, runs: number): number {
  const args = ['--expose-gc', '--import', 'tsx', join(import.meta.dirname, 'run-one.ts'), file, String(runs), marker];
  const row = JSON.parse(execFileSync(process.execPath, args, { encoding: 'utf8' })) as { medianMs: number; citationsFound: number };
  if (row.citationsFound !== CITATIONS) throw new Error(`${file}: ${row.citationsFound} citations found, ${CITATIONS} expected`);
  return row.medianMs;
}

export async function benchDenseParagraph(dir: string, runs = 5): Promise<DenseBenchRow[]> {
  const dense = join(dir, 'dense-paragraph.docx');
  const spread = join(dir, 'spread-paragraphs.docx');
  writeFileSync(dense, await build(true));
  writeFileSync(spread, await build(false));
  // The same citations as Word cross-references (REF fields to the entries' bookmarks).
  const denseRefs = join(dir, 'dense-cross-references.docx');
  const spreadRefs = join(dir, 'spread-cross-references.docx');
  writeFileSync(denseRefs, await build(true, true));
  writeFileSync(spreadRefs, await build(false, true));
  const rows: DenseBenchRow[] = [];
  const cases = [
    { marker: 'rtf', form: 'RTF markers', dense, spread },
    { marker: 'fields', form: 'live fields', dense, spread },
    { marker: 'rtf', form: 'cross-references, RTF markers', dense: denseRefs, spread: spreadRefs },
  ];
  for (const c of cases) {
    const denseMs = median(c.dense, c.marker, runs);
    const spreadMs = median(c.spread, c.marker, runs);
    const ratio = denseMs / spreadMs;
    rows.push({
      name: `${CITATIONS} citations in one paragraph ÷ in ${CITATIONS} paragraphs, ${c.form}`,
      value: `${ratio.toFixed(2)}× (${denseMs.toFixed(0)} ms ÷ ${spreadMs.toFixed(0)} ms)`,
      target: `≤ ${LIMIT}×`,
      ok: ratio <= LIMIT,
    });
  }
  return rows;
}

if (import.meta.filename === process.argv[1]) {
  const dir = mkdtempSync(join(tmpdir(), 'cite-repair-dense-'));
  try {
    let failed = false;
    for (const row of await benchDenseParagraph(dir)) {
      failed ||= !row.ok;
      console.log(`| ${row.name} | ${row.value} | ${row.target} | ${row.ok ? 'yes' : 'NO'} |`);
    }
    process.exitCode = failed ? 1 : 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
