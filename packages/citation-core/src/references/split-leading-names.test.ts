import { describe, expect, it } from 'vitest';
import { parseReference } from './parse.ts';
import { withLeadingNamesApart } from './split-leading-names.ts';

describe('names first, ending on an initial or "et al." (Chicago and MLA bibliographies)', () => {
  it.each([
    ['Smith, J. The Big Book. 3rd ed. New York: Wiley, 2019.', [{ family: 'Smith', given: 'J.' }], false, 'The Big Book', '3'],
    ['Smith, J. A. A History of Things. Oxford: Clarendon Press, 1999.', [{ family: 'Smith', given: 'J. A.' }], false, 'A History of Things', undefined],
    [
      'Smith, J., Jones, K., et al. The Big Book. London: Routledge, 2010.',
      [
        { family: 'Smith', given: 'J.' },
        { family: 'Jones', given: 'K.' },
      ],
      true,
      'The Big Book',
      undefined,
    ],
  ])('reads a book: %s', (raw, authors, etAl, title, edition) => {
    const parsed = parseReference(raw);
    expect(parsed).toMatchObject({ type: 'book', authors, etAl, title });
    expect(parsed.edition).toBe(edition);
    expect(parsed.publisher).toBeDefined();
    expect(parsed.place).toBeDefined();
  });

  it('reads an article with "et al." after the first name', () => {
    expect(parseReference('Smith, John, et al. Title of Article. Journal of Things 12, no. 3 (2019): 45–67.')).toMatchObject({
      type: 'article-journal',
      authors: [{ family: 'Smith', given: 'John' }],
      etAl: true,
      title: 'Title of Article',
      containerTitle: 'Journal of Things',
      volume: '12',
      issue: '3',
      pages: '45-67',
      year: 2019,
    });
  });

  it('leaves a first part that does not start with names alone', () => {
    expect(withLeadingNamesApart(['Deep learning, A. Review', 'Oxford: OUP, 2010'])).toEqual(['Deep learning, A. Review', 'Oxford: OUP, 2010']);
    expect(withLeadingNamesApart(['Smith, J. A. Title'])).toEqual(['Smith, J. A.', 'Title']);
  });
});
