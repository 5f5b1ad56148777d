import { describe, expect, it } from 'vitest';
import { hyperlink, noteReference, para, run } from '../../test/build-docx.ts';
import { openBuilt } from '../../test/paragraphs-of.ts';
import { replaceText, replaceTexts } from './edit-runs.ts';
import type { TextReplacement } from './edit-runs.ts';
import { collectRuns, NOTE_MARK } from './paragraphs.ts';
import { serializeXml } from './xml.ts';

describe('replaceText over a note reference mark', () => {
  it('replaces the mark (its placeholder character) and keeps every other run', () => {
    const doc = openBuilt({ body: para(run('Claim.') + noteReference(1) + run(' Next.') + noteReference(2)) });
    const p = doc.paragraphs[0];
    if (!p) throw new Error('no paragraph');
    expect(p.text).toBe(`Claim.${NOTE_MARK} Next.${NOTE_MARK}`);
    expect(p.runs.filter((r) => r.note).map((r) => r.note)).toEqual([
      { kind: 'footnote', id: '1' },
      { kind: 'footnote', id: '2' },
    ]);
    replaceText(p.element, 6, 7, '{Smith, 2020}', { normalSize: true, dropLink: false });
    expect(collectRuns(p.element).text).toBe(`Claim.{Smith, 2020} Next.${NOTE_MARK}`);
    const xml = serializeXml(doc.dom);
    expect(xml).not.toContain('w:id="1"');
    expect(xml).toContain('<w:footnoteReference w:id="2"/>');
  });

  it('keeps the marks after the replacement when asked (the notes are kept)', () => {
    const doc = openBuilt({ body: para(run('Claim.') + noteReference(1) + run(',', { sup: true }) + noteReference(2) + run(' Next.')) });
    const p = doc.paragraphs[0];
    if (!p) throw new Error('no paragraph');
    replaceText(p.element, 6, 9, '{Smith, 2020}', { normalSize: true, dropLink: false, keepNoteMarks: true });
    expect(collectRuns(p.element).text).toBe(`Claim.{Smith, 2020}${NOTE_MARK}${NOTE_MARK} Next.`);
  });
});

describe('replaceTexts: one reading of the paragraph for all its citations', () => {
  const W_REF = (bookmark: string, result: string) =>
    `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> REF ${bookmark} \\r \\h </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>${run(result)}<w:r><w:fldChar w:fldCharType="end"/></w:r>`;
  const live = { code: 'ADDIN ZOTERO_ITEM CSL_CITATION {}', superscript: false, before: ' ', after: '.' };
  const cases: { name: string; content: string; replacements: TextReplacement[] }[] = [
    {
      name: 'many citations in one run',
      content: run('Solar grew [1] and wind [2], [3][4] as said [5].'),
      replacements: [
        { start: 44, end: 47, text: '{E}', options: { normalSize: false, dropLink: false } },
        { start: 32, end: 35, text: '{D}', options: { normalSize: false, dropLink: false } },
        { start: 29, end: 32, text: '{C}', options: { normalSize: false, dropLink: false } },
        { start: 24, end: 27, text: '{B}', options: { normalSize: false, dropLink: false } },
        { start: 11, end: 14, text: '{A}', options: { normalSize: false, dropLink: false } },
      ],
    },
    {
      name: 'citations cut across runs, raised ones at normal size and live fields',
      content:
        run('Grew ') +
        run('[') +
        run('1', { b: true }) +
        run(']') +
        run(' fast') +
        run('2', { sup: true }) +
        run(' and ') +
        run('3,4', { sup: true }) +
        run(' ok'),
      replacements: [
        { start: 19, end: 22, text: '(C)', options: { normalSize: true, dropLink: false, field: live } },
        { start: 13, end: 14, text: '(B)', options: { normalSize: true, dropLink: false } },
        { start: 5, end: 8, text: '(A)', options: { normalSize: false, dropLink: false, field: live } },
      ],
    },
    {
      name: 'linked citations taken out of their links, and an empty link',
      content:
        run('See ') +
        hyperlink('rId1', run('[1]', { style: 'Hyperlink' })) +
        hyperlink('rId1', '') +
        run(' and ') +
        hyperlink('rId1', run('[2', { style: 'Hyperlink' }) + run(', 3]', { style: 'Hyperlink' })) +
        run('.'),
      replacements: [
        { start: 12, end: 18, text: '{B}', options: { normalSize: false, dropLink: true } },
        { start: 4, end: 7, text: '{A}', options: { normalSize: false, dropLink: true } },
      ],
    },
    {
      name: 'cross-reference fields around the numbers, and a field mark inside a text run',
      content:
        run('See [') +
        W_REF('_Ref1', '1') +
        run('] and [') +
        W_REF('_Ref2', '2') +
        `<w:r><w:t xml:space="preserve">] then [3]</w:t><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> PAGE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/><w:t>ix</w:t><w:fldChar w:fldCharType="end"/></w:r>`,
      replacements: [
        { start: 21, end: 24, text: '{C}', options: { normalSize: false, dropLink: false } },
        { start: 12, end: 15, text: '{B}', options: { normalSize: false, dropLink: false } },
        { start: 4, end: 7, text: '{A}', options: { normalSize: false, dropLink: false } },
      ],
    },
    {
      name: 'note marks, replaced or kept',
      content: run('Claim.') + noteReference(1) + run(' Next.') + noteReference(2) + noteReference(3) + run(' End.'),
      replacements: [
        { start: 13, end: 15, text: '{B}', options: { normalSize: true, dropLink: false, keepNoteMarks: true } },
        { start: 6, end: 7, text: '{A}', options: { normalSize: true, dropLink: false } },
      ],
    },
  ];
  for (const { name, content, replacements } of cases) {
    it(`writes what one replacement at a time on a fresh reading writes (${name})`, () => {
      const together = openBuilt({ body: para(content), links: { rId1: 'https://example.org' } });
      const apart = openBuilt({ body: para(content), links: { rId1: 'https://example.org' } });
      const [p, q] = [together.paragraphs[0], apart.paragraphs[0]];
      if (!p || !q) throw new Error('no paragraph');
      replaceTexts(p.element, replacements);
      for (const r of replacements) replaceText(q.element, r.start, r.end, r.text, r.options);
      const xml = serializeXml(together.dom);
      expect(xml).toBe(serializeXml(apart.dom));
      // Every citation was replaced, no number is left.
      for (const r of replacements) expect(collectRuns(p.element).text).toContain(r.text);
      expect(collectRuns(p.element).text).not.toMatch(/\d/);
    });
  }

  it('makes overlapping replacements one at a time, each on the text the one before left', () => {
    const doc = openBuilt({ body: para(run('Solar grew [1] fast.')) });
    const p = doc.paragraphs[0];
    if (!p) throw new Error('no paragraph');
    replaceTexts(p.element, [
      { start: 11, end: 14, text: '{A}', options: { normalSize: false, dropLink: false } },
      { start: 6, end: 12, text: 'rose ', options: { normalSize: false, dropLink: false } },
    ]);
    expect(collectRuns(p.element).text).toBe('Solar rose A} fast.');
  });
});
