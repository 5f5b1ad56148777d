import { describe, expect, it } from 'vitest';
import { parseReference } from './parse.ts';

describe('a thesis note after the title', () => {
  it.each([
    ['Doe, J. (2018). Urban heat islands in coastal cities (Doctoral dissertation, Stanford University).', 'Stanford University'],
    [
      'Doe, J. (2018). Urban heat islands in coastal cities [Doctoral dissertation, Massachusetts Institute of Technology].',
      'Massachusetts Institute of Technology',
    ],
    ['Kim, S. (2024). Urban heat islands in coastal cities [Master’s thesis, Seoul National University].', 'Seoul National University'],
    ["Kim, S. (2024). Urban heat islands in coastal cities [Master's thesis, Seoul National University]. ProQuest.", 'Seoul National University'],
    ['Lee, A. (2020). Urban heat islands in coastal cities [PhD thesis].', undefined],
    // APA 6's database after the note is no university.
    [
      'Lee, K. (2019). Urban heat islands in coastal cities (Doctoral dissertation, Harvard University). ProQuest Dissertations Publishing.',
      'Harvard University',
    ],
    [
      'Lee, K. (2019). Urban heat islands in coastal cities (Doctoral dissertation, Harvard University). Available from ProQuest Dissertations and Theses database. (UMI No. 3123456)',
      'Harvard University',
    ],
  ])('is a thesis of its university, out of the title: %s', (raw, university) => {
    const parsed = parseReference(raw);
    expect(parsed.type).toBe('thesis');
    expect(parsed.title).toBe('Urban heat islands in coastal cities');
    expect(parsed.publisher).toBe(university);
  });
});

describe('a link and the name of its own site, nothing else', () => {
  it.each([
    'https://news.example.org/2024/story-7 - Example News',
    'https://news.example.org/2024/story-7 | Example News',
    'Example News - https://news.example.org/2024/story-7',
    'Example News. https://news.example.org/2024/story-7',
    'Reuters https://www.reuters.com/world/x',
  ])('is the page of that site, with no title: %s', (raw) => {
    const parsed = parseReference(raw);
    expect(parsed.title).toBeUndefined();
    expect(parsed.siteName).toMatch(/^(?:Example News|Reuters)$/);
  });

  it.each([
    ['https://www.nytimes.com/2024/x.html - Why sleep matters', 'Why sleep matters'],
    ['BBC News. (2020). Title here. https://www.bbc.co.uk/news/x', 'Title here'],
  ])('keeps a title that is not the site’s name: %s', (raw, title) => {
    expect(parseReference(raw).title).toBe(title);
  });
});

describe('journals named "Proceedings of …"', () => {
  it.each([
    'Smith, J. (2020). A study of things. Proceedings of the National Academy of Sciences. https://doi.org/10.1073/pnas.1',
    'Smith, J. (2020). A study of things. Proceedings of the IEEE.',
    'Smith, J. (2020). A study of things. Proceedings of the Royal Society B.',
    'Smith, J. (2020). A study of things. Proceedings of the VLDB Endowment.',
    'Smith, J. (2020). A study of things. Proceedings of the ACM on Programming Languages.',
  ])('are journals without a volume too: %s', (text) => {
    expect(parseReference(text).type).toBe('article-journal');
  });

  it('leaves the proceedings of a conference a conference', () => {
    expect(parseReference('Smith, J. (2020). A study of things. Proceedings of the IEEE Conference on Computer Vision and Pattern Recognition.').type).toBe(
      'paper-conference',
    );
  });
});

describe('a newspaper article in print', () => {
  it.each([
    ['Smith, J. (2020, March 3). Title of article. The New York Times, A1.', 'The New York Times', 'A1'],
    ['Smith, J. (2020, March 3). Title of article. The Washington Post, pp. B1, B4.', 'The Washington Post', 'B1, B4'],
  ])('has its section page as its pages, not a volume: %s', (raw, paper, pages) => {
    const parsed = parseReference(raw);
    expect(parsed).toMatchObject({ type: 'article-newspaper', containerTitle: paper, pages });
    expect(parsed.volume).toBeUndefined();
  });

  it('leaves a journal about news a journal', () => {
    expect(parseReference('Smith, J. (2020). Title. Journal of News Studies, 12, 1-10.')).toMatchObject({ type: 'article-journal', volume: '12' });
  });
});

describe('a book’s volume after its title', () => {
  it.each([
    ['Author, A. (2020). Title of the book (Vol. 2). Routledge.', '2', undefined],
    ['Author, A. (2020). Title of the book (3rd ed., Vol. 2). Routledge.', '2', '3'],
    ['Author, A. (2020). Title of the book (Vols. 1-3). Routledge.', '1-3', undefined],
  ])('is the volume, not the title’s: %s', (raw, volume, edition) => {
    const parsed = parseReference(raw);
    expect(parsed).toMatchObject({ type: 'book', title: 'Title of the book', volume, publisher: 'Routledge' });
    expect(parsed.edition).toBe(edition);
  });
});

