import { describe, expect, it } from 'vitest';
import { buildDocx, note, noteReference, para, run, text } from '../../test/build-docx.ts';
import { openDocument } from './document.ts';
import { removeNotes, serializeNoteParts } from './note-parts.ts';
import { readDocx } from './read.ts';

const open = () =>
  openDocument(
    readDocx(
      buildDocx({
        body: para(run('A.') + noteReference(1) + noteReference(2)) + text('B.'),
        footnotes: note(1, run('One')) + note(2, run('Two [2].')),
        endnotes: note(1, run('Three'), 'endnote'),
      }),
    ),
  );

describe('openNoteParts (through openDocument)', () => {
  it('numbers the notes’ paragraphs on from the body and says which note each is in', () => {
    const doc = open();
    expect(doc.paragraphs.map((p) => p.index)).toEqual([0, 1]);
    expect(doc.noteParagraphs.map((p) => [p.index, p.inNote, p.text.trim()])).toEqual([
      [2, { kind: 'footnote', id: '1' }, 'One'],
      [3, { kind: 'footnote', id: '2' }, 'Two [2].'],
      [4, { kind: 'endnote', id: '1' }, 'Three'],
    ]);
    expect(doc.allParagraphs.every((p, i) => p.index === i)).toBe(true);
  });
});

describe('removeNotes and serializeNoteParts', () => {
  it('removes the named notes and keeps the separators and the others', () => {
    const doc = open();
    removeNotes(doc.noteParts, [{ kind: 'footnote', id: '1' }]);
    const parts = serializeNoteParts(doc.noteParts);
    expect([...parts.keys()]).toEqual(['word/footnotes.xml']);
    const xml = parts.get('word/footnotes.xml') ?? '';
    expect(xml).toMatch(/^<\?xml/);
    expect(xml).toContain('w:type="separator" w:id="-1"');
    expect(xml).toContain('w:type="continuationSeparator" w:id="0"');
    expect(xml).not.toContain('One');
    expect(xml).toContain('Two');
  });

  it('never removes a separator, and leaves untouched parts out', () => {
    const doc = open();
    removeNotes(doc.noteParts, [
      { kind: 'footnote', id: '-1' },
      { kind: 'footnote', id: '0' },
    ]);
    expect(serializeNoteParts(doc.noteParts).size).toBe(0);
  });
});
