import { describe, expect, it } from 'vitest';
import { parseReference } from './parse.ts';

describe('Elsevier Harvard’s chapter, the book after ", in:"', () => {
  it('reads a chapter: the title before ", in:", the book, its editors, imprint and pages after', () => {
    const parsed = parseReference(
      'Patel, R., 2018. Housing markets and segregation, in: Lopez, M., Becker, H. (Eds.), Handbook of Urban Sociology. Oxford University Press, Oxford, pp. 145–168.',
    );
    expect(parsed).toMatchObject({
      type: 'chapter',
      title: 'Housing markets and segregation',
      containerTitle: 'Handbook of Urban Sociology',
      publisher: 'Oxford University Press',
      place: 'Oxford',
      pages: '145-168',
      year: 2018,
    });
    expect(parsed.editors?.map((e) => e.family)).toEqual(['Lopez', 'Becker']);
  });

  it('reads a paper in proceedings the same way', () => {
    expect(
      parseReference(
        'Ivanova, E., Brooks, T., 2021. Efficient transformers for long document classification, in: Proceedings of the 2021 Conference on Empirical Methods in Natural Language Processing. Association for Computational Linguistics, Punta Cana, pp. 3021–3033.',
      ),
    ).toMatchObject({
      type: 'paper-conference',
      title: 'Efficient transformers for long document classification',
      containerTitle: 'Proceedings of the 2021 Conference on Empirical Methods in Natural Language Processing',
      pages: '3021-3033',
    });
  });
});

describe('Springer’s web page, "In: Site" with an access date', () => {
  it('is a page of the site, not a paper in proceedings', () => {
    expect(
      parseReference(
        'Green O (2022) How to reduce your carbon footprint. In: Energy Saving Trust. https://energysavingtrust.org.uk/reduce-carbon-footprint. Accessed 10 May 2023',
      ),
    ).toMatchObject({ type: 'webpage', title: 'How to reduce your carbon footprint', containerTitle: 'Energy Saving Trust', accessed: '2023-05-10' });
  });

  it('keeps a paper in named proceedings, read online, a paper', () => {
    expect(parseReference('Smith J (2020) Title of paper. In: Proceedings of the Conference on Things. https://x.org/p.pdf. Accessed 10 May 2023').type).toBe(
      'paper-conference',
    );
  });
});

describe('a title ending in what reads as an initial, before the journal', () => {
  it('ends the title at "°C." or "approx." when a journal, its volume and pages follow', () => {
    expect(parseReference('Lee, K. (2015). CO2 emissions in H2O at 37 °C. Nature Chemistry, 7, 100–110.')).toMatchObject({
      type: 'article-journal',
      title: 'CO2 emissions in H2O at 37 °C',
      containerTitle: 'Nature Chemistry',
      volume: '7',
      pages: '100-110',
    });
    expect(parseReference("O'Brien, S. (2019). Tilde ~ approx. Journal of Irish Studies, 5(2), 7–9.")).toMatchObject({
      containerTitle: 'Journal of Irish Studies',
      issue: '2',
    });
  });
});
