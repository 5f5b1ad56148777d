import { describe, expect, it } from 'vitest';
import { takeLanguageNote } from './language-note.ts';
import { parseReference } from './parse.ts';

describe('the language note at the end of a transliterated entry', () => {
  it.each([
    ['Title. Journal, 2020, vol. 12, pp. 45–67. (In Russ.)', 'ru'],
    ['Title. Journal, 2020, vol. 12, pp. 45–67. (In Russ., abstract in Engl.)', 'ru'],
    ['Title. Journal, 2020, vol. 12, pp. 45–67 (in Ukrainian).', 'uk'],
    ['Title. Journal, 2020, vol. 12, pp. 45–67. [In Chinese]', 'zh'],
  ])('goes, and names the language: %s', (raw, language) => {
    const taken = takeLanguageNote(raw);
    expect(taken.language).toBe(language);
    expect(taken.text).toMatch(/^Title\. Journal, 2020, vol\. 12, pp\. 45–67\.?$/);
  });

  it.each(['Title. Journal, 2020 (in press).', 'Title (in preparation)', 'Title. Journal, 2020.'])('leaves what is no language: %s', (raw) => {
    expect(takeLanguageNote(raw)).toEqual({ text: raw });
  });
});

describe("Scopus's transliterated Russian references", () => {
  it('reads the book with its place, publisher without "Publ." and number of pages', () => {
    const parsed = parseReference('Ivanov I.I. Ekonomika [Economics]. Moscow, Nauka Publ., 2018. 320 p. (In Russ.)');
    // The bracketed translation stays in the title, as Zotero keeps it (language-note.ts).
    expect(parsed).toMatchObject({
      type: 'book',
      title: 'Ekonomika [Economics]',
      place: 'Moscow',
      publisher: 'Nauka',
      year: 2018,
      numberOfPages: '320',
      language: 'ru',
    });
  });

  it('reads the publisher without "Publ." after a colon too', () => {
    expect(parseReference('Ivanov I.I. Ekonomika [Economics]. Moscow: Nauka Publ., 2018. 320 p.')).toMatchObject({ place: 'Moscow', publisher: 'Nauka' });
  });

  it('reads the article with its journal, volume, issue and pages', () => {
    const parsed = parseReference('Ivanov I.I., Petrov P.P. Title of article. Voprosy Ekonomiki, 2020, vol. 12, no. 3, pp. 45–67. (In Russ.)');
    expect(parsed).toMatchObject({
      type: 'article-journal',
      title: 'Title of article',
      containerTitle: 'Voprosy Ekonomiki',
      volume: '12',
      issue: '3',
      pages: '45-67',
      year: 2020,
      language: 'ru',
    });
    expect(parsed.authors).toHaveLength(2);
  });
});
