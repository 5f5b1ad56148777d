import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import type { CslItem } from '../types.ts';
import { loadStyle } from '../render/load-style.ts';
import { renderCitations } from '../render/render-citations.ts';
import { sameAddress, toCslData, toFieldItemData } from './csl-data.ts';

const page = (extra: Partial<CslItem>): CslItem => ({ id: 'k', type: 'webpage', title: 'And the World’s Most Educated Country Is…', ...extra }) as CslItem;

describe('toCslData', () => {
  it('names a site once: no publisher repeating the container, no site name repeating the one author', () => {
    const data = toCslData(page({ author: [{ literal: 'Time' }], 'container-title': 'Time', publisher: 'Time' }));
    expect(data).not.toHaveProperty('container-title');
    expect(data).not.toHaveProperty('publisher');
    expect(data.author).toEqual([{ literal: 'Time' }]);
  });

  it.each(['article-newspaper', 'article-magazine', 'post-weblog'] as const)('names the site of a %s once when it is the one author', (type) => {
    const data = toCslData({ id: 'n', type, URL: 'https://news.example.org/x', author: [{ literal: 'Example News' }], 'container-title': 'Example News' });
    expect(data).not.toHaveProperty('container-title');
    expect(data.author).toEqual([{ literal: 'Example News' }]);
  });

  it('gives a thesis its university as publisher, not as a container styles print "In …"', () => {
    const item: CslItem = { id: 't', type: 'thesis', title: 'T', 'container-title': 'Leiden University' };
    const thesis = toCslData(item);
    expect(thesis).toMatchObject({ publisher: 'Leiden University' });
    expect(thesis).not.toHaveProperty('container-title');
    expect(toCslData({ id: 't', type: 'thesis', title: 'T', 'container-title': 'Series', publisher: 'MIT' })).toMatchObject({
      'container-title': 'Series',
      publisher: 'MIT',
    });
    const [entry] = renderCitations([toFieldItemData(item)], [{ citationID: 'c', items: [{ id: 't' }] }], loadStyle('apa'), 'en-US').bibliography;
    expect(entry).not.toMatch(/\bIn Leiden/);
  });

  it('keeps a site that is not the author, and a journal with its own publisher', () => {
    expect(toCslData(page({ author: [{ family: 'Doe', given: 'A.' }], 'container-title': 'Time', publisher: 'Time' }))).toMatchObject({
      'container-title': 'Time',
    });
    const article = toCslData({ id: 'a', type: 'article-journal', title: 'T', 'container-title': 'Science', publisher: 'AAAS' } as CslItem);
    expect(article).toMatchObject({ 'container-title': 'Science', publisher: 'AAAS' });
  });
});

