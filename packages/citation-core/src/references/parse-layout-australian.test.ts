import { describe, expect, it } from 'vitest';
import { parseReference } from './parse.ts';

describe('Australian Harvard: the year unbracketed after the names', () => {
  it.each([
    [
      "Smith, J 2020, 'Deep learning for cats', Journal of AI, vol. 1, no. 2, pp. 3-4.",
      {
        authors: [{ family: 'Smith', given: 'J.' }],
        year: 2020,
        title: 'Deep learning for cats',
        containerTitle: 'Journal of AI',
        volume: '1',
        issue: '2',
        pages: '3-4',
      },
    ],
    [
      "Smith, J & Jones, K 2020, 'Deep learning for cats', Journal of AI, vol. 1, no. 2, pp. 3-4.",
      {
        authors: [
          { family: 'Smith', given: 'J.' },
          { family: 'Jones', given: 'K.' },
        ],
        title: 'Deep learning for cats',
      },
    ],
    [
      'Smith, J 2020, Deep learning for cats, 2nd edn, Routledge, London.',
      { type: 'book', title: 'Deep learning for cats', edition: '2', publisher: 'Routledge', place: 'London' },
    ],
    [
      "Department of Health 2019, Australia's long term national health plan, Australian Government, Canberra, viewed 1 May 2023, <https://www.health.gov.au/resources/x>.",
      { authors: [{ literal: 'Department of Health' }], year: 2019, title: "Australia's long term national health plan", accessed: '2023-05-01' },
    ],
  ])('reads %s', (raw, fields) => {
    expect(parseReference(raw)).toMatchObject(fields);
  });

  it('leaves a title with a year in it to the other readers', () => {
    expect(parseReference('Renewables 2023, Analysis and forecast to 2028. IEA, Paris.').authors).toEqual([]);
  });
});
