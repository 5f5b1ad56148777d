import { describe, expect, it } from 'vitest';
import { noteReference, para, run } from '../../test/build-docx.ts';
import { openBuilt } from '../../test/paragraphs-of.ts';
import { replaceText } from './edit-runs.ts';
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
