import { describe, expect, it } from 'vitest';
import { readCommaJournalTail } from './comma-journal-tail.ts';
import { parseReference } from './parse.ts';

describe('the journal, its year and labelled locators after the last full stop', () => {
  it('reads Scopus\'s "Journal, year, vol., no., pp."', () => {
    expect(readCommaJournalTail('Title of article. Voprosy Ekonomiki, 2020, vol. 12, no. 3, pp. 45–67')).toMatchObject({
      index: 16,
      containerTitle: 'Voprosy Ekonomiki',
      year: 2020,
      volume: '12',
      issue: '3',
      pages: '45-67',
    });
  });

  it.each([
    // A publisher and its year, as likely as a journal without locators.
    'Title. Nauka, 2018',
    'Title. Moscow, Nauka Publ., 2018',
    'Just a title',
  ])('leaves alone what is no journal: %s', (rest) => {
    expect(readCommaJournalTail(rest)).toBeUndefined();
  });
});

describe('Vancouver names, the journal with commas and perhaps a dash before it', () => {
  it.each([
    ['Smith J. Big data. - Nature, 2020.', undefined, undefined],
    ['Smith J. Big data. – Nature, 2020.', undefined, undefined],
    ['Smith J. Big data. Nature, 2020, vol. 5, pp. 1-10.', '5', '1-10'],
    ['Smith J. Big data. — Nature, 2020, vol. 5, pp. 1-10.', '5', '1-10'],
  ])('is the article in Nature of 2020: %s', (raw, volume, pages) => {
    const parsed = parseReference(raw);
    expect(parsed).toMatchObject({ type: 'article-journal', title: 'Big data', containerTitle: 'Nature', year: 2020 });
    expect(parsed.volume).toBe(volume);
    expect(parsed.pages).toBe(pages);
  });
});

describe('a publisher and its year after the last full stop', () => {
  it.each([
    ['Smith J. Title. Nature Publishing Group, 2018.', 'Nature Publishing Group'],
    ['Smith J. Title. Cell Press, 2018.', 'Cell Press'],
  ])('is the publisher, not a journal with a year in its name: %s', (raw, publisher) => {
    const parsed = parseReference(raw);
    expect(parsed.containerTitle).toBeUndefined();
    expect(parsed.publisher).toBe(publisher);
    expect(parsed.year).toBe(2018);
  });
});
