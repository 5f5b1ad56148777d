// Markdown footnotes pasted into Word as text (a Claude or ChatGPT answer copied, or converted by a
// tool that keeps the text): "[^1]" in the prose, "[^1]: …" lines as the list. End to end, in the
// text-marker forms and as live fields.
import { describe, expect, it } from 'vitest';
import { openDocument } from '../src/docx/document.ts';
import { readDocx } from '../src/docx/read.ts';
import { SUPPORTED_FORMATS, UnsupportedDocumentError } from '../src/errors.ts';
import { repairDocument } from '../src/pipeline.ts';
import { buildDocx, heading, para, run, text } from './build-docx.ts';

const DEFINITIONS = [
  '[^1]: Vaswani, A., Shazeer, N., & Parmar, N. (2017). Attention is all you need. Advances in Neural Information Processing Systems, 30, 5998-6008.',
  '[^2]: Devlin, J., & Chang, M. (2019). BERT: Pre-training of deep bidirectional transformers. NAACL, 4171-4186.',
  '[^3]: Brown, T. (2020). Language models are few-shot learners. Advances in Neural Information Processing Systems, 33, 1877-1901.',
];
const PROSE =
  text('Transformers replaced recurrence [^1]. Pre-training helps.[^2][^3] Scale matters[^3].') +
  text('Shares are rounded[^note], as the note says.') +
  para(run('last = array[^1]  // C#: the last element', { font: 'Consolas' })) +
  para(run('In Markdown a footnote is written ') + run('[^1]', { font: 'Consolas' }) + run(' after the claim.'));

async function texts(body: string, options: Parameters<typeof repairDocument>[1] = {}) {
  const result = await repairDocument(buildDocx({ body }), { markerStyle: 'rtf', ...options });
  return { result, texts: openDocument(readDocx(result.docx)).paragraphs.map((p) => p.text) };
}

describe('Markdown footnotes kept as text', () => {
  it('replaces each [^n] group with one marker, removes the headed list and leaves the word-labelled note and code alone', async () => {
    const body =
      PROSE +
      heading('References') +
      text(DEFINITIONS[0] ?? '') +
      text('[^note]: Counts are rounded to whole numbers.') +
      DEFINITIONS.slice(1)
        .map((d) => text(d))
        .join('');
    const { result, texts: out } = await texts(body);
    expect(out).toEqual([
      'Transformers replaced recurrence {Vaswani et al., 2017}. Pre-training helps.{Devlin & Chang, 2019; Brown, 2020} Scale matters{Brown, 2020}.',
      'Shares are rounded[^note], as the note says.',
      'last = array[^1]  // C#: the last element',
      'In Markdown a footnote is written [^1] after the claim.',
      '[^note]: Counts are rounded to whole numbers.',
    ]);
    expect(result.citations.map((c) => c.text)).toEqual(['[^1]', '[^2][^3]', '[^3]']);
    expect(result.report).toMatchObject({ citationsFound: 3, uniqueReferences: 3, totalBibliographyEntries: 3 });
    expect(result.bibtex).toContain('title = {Attention is all you need}');
  });

  it('finds the list at the end with no heading, keeps it on request, and writes pandoc markers', async () => {
    const body = PROSE + DEFINITIONS.map((d) => text(d)).join('');
    const { texts: out } = await texts(body, { markerStyle: 'pandoc', keepReferenceList: true });
    expect(out[0]).toBe('Transformers replaced recurrence [@vaswani2017]. Pre-training helps.[@devlin2019; @brown2020] Scale matters[@brown2020].');
    expect(out.slice(4)).toEqual(DEFINITIONS);
  });

  it('writes live Zotero fields in place of the whole [^n] text', async () => {
    const body = PROSE + heading('Footnotes') + DEFINITIONS.map((d) => text(d)).join('');
    const result = await repairDocument(buildDocx({ body }), { markerStyle: 'fields', style: 'apa' });
    const pkg = readDocx(result.docx);
    const out = openDocument(pkg).paragraphs.map((p) => p.text);
    expect(out[0]).not.toContain('[^');
    expect(out[0]).toContain('Vaswani');
    expect((pkg.readXml(pkg.mainPart) ?? '').match(/ADDIN ZOTERO_ITEM CSL_CITATION/g)).toHaveLength(3);
  });

  it('refuses, as before, a document whose footnotes all have word labels', async () => {
    const body = text('Shares are rounded[^note].') + heading('Notes') + text('[^note]: Counts are rounded (2020).');
    await expect(repairDocument(buildDocx({ body }), { markerStyle: 'rtf' })).rejects.toBeInstanceOf(UnsupportedDocumentError);
  });

  it('names the form among the supported formats shown when a document is refused', () => {
    expect(SUPPORTED_FORMATS.some((f) => f.includes('[^1]'))).toBe(true);
  });
});
