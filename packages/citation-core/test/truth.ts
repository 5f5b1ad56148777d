// Types and loaders for the fixtures' truth files (../shared/fixtures/README.md "Truth format").
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { FIXTURE_DOCS_DIR, fixtureDocxPaths } from './shared-path.ts';

export interface TruthEntry {
  listIndex: number;
  number: number;
  raw: string;
  recordId: string;
  format: string;
  perturbations: string[];
  cited: boolean;
  duplicateOf: { list: number; number: number } | null;
  kind?: string;
  fabrication?: string;
}

export interface TruthItem {
  recordId: string;
  family: string | null;
  second: string | null;
  nAuthors: number;
  year: number | null;
  altNames: string[];
  marker: string;
}

export interface TruthInstance {
  id: string;
  text: string;
  list: number;
  numbers: number[];
  works: string[];
  expectedItems: TruthItem[];
  expectedMarker: string;
  pi: number;
  render: 'bracket' | 'paren' | 'sup';
  hyperlink?: string;
}

export interface TruthWork {
  kind: string;
  cited: boolean;
  doi: string | null;
  arxiv: string | null;
  url: string | null;
  title: string;
  firstFamily: string;
  nAuthors: number;
  year: number | null;
  containerTitle?: string;
  entries: [number, number][];
  fabrication?: string;
  expectedItem?: TruthItem;
}

export interface Truth {
  doc: string;
  style: string;
  lists: { listIndex: number; heading: string; autoNumbered: boolean; entries: TruthEntry[] }[];
  paragraphs: { pi: number; kind: string; segments: [string, string][] }[];
  instances: TruthInstance[];
  decoys: { pi: number; kind: string; text: string; phrase: string }[];
  works: Record<string, TruthWork>;
  expected: {
    citationInstances: number;
    citationsFound: number;
    uniqueReferences: number;
    bibtexEntries: number;
    orphanedReferences: number;
    duplicateRefsRemoved: number;
    totalBibliographyEntries: number;
  };
  integrity: { tables: number; images: number; hyperlinksBody: number; hyperlinksCitation: number; boldWords: number; italicWords: number };
}

export interface Fixture {
  name: string;
  docxPath: string;
  truth: Truth;
}

export function loadFixtures(): Fixture[] {
  return fixtureDocxPaths().map((docxPath) => {
    const name = basename(docxPath, '.docx');
    const truth = JSON.parse(readFileSync(join(FIXTURE_DOCS_DIR, `${name}.truth.json`), 'utf8')) as Truth;
    return { name, docxPath, truth };
  });
}
