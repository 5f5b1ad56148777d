// Footnotes and endnotes as citations, through the whole pipeline.
import { describe, expect, it } from 'vitest';
import { openDocument } from '../docx/document.ts';
import { NOTE_MARK } from '../docx/paragraphs.ts';
import { readDocx } from '../docx/read.ts';
import { repairDocument } from '../pipeline.ts';
import { buildDocx, note, noteReference, para, referenceList, run } from '../../test/build-docx.ts';
import type { BuildOptions } from '../../test/build-docx.ts';

const VASWANI = 'Vaswani, A., Shazeer, N., & Parmar, N. (2017). Attention is all you need. Advances in Neural Information Processing Systems, 30.';
const DEVLIN =
  'Devlin, J., Chang, M.-W., Lee, K., & Toutanova, K. (2019). BERT: Pre-training of deep bidirectional transformers. NAACL-HLT. https://doi.org/10.18653/v1/N19-1423';
const WEB = 'Scaling laws for neural language models - OpenAI, accessed March 3, 2025, https://openai.com/research/scaling-laws';

const body = para(
  run('Transformers replaced recurrence.') +
    noteReference(1) +
    run(' BERT followed.') +
    noteReference(2) +
    run(' Masking matters.') +
    noteReference(3) +
    run(' Some disagree.') +
    noteReference(4) +
    run(' Scale helps.') +
    noteReference(5) +
    noteReference(6),
);
const footnotes =
  note(1, run(VASWANI)) +
  note(2, run(DEVLIN)) +
  note(3, run('Ibid.')) +
  note(4, run('This point is debated among practitioners.')) +
  note(5, run('Vaswani et al. (2017).')) +
  note(6, run(WEB));

async function repaired(options: Parameters<typeof repairDocument>[1], parts: BuildOptions = { body, footnotes }) {
  const result = await repairDocument(buildDocx(parts), options);
  const pkg = readDocx(result.docx);
  return {
    result,
    text: openDocument(pkg).paragraphs.map((p) => p.text),
    notes: pkg.readXml('word/footnotes.xml') ?? '',
    endnotes: pkg.readXml('word/endnotes.xml') ?? '',
  };
}

