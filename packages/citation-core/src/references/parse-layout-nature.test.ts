import { describe, expect, it } from 'vitest';
import { parseReference } from './parse.ts';

describe('Nature’s books, chapters, theses and preprints', () => {
  it('reads a book’s imprint in brackets: publisher, place, year', () => {
    expect(parseReference('Hanley, N. & Shogren, J. Principles of Environmental Economics. (Routledge, London, 2019).')).toMatchObject({
      format: 'nature',
      type: 'book',
      title: 'Principles of Environmental Economics',
      publisher: 'Routledge',
      place: 'London',
      year: 2019,
    });
  });

  it('reads a university where the publisher stands as a thesis’s', () => {
    expect(parseReference('Williams, H. Machine learning methods for protein structure prediction. (University of Cambridge, Cambridge, 2017).')).toMatchObject(
      {
        type: 'thesis',
        publisher: 'University of Cambridge',
        year: 2017,
      },
    );
  });

  it('reads a chapter: "in" the book, its editors, the pages and the imprint', () => {
    const parsed = parseReference(
      'Patel, R. Housing markets and segregation. in Handbook of Urban Sociology (eds. Lopez, M. & Becker, H.) 145–168 (Oxford University Press, Oxford, 2018).',
    );
    expect(parsed).toMatchObject({
      type: 'chapter',
      title: 'Housing markets and segregation',
      containerTitle: 'Handbook of Urban Sociology',
      pages: '145-168',
      publisher: 'Oxford University Press',
      place: 'Oxford',
      year: 2018,
    });
    expect(parsed.authors.map((a) => a.family)).toEqual(['Patel']);
    expect(parsed.editors?.map((a) => a.family)).toEqual(['Lopez', 'Becker']);
  });

  it('reads a paper in proceedings, no editors named', () => {
    expect(
      parseReference(
        'Ivanova, E. & Brooks, T. Efficient transformers for long document classification. in Proceedings of the 2021 Conference on Empirical Methods in Natural Language Processing 3021–3033 (Association for Computational Linguistics, Punta Cana, 2021). doi:10.18653/v1/2021.emnlp-main.242.',
      ),
    ).toMatchObject({
      type: 'paper-conference',
      title: 'Efficient transformers for long document classification',
      containerTitle: 'Proceedings of the 2021 Conference on Empirical Methods in Natural Language Processing',
      pages: '3021-3033',
      year: 2021,
    });
  });

  it('reads "at" and the link before the year as a preprint', () => {
    expect(
      parseReference('Rossi, M. & Kim, J. Scaling laws for sparse mixture-of-experts models. at https://doi.org/10.48550/arXiv.2203.01234 (2022).'),
    ).toMatchObject({
      type: 'article',
      title: 'Scaling laws for sparse mixture-of-experts models',
      year: 2022,
    });
  });

  it('reads a periodical with no volume or pages, the year after its name', () => {
    expect(parseReference('Harris, E. City council approves new cycling network. The Guardian (2023).')).toMatchObject({
      format: 'nature',
      type: 'article-newspaper',
      title: 'City council approves new cycling network',
      containerTitle: 'The Guardian',
      year: 2023,
    });
  });

  it('reads an organisation’s document dated only', () => {
    expect(parseReference('World Health Organization. Global Tuberculosis Report 2020. (2020).')).toMatchObject({
      type: 'report',
      title: 'Global Tuberculosis Report 2020',
      authors: [{ literal: 'World Health Organization' }],
      year: 2020,
    });
  });

  it('reads one author’s article before the author-date layouts take "(2015)" for the date', () => {
    expect(parseReference('Smith, J. Deep learning. Nature 521, 436–444 (2015).')).toMatchObject({
      title: 'Deep learning',
      containerTitle: 'Nature',
      volume: '521',
      pages: '436-444',
      year: 2015,
    });
  });

  it.each([
    [
      'Moreau, C. & Singh, A. Trust and the platform economy: Evidence from ride-hailing drivers. Work, Employment and Society 36, 455–473 (2022).',
      'Trust and the platform economy: Evidence from ride-hailing drivers',
      'Work, Employment and Society',
    ],
    ['Smith, J. Cats, dogs and mice. Nature 5, 1–2 (2020).', 'Cats, dogs and mice', 'Nature'],
  ])('splits title and journal at the title’s full stop, commas in either kept: %s', (raw, title, containerTitle) => {
    expect(parseReference(raw)).toMatchObject({ title, containerTitle });
  });
});

describe('Nature’s book with its imprint in brackets', () => {
  it.each([
    ['Smith, J. The Book (Wiley, 2019).', 'The Book', 'Wiley'],
    ['Smith, J. The Book. (Wiley, 2019).', 'The Book', 'Wiley'],
  ])('reads the title and the publisher, with or without the title’s stop: %s', (raw, title, publisher) => {
    expect(parseReference(raw)).toMatchObject({ type: 'book', title, publisher, year: 2019 });
  });

  it('reads a bracketed imprint standing alone as the publisher and its place', () => {
    expect(parseReference('Handbook of Urban Sociology. (Oxford University Press, Oxford, 2018).')).toMatchObject({
      title: 'Handbook of Urban Sociology',
      publisher: 'Oxford University Press',
      place: 'Oxford',
    });
  });
});
