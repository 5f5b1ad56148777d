// Scores the pipeline on documents with known truth, independent of the marker style: citation
// instances found (recall) and precision, documents with stray citation text after the rewrite,
// entry counts, code left byte-identical, and every paragraph's text equal to the original apart
// from its citations. `npm run score` prints the table for the corpus (and the shared fixtures).
import { openDocument } from '../../src/docx/document.ts';
import { readDocx } from '../../src/docx/read.ts';
import { repairDocument } from '../../src/pipeline.ts';
import type { ExportTruth } from './generate.ts';

export interface DocumentScore {
  name: string;
  truthInstances: number;
  found: number;
  matched: number;
  /** Paragraphs whose rewritten text differs from the original beyond its citations. */
  strayParagraphs: string[];
  listEntriesRight: boolean;
  bibtexRight: boolean;
  codeUnchanged: boolean;
  error?: string;
  detail: { listEntries: [number, number]; bibtexEntries: [number, number] };
}

const HOLE = '\u0000';
/** pandoc markers as the scorer runs the pipeline: "[@key]", "[@a; @b]", with pinpoints "[@key, p. 12; @other]". */
const PANDOC_MARKER = /\[@[^\],;\s]+(?:,\s*[^\];@]+)?(?:;\s*@[^\],;\s]+(?:,\s*[^\];@]+)?)*\]/g;
/** With the references kept, a footnote citation's marks stay right after its marker (ADR 120). */
const KEPT_NOTE_MARKS = /\u0000\uFFFC+/g;

export async function scoreDocument(bytes: Uint8Array, truth: ExportTruth): Promise<DocumentScore> {
  const score: DocumentScore = {
    name: truth.name,
    truthInstances: truth.instances.length,
    found: 0,
    matched: 0,
    strayParagraphs: [],
    listEntriesRight: false,
    bibtexRight: false,
    codeUnchanged: false,
    detail: { listEntries: [truth.listEntries, 0], bibtexEntries: [truth.bibtexEntries, 0] },
  };
  const before = openDocument(readDocx(bytes)).paragraphs.map((p) => p.text);
  let result;
  try {
    result = await repairDocument(bytes, { markerStyle: 'pandoc', keepReferenceList: true });
  } catch (error) {
    score.error = error instanceof Error ? error.message : String(error);
    return score;
  }
  const after = openDocument(readDocx(result.docx)).paragraphs.map((p) => p.text);

  // Instances: the found citations of each paragraph against the truth's, as multisets of texts.
  score.found = result.citations.length;
  const truthByParagraph = new Map<string, string[]>();
  const spansByParagraph = new Map<string, { start: number; end: number }[]>();
  for (const i of truth.instances) {
    truthByParagraph.set(i.paragraph, [...(truthByParagraph.get(i.paragraph) ?? []), i.text]);
    spansByParagraph.set(i.paragraph, [...(spansByParagraph.get(i.paragraph) ?? []), { start: i.start, end: i.start + i.text.length }]);
  }
  const foundByParagraph = new Map<string, string[]>();
  for (const c of result.citations) {
    const paragraph = before[c.paragraphIndex] ?? '';
    foundByParagraph.set(paragraph, [...(foundByParagraph.get(paragraph) ?? []), c.text]);
  }
  for (const [paragraph, texts] of foundByParagraph) {
    const expected = [...(truthByParagraph.get(paragraph) ?? [])];
    for (const t of texts) {
      const k = expected.indexOf(t);
      if (k >= 0) {
        expected.splice(k, 1);
        score.matched++;
      }
    }
  }

  // Paragraph text: the original with the truth's citations cut out equals the output with its markers cut out.
  if (before.length !== after.length) {
    score.strayParagraphs.push(`paragraph count changed: ${before.length} → ${after.length}`);
  } else {
    for (let k = 0; k < before.length; k++) {
      const original = before[k] as string;
      // Cut from the end so that earlier offsets stay right.
      const spans = [...(spansByParagraph.get(original) ?? [])].sort((a, b) => b.start - a.start);
      let expected = original;
      for (const span of spans) expected = expected.slice(0, span.start) + HOLE + expected.slice(span.end);
      const actual = (after[k] as string).replace(PANDOC_MARKER, HOLE).replace(KEPT_NOTE_MARKS, HOLE);
      if (normalise(expected) !== normalise(actual))
        score.strayParagraphs.push(`${JSON.stringify(original.slice(0, 80))} → ${JSON.stringify((after[k] as string).slice(0, 80))}`);
    }
  }

  score.detail.listEntries[1] = result.report.totalBibliographyEntries;
  score.detail.bibtexEntries[1] = result.report.bibtexEntries;
  score.listEntriesRight = result.report.totalBibliographyEntries === truth.listEntries;
  score.bibtexRight = result.report.bibtexEntries === truth.bibtexEntries;
  score.codeUnchanged = truth.code.every((line) => after.includes(line));
  return score;
}

/** A marker replaces the citation and its glue consistently: compare modulo spaces around holes. */
function normalise(text: string): string {
  return text
    .replace(/\s*\u0000\s*/g, HOLE)
    .replace(/\s+/g, ' ')
    .trim();
}

export interface Totals {
  documents: number;
  recall: number;
  precision: number;
  documentsWithStrayText: number;
  entryCountsRight: number;
  codeUnchanged: number;
  errors: number;
}

export function totals(scores: DocumentScore[]): Totals {
  const truth = scores.reduce((n, s) => n + s.truthInstances, 0);
  const found = scores.reduce((n, s) => n + s.found, 0);
  const matched = scores.reduce((n, s) => n + s.matched, 0);
  const round = (x: number) => Math.round(x * 10000) / 10000;
  return {
    documents: scores.length,
    recall: round(truth ? matched / truth : 1),
    precision: round(found ? matched / found : 1),
    documentsWithStrayText: scores.filter((s) => s.strayParagraphs.length > 0).length,
    entryCountsRight: round(scores.filter((s) => s.listEntriesRight && s.bibtexRight).length / Math.max(1, scores.length)),
    codeUnchanged: round(scores.filter((s) => s.codeUnchanged).length / Math.max(1, scores.length)),
    errors: scores.filter((s) => s.error).length,
  };
}
