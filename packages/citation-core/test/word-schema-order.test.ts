// Word opens what we write: every w:pPr and w:rPr of the repaired document, its footnotes and
// endnotes keeps the schema's order (test/ooxml-order.ts), in every output form, on the shared
// fixtures, the generated exports and the footnote exports. Only problems the input did not have
// count: a user's own odd markup is theirs to keep.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDocx } from '../src/docx/read.ts';
import { repairDocument } from '../src/pipeline.ts';
import type { OutputMarker } from '../src/types.ts';
import { generate, PROFILES } from './exports/generate.ts';
import { generateNotes, NOTE_PROFILES } from './exports/generate-notes.ts';
import { ooxmlOrderProblems } from './ooxml-order.ts';
import { fixtureDocxPaths } from './shared-path.ts';

const TEXT_PARTS = /^word\/(document|footnotes|endnotes)\d*\.xml$/i;

function problemsOf(bytes: Uint8Array): Set<string> {
  const pkg = readDocx(bytes);
  const out = new Set<string>();
  for (const entry of pkg.entries) {
    if (!TEXT_PARTS.test(entry.name)) continue;
    for (const p of ooxmlOrderProblems(pkg.readXml(entry.name) ?? '')) out.add(`${entry.name}: ${p.problem}`);
  }
  return out;
}

/** Problems of the output not already in the input, by kind (the same kind in many runs is one). */
function newProblems(input: Uint8Array, output: Uint8Array): string[] {
  const before = problemsOf(input);
  return [...problemsOf(output)].filter((p) => !before.has(p));
}

const documents: { name: string; bytes: Uint8Array }[] = [
  ...fixtureDocxPaths().map((path) => ({ name: basename(path), bytes: new Uint8Array(readFileSync(path)) })),
  ...PROFILES.map((profile) => ({ name: profile.name, bytes: generate(profile).bytes })),
  ...NOTE_PROFILES.map((profile) => ({ name: profile.name, bytes: generateNotes(profile).bytes })),
];

describe('ooxmlOrderProblems', () => {
  const doc = (body: string) =>
    `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:w14="http://schemas.microsoft.com/office/word/2010/wordml"><w:body>${body}</w:body></w:document>`;

  it('accepts properties in the schema order, and other namespaces anywhere', () => {
    const xml = doc(
      '<w:p><w:pPr><w:pStyle w:val="Bibliography"/><w:spacing w:after="0"/><w:ind w:left="720" w:hanging="720"/><w:jc w:val="left"/><w:rPr><w:ins w:id="1" w:author="a" w:date="2020-01-01T00:00:00Z"/><w:b/></w:rPr></w:pPr>' +
        '<w:r><w:rPr><w:rStyle w:val="X"/><w:i/><w:smallCaps/><w:w14:ligatures/><w:vertAlign w:val="superscript"/></w:rPr><w:t>x</w:t></w:r></w:p>',
    );
    expect(ooxmlOrderProblems(xml.replace('<w:w14:ligatures/>', '<w14:ligatures w14:val="standard"/>'))).toEqual([]);
  });

  it('finds a property out of order, twice, unknown, or a w:rPr that is not first', () => {
    const xml = doc(
      '<w:p><w:pPr><w:jc w:val="left"/><w:pStyle w:val="X"/></w:pPr><w:r><w:rPr><w:vertAlign w:val="superscript"/><w:i/><w:i/><w:t>x</w:t></w:rPr></w:r>' +
        '<w:r><w:t>y</w:t><w:rPr><w:b/></w:rPr></w:r></w:p>',
    );
    expect(ooxmlOrderProblems(xml).map((p) => p.problem)).toEqual([
      'w:pStyle comes after w:jc',
      'w:i comes after w:vertAlign',
      'w:i appears twice',
      'w:t is not allowed in w:rPr',
      'w:rPr is not the first child (after w:t)',
    ]);
  });
});

describe('repaired documents keep the schema order Word requires', () => {
  // citeproc makes the live forms slow: their variants run on the shared fixtures and the note exports.
  const fewer = documents.filter((d) => d.name.endsWith('.docx') || NOTE_PROFILES.some((p) => p.name === d.name));
  const forms: { marker: OutputMarker; keepReferenceList?: boolean; style?: string; on?: typeof documents }[] = [
    { marker: 'fields' },
    { marker: 'fields', style: 'nature', on: fewer },
    { marker: 'fields', keepReferenceList: true, on: fewer },
    { marker: 'mendeley', on: fewer },
    { marker: 'rtf' },
    { marker: 'pandoc' },
    { marker: 'latex' },
  ];
  for (const form of forms) {
    it(`${form.marker}${form.style ? ` (${form.style})` : ''}${form.keepReferenceList ? ', list kept' : ''}`, async () => {
      const found: string[] = [];
      for (const document of form.on ?? documents) {
        const result = await repairDocument(document.bytes, {
          fileName: document.name,
          markerStyle: form.marker,
          keepReferenceList: form.keepReferenceList ?? false,
          ...(form.style ? { style: form.style } : {}),
        });
        for (const problem of newProblems(document.bytes, result.docx)) found.push(`${document.name}: ${problem}`);
      }
      expect(found).toEqual([]);
    }, 120_000);
  }
});
