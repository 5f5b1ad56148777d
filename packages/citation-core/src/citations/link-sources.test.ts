import { describe, expect, it } from 'vitest';
import type { ReferenceList } from '../types.ts';
import { linkSources } from './link-sources.ts';

const list: ReferenceList = {
  index: 0,
  heading: 'Key Citations',
  headingParagraphIndex: 3,
  autoNumbered: false,
  entries: [
    {
      list: 0,
      number: 1,
      text: 'Renewables 2023 – Analysis - IEA',
      paragraphIndex: 4,
      extraParagraphIndexes: [],
      links: ['https://www.iea.org/reports/renewables-2023'],
    },
    {
      list: 0,
      number: 2,
      text: 'Wind power economics | Nature Energy',
      paragraphIndex: 5,
      extraParagraphIndexes: [],
      links: ['https://www.nature.com/articles/x'],
    },
  ],
};
const linkCitation = (start: number, ...urls: string[]) => ({
  paragraphIndex: 0,
  start,
  end: start + 5,
  text: '(IEA)',
  sources: urls.map((url) => ({ label: 'IEA', url })),
});

describe('link-only citations', () => {
  it('cite the entries of a list holding their links (Grok\'s "Key Citations"), which say what each page is', () => {
    const { lists, citations } = linkSources([list], {
      citations: [],
      linkCitations: [
        linkCitation(10, 'https://iea.org/reports/renewables-2023/'),
        linkCitation(30, 'https://www.nature.com/articles/x', 'https://www.iea.org/reports/renewables-2023'),
      ],
      unknownNumbers: [],
    });
    expect(lists).toHaveLength(1);
    expect(citations.map((c) => [c.list, c.numbers])).toEqual([
      [0, [1]],
      [0, [2, 1]],
    ]);
  });

  it('make entries of their own when a link is in no list', () => {
    const { lists, citations } = linkSources([list], {
      citations: [],
      linkCitations: [
        linkCitation(10, 'https://www.reuters.com/a'),
        linkCitation(30, 'https://www.reuters.com/a', 'https://www.iea.org/reports/renewables-2023'),
      ],
      unknownNumbers: [],
    });
    expect(lists.map((l) => l.entries.map((e) => e.text))).toEqual([
      list.entries.map((e) => e.text),
      ['https://www.reuters.com/a', 'https://www.iea.org/reports/renewables-2023'],
    ]);
    expect(citations.map((c) => [c.list, c.numbers])).toEqual([
      [1, [1]],
      [1, [1, 2]],
    ]);
  });
});
