import { describe, expect, it } from 'vitest';
import { parseReference } from './parse.ts';

describe('a data site\'s own citation: Names (Year) - "Title" Published online at Site', () => {
  it("reads Our World in Data's format: names given first, year, title, site and address", () => {
    const owid =
      'Hannah Ritchie, Pablo Rosado and Max Roser (2020) - "Energy Production and Consumption" Published online at OurWorldinData.org. Retrieved from: \'https://ourworldindata.org/energy-production-consumption\' [Online Resource]';
    expect(parseReference(owid)).toMatchObject({
      type: 'webpage',
      authors: [
        { family: 'Ritchie', given: 'Hannah' },
        { family: 'Rosado', given: 'Pablo' },
        { family: 'Roser', given: 'Max' },
      ],
      year: 2020,
      title: 'Energy Production and Consumption',
      siteName: 'Our World in Data',
      url: 'https://ourworldindata.org/energy-production-consumption',
    });
  });

  it('reads one author, curly quotes and a full stop after the title', () => {
    const ref = parseReference('Max Roser (2013) - “Future Population Growth”. Published online at OurWorldInData.org.');
    expect(ref).toMatchObject({ authors: [{ family: 'Roser', given: 'Max' }], year: 2013, title: 'Future Population Growth', siteName: 'Our World in Data' });
  });

  it('leaves an entry with more after the site to the other layouts', () => {
    const ref = parseReference('Max Roser (2013) - "Future Population Growth" Published online at OurWorldInData.org. Chapter 4 of the data book, Oxford.');
    expect(ref.siteName).toBeUndefined();
  });
});
