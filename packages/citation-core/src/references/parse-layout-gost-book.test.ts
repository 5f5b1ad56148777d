import { describe, expect, it } from 'vitest';
import { parseReference } from './parse.ts';
import { cslFromParsed } from './to-csl.ts';

describe('GOST books: the areas after ". – "', () => {
  it('reads the title, place, publisher, year and count of pages of a book', () => {
    const ref = parseReference('Иванов И. И. Экономика : учебник. – Москва : Наука, 2018. – 320 с.');
    expect(ref).toMatchObject({
      format: 'gost',
      type: 'book',
      title: 'Экономика: учебник',
      place: 'Москва',
      publisher: 'Наука',
      year: 2018,
      numberOfPages: '320',
    });
    expect(ref.authors).toEqual([{ family: 'Иванов', given: 'И. И.' }]);
    expect(cslFromParsed(ref, 'x')['number-of-pages']).toBe('320');
  });

  it('drops the statement of responsibility and reads the edition and the ISBN (GOST 7.0.100)', () => {
    const ref = parseReference(
      'Иванов, И. И. Экономика : учебник / И. И. Иванов. – 2-е изд., перераб. и доп. – Москва : Наука, 2018. – 320 с. – ISBN 978-5-02-012345-6. – Текст : непосредственный.',
    );
    expect(ref).toMatchObject({
      type: 'book',
      title: 'Экономика: учебник',
      edition: '2',
      place: 'Москва',
      publisher: 'Наука',
      year: 2018,
      numberOfPages: '320',
      isbn: '9785020123456',
    });
    expect(ref.authors).toEqual([{ family: 'Иванов', given: 'И. И.' }]);
    expect(ref.containerTitle).toBeUndefined();
  });

  it('takes every author from the statement, which lists all of them', () => {
    const ref = parseReference('Иванов, И. И. Экономика / И. И. Иванов, П. П. Петров [и др.]. – Москва : Наука, 2018. – 320 с.');
    expect(ref.authors.map((name) => name.family)).toEqual(['Иванов', 'Петров']);
    expect(ref.etAl).toBe(true);
    expect(ref.title).toBe('Экономика');
  });

  it('reads "под ред." in the statement as the editors', () => {
    const ref = parseReference('Экономика : учебник / под ред. И. И. Иванова ; пер. с англ. П. П. Петрова. – М. : Наука, 2018. – 320 с.');
    expect(ref.authors).toEqual([]);
    expect(ref.editors).toEqual([{ family: 'Иванов', given: 'И. И.' }]);
    expect(ref).toMatchObject({ title: 'Экономика: учебник', place: 'М.', publisher: 'Наука', year: 2018 });
  });

  it('reads an e-book with its link as a book, without the material designation', () => {
    const ref = parseReference(
      'Иванов И. И. Экономика [Электронный ресурс] : учебник. – Москва : Наука, 2018. – URL: https://example.ru/book (дата обращения: 01.03.2024).',
    );
    expect(ref).toMatchObject({
      type: 'book',
      title: 'Экономика: учебник',
      publisher: 'Наука',
      year: 2018,
      url: 'https://example.ru/book',
      accessed: '2024-03-01',
    });
  });

  it('reads a thesis: its kind left out of the title, the place and the year', () => {
    const ref = parseReference('Петров П. П. Рынок труда : дис. … канд. экон. наук : 08.00.05 / Петров Петр Петрович. – Москва, 2018. – 150 с.');
    expect(ref).toMatchObject({ type: 'thesis', title: 'Рынок труда', place: 'Москва', year: 2018, numberOfPages: '150' });
  });

  it.each([
    ['Иванов И. И. Экономика : учебное пособие. – 3-е изд., испр. – Санкт-Петербург : Питер, 2021. – 480 с. : ил.', '480'],
    ['Nowak J. Tytuł książki. – Warszawa : PWN, 2018. – 320 s.', '320'],
  ])('reads the count of pages after which the illustrations are noted, and Polish "s.": %s', (entry, pages) => {
    expect(parseReference(entry)).toMatchObject({ type: 'book', numberOfPages: pages });
  });

  it('reads hyphens for the dashes and Latin-script entries alike', () => {
    expect(parseReference('Ivanov I. I. Economics. - Moscow : Nauka, 2018. - 250 p.')).toMatchObject({
      type: 'book',
      title: 'Economics',
      publisher: 'Nauka',
      numberOfPages: '250',
    });
  });

  it("reads the volume of a work in several, and a body's statistical book as a book", () => {
    expect(parseReference('Иванов И. И. Экономика. В 2 т. Т. 1. – Москва : Наука, 2018. – 320 с.')).toMatchObject({
      title: 'Экономика',
      volume: '1',
      publisher: 'Наука',
    });
    expect(parseReference('Росстат. Российский статистический ежегодник. 2023 : стат. сб. – Москва, 2023. – 701 с.')).toMatchObject({
      type: 'book',
      place: 'Москва',
      numberOfPages: '701',
    });
  });

  it.each([
    'Smith J. Big data. - Nature, 2020.',
    'Smith J. History of Europe – a survey. London: Penguin, 2019. 320 p.',
    'Smith J, Doe A. Title of the study. – A note. Lancet. 2020;395:45-67.',
  ])('leaves a dash that sets off no imprint or extent to other layouts: %s', (entry) => {
    expect(parseReference(entry).format).not.toBe('gost');
  });
});