describe("Springer's and Harvard's edition after the title", () => {
  it.each([
    ['Smith J (2018) The big book, 2nd edn. Springer, Cham', '2'],
    ['Smith J (2018) Statistics, 3rd edition. Springer, Berlin', '3'],
  ])('is the edition, not part of the title: %s', (raw, edition) => {
    const parsed = parseReference(raw);
    expect(parsed).toMatchObject({ type: 'book', edition });
    expect(parsed.title).toMatch(/^(?:The big book|Statistics)$/);
  });
});

describe('the type guess and the kinds an entry names', () => {
  it('a patent read as a journal article is a patent, its number no journal', () => {
    const ref = parseReference('Smith J. Widget assembly. U.S. Patent No. 7,654,321. 2010 Feb 2.');
    expect(ref).toMatchObject({ type: 'patent', number: '7,654,321' });
    expect(ref.containerTitle).toBeUndefined();
  });

  it("a standard's body read as a journal is its publisher", () => {
    const ref = parseReference(
      'IEEE Std 802.11-2020, IEEE Standard for Information Technology—Telecommunications and information exchange between systems. IEEE, 2021.',
    );
    expect(ref).toMatchObject({ type: 'standard', number: 'IEEE Std 802.11-2020', publisher: 'IEEE' });
  });
});

describe('an organisation named as author, its acronym as publisher', () => {
  it.each([
    ['Department of Energy. (2020). Grid modernization strategy. DOE.', 'Department of Energy', 'Grid modernization strategy', 'DOE', 'report'],
    ['National Institutes of Health. (2020). Strategic plan. NIH.', 'National Institutes of Health', 'Strategic plan', 'NIH', 'book'],
    ['Department of Energy (DOE). (2020). Grid modernization strategy. DOE.', 'Department of Energy (DOE)', 'Grid modernization strategy', 'DOE', 'report'],
    // MLA: the organisation first, the title, then "Publisher, year".
    ['World Health Organization. Global Tuberculosis Report. WHO, 2023.', 'World Health Organization', 'Global Tuberculosis Report', 'WHO', 'report'],
    ['Environmental Protection Agency. Air quality trends. EPA, 2021.', 'Environmental Protection Agency', 'Air quality trends', 'EPA', 'report'],
  ])('is the work of that body, which publishes it: %s', (raw, author, title, publisher, type) => {
    const parsed = parseReference(raw);
    expect(parsed).toMatchObject({ authors: [{ literal: author }], title, publisher, type });
    expect(parsed.containerTitle).toBeUndefined();
  });
});

describe('Elsevier Harvard’s "[WWW Document]"', () => {
  it('is no part of a web page’s title', () => {
    const parsed = parseReference(
      'Green, O., 2022. How to reduce your carbon footprint [WWW Document]. Energy Saving Trust. URL https://energysavingtrust.org.uk/reduce-carbon-footprint (accessed 5.10.23).',
    );
    expect(parsed).toMatchObject({ type: 'webpage', title: 'How to reduce your carbon footprint', year: 2022 });
  });
});

describe('a conference named by its acronym', () => {
  it.each([
    ['Vaswani, A., et al. (2017). Attention Is All You Need. NeurIPS.', 'NeurIPS'],
    ['Devlin, J. et al. (2019). BERT: Pre-training of deep bidirectional transformers. NAACL-HLT.', 'NAACL-HLT'],
    ['He, K., Zhang, X., Ren, S., & Sun, J. (2016). Deep residual learning for image recognition. Proc. CVPR 2016, 770–778.', 'Proc. CVPR 2016'],
  ])('is a conference paper: %s', (raw, containerTitle) => {
    expect(parseReference(raw)).toMatchObject({ type: 'paper-conference', containerTitle });
  });

  it('is not when the venue has issues, as a journal does', () => {
    expect(parseReference('Smith, J. (2020). A paper. ACL, 12(3), 4-5.').type).toBe('article-journal');
  });
});

describe('a thesis named by its degree note after the title', () => {
  it.each([
    'Smith, John. 2019. "Social Media and Wellbeing." PhD diss., University of Manchester.',
    'Smith, J. (2019) Social media and wellbeing. PhD thesis. University of Manchester.',
  ])('is a thesis of its university: %s', (raw) => {
    expect(parseReference(raw)).toMatchObject({ type: 'thesis', publisher: 'University of Manchester', genre: 'PhD thesis' });
    expect(parseReference(raw).containerTitle).toBeUndefined();
  });
});

describe('the year written after the journal', () => {
  it.each([
    ['Smith J, Lee K. Deep learning for crops. Nature 2023.', { containerTitle: 'Nature', year: 2023 }],
    ['Lee, K. (2021). Soil carbon. Science 2021, 372, 100-105.', { containerTitle: 'Science', volume: '372', pages: '100-105' }],
  ])('is the year, not part of the name: %s', (raw, fields) => {
    expect(parseReference(raw)).toMatchObject(fields);
  });

  it("stays in a conference's name", () => {
    expect(parseReference('Lee K. A paper. In: Proceedings of CVPR 2023. p. 1-9.').containerTitle).toBe('Proceedings of CVPR 2023');
  });
});
