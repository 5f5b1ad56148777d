import { describe, expect, it } from 'vitest';
import { parseReference } from './parse.ts';

describe('an IEEE book with its edition', () => {
  it.each([
    ['J. Smith and K. Lee, The Big Book, 3rd ed. Hoboken, NJ, USA: Wiley, 2018.', '3', 'Hoboken, NJ, USA'],
    ['F. S. Fitzgerald, The Great Gatsby, 2nd ed. New York, NY, USA: Wiley, 2018.', '2', 'New York, NY, USA'],
  ])('has the title, the edition and the imprint apart: %s', (raw, edition, place) => {
    const parsed = parseReference(raw);
    expect(parsed).toMatchObject({ type: 'book', edition, place, publisher: 'Wiley', year: 2018 });
    expect(parsed.title).toMatch(/^(?:The Big Book|The Great Gatsby)$/);
  });

  it('reads one without its edition as before', () => {
    expect(parseReference('J. Smith, The Big Book. New York, NY, USA: Wiley, 2018.')).toMatchObject({
      type: 'book',
      title: 'The Big Book',
      publisher: 'Wiley',
    });
  });
});

describe('MLA’s report by an organisation, its number before the publisher', () => {
  it('makes the organisation the author and publisher, and the code the report’s number', () => {
    expect(parseReference('World Health Organization. Global Tuberculosis Report 2020. WHO/CDS/TB/2020.22, World Health Organization, 2020.')).toMatchObject({
      type: 'report',
      title: 'Global Tuberculosis Report 2020',
      authors: [{ literal: 'World Health Organization' }],
      publisher: 'World Health Organization',
      number: 'WHO/CDS/TB/2020.22',
      year: 2020,
    });
  });
});