describe('footnotes that are references', () => {
  it('become markers at their marks; their notes go, commentary stays', async () => {
    const { result, text, notes } = await repaired({ markerStyle: 'rtf' });
    expect(text[0]).toBe(
      `Transformers replaced recurrence.{Vaswani et al., 2017} BERT followed.{Devlin et al., 2019} Masking matters.{Devlin et al., 2019} Some disagree.${NOTE_MARK} Scale helps.{Vaswani et al., 2017; "Scaling laws for neural language models", n.d.}`,
    );
    expect(result.report).toMatchObject({
      citationsFound: 5,
      citationInstances: 4,
      uniqueReferences: 3,
      bibtexEntries: 3,
      totalBibliographyEntries: 5,
      duplicateRefsRemoved: 2,
    });
    expect(result.bibtex.match(/^@/gm)).toHaveLength(3);
    expect(notes).toContain('w:id="-1"');
    expect(notes).toContain('w:id="0"');
    expect(notes).toContain('debated among practitioners');
    expect(notes).not.toContain('Attention is all you need');
    expect(notes).not.toContain('Ibid.');
  });

  it('a note that holds a reference list of its own stays as it is, never read as one source', async () => {
    const listNote =
      '<w:footnote w:id="7"><w:p><w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteRef/></w:r>' +
      run(' References') +
      `</w:p><w:p>${run(`1. ${DEVLIN}`)}</w:p><w:p>${run(`2. ${WEB}`)}</w:p></w:footnote>`;
    const { result, text, notes } = await repaired(
      { markerStyle: 'rtf' },
      { body: para(run('Attention [1].') + run(' See the note for more.') + noteReference(7)) + referenceList([[1, VASWANI]]), footnotes: listNote },
    );
    expect(text[0]).toBe(`Attention {Vaswani et al., 2017}. See the note for more.${NOTE_MARK}`);
    expect(result.report).toMatchObject({ citationsFound: 1, uniqueReferences: 1 });
    expect(notes).toContain('Toutanova');
    expect(notes).toContain('scaling-laws');
  });

  it('keep their notes and marks with --keep-references, the marker before each mark', async () => {
    const { text, notes, result } = await repaired({ markerStyle: 'rtf', keepReferenceList: true });
    // An unreferenced note is invisible in Word and LibreOffice shows it under the wrong mark: the marks stay.
    expect(text[0]).toBe(
      `Transformers replaced recurrence.{Vaswani et al., 2017}${NOTE_MARK} BERT followed.{Devlin et al., 2019}${NOTE_MARK} Masking matters.{Devlin et al., 2019}${NOTE_MARK} Some disagree.${NOTE_MARK} Scale helps.{Vaswani et al., 2017; "Scaling laws for neural language models", n.d.}${NOTE_MARK}${NOTE_MARK}`,
    );
    expect(notes).toContain('Attention is all you need');
    expect(notes).toContain('Ibid.');
    const fields = await repaired({ keepReferenceList: true });
    expect(fields.text[0]).toContain(`Transformers replaced recurrence (Vaswani et al., 2017).${NOTE_MARK} BERT`);
    expect(result.report.citationsFound).toBe(5);
  });

  it('become live Zotero fields, with the bibliography at the end', async () => {
    const { result, text } = await repaired({ markerStyle: 'fields' });
    expect(text[0]).toContain('Transformers replaced recurrence (Vaswani et al., 2017).');
    const main = readDocx(result.docx).readXml('word/document.xml') ?? '';
    expect(main.match(/ADDIN ZOTERO_ITEM CSL_CITATION/g)).toHaveLength(4);
    expect(main).toContain('ADDIN ZOTERO_BIBL');
    expect(main).not.toMatch(/<w:footnoteReference w:id="(1|2|3|5|6)"/);
    expect(main).toContain('<w:footnoteReference w:id="4"/>');
  });

  it('works the same for endnotes', async () => {
    const endBody = para(run('Claim.') + noteReference(7, 'endnote') + run(' Again.') + noteReference(8, 'endnote'));
    const { result, text, endnotes } = await repaired(
      { markerStyle: 'pandoc' },
      { body: endBody, endnotes: note(7, run(VASWANI), 'endnote') + note(8, run('Ibid.'), 'endnote') },
    );
    expect(text[0]).toBe('Claim.[@vaswani2017] Again.[@vaswani2017]');
    expect(result.report.bibtexEntries).toBe(1);
    expect(endnotes).not.toContain('w:id="7"');
    expect(endnotes).toContain('w:id="0"');
  });

  it('add to a reference list in the body, which keeps its own behaviour', async () => {
    const mixed =
      para(run('Crops grow [1].') + run(' Attention helps.') + noteReference(1)) +
      referenceList([[1, 'Smith, J. (2020). Deep learning for crops. Journal of Agronomy, 12(3), 1-10. https://doi.org/10.1000/crops.1']]);
    const { result, text } = await repaired({ markerStyle: 'rtf' }, { body: mixed, footnotes: note(1, run(VASWANI)) });
    expect(text).toEqual(['Crops grow {Smith, 2020}. Attention helps.{Vaswani et al., 2017}']);
    expect(result.report).toMatchObject({ citationsFound: 2, bibtexEntries: 2, totalBibliographyEntries: 2 });
  });

  it('a document whose notes are all commentary and has no list is still refused', async () => {
    await expect(repaired({ markerStyle: 'rtf' }, { body: para(run('Claim.') + noteReference(1)), footnotes: note(1, run('Only a remark.')) })).rejects.toThrow(
      /no numbered reference list/,
    );
  });
});

describe('a cross-reference to a note that is a reference (NOTEREF)', () => {
  const marked = `<w:bookmarkStart w:id="90" w:name="_Ref9"/>${noteReference(1)}<w:bookmarkEnd w:id="90"/>`;
  const noteref = `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> NOTEREF _Ref9 \\f \\h </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>${run('1', { sup: true })}<w:r><w:fldChar w:fldCharType="end"/></w:r>`;
  const parts = {
    body: para(run('Transformers replaced recurrence.') + marked) + para(run('As said, attention suffices.') + noteref),
    footnotes: note(1, run(VASWANI)),
  };

  it('cites the work again, the field gone with its note', async () => {
    const { text, result } = await repaired({ markerStyle: 'rtf' }, parts);
    expect(text.slice(0, 2)).toEqual(['Transformers replaced recurrence.{Vaswani et al., 2017}', 'As said, attention suffices.{Vaswani et al., 2017}']);
    expect(result.report).toMatchObject({ citationInstances: 2, uniqueReferences: 1 });
    expect(readDocx(result.docx).readXml('word/document.xml')).not.toContain('NOTEREF');
  });

  it('keeps the cross-reference live after the marker when the notes are kept', async () => {
    const { text, result } = await repaired({ markerStyle: 'rtf', keepReferenceList: true }, parts);
    expect(text[1]).toBe('As said, attention suffices.{Vaswani et al., 2017}1');
    expect(readDocx(result.docx).readXml('word/document.xml')).toContain('NOTEREF _Ref9');
  });
});