describe('a work known only by its address, its DOI or its arXiv id (ADR 134)', () => {
  const link = (url: string, extra: Partial<CslItem> = {}): CslItem => ({ id: 'l', type: 'webpage', URL: url, ...extra }) as CslItem;
  const occurrences = (text: string, part: string) => text.split(part).length - 1;
  const doiOnly = (extra: Partial<CslItem> = {}): CslItem =>
    ({ id: 'd', type: 'article-journal', DOI: '10.1073/pnas.1910114117', URL: 'https://doi.org/10.1073/pnas.1910114117', ...extra }) as CslItem;
  const arxivOnly: CslItem = {
    id: 'x',
    type: 'article',
    arxivId: '2312.13324',
    author: [{ literal: 'arXiv' }],
    issued: { 'date-parts': [[2023, 12]] },
    'container-title': 'arXiv',
    URL: 'https://arxiv.org/abs/2312.13324',
  };

  it('is exported with its identifier in its own field and no title made up', () => {
    expect(toCslData(link('https://time.com/6123457/other-story/', { author: [{ literal: 'Time' }] }))).toEqual({
      id: 'l',
      type: 'webpage',
      author: [{ literal: 'Time' }],
      URL: 'https://time.com/6123457/other-story/',
    });
    expect(toCslData(link('https://time.com/x', { title: 'http://www.time.com/x/' }))).not.toHaveProperty('title');
    expect(toCslData(doiOnly())).toEqual({
      id: 'd',
      type: 'article-journal',
      DOI: '10.1073/pnas.1910114117',
      URL: 'https://doi.org/10.1073/pnas.1910114117',
    });
    const arxiv = toCslData(arxivOnly);
    expect(arxiv).not.toHaveProperty('title');
    expect(arxiv).toMatchObject({ number: 'arXiv:2312.13324', URL: 'https://arxiv.org/abs/2312.13324', publisher: 'arXiv' });
  });

  it('is titled by its address in a live field (Zotero needs a title), and the field that held it goes', () => {
    const page = toFieldItemData(link('https://time.com/6123457/other-story/', { author: [{ literal: 'Time' }] }));
    expect(page.title).toBe(written('https://time.com/6123457/other-story/'));
    expect(page).not.toHaveProperty('URL');
    const doi = toFieldItemData(doiOnly({ URL: 'http://dx.doi.org/10.1073/PNAS.1910114117' }));
    expect(doi.title).toBe(written('https://doi.org/10.1073/pnas.1910114117'));
    expect(doi).not.toHaveProperty('DOI');
    expect(doi).not.toHaveProperty('URL');
    const arxiv = toFieldItemData(arxivOnly);
    expect(arxiv.title).toBe(written('https://arxiv.org/abs/2312.13324'));
    for (const key of ['URL', 'number', 'publisher', 'container-title']) expect(arxiv).not.toHaveProperty(key);
    expect(toFieldItemData({ id: 'n', type: 'document' } as CslItem).title).toBe('Untitled reference');
    expect(toFieldItemData({ id: 'p', type: 'article-journal', PMID: '31234567' })).toMatchObject({
      title: written('https://pubmed.ncbi.nlm.nih.gov/31234567/'),
      PMID: '31234567',
    });
    expect(toFieldItemData({ id: 'p', type: 'article-journal', PMCID: '1234567' }).title).toBe(
      written('https://www.ncbi.nlm.nih.gov/pmc/articles/PMC1234567/'),
    );
  });

  it('prints an address that stands as the title as written, in styles that title-case titles', () => {
    const items = [toFieldItemData(doiOnly()), toFieldItemData(link('https://www.example.org/Reports/energy-outlook', { id: 'w' }))];
    for (const style of ['apa', 'chicago-author-date', 'modern-language-association']) {
      const ids = items.map((item) => ({ id: item.id }));
      const rendered = renderCitations(items, [{ citationID: 'c1', items: ids }], loadStyle(style), 'en-US');
      const text = [...rendered.citations, ...rendered.bibliography].join(' ');
      expect(text, style).toContain('https://doi.org/10.1073/pnas.1910114117');
      expect(text, style).toContain('https://www.example.org/Reports/energy-outlook');
      expect(text, style).not.toMatch(/Https|Doi\.Org|Pnas|Energy-Outlook|nocase/);
    }
  });

  it('keeps the URL, DOI and number of a work with a title of its own', () => {
    expect(toFieldItemData(link('https://time.com/6123456/why-sleep-matters/', { title: 'Why sleep matters' }))).toMatchObject({
      URL: 'https://time.com/6123456/why-sleep-matters/',
    });
    expect(toFieldItemData(doiOnly({ title: 'A paper' }))).toMatchObject({ DOI: '10.1073/pnas.1910114117', title: 'A paper' });
    expect(toFieldItemData({ ...arxivOnly, title: 'A preprint', author: [{ family: 'Doe', given: 'A.' }] })).toMatchObject({
      number: 'arXiv:2312.13324',
      publisher: 'arXiv',
    });
  });

  it('files a preprint under its repository, not as a container styles print "In arXiv"', () => {
    const data = toCslData({ id: 'v', type: 'article', title: 'Attention is all you need', arxivId: '1706.03762', 'container-title': 'arXiv' });
    expect(data).toMatchObject({ publisher: 'arXiv', number: 'arXiv:1706.03762' });
    expect(data).not.toHaveProperty('container-title');
  });

  it.each(['apa', 'ieee', 'chicago-author-date', 'vancouver', 'modern-language-association'])('prints each identifier once in %s', (style) => {
    const items = [
      toFieldItemData(link('https://www.example.com/reports/energy-outlook-2024', { id: 'a', author: [{ literal: 'Example' }] })),
      toFieldItemData(
        link('https://www.bbc.com/news/articles/c0000000', { id: 'b', author: [{ literal: 'BBC' }], accessed: { 'date-parts': [[2025, 3, 3]] } }),
      ),
      toFieldItemData(doiOnly()),
      toFieldItemData(arxivOnly),
    ];
    const ids = items.map((item) => ({ id: item.id }));
    const rendered = renderCitations(items, [{ citationID: 'c1', items: ids }], loadStyle(style), 'en-US');
    expect(rendered.bibliography).toHaveLength(4);
    for (const entry of rendered.bibliography) {
      expect(occurrences(entry, '10.1073/pnas.1910114117') + occurrences(entry, '2312.13324') + occurrences(entry, '://www.'), entry).toBeLessThanOrEqual(1);
      expect(entry, entry).not.toMatch(/\bDOI 10\.|arXiv:2312/);
    }
  });

  it('compares addresses as addresses: scheme, "www." and a trailing slash aside', () => {
    expect(sameAddress('https://www.bbc.com/news/x/', 'http://bbc.com/news/x')).toBe(true);
    expect(sameAddress('www.bbc.com/news/x', 'https://www.bbc.com/news/x')).toBe(true);
    expect(sameAddress('https://bbc.com/news/x', 'https://bbc.com/news/y')).toBe(false);
    // A title that merely names the site is a title.
    expect(sameAddress('bbc.com', 'https://bbc.com')).toBe(false);
  });
});

/** The title a live field gives a work known only by its address (kept as written by citeproc-js and Zotero). */
function written(address: string): string {
  return `<span class="nocase">${address}</span>`;
}

describe('the CSL-JSON schema', () => {
  const schema = JSON.parse(readFileSync(new URL('../../test/schema/csl-data.json', import.meta.url), 'utf8')) as object;
  const validate = new Ajv({ allErrors: true, schemaId: 'auto' }).compile(schema);
  const items: CslItem[] = [
    { id: 'a', type: 'article-journal', title: 'T', author: [{ family: 'Doe', given: ' ' }], issued: { 'date-parts': [[2020, 5]] }, page: '1-9', volume: '3' },
    { id: 'b', type: 'webpage', URL: 'https://example.com/x', author: [{ literal: 'Example' }], accessed: { 'date-parts': [[2025, 3, 3]] } },
    { id: 'c', type: 'article-journal', DOI: '10.1/x' },
    { id: 'd', type: 'article', arxivId: '2312.13324', issued: { 'date-parts': [[2023, 12]] } },
    {
      id: 'e',
      type: 'thesis',
      title: 'T',
      genre: 'PhD thesis',
      publisher: 'MIT',
      author: [{ family: 'Waals', 'non-dropping-particle': 'van der', suffix: 'Jr.' }],
    },
    { id: 'f', type: 'document', title: '' },
  ];

  it.each(items.map((item) => [item.id, item] as const))('holds item %s, exported and embedded', (_, item) => {
    for (const data of [toCslData(item), toFieldItemData(item)]) expect(validate([data]), JSON.stringify(validate.errors)).toBe(true);
  });
});
