import { describe, expect, it } from 'vitest';
import { NOTE_MARK } from '../docx/paragraphs.ts';
import { readDocx } from '../docx/read.ts';
import { openDocument } from '../docx/document.ts';
import { buildDocx, note, noteReference, para, run } from '../../test/build-docx.ts';
import { noteCitations } from './note-citations.ts';
import { readNotes } from './read-notes.ts';

const A = 'Vaswani, A., Shazeer, N., & Parmar, N. (2017). Attention is all you need. Advances in Neural Information Processing Systems, 30.';
const B = 'Scaling laws for neural language models - OpenAI, accessed March 3, 2025, https://openai.com/research/scaling-laws';

function found(body: string, footnotes: string) {
  const pkg = readDocx(buildDocx({ body, footnotes }));
  const doc = openDocument(pkg);
  return { doc, ...noteCitations(doc.paragraphs, readNotes(doc), 2) };
}

describe('noteCitations', () => {
  it('makes each citing mark a citation of one more list, and leaves commentary marks', () => {
    const { list, citations, cited, doc } = found(
      para(run('One.') + noteReference(1) + run(' Two.') + noteReference(2) + run(' Three.') + noteReference(3)),
      note(1, run(A)) + note(2, run('This is debated among practitioners.')) + note(3, run('Ibid.')),
    );
    expect(doc.paragraphs[0]?.text).toBe(`One.${NOTE_MARK} Two.${NOTE_MARK} Three.${NOTE_MARK}`);
    expect(list?.index).toBe(2);
    expect(list?.entries.map((e) => [e.number, e.text])).toEqual([
      [1, A],
      [2, A],
    ]);
    expect(citations.map((c) => [c.start, c.end, c.numbers, c.render, c.list])).toEqual([
      [4, 5, [1], 'note', 2],
      [18, 19, [2], 'note', 2],
    ]);
    expect(cited).toEqual([
      { kind: 'footnote', id: '1' },
      { kind: 'footnote', id: '3' },
    ]);
  });

  it('groups adjacent marks, and marks separated by a typed comma, into one citation', () => {
    const { citations } = found(
      para(run('Claim.') + noteReference(1) + noteReference(2) + run(' Next.') + noteReference(3) + run(',', { sup: true }) + noteReference(4)),
      note(1, run(A)) + note(2, run(B)) + note(3, run(A)) + note(4, run(`${A}; ${B}`)),
    );
    expect(citations.map((c) => [c.text, c.numbers])).toEqual([
      [`${NOTE_MARK}${NOTE_MARK}`, [1, 2]],
      [`${NOTE_MARK},${NOTE_MARK}`, [3, 4, 5]],
    ]);
  });

  it('returns no list when no note is a reference', () => {
    const result = found(para(run('Claim.') + noteReference(1)), note(1, run('A remark, not a source.')));
    expect(result.list).toBeUndefined();
    expect(result.citations).toEqual([]);
  });

  it('appends the link target of a note whose title is a hyperlink and whose URL is not written', () => {
    const pkg = readDocx(buildDocx({ body: para(run('Claim.') + noteReference(1)) }));
    const doc = openDocument(pkg);
    const notes = new Map([
      [
        'footnote:1',
        {
          kind: 'footnote' as const,
          id: '1',
          text: 'Scaling laws - OpenAI, accessed March 3, 2025',
          links: ['https://openai.com/research/scaling-laws'],
          holdsList: false,
        },
      ],
    ]);
    const { list } = noteCitations(doc.paragraphs, notes, 0);
    expect(list?.entries[0]?.text).toBe('Scaling laws - OpenAI, accessed March 3, 2025 https://openai.com/research/scaling-laws');
  });
});

describe('cross-references to a note mark (NOTEREF)', () => {
  const bookmarked = (id: number, name: string) =>
    `<w:bookmarkStart w:id="${id + 50}" w:name="${name}"/>${noteReference(id)}<w:bookmarkEnd w:id="${id + 50}"/>`;
  const noteref = (name: string, switches: string, shown: string, sup: boolean) =>
    `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> NOTEREF ${name} ${switches} </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>${run(shown, { sup })}<w:r><w:fldChar w:fldCharType="end"/></w:r>`;

  it("cites the note's reference again at a formatted cross-reference, with no second entry", () => {
    const { list, citations, cited } = found(
      para(run('One.') + bookmarked(1, '_Ref1') + run(' Two.') + noteReference(2)) + para(run('Again.') + noteref('_Ref1', '\\f \\h', '1', true)),
      note(1, run(A)) + note(2, run(B)),
    );
    expect(list?.entries.map((e) => e.text)).toEqual([A, B]);
    expect(citations.map((c) => [c.paragraphIndex, c.start, c.end, c.numbers, c.text])).toEqual([
      [0, 4, 5, [1], NOTE_MARK],
      [0, 10, 11, [2], NOTE_MARK],
      [1, 6, 7, [1], '1'],
    ]);
    expect(cited).toEqual([
      { kind: 'footnote', id: '1' },
      { kind: 'footnote', id: '2' },
    ]);
  });

  it('leaves "see note 1" in prose, and a cross-reference to a commentary note', () => {
    const { citations } = found(
      para(run('One.') + bookmarked(1, '_Ref1') + run(' Two.') + bookmarked(2, '_Ref2')) +
        para(run('As in note ') + noteref('_Ref1', '\\h', '1', false) + run(', and') + noteref('_Ref2', '\\f \\h', '2', true)),
      note(1, run(A)) + note(2, run('This is debated among practitioners.')),
    );
    expect(citations.map((c) => [c.paragraphIndex, c.numbers])).toEqual([[0, [1]]]);
  });
});

describe('pinpoints of repeat notes', () => {
  it('carries the page of "Ibid., p. 5" and "Vaswani, op. cit., at 7" as the citation’s locator; a full reference’s pages are not one', () => {
    const { citations } = found(
      para(run('One.') + noteReference(1) + run(' Two.') + noteReference(2) + run(' Three.') + noteReference(3)),
      note(1, run(A)) + note(2, run('Ibid., p. 5.')) + note(3, run('Vaswani, op. cit., at 7.')),
    );
    expect(citations.map((c) => c.locators)).toEqual([undefined, { 2: { label: 'page', locator: '5' } }, { 3: { label: 'page', locator: '7' } }]);
  });

  it('carries Chicago\'s bare page after a short form or "Ibid." (its range written with any dash), never a year', () => {
    const article = 'John Smith, “Solar Growth in Europe,” Energy Journal 5, no. 2 (2020): 1–10.';
    const { citations } = found(
      para(run('One.') + noteReference(1) + run(' Two.') + noteReference(2) + run(' Three.') + noteReference(3) + run(' Four.') + noteReference(4)),
      note(1, run(article)) + note(2, run('Smith, “Solar Growth,” 4.')) + note(3, run('Ibid., 12\u201214.')) + note(4, run('Smith, 2020.')),
    );
    expect(citations.map((c) => c.locators)).toEqual([
      undefined,
      { 2: { label: 'page', locator: '4' } },
      { 3: { label: 'page', locator: '12–14' } },
      undefined,
    ]);
  });
});
