import { describe, expect, it } from 'vitest';
import type { CslItem } from '../types.ts';
import { loadStyle } from '../render/load-style.ts';
import { renderCitations } from '../render/render-citations.ts';
import { sameAddress, toCslData } from './csl-data.ts';

const page = (extra: Partial<CslItem>): CslItem => ({ id: 'k', type: 'webpage', title: 'And the World’s Most Educated Country Is…', ...extra }) as CslItem;

describe('toCslData', () => {
  it('names a site once: no publisher repeating the container, no site name repeating the one author', () => {
    const data = toCslData(page({ author: [{ literal: 'Time' }], 'container-title': 'Time', publisher: 'Time' }));
    expect(data).not.toHaveProperty('container-title');
    expect(data).not.toHaveProperty('publisher');
    expect(data.author).toEqual([{ literal: 'Time' }]);
  });

  it('keeps a site that is not the author, and a journal with its own publisher', () => {
    expect(toCslData(page({ author: [{ family: 'Doe', given: 'A.' }], 'container-title': 'Time', publisher: 'Time' }))).toMatchObject({
      'container-title': 'Time',
    });
    const article = toCslData({ id: 'a', type: 'article-journal', title: 'T', 'container-title': 'Science', publisher: 'AAAS' } as CslItem);
    expect(article).toMatchObject({ 'container-title': 'Science', publisher: 'AAAS' });
  });
});

describe('a work known only by its address', () => {
  const link = (url: string, extra: Partial<CslItem> = {}): CslItem => ({ id: 'l', type: 'webpage', URL: url, ...extra }) as CslItem;
  const occurrences = (text: string, part: string) => text.split(part).length - 1;

  it('holds the address once, as its title', () => {
    const data = toCslData(link('https://time.com/6123457/other-story/', { author: [{ literal: 'Time' }] }));
    expect(data.title).toBe('https://time.com/6123457/other-story/');
    expect(data).not.toHaveProperty('URL');
  });

  it('keeps the URL of a work with a title of its own', () => {
    expect(toCslData(link('https://time.com/6123456/why-sleep-matters/', { title: 'Why sleep matters' }))).toMatchObject({
      URL: 'https://time.com/6123456/why-sleep-matters/',
    });
  });

  it('is printed once in the APA bibliography, with or without an access date', () => {
    const items = [
      toCslData(link('https://www.example.com/reports/energy-outlook-2024', { id: 'a', author: [{ literal: 'Example' }] })),
      toCslData(link('https://www.bbc.com/news/articles/c0000000', { id: 'b', author: [{ literal: 'BBC' }], accessed: { 'date-parts': [[2025, 3, 3]] } })),
    ];
    const rendered = renderCitations(items, [{ citationID: 'c1', items: [{ id: 'a' }, { id: 'b' }] }], loadStyle('apa'), 'en-US');
    expect(rendered.bibliography).toHaveLength(2);
    for (const entry of rendered.bibliography) expect(occurrences(entry, 'https://'), entry).toBe(1);
  });

  it('compares addresses as addresses: scheme, "www." and a trailing slash aside', () => {
    expect(sameAddress('https://www.bbc.com/news/x/', 'http://bbc.com/news/x')).toBe(true);
    expect(sameAddress('www.bbc.com/news/x', 'https://www.bbc.com/news/x')).toBe(true);
    expect(sameAddress('https://bbc.com/news/x', 'https://bbc.com/news/y')).toBe(false);
    // A title that merely names the site is a title.
    expect(sameAddress('bbc.com', 'https://bbc.com')).toBe(false);
  });
});
