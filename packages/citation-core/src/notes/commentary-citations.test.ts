// Citations inside commentary notes, through the whole pipeline: repaired where they stand, in the
// notes part, and the references they cite are kept.
import { describe, expect, it } from 'vitest';
import { readDocx } from '../docx/read.ts';
import { repairDocument } from '../pipeline.ts';
import { buildDocx, heading, note, noteReference, para, run, text } from '../../test/build-docx.ts';

const bytes = buildDocx({
  body:
    para(run('Solar grew [1].') + noteReference(1)) +
    heading('Chapter two') +
    para(run('Wind too [2].') + noteReference(2)) +
    heading('References') +
    text('1. Smith, J. (2020). Solar power growth. Energy Journal, 4(2), 1–10.') +
    text('2. Doe, A. (2021). Wind trends. Renewable Review, 9, 22–30.') +
    text('3. Roe, B. (2019). Storage at scale. Grid Letters, 2, 5–9.'),
  footnotes:
    note(1, run('As discussed in [3], storage matters; see also [9].')) + note(2, run('Smith, J. (2020). Solar power growth. Energy Journal, 4(2), 1–10.')),
});

const footnotesOf = (docx: Uint8Array) => (readDocx(docx).readXml('word/footnotes.xml') ?? '').replace(/<[^>]+>/g, '');

describe('citations inside commentary notes', () => {
  it('are repaired in the note; the reference they cite is kept; a number with no entry stays as written', async () => {
    const result = await repairDocument(bytes, { markerStyle: 'rtf' });
    expect(footnotesOf(result.docx)).toContain('As discussed in {Roe, 2019}, storage matters; see also [9].');
    // Roe is cited only in the note: without it, it would be dropped as uncited.
    expect(result.report.orphanedReferences).toBe(0);
    expect(result.bibtex).toContain('@article{roe2019');
  });

  it('become live Zotero fields in the notes part, and the note that was a reference goes', async () => {
    const result = await repairDocument(bytes, { markerStyle: 'fields' });
    const xml = readDocx(result.docx).readXml('word/footnotes.xml') ?? '';
    expect(xml).toContain('ADDIN ZOTERO_ITEM CSL_CITATION');
    expect(footnotesOf(result.docx)).toContain('(Roe, 2019), storage matters');
    expect(footnotesOf(result.docx)).not.toContain('Solar power growth');
  });
});
