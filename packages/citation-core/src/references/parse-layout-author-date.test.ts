import { describe, expect, it } from 'vitest';
import { parseReference } from './parse.ts';

describe('Harvard’s web page, its site after the title’s comma', () => {
  it.each([
    [
      'Green, O. (2022) How to reduce your carbon footprint, Energy Saving Trust. Available at: https://energysavingtrust.org.uk/reduce-carbon-footprint (Accessed: May 10, 2023).',
      'How to reduce your carbon footprint',
      'Energy Saving Trust',
    ],
    ['Smith, J. (2023) Why sleep matters, BBC News. Available at: https://www.bbc.co.uk/news/x (Accessed: 1 May 2023).', 'Why sleep matters', 'BBC News'],
  ])('takes the site the link’s host names out of the title: %s', (raw, title, site) => {
    const parsed = parseReference(raw);
    expect(parsed.title).toBe(title);
    expect(parsed.siteName ?? parsed.containerTitle).toBe(site);
  });

  it.each([
    'Green, O. (2022) Travel tips for visiting Paris, France. Available at: https://x.org/y (Accessed: May 10, 2023).',
    'Green, O. (2022) Cats, Dogs and Mice. Available at: https://x.org/y (Accessed: May 10, 2023).',
  ])('keeps a title’s own comma: %s', (raw) => {
    expect(parseReference(raw).title).toMatch(/, (?:France|Dogs and Mice)$/);
  });
});

describe('APA’s work with no author, its title before the date', () => {
  it.each([
    ['The State of AI in 2023. (2023). McKinsey & Company. https://www.mckinsey.com/x', 'The State of AI in 2023'],
    ['Global Energy Review 2023. (2023). IEA. https://www.iea.org/reports/global-energy-review-2023', 'Global Energy Review 2023'],
    ['The state of AI. (2023). McKinsey. https://www.mckinsey.com/x', 'The state of AI'],
  ])('takes the first sentence as the title and what follows the date as the source: %s', (raw, title) => {
    expect(parseReference(raw)).toMatchObject({ authors: [], title, year: 2023 });
  });

  it.each([
    ['Artificial intelligence. (2024, March 10). In Wikipedia. https://en.wikipedia.org/wiki/Artificial_intelligence', 'Artificial intelligence', 'Wikipedia'],
    ['Tuberculosis. (2023). In Encyclopaedia Britannica. https://www.britannica.com/science/tuberculosis', 'Tuberculosis', 'Encyclopaedia Britannica'],
  ])('reads an encyclopedia entry: %s', (raw, title, containerTitle) => {
    expect(parseReference(raw)).toMatchObject({ authors: [], title, containerTitle });
  });

  it.each([
    ['World Health Organization. (2023). WHO. https://www.who.int', 'World Health Organization'],
    ['OpenAI. (2023). GPT-4 technical report. https://openai.com/research/gpt-4', 'OpenAI'],
    ['Google AI. (2023). Gemini: A family of highly capable multimodal models. https://blog.google/technology/ai/google-gemini-ai/', 'Google AI'],
  ])('keeps a body as the author: %s', (raw, literal) => {
    expect(parseReference(raw).authors).toEqual([{ literal }]);
  });
});

describe('ChatGPT’s Markdown italics around the journal and its volume', () => {
  it.each([
    'Smith, J. (2023). The AI revolution. *Journal of AI Research*, *45*(2), 100–120.',
    'Smith, J. (2023). The AI revolution. *Journal of AI Research, 45*(2), 100–120.',
    'Smith, J. (2023). The AI revolution. _Journal of AI Research, 45_(2), 100–120.',
  ])('reads the journal, volume and issue: %s', (raw) => {
    expect(parseReference(raw)).toMatchObject({ containerTitle: 'Journal of AI Research', volume: '45', issue: '2', pages: '100-120' });
  });
});

describe('a book of several volumes or years', () => {
  it.each([
    ['James, W. (1890/1950). The principles of psychology (Vol. 1). Dover.', 1950, 'The principles of psychology', '1', 'Dover'],
    [
      'Gibbon, E. (1776–1789). The history of the decline and fall of the Roman Empire (Vols. 1–6). Strahan & Cadell.',
      1776,
      'The history of the decline and fall of the Roman Empire',
      '1–6',
      'Strahan & Cadell',
    ],
  ])('reads the reprint or the span, the volume and the publisher: %s', (raw, year, title, volume, publisher) => {
    expect(parseReference(raw)).toMatchObject({ type: 'book', year, title, volume, publisher });
  });
});

describe('names in capitals and Springer’s "et al. (2019)"', () => {
  it('reads "AND" between names set in capitals', () => {
    expect(parseReference('SMITH, J., JONES, K. AND BROWN, L. (2017) Climate economics. Oxford: Oxford University Press.').authors).toEqual([
      { family: 'Smith', given: 'J.' },
      { family: 'Jones', given: 'K.' },
      { family: 'Brown', given: 'L.' },
    ]);
  });

  it('reads the year after "et al."', () => {
    expect(parseReference('Smith JA, Jones KB, et al. (2019) Climate and health. Lancet 393:100–110.')).toMatchObject({
      year: 2019,
      title: 'Climate and health',
      containerTitle: 'Lancet',
      volume: '393',
      pages: '100-110',
      etAl: true,
    });
  });
});

describe('a group credited as author', () => {
  it.each([
    [
      'The pandas development team. (2024). pandas-dev/pandas: Pandas (v2.2.0) [Software]. Zenodo. https://doi.org/10.5281/zenodo.10537285',
      'The pandas development team',
    ],
    ['OpenStreetMap contributors. (2017). Planet dump. https://planet.osm.org', 'OpenStreetMap contributors'],
  ])('is the author, not a title: %s', (raw, literal) => {
    expect(parseReference(raw).authors).toEqual([{ literal }]);
  });
});

describe('the ACM Reference Format', () => {
  it('reads people named given name first, an abbreviated journal, its volume, issue and article number', () => {
    expect(
      parseReference(
        'Jane Doe and John Roe. 2021. Fairness in ranking. ACM Comput. Surv. 54, 3, Article 45 (April 2021), 35 pages. https://doi.org/10.1145/3447772',
      ),
    ).toMatchObject({
      authors: [
        { family: 'Doe', given: 'Jane' },
        { family: 'Roe', given: 'John' },
      ],
      year: 2021,
      title: 'Fairness in ranking',
      containerTitle: 'ACM Comput. Surv',
      volume: '54',
      issue: '3',
      pages: '45',
    });
  });

  it('reads one author and the proceedings', () => {
    expect(
      parseReference(
        "Jane Doe. 2021. Fairness in ranking. In Proceedings of the 2021 ACM Conference on Fairness, Accountability, and Transparency (FAccT '21). ACM, New York, NY, USA, 100–110.",
      ),
    ).toMatchObject({ type: 'paper-conference', authors: [{ family: 'Doe', given: 'Jane' }], title: 'Fairness in ranking', pages: '100-110' });
  });
});
