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
