import { describe, expect, it } from 'vitest';
import { text } from '../../test/build-docx.ts';
import { openBuilt } from '../../test/paragraphs-of.ts';
import { locateReferenceLists } from '../lists/locate.ts';
import { detectCitations } from './detect.ts';
import { scanSourceWordLinks } from './source-word-links.ts';

const paragraph = (value: string) => {
  const p = openBuilt({ body: text(value) }).paragraphs[0];
  if (!p) throw new Error('no paragraph');
  return p;
};

describe('scanSourceWordLinks', () => {
  it('takes "[source](url)" whole, several in a row as one citation, with no label', () => {
    const found = scanSourceWordLinks(paragraph('Vital [source](https://who.int/a). Also [Source](https://n.com/b) [src](https://x.org/c), done.'));
    expect(found.map((f) => [f.text, f.sources])).toEqual([
      ['[source](https://who.int/a)', [{ label: '', url: 'https://who.int/a' }]],
      [
        '[Source](https://n.com/b) [src](https://x.org/c)',
        [
          { label: '', url: 'https://n.com/b' },
          { label: '', url: 'https://x.org/c' },
        ],
      ],
    ]);
  });

  it('leaves links whose words are the claim\'s or a site\'s ("[rose by 50%](…)", "[Reuters](…)")', () => {
    expect(scanSourceWordLinks(paragraph('It [rose by 50%](https://iea.org/a) says [Reuters](https://reuters.com/b).'))).toEqual([]);
  });
});

describe('detectCitations with source-word links', () => {
  it('cites them beside numbered citations, and "([source](url))" keeps no "source" as the site\'s name', () => {
    const doc = openBuilt({
      body:
        text('Fast [1]. Also [source](https://who.int/a) and ([source](https://n.com/b)).') + text('References') + text('[1] Smith J. A title. Nature. 2020.'),
    });
    const { linkCitations } = detectCitations(doc.paragraphs, locateReferenceLists(doc.paragraphs));
    expect(linkCitations.map((l) => [l.text, l.sources.map((s) => s.label)])).toEqual([
      ['[source](https://who.int/a)', ['']],
      ['([source](https://n.com/b))', ['']],
    ]);
  });
});
