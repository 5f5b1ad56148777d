import { describe, expect, it } from 'vitest';
import { parseReference } from './parse.ts';

const fields = (entry: string) => {
  const r = parseReference(entry);
  return { type: r.type, authors: r.authors, year: r.year, title: r.title, site: r.siteName, accessed: r.accessed, url: r.url };
};

describe('AMA web pages: author, title, site, "Published …", "Accessed …", address', () => {
  it('reads an organisation as the author, the title apart, the year from "Published"', () => {
    expect(
      fields(
        'Centers for Disease Control and Prevention. Heat and health. Published June 1, 2023. Accessed March 1, 2024. https://www.cdc.gov/heat-health/index.html',
      ),
    ).toEqual({
      type: 'webpage',
      authors: [{ literal: 'Centers for Disease Control and Prevention' }],
      year: 2023,
      title: 'Heat and health',
      site: undefined,
      accessed: '2024-03-01',
      url: 'https://www.cdc.gov/heat-health/index.html',
    });
  });

  it('reads Vancouver names and the site, and takes the published date before an update', () => {
    expect(
      fields(
        'Doe A, Roe B. Sleep and memory. Sleep Foundation. Published March 2023. Updated January 5, 2024. Accessed March 1, 2024. https://www.sleepfoundation.org/x',
      ),
    ).toMatchObject({
      authors: [
        { family: 'Doe', given: 'A.' },
        { family: 'Roe', given: 'B.' },
      ],
      year: 2023,
      title: 'Sleep and memory',
      site: 'Sleep Foundation',
    });
    expect(
      fields('American Heart Association. What is high blood pressure? Heart.org. Last reviewed May 4, 2023. Accessed March 1, 2024. https://www.heart.org/x'),
    ).toMatchObject({
      title: 'What is high blood pressure?',
      site: 'Heart.org',
      year: 2023,
    });
  });

  it('leaves an article "Published online" and entries without the dates to the other layouts', () => {
    expect(fields('Smith J. A study. Nature. 2020;5:1-3. Published online June 1, 2020.')).toMatchObject({ type: 'article-journal', title: 'A study' });
    expect(parseReference('Smith J. Heat waves. Health Blog. 2022. https://example.org/heat').title).toBe('Heat waves');
  });
});

describe('AMA’s own web page and newspaper: the date bare after the site', () => {
  it('reads "Title. Site. March 15, 2022." as a page of the site, dated', () => {
    expect(
      fields(
        'Green O. How to reduce your carbon footprint. Energy Saving Trust. March 15, 2022. Accessed May 10, 2023. https://energysavingtrust.org.uk/reduce-carbon-footprint',
      ),
    ).toMatchObject({ type: 'webpage', title: 'How to reduce your carbon footprint', site: 'Energy Saving Trust', year: 2022, accessed: '2023-05-10' });
  });

  it('reads a newspaper’s article, its date after the link', () => {
    const parsed = parseReference(
      'Harris E. City council approves new cycling network. The Guardian. https://www.theguardian.com/uk-news/2023/jun/14/city-council-cycling-network. June 14, 2023.',
    );
    expect(parsed).toMatchObject({
      type: 'article-newspaper',
      title: 'City council approves new cycling network',
      containerTitle: 'The Guardian',
      issued: [2023, 6, 14],
    });
  });

  it('leaves a title alone before a bare date to the other layouts', () => {
    expect(parseReference('Smith J. Heat waves and mortality. March 15, 2022.').type).not.toBe('webpage');
  });

  it('leaves Chicago’s page (the year after the names, the title quoted) to Chicago’s layout', () => {
    expect(
      parseReference('Green, Oliver. 2022. “How to Reduce Your Carbon Footprint.” Energy Saving Trust. March 15, 2022. https://energysavingtrust.org.uk/x.'),
    ).toMatchObject({ title: 'How to Reduce Your Carbon Footprint', year: 2022 });
  });
});

describe('an AMA web page with no author, named before its known site', () => {
  it('reads the page title, the site and the date', () => {
    expect(fields('Solar power. Wikipedia. Last updated 3 May 2024. https://en.wikipedia.org/wiki/Solar_power')).toMatchObject({
      authors: [],
      title: 'Solar power',
      site: 'Wikipedia',
      year: 2024,
    });
  });
});

describe('an AMA web page dated by its year alone', () => {
  it('reads the body, the title and "Published 2024."', () => {
    expect(
      fields(
        'World Health Organization. Obesity and overweight. Published 2024. Accessed June 1, 2024. https://www.who.int/news-room/fact-sheets/detail/obesity-and-overweight',
      ),
    ).toMatchObject({ authors: [{ literal: 'World Health Organization' }], title: 'Obesity and overweight', year: 2024, accessed: '2024-06-01' });
  });
});

describe('a trial registry’s record in AMA style', () => {
  it('reads the trial’s title, its identifier and the registry', () => {
    expect(
      parseReference(
        'A Study of Drug X in Patients With Y. ClinicalTrials.gov identifier: NCT01234567. Updated March 3, 2021. Accessed May 1, 2023. https://clinicaltrials.gov/study/NCT01234567',
      ),
    ).toMatchObject({ authors: [], title: 'A Study of Drug X in Patients With Y', number: 'NCT01234567', siteName: 'ClinicalTrials.gov', year: 2021 });
  });
});
