import { describe, expect, it } from 'vitest';
import { parseReference } from './parse.ts';

const read = (entry: string) => {
  const r = parseReference(entry);
  return {
    type: r.type,
    authors: r.authors,
    title: r.title,
    container: r.containerTitle,
    number: r.number,
    publisher: r.publisher,
    place: r.place,
    year: r.year,
    doi: r.doi,
  };
};

describe('the OECD, World Bank and IMF house style: commas after the date, the imprint last', () => {
  it('reads a book with its publisher, place and DOI off the end, not into the title', () => {
    expect(read('OECD (2021), Education at a Glance 2021: OECD Indicators, OECD Publishing, Paris, https://doi.org/10.1787/b35a14e5-en.')).toEqual({
      type: 'book',
      authors: [{ literal: 'OECD' }],
      title: 'Education at a Glance 2021: OECD Indicators',
      container: undefined,
      number: undefined,
      publisher: 'OECD Publishing',
      place: 'Paris',
      year: 2021,
      doi: '10.1787/b35a14e5-en',
    });
  });

  it('reads a working paper: the quoted title, the series and its number, a report', () => {
    expect(read('OECD (2020), "Title of the paper", OECD Economics Department Working Papers, No. 1234, OECD Publishing, Paris.')).toMatchObject({
      type: 'report',
      title: 'Title of the paper',
      container: 'OECD Economics Department Working Papers',
      number: '1234',
      publisher: 'OECD Publishing',
      place: 'Paris',
    });
    expect(
      read('Smith, J. and K. Jones (2020), "Title of the paper", OECD Social, Employment and Migration Working Papers, No. 240, OECD Publishing, Paris.'),
    ).toMatchObject({
      authors: [
        { family: 'Smith', given: 'J.' },
        { family: 'Jones', given: 'K.' },
      ],
      container: 'OECD Social, Employment and Migration Working Papers',
      number: '240',
    });
  });

  it('takes the body as its own publisher and a two-part place ("Washington, DC")', () => {
    expect(read('World Bank (2022), World Development Report 2022: Finance for an Equitable Recovery, World Bank, Washington, DC.')).toMatchObject({
      type: 'report',
      authors: [{ literal: 'World Bank' }],
      title: 'World Development Report 2022: Finance for an Equitable Recovery',
      publisher: 'World Bank',
      place: 'Washington, DC',
    });
    expect(read('IMF (2023), World Economic Outlook, April 2023, International Monetary Fund, Washington, DC.')).toMatchObject({
      type: 'book',
      title: 'World Economic Outlook, April 2023',
      publisher: 'International Monetary Fund',
      place: 'Washington, DC',
      year: 2023,
    });
  });

  it('leaves an entry without a place at its end to the other readers', () => {
    expect(read('Smith, J. (2020). Title of a book. Oxford University Press.')).toMatchObject({
      title: 'Title of a book',
      publisher: 'Oxford University Press',
    });
  });
});

describe('the IEA’s own citation: the body publishes its report, a link and a licence after it', () => {
  it('reads a report with its publisher and place, the licence out of the title', () => {
    expect(
      read(
        'IEA (2023), World Energy Outlook 2023, IEA, Paris https://www.iea.org/reports/world-energy-outlook-2023, Licence: CC BY 4.0 (report); CC BY NC SA 4.0 (Annex A)',
      ),
    ).toMatchObject({ type: 'report', authors: [{ literal: 'IEA' }], title: 'World Energy Outlook 2023', publisher: 'IEA', place: 'Paris', year: 2023 });
  });

  it('keeps a book from a publishing house a book', () => {
    expect(read('OECD (2023), Education at a Glance 2023: OECD Indicators, OECD Publishing, Paris, https://doi.org/10.1787/e13bef63-en.')).toMatchObject({
      type: 'book',
      publisher: 'OECD Publishing',
    });
  });

  it('drops the World Bank’s licence clause after the DOI', () => {
    expect(
      read(
        'World Bank. 2020. Poverty and Shared Prosperity 2020: Reversals of Fortune. Washington, DC: World Bank. doi:10.1596/978-1-4648-1602-4. License: Creative Commons Attribution CC BY 3.0 IGO.',
      ),
    ).toMatchObject({ title: 'Poverty and Shared Prosperity 2020: Reversals of Fortune', publisher: 'World Bank', place: 'Washington, DC' });
  });
});
