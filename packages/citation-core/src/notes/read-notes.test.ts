import { describe, expect, it } from 'vitest';
import { openDocument } from '../docx/document.ts';
import { readDocx } from '../docx/read.ts';
import { buildDocx, hyperlink, note, noteReference, para, run } from '../../test/build-docx.ts';
import { readNotes } from './read-notes.ts';

describe('readNotes', () => {
  it('reads footnotes and endnotes with their text and links, without the separator notes', () => {
    const pkg = readDocx(
      buildDocx({
        body: para(run('Claim.') + noteReference(1) + run(' Other.') + noteReference(1, 'endnote')),
        footnotes: note(1, run('Attention Is All You Need - ') + hyperlink('rIdF1', run('arXiv'))),
        endnotes: note(1, run('Ibid.'), 'endnote'),
      }),
    );
    const notes = readNotes(openDocument(pkg));
    expect([...notes.keys()]).toEqual(['footnote:1', 'endnote:1']);
    expect(notes.get('footnote:1')).toMatchObject({ kind: 'footnote', id: '1', text: 'Attention Is All You Need - arXiv' });
    expect(notes.get('endnote:1')?.text).toBe('Ibid.');
  });

  it('finds nothing in a document without notes', () => {
    expect(readNotes(openDocument(readDocx(buildDocx({ body: para(run('Text.')) })))).size).toBe(0);
  });
});
