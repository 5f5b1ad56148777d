import { describe, expect, it } from 'vitest';
import { readDocx } from '../docx/read.ts';
import { buildDocx, note, noteReference, para, run } from '../../test/build-docx.ts';
import { withoutNotes } from './remove-notes.ts';

describe('withoutNotes', () => {
  const pkg = readDocx(
    buildDocx({
      body: para(run('A.') + noteReference(1) + noteReference(2)),
      footnotes: note(1, run('One')) + note(2, run('Two')),
      endnotes: note(1, run('Three'), 'endnote'),
    }),
  );

  it('removes the named notes and keeps the separators and the others', () => {
    const parts = withoutNotes(pkg, [{ kind: 'footnote', id: '1' }]);
    expect([...parts.keys()]).toEqual(['word/footnotes.xml']);
    const xml = parts.get('word/footnotes.xml') ?? '';
    expect(xml).toMatch(/^<\?xml/);
    expect(xml).toContain('w:type="separator" w:id="-1"');
    expect(xml).toContain('w:type="continuationSeparator" w:id="0"');
    expect(xml).not.toContain('One');
    expect(xml).toContain('Two');
  });

  it('never removes a separator, and leaves untouched parts out', () => {
    expect(
      withoutNotes(pkg, [
        { kind: 'footnote', id: '-1' },
        { kind: 'footnote', id: '0' },
      ]).size,
    ).toBe(0);
    expect(withoutNotes(pkg, []).size).toBe(0);
  });
});
