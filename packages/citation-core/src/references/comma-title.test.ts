import { describe, expect, it } from 'vitest';
import { splitCommaTitle } from './comma-title.ts';
import { parseReference } from './parse.ts';

describe('a title set off by commas before its journal', () => {
  it.each([
    ['Growth and trade, Journal of Economics, 12, 45-67.', 'Growth and trade', 'Journal of Economics, 12, 45-67'],
    ['Growth, trade and money, Journal of Economics, Vol. 12 No. 3, pp. 45-67.', 'Growth, trade and money', 'Journal of Economics, Vol. 12 No. 3, pp. 45-67'],
    ['Growth and trade, Journal of Economics, 12(3), 45-67', 'Growth and trade', 'Journal of Economics, 12(3), 45-67'],
  ])('is the part before the journal: %s', (rest, title, source) => {
    expect(splitCommaTitle(rest)).toEqual({ title, source });
  });

  it.each([
    'Growth and trade. Journal of Economics, 12, 45-67.',
    '"Growth and trade", Journal of Economics, 12, 45-67.',
    'Growth and trade, Oxford University Press, 2019.',
    'Journal of Economics, 12, 45-67.',
    'Title of chapter, in Jones, B. (Ed.), Big Book, Routledge, London, pp. 1-10.',
    'Title of book, 2nd ed., Routledge, London, p. 12.',
    'Title of book, Routledge, pp. 1-10.',
  ])('is not split when the title ends otherwise or no journal follows: %s', (rest) => {
    expect(splitCommaTitle(rest)).toBeUndefined();
  });
});

describe('Harvard with commas after the date, read whole', () => {
  it.each([
    ['Brown, A. (2019), Growth and trade, Journal of Economics, 12, 45-67.', undefined],
    // Emerald's Harvard: the title quoted, "Vol. 12 No. 3" between one pair of commas.
    ['Brown, A. (2019), "Growth and trade", Journal of Economics, Vol. 12 No. 3, pp. 45-67.', '3'],
    ['Brown, A. (2019), Growth and trade, Journal of Economics, Vol. 12 No. 3, pp. 45-67.', '3'],
  ])('is the article with its journal, volume, issue and pages: %s', (raw, issue) => {
    const parsed = parseReference(raw);
    expect(parsed).toMatchObject({
      type: 'article-journal',
      title: 'Growth and trade',
      containerTitle: 'Journal of Economics',
      volume: '12',
      pages: '45-67',
      year: 2019,
    });
    expect(parsed.issue).toBe(issue);
  });
});
