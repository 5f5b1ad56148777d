import { describe, expect, it } from 'vitest';
import { parseReference } from './parse.ts';

describe('APA’s description in square brackets after the title', () => {
  it.each([
    [
      'Federal Reserve Bank of St. Louis. (2024). Real gross domestic product [Data set]. FRED. https://fred.stlouisfed.org/series/GDPC1',
      'dataset',
      'Real gross domestic product',
      'FRED',
    ],
    [
      'Smith, J. (2020). Survey of things (Version 2) [Data set]. Zenodo. https://doi.org/10.5281/zenodo.1234567',
      'dataset',
      'Survey of things (Version 2)',
      'Zenodo',
    ],
    [
      'Wolf, T. (2020). huggingface/transformers [Computer software]. GitHub. https://github.com/huggingface/transformers',
      'software',
      'huggingface/transformers',
      'GitHub',
    ],
    [
      'Microsoft. (2023). Visual Studio Code (Version 1.85) [Computer software]. https://code.visualstudio.com',
      'software',
      'Visual Studio Code (Version 1.85)',
      undefined,
    ],
  ])('types the work and leaves the title: %s', (raw, type, title, publisher) => {
    const parsed = parseReference(raw);
    expect(parsed.type).toBe(type);
    expect(parsed.title).toBe(title);
    // The repository it is on publishes it ("Repository" in Zotero); it contains nothing.
    expect(parsed.publisher).toBe(publisher);
    expect(parsed.containerTitle).toBeUndefined();
  });

  it('makes a blog post of a post on a blog', () => {
    const parsed = parseReference('Smith, J. (2023, December 5). Ten lessons from a decade of ML [Blog post]. Medium. https://medium.com/@smith/ten-lessons');
    expect(parsed).toMatchObject({ type: 'post-weblog', title: 'Ten lessons from a decade of ML', containerTitle: 'Medium' });
  });

  it.each([
    [
      '3Blue1Brown. (2017, October 5). But what is a neural network? [Video]. YouTube. https://www.youtube.com/watch?v=aircAruvnKk',
      'But what is a neural network?',
      'YouTube',
    ],
    [
      'Fridman, L. (2023, March 25). Sam Altman: OpenAI CEO on GPT-4 (No. 367) [Audio podcast episode]. In Lex Fridman Podcast. https://lexfridman.com/sam-altman-2',
      'Sam Altman: OpenAI CEO on GPT-4 (No. 367)',
      'Lex Fridman Podcast',
    ],
  ])('makes a page of its site or show of a video or an episode: %s', (raw, title, site) => {
    const parsed = parseReference(raw);
    expect(parsed.type).toBe('webpage');
    expect(parsed.title).toBe(title);
    expect(parsed.containerTitle).toBe(site);
    expect(parsed.publisher).toBeUndefined();
  });

  it('keeps a bracket that describes nothing in the title', () => {
    expect(parseReference('Smith, J. (2020). Results of the survey [Part 2]. Journal of Things, 4(2), 1–9.').title).toBe('Results of the survey [Part 2]');
  });
});

describe('APA’s descriptions of a language model, a post and a talk', () => {
  it('cites ChatGPT as software, its description out of the title', () => {
    expect(parseReference('OpenAI. (2023). ChatGPT (Mar 14 version) [Large language model]. https://chat.openai.com/chat')).toMatchObject({
      type: 'software',
      title: 'ChatGPT (Mar 14 version)',
      authors: [{ literal: 'OpenAI' }],
    });
  });

  it('reads a tweet: the handle is no part of the name, the description no part of the title', () => {
    expect(
      parseReference('Musk, E. [@elonmusk]. (2023, March 5). Tesla will launch a new model [Tweet]. Twitter. https://twitter.com/elonmusk/status/123'),
    ).toMatchObject({
      authors: [{ family: 'Musk', given: 'E.' }],
      title: 'Tesla will launch a new model',
      containerTitle: 'Twitter',
    });
  });

  it('reads a conference presentation and its event, the place out of the event’s name', () => {
    expect(
      parseReference(
        'Smith, J. (2022, June 10). The future of AI [Conference presentation]. International Conference on Machine Learning, Baltimore, MD, United States.',
      ),
    ).toMatchObject({ type: 'paper-conference', title: 'The future of AI', containerTitle: 'International Conference on Machine Learning' });
  });
});

describe('a program or a data set read apart from what follows its title', () => {
  it('reads "Version 4.40." as the version, and the repository and year run into the title apart', () => {
    expect(parseReference('Hugging Face. Transformers [Computer software]. Version 4.40. 2024. https://github.com/huggingface/transformers')).toMatchObject({
      type: 'software',
      title: 'Transformers',
      version: '4.40',
      year: 2024,
    });
    expect(parseReference('Jansen K, Ortiz L. Global land cover dataset 2020. Zenodo. 2022. https://doi.org/10.5281/zenodo.1234567 [Data set]')).toMatchObject({
      type: 'dataset',
      title: 'Global land cover dataset 2020',
      publisher: 'Zenodo',
      year: 2022,
    });
  });
});

describe('other kinds the entry itself says', () => {
  it('an edition and no journal is a book, whatever its DOI; "In:" a journal with volume and issue is an article; "[Retracted]" is no publisher', () => {
    expect(
      parseReference(
        'American Psychological Association. (2020). Publication manual of the American Psychological Association (7th ed.). https://doi.org/10.1037/0000165-000',
      ),
    ).toMatchObject({ type: 'book', edition: '7' });
    expect(
      parseReference('Schmidt, A., Müller, B. & Weber, C. (2021): Klimawandel und Gesundheit. In: Bundesgesundheitsblatt 64 (5), S. 543–551.'),
    ).toMatchObject({
      type: 'article-journal',
      containerTitle: 'Bundesgesundheitsblatt',
      volume: '64',
    });
    const retracted = parseReference('Ag, W., & Liu, X. (2018). Seventh title here. Environ Res, 126(7), 100–110. [Retracted]');
    expect(retracted).toMatchObject({ type: 'article-journal', containerTitle: 'Environ Res', pages: '100-110' });
    expect(retracted.publisher).toBeUndefined();
  });

  it('reads a Japanese Vancouver entry: the names in their script, the title, the journal and its locators', () => {
    expect(parseReference('山田太郎, 佐藤花子. 日本における高齢化と医療費. 医療経済研究. 2019;31(2):45-60.')).toMatchObject({
      authors: [{ literal: '山田太郎' }, { literal: '佐藤花子' }],
      title: '日本における高齢化と医療費',
      containerTitle: '医療経済研究',
      volume: '31',
      pages: '45-60',
    });
  });
});
