import { describe, expect, it } from 'vitest';
import type { Citation, ReferenceList } from '../types.ts';
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

  it('cite an entry whose address is written in its text ("- [Title](https://…)" pasted as Markdown)', () => {
    const written: ReferenceList = {
      ...list,
      entries: [
        {
          list: 0,
          number: 1,
          text: '[Renewables 2023 – Analysis](https://www.iea.org/reports/renewables-2023)',
          paragraphIndex: 4,
          extraParagraphIndexes: [],
          links: [],
        },
      ],
    };
    const { lists, citations } = linkSources([written], {
      citations: [],
      linkCitations: [linkCitation(10, 'https://www.iea.org/reports/renewables-2023')],
      unknownNumbers: [],
    });
    expect([lists.length, citations.map((c) => [c.list, c.numbers])]).toEqual([1, [[0, [1]]]]);
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

describe('numbers linked to their sources', () => {
  const iea = 'https://www.iea.org/reports/renewables-2023';
  const nature = 'https://www.nature.com/articles/x';
  const cite = (numbers: number[], links: Record<number, string>, locators?: Citation['locators']): Citation => ({
    paragraphIndex: 0,
    start: 0,
    end: 3,
    text: '[1]',
    render: 'bracket',
    list: 0,
    numbers,
    superscript: false,
    links,
    ...(locators ? { locators } : {}),
  });
  const run = (...citations: Citation[]) => linkSources([list], { citations, linkCitations: [], unknownNumbers: [] }).citations;

  it('cite the entry holding their link when the list numbers its entries in another order', () => {
    const [moved] = run(cite([1, 2], { 1: nature, 2: iea }, { 2: { label: 'page', locator: '4' } }));
    expect([moved?.numbers, moved?.links, moved?.locators]).toEqual([[2, 1], { 2: nature, 1: iea }, { 1: { label: 'page', locator: '4' } }]);
  });

  it('keep their number when its entry holds the link, has none, or no entry holds it', () => {
    expect(run(cite([1], { 1: iea }), cite([2], { 2: 'https://www.bbc.com/news/1' })).map((c) => c.numbers)).toEqual([[1], [2]]);
    const bare = { ...list, entries: list.entries.map((e) => ({ ...e, links: [] })) };
    expect(linkSources([bare], { citations: [cite([1], { 1: nature })], linkCitations: [], unknownNumbers: [] }).citations[0]?.numbers).toEqual([1]);
  });

  it('beyond the list, cite the entry holding their link rather than a copy of it', () => {
    const out = linkSources([list], { citations: [cite([7], { 7: nature })], linkCitations: [], unknownNumbers: [] });
    expect([out.citations[0]?.numbers, out.lists[0]?.entries.length]).toEqual([[2], 2]);
  });

  it('give their one address to an entry that names none ("[1]" linked to its DOI); two addresses give nothing', () => {
    const bare = { ...list, entries: list.entries.map((e) => ({ ...e, links: [] })) };
    const doi = 'https://doi.org/10.1038/s41586-019-1923-7';
    const out = linkSources([bare], {
      citations: [cite([1], { 1: doi }), cite([1], { 1: doi }), cite([2], { 2: nature }), cite([2], { 2: iea })],
      linkCitations: [],
      unknownNumbers: [],
    });
    expect(out.lists[0]?.entries.map((e) => e.links)).toEqual([[doi], []]);
    // An entry with an address of its own keeps it alone.
    const written = { ...bare, entries: bare.entries.map((e) => ({ ...e, text: `${e.text} https://example.org/own` })) };
    expect(linkSources([written], { citations: [cite([1], { 1: doi })], linkCitations: [], unknownNumbers: [] }).lists[0]?.entries[0]?.links).toEqual([]);
  });
});
