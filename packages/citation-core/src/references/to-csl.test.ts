import { describe, expect, it } from 'vitest';
import { parseReference } from './parse.ts';
import { cslFromParsed } from './to-csl.ts';

describe('cslFromParsed', () => {
  it('maps a parsed journal article to CSL-JSON', () => {
    const item = cslFromParsed(
      parseReference(
        'Seelig B, Szostak JW. Selection and evolution of enzymes from a partially randomized non-catalytic scaffold. Nature. 2007 Aug 16;448(7155):828-31. doi: 10.1038/nature06032.',
      ),
      'w1',
    );
    expect(item).toEqual({
      id: 'w1',
      type: 'article-journal',
      title: 'Selection and evolution of enzymes from a partially randomized non-catalytic scaffold',
      author: [
        { family: 'Seelig', given: 'B.' },
        { family: 'Szostak', given: 'J. W.' },
      ],
      issued: { 'date-parts': [[2007, 8, 16]] },
      'container-title': 'Nature',
      volume: '448',
      issue: '7155',
      page: '828-831',
      DOI: '10.1038/nature06032',
      URL: 'https://doi.org/10.1038/nature06032',
    });
  });

  it('uses the site as the container of a web page, never as its author', () => {
    const item = cslFromParsed(
      parseReference('Letzte Beta der Add-on-API für Firefox erschienen - Heise online, accessed January 5, 2025, https://www.heise.de/x.html'),
      'w2',
    );
    expect(item).toMatchObject({
      type: 'article-newspaper',
      'container-title': 'Heise online',
      accessed: { 'date-parts': [[2025, 1, 5]] },
      URL: 'https://www.heise.de/x.html',
    });
    expect(item.author).toBeUndefined();
    expect(item.issued).toBeUndefined();
    const story = cslFromParsed(
      parseReference('Some story title - Example News, accessed March 3, 2025, https://news.example.org/2023/story-5?utm_source=chatgpt.com'),
      'w6',
    );
    expect(story).toMatchObject({ title: 'Some story title', 'container-title': 'Example News', URL: 'https://news.example.org/2023/story-5' });
    expect(story.author).toBeUndefined();
  });

  it('keeps a body named in the author position as the author (APA)', () => {
    const item = cslFromParsed(
      parseReference('World Health Organization. (2023). Global tuberculosis report 2023. https://www.who.int/publications/i/item/9789240083851'),
      'w7',
    );
    expect(item.author).toEqual([{ literal: 'World Health Organization' }]);
  });

  it('keeps organisation authors, arXiv ids, ISBNs and editions', () => {
    expect(
      cslFromParsed(parseReference('National Records of Scotland (2013). Table KS201SC – Ethnic group: All people. http://example.org/KS201SC.pdf'), 'w3'),
    ).toMatchObject({
      author: [{ literal: 'National Records of Scotland' }],
      issued: { 'date-parts': [[2013]] },
    });
    expect(cslFromParsed(parseReference('Ouyang, H. (2023). Text2Immersion. arXiv preprint arXiv:2312.09242.'), 'w4')).toMatchObject({
      type: 'article',
      arxivId: '2312.09242',
      'container-title': 'arXiv',
    });
    expect(
      cslFromParsed(parseReference('Kahneman, D. (2011). Thinking, fast and slow (2nd ed.). Farrar, Straus and Giroux. ISBN 978-0-374-27563-1'), 'w5'),
    ).toMatchObject({
      type: 'book',
      ISBN: '9780374275631',
      edition: '2',
      publisher: 'Farrar, Straus and Giroux',
    });
  });

  it('gives an edited book its editors and no authors, and a chapter its book’s editors beside its authors', () => {
    const book = cslFromParsed(parseReference('Smith, J., & Doe, A. (Eds.). (2020). The book of things. Oxford University Press.'), 'w1');
    expect(book).toMatchObject({
      type: 'book',
      editor: [
        { family: 'Smith', given: 'J.' },
        { family: 'Doe', given: 'A.' },
      ],
    });
    expect(book.author).toBeUndefined();
    const chapter = cslFromParsed(parseReference('Brown, A. (2021). A chapter. In A. Editor (Ed.), The book (pp. 1–10). Publisher.'), 'w2');
    expect(chapter).toMatchObject({ type: 'chapter', author: [{ family: 'Brown', given: 'A.' }], editor: [{ family: 'Editor', given: 'A.' }] });
  });
});
