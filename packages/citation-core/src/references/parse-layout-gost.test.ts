import { describe, expect, it } from 'vitest';
import { parseReference } from './parse.ts';

describe('GOST parts after "//"', () => {
  it('reads the authors from the statement and the title without the heading', () => {
    const ref = parseReference(
      'Иванов, И. И. Название статьи / И. И. Иванов, П. П. Петров // Вопросы экономики. – 2020. – Т. 12, № 3. – С. 45–67. – DOI 10.1234/abc.',
    );
    expect(ref).toMatchObject({
      type: 'article-journal',
      title: 'Название статьи',
      containerTitle: 'Вопросы экономики',
      year: 2020,
      volume: '12',
      issue: '3',
      pages: '45-67',
      doi: '10.1234/abc',
    });
    expect(ref.authors.map((name) => name.family)).toEqual(['Иванов', 'Петров']);
  });

  it('reads the statement before GOST 7.0.100\'s "– Текст : электронный"', () => {
    const ref = parseReference('Иванов, И. И. Название / И. И. Иванов, П. П. Петров. – Текст : электронный // Вопросы экономики. – 2020. – № 3. – С. 45–67.');
    expect(ref.authors.map((name) => name.family)).toEqual(['Иванов', 'Петров']);
    expect(ref).toMatchObject({ title: 'Название', containerTitle: 'Вопросы экономики', issue: '3' });
  });

  it('reads a paper in proceedings with a place and no publisher', () => {
    const ref = parseReference('Иванов И. И. Доклад // Сборник трудов конференции. – Москва, 2019. – С. 10–20.');
    expect(ref).toMatchObject({ type: 'chapter', title: 'Доклад', containerTitle: 'Сборник трудов конференции', place: 'Москва', year: 2019, pages: '10-20' });
  });

  it('reads the issue after a lower-case "no."', () => {
    expect(parseReference('Ivanov I.I. Title // Journal. 2020. Vol. 12, no. 3. P. 45–67.')).toMatchObject({
      containerTitle: 'Journal',
      volume: '12',
      issue: '3',
      pages: '45-67',
    });
  });

  it('keeps an article with a link and the date it was read an article', () => {
    const ref = parseReference(
      'Иванов И. И. Название статьи // Вопросы экономики. – 2020. – № 3. – С. 45–67. – URL: https://example.ru/a (дата обращения: 01.03.2024).',
    );
    expect(ref).toMatchObject({
      type: 'article-journal',
      title: 'Название статьи',
      containerTitle: 'Вопросы экономики',
      issue: '3',
      url: 'https://example.ru/a',
      accessed: '2024-03-01',
    });
  });
});

describe('GOST abbreviated places', () => {
  it.each([
    ['Иванов И. И. Сети // Сборник трудов. – М. : Наука, 2019. – С. 5–10.', 'М.', 'Наука'],
    ['Иванов И. И. Сети // Сборник трудов. – СПб. : Питер, 2019. – С. 5–10.', 'СПб.', 'Питер'],
  ])('reads "М. : Наука" after "//" as place and publisher: %s', (entry, place, publisher) => {
    expect(parseReference(entry)).toMatchObject({ type: 'chapter', containerTitle: 'Сборник трудов', place, publisher, year: 2019, pages: '5-10' });
  });
});
