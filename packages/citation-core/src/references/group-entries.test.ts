import { describe, expect, it } from 'vitest';
import type { Citation, ReferenceEntry } from '../types.ts';
import { groupEntries } from './group-entries.ts';

const entry = (number: number, text: string, links: string[] = []): ReferenceEntry => ({
  list: 0,
  number,
  text,
  paragraphIndex: number,
  extraParagraphIndexes: [],
  links,
});
const cite = (numbers: number[]): Citation => ({ paragraphIndex: 0, start: 0, end: 3, text: '[x]', render: 'bracket', list: 0, numbers, superscript: false });

describe('groupEntries', () => {
  it('reads a linked title’s target as the entry’s address: a DOI, an arXiv id, a page', () => {
    const entries = [
      entry(1, 'Attention Is All You Need', ['https://arxiv.org/abs/1706.03762']),
      entry(2, 'BERT: Pre-training of Deep Bidirectional Transformers - ACL Anthology', ['https://doi.org/10.18653/v1/N19-1423']),
      entry(3, 'Scaling laws - OpenAI blog', ['https://openai.com/research/scaling-laws']),
    ];
    const { entryRefs } = groupEntries(entries, [cite([1, 2, 3])]);
    expect(entryRefs.map((e) => [e.parsed.arxivId, e.parsed.doi, e.parsed.url])).toEqual([
      ['1706.03762', undefined, 'https://arxiv.org/abs/1706.03762'],
      [undefined, '10.18653/v1/n19-1423', 'https://doi.org/10.18653/v1/N19-1423'],
      [undefined, undefined, 'https://openai.com/research/scaling-laws'],
    ]);
  });

  it('reads a bare site name linked to one of its pages (Copilot\'s "1. iea.org") as that page, with no title', () => {
    const { entryRefs } = groupEntries([entry(1, 'iea.org', ['https://www.iea.org/reports/renewables-2023'])], [cite([1])]);
    expect(entryRefs[0]?.parsed).toMatchObject({ url: 'https://www.iea.org/reports/renewables-2023', format: 'url-only' });
    expect(entryRefs[0]?.parsed.title).toBeUndefined();
  });

  it('gives "———." and "---." the authors of the entry above (Chicago and MLA write a repeated author so)', () => {
    const entries = [
      entry(1, 'Smith, John. 2019. Soil Carbon. Journal of Agronomy 11 (2): 1–9.'),
      entry(2, '———. 2020. Deep Learning for Crops. Journal of Agronomy 12 (3): 1–10.'),
      entry(3, '---. "Roots." Plant Science, vol. 4, 2021, pp. 22–30.'),
    ];
    const { entryRefs } = groupEntries(entries, [cite([1, 2, 3])]);
    expect(entryRefs.map((e) => [e.parsed.authors, e.parsed.year])).toEqual([
      [[{ family: 'Smith', given: 'John' }], 2019],
      [[{ family: 'Smith', given: 'John' }], 2020],
      [[{ family: 'Smith', given: 'John' }], 2021],
    ]);
  });

  it('keeps the address written in the text over a link on it', () => {
    const { entryRefs } = groupEntries([entry(1, 'Smith J. A title. https://example.org/a', ['https://tracker.example.com/r?u=1'])], [cite([1])]);
    expect(entryRefs[0]?.parsed.url).toBe('https://example.org/a');
  });
});
