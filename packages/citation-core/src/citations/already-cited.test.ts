import { describe, expect, it } from 'vitest';
import { buildDocx, para, referenceList, run } from '../../test/build-docx.ts';
import { openBuilt } from '../../test/paragraphs-of.ts';
import { UnsupportedDocumentError } from '../errors.ts';
import { repairDocument } from '../pipeline.ts';
import { openDocument } from '../docx/document.ts';
import { readDocx } from '../docx/read.ts';
import { alreadyCited } from './already-cited.ts';

const NO_FIELDS = { zotero: 0, mendeley: 0, endnote: 0 };
const paragraphsOf = (...lines: string[]) => openBuilt({ body: lines.map((l) => para(run(l))).join('') }).paragraphs;

describe('alreadyCited', () => {
  it('names live fields first, then scan markers, pandoc and LaTeX citations, with their count', () => {
    expect(alreadyCited([], { ...NO_FIELDS, zotero: 4 })).toMatchObject({ form: 'live Zotero citations', count: 4 });
    expect(alreadyCited([], { ...NO_FIELDS, mendeley: 2 })).toMatchObject({ form: 'live Mendeley citations', count: 2 });
    expect(alreadyCited(paragraphsOf('Grew {Smith, 2020} and {Doe & Roe, 2019; Lee et al., 2018, p. 5}.', 'Also {WHO, n.d.}.'), NO_FIELDS)).toMatchObject({
      form: 'Zotero scan markers ({Smith, 2020})',
      count: 3,
    });
    expect(alreadyCited(paragraphsOf('Grew [@smith2020; @doe2019, p. 4].'), NO_FIELDS)).toMatchObject({ count: 1, form: expect.stringContaining('pandoc') });
    expect(alreadyCited(paragraphsOf('Grew \\cite{smith2020} and \\parencite[4]{doe2019}.'), NO_FIELDS)).toMatchObject({
      count: 2,
      form: expect.stringContaining('LaTeX'),
    });
  });

  it('does not take braces or at-signs of ordinary text for citations', () => {
    expect(alreadyCited(paragraphsOf('The template {query} and {"year": 2020} and mail [a@b.org] and {set, 2}.'), NO_FIELDS)).toBeUndefined();
  });
});

describe('a document repaired before', () => {
  const body =
    para(run('Known [1] and [2].')) +
    referenceList([
      [1, 'Smith, J. (2020). Deep learning for crops. Journal of Agronomy, 12(3), 1-10.'],
      [2, 'Doe, A., & Roe, B. (2019). Stems and leaves. Plant Science, 4, 22-30.'],
    ]);

  for (const markerStyle of ['fields', 'rtf', 'pandoc', 'latex', 'mendeley'] as const) {
    it(`is refused saying what it already cites with (${markerStyle}) and what to do instead`, async () => {
      const first = await repairDocument(buildDocx({ body }), { markerStyle });
      const again = repairDocument(first.docx, { markerStyle });
      await expect(again).rejects.toBeInstanceOf(UnsupportedDocumentError);
      await expect(again).rejects.toMatchObject({
        code: 'ALREADY_CITED',
        message: expect.stringMatching(/^Nothing to repair: this document already has 2 .+ and no numbered citations\. \S/),
      });
      // The web shows 150 characters of a job's error: the advice fits in them.
      expect(((await again.catch((e: unknown) => e)) as Error).message.length).toBeLessThanOrEqual(150);
    });
  }
});

describe('a document cited with Zotero or Mendeley in a numeric style ("[1]" is the field\'s text)', () => {
  const body =
    para(run('Known [1] and [2].')) +
    referenceList([
      [1, 'Smith, J. (2020). Deep learning for crops. Journal of Agronomy, 12(3), 1-10.'],
      [2, 'Doe, A., & Roe, B. (2019). Stems and leaves. Plant Science, 4, 22-30.'],
    ]);

  for (const markerStyle of ['fields', 'mendeley'] as const) {
    it(`is refused as already cited, its fields and bibliography not read as typed ones (${markerStyle})`, async () => {
      const first = await repairDocument(buildDocx({ body }), { markerStyle, style: 'ieee' });
      expect(openDocument(readDocx(first.docx)).paragraphs.map((p) => p.text)[0]).toBe('Known [1] and [2].');
      await expect(repairDocument(first.docx, { markerStyle, style: 'ieee' })).rejects.toMatchObject({ code: 'ALREADY_CITED' });
    });
  }

  it('keeps the fields and their bibliography untouched when typed citations and their list are added', async () => {
    const first = await repairDocument(buildDocx({ body }), { markerStyle: 'fields', style: 'ieee' });
    const firstXml = readDocx(first.docx).readXml('word/document.xml') ?? '';
    const fieldBody = /<w:body>([\s\S]*)<w:sectPr/.exec(firstXml)?.[1] ?? '';
    const added = para(run('Also [1].')) + referenceList([[1, 'Brown, T. (2021). Program trees. Evolutionary Computation, 29(2), 100-120.']], 'Sources');
    const second = await repairDocument(buildDocx({ body: fieldBody + added }), { markerStyle: 'rtf' });
    const texts = openDocument(readDocx(second.docx)).paragraphs.map((p) => p.text);
    expect(texts[0]).toBe('Known [1] and [2].');
    expect(texts).toContain('Also {Brown, 2021}.');
    expect(texts.some((t) => t.includes('Deep learning for crops'))).toBe(true);
    expect(second.report).toMatchObject({ citationsFound: 1, existingFields: { zotero: 2 } });
  });
});
