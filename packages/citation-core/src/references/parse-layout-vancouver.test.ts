import { describe, expect, it } from 'vitest';
import { parseReference } from './parse.ts';

const fields = (entry: string) => {
  const r = parseReference(entry);
  return { type: r.type, title: r.title, container: r.containerTitle, year: r.year, pages: r.pages, publisher: r.publisher };
};

describe('Vancouver "In:" parts', () => {
  it('reads NLM\'s conference paper: the proceedings after "In:", their date and place after semicolons, then the imprint', () => {
    expect(
      fields(
        'He K, Zhang X, Ren S, Sun J. Deep residual learning for image recognition. In: Proceedings of the IEEE Conference on Computer Vision and Pattern Recognition (CVPR); 2016 Jun 27-30; Las Vegas, NV. Piscataway (NJ): IEEE; 2016. p. 770-8.',
      ),
    ).toEqual({
      type: 'paper-conference',
      title: 'Deep residual learning for image recognition',
      container: 'Proceedings of the IEEE Conference on Computer Vision and Pattern Recognition (CVPR)',
      year: 2016,
      pages: '770-778',
      publisher: 'IEEE',
    });
    expect(
      fields(
        'Vaswani A, Shazeer N. Attention is all you need. In: Advances in Neural Information Processing Systems 30; 2017 Dec 4-9; Long Beach, CA. Red Hook (NY): Curran Associates; 2017. p. 5998-6008.',
      ),
    ).toMatchObject({
      type: 'paper-conference',
      container: 'Advances in Neural Information Processing Systems 30',
    });
  });

  it('reads the proceedings, not a publisher, when the year follows them directly', () => {
    expect(
      fields('He K, Zhang X. Deep residual learning. In: Proceedings of the IEEE Conference on Computer Vision and Pattern Recognition; 2016. p. 770-8.'),
    ).toEqual({
      type: 'paper-conference',
      title: 'Deep residual learning',
      container: 'Proceedings of the IEEE Conference on Computer Vision and Pattern Recognition',
      year: 2016,
      pages: '770-778',
      publisher: undefined,
    });
  });

  it("keeps a chapter's book after its editors", () => {
    expect(
      fields(
        'Meltzer PS, Kallioniemi A, Trent JM. Chromosome alterations in human solid tumors. In: Vogelstein B, Kinzler KW, editors. The genetic basis of human cancer. New York: McGraw-Hill; 2002. p. 93-113.',
      ),
    ).toEqual({
      type: 'chapter',
      title: 'Chromosome alterations in human solid tumors',
      container: 'The genetic basis of human cancer',
      year: 2002,
      pages: '93-113',
      publisher: 'McGraw-Hill',
    });
  });

  it('reads a journal with no volume, its pages right after the year ("2016:770-8")', () => {
    expect(
      fields('He K, Zhang X, Ren S, Sun J. Deep residual learning for image recognition. Proc IEEE Conf Comput Vis Pattern Recognit. 2016:770-8.'),
    ).toMatchObject({
      title: 'Deep residual learning for image recognition',
      container: 'Proc IEEE Conf Comput Vis Pattern Recognit',
      year: 2016,
      pages: '770-778',
    });
  });

  it('reads a web page written in French, Spanish, Portuguese or German: the access clause and "Disponible sur" go, the organisation is the author', () => {
    const cases: [string, string, string, string][] = [
      [
        'Organisation mondiale de la Santé. Changement climatique et santé [Internet]. Genève : OMS ; 2023 [cité le 1 mars 2024]. Disponible sur : https://www.who.int/fr/x',
        'Organisation mondiale de la Santé',
        'Changement climatique et santé',
        'OMS',
      ],
      [
        'Organización Mundial de la Salud. Cambio climático y salud [Internet]. Ginebra: OMS; 2023 [citado 1 mar 2024]. Disponible en: https://www.who.int/es/x',
        'Organización Mundial de la Salud',
        'Cambio climático y salud',
        'OMS',
      ],
      [
        'Ministério da Saúde. Clima e saúde [Internet]. Brasília: MS; 2023 [citado em 1 mar. 2024]. Disponível em: https://www.gov.br/x',
        'Ministério da Saúde',
        'Clima e saúde',
        'MS',
      ],
      [
        'Robert Koch-Institut. Hitze und Gesundheit [Internet]. Berlin: RKI; 2023 [zitiert am 1. März 2024]. Verfügbar unter: https://www.rki.de/x',
        'Robert Koch-Institut',
        'Hitze und Gesundheit',
        'RKI',
      ],
    ];
    for (const [entry, author, title, publisher] of cases) {
      const ref = parseReference(entry);
      expect({ authors: ref.authors, title: ref.title, publisher: ref.publisher, year: ref.year, type: ref.type }).toEqual({
        authors: [{ literal: author }],
        title,
        publisher,
        year: 2023,
        type: 'webpage',
      });
    }
  });
});

describe('a quoted title after a one-word name', () => {
  it.each([
    ['Reuters. "Oil prices rise." Reuters, 3 Mar. 2024, www.reuters.com/markets/oil.', 'Reuters'],
    ['UNICEF. “Child poverty in Europe.” UNICEF, 12 Jan. 2023, www.unicef.org/reports/child-poverty.', 'UNICEF'],
  ])('is MLA’s, not Vancouver’s: %s', (raw, name) => {
    const parsed = parseReference(raw);
    expect(parsed.format).not.toBe('vancouver');
    expect(parsed.authors).toEqual([{ literal: name }]);
    expect(parsed.title).toMatch(/^(?:Oil prices rise|Child poverty in Europe)$/);
    expect(parsed.containerTitle).toBe(name);
    expect(parsed.year).toBeGreaterThan(2022);
  });
});

describe("Springer's author-date: Vancouver's names, then the year in brackets", () => {
  it.each([
    ['Smith J, Doe A (2020) Title of article. J Things 12(3):45–67. https://doi.org/10.1000/xyz', 2, 'J Things'],
    ['Smith J, Doe A, Lee K et al (2021) Title of article. Nat Mach Intell 3:100–110. https://doi.org/10.1038/s42256-021-00001-1', 3, 'Nat Mach Intell'],
  ])('is read as names, year, title and journal: %s', (raw, authors, journal) => {
    const parsed = parseReference(raw);
    expect(parsed.authors).toHaveLength(authors);
    expect(parsed.authors[1]).toEqual({ family: 'Doe', given: 'A.' });
    expect(parsed).toMatchObject({ title: 'Title of article', containerTitle: journal, type: 'article-journal' });
    expect(parsed.year).toBeGreaterThan(2019);
  });
});

describe("Vancouver's names before Nature's locators", () => {
  it.each([
    ['LeCun Y, Bengio Y, Hinton G. Deep learning. Nature 521, 436–444 (2015).', 'Nature', '521', '436-444', 2015],
    ['Smith J, Doe A. A title of things. Nat. Commun. 11, 1234 (2020).', 'Nat. Commun.', '11', '1234', 2020],
  ])('reads the journal, volume, pages and year of %s', (raw, journal, volume, pages, year) => {
    const parsed = parseReference(raw);
    expect(parsed).toMatchObject({ containerTitle: journal, volume, pages, year });
    expect(parsed.authors[0]).toMatchObject({ family: raw.split(' ')[0] });
  });
});

describe('Vancouver chapters’ editors', () => {
  it.each([
    ['Brown A. A chapter. In: Editor A, editor. The book. London: Pub; 2021. p. 1-10.', ['Editor']],
    ['Brown A, Green B. A chapter. In: Editor A, Other B, editors. The book. 2nd ed. London: Pub; 2021. p. 1-10.', ['Editor', 'Other']],
  ])('are the chapter’s editors: %s', (entry, families) => {
    const parsed = parseReference(entry);
    expect(parsed).toMatchObject({ type: 'chapter', containerTitle: 'The book' });
    expect(parsed.editors?.map((name) => name.family)).toEqual(families);
    expect(parsed.authors[0]?.family).toBe('Brown');
  });

  it('reads an edited book’s names as its editors', () => {
    const parsed = parseReference('Smith J, editor. The book of things. New York: Springer; 2020.');
    expect(parsed).toMatchObject({ type: 'book', title: 'The book of things', editors: [{ family: 'Smith', given: 'J.' }], authors: [] });
  });
});

describe("NCBI Bookshelf's books", () => {
  const tail = 'Bethesda (MD): National Library of Medicine (US); 2020 [cited 2024 Jan 1]. Available from: https://www.ncbi.nlm.nih.gov/books/NBK12345/';
  it('reads a book on Bookshelf as a book published by its body', () => {
    const parsed = parseReference(`Smith A. The big topic [Internet]. ${tail}`);
    expect(parsed).toMatchObject({ type: 'book', title: 'The big topic', publisher: 'National Library of Medicine (US)', place: 'Bethesda (MD)', year: 2020 });
    expect(parsed.containerTitle).toBeUndefined();
    expect(parsed.siteName).toBeUndefined();
  });
  it('reads a chapter in one as a chapter', () => {
    expect(parseReference(`Smith A, Doe B. A chapter. In: Jones C, editor. The big topic [Internet]. ${tail}`)).toMatchObject({
      type: 'chapter',
      containerTitle: 'The big topic',
      publisher: 'National Library of Medicine (US)',
    });
  });
  it('leaves a page on another site a page', () => {
    const page = parseReference(
      'National Library of Medicine. Medical subject headings [Internet]. Bethesda (MD): National Library of Medicine (US); 2020 [cited 2024 Jan 1]. Available from: https://www.nlm.nih.gov/mesh/',
    );
    expect(page.type).not.toBe('book');
  });
});

describe("NCBI Bookshelf's books updated in place (StatPearls)", () => {
  it.each([
    'Hashmi MF, Tariq M, Cataletto ME. Asthma. In: StatPearls [Internet]. Treasure Island (FL): StatPearls Publishing; 2024 Jan-. Available from: https://www.ncbi.nlm.nih.gov/books/NBK430901/',
    'Hashmi MF, Tariq M, Cataletto ME. Asthma. [Updated 2023 Aug 8]. In: StatPearls [Internet]. Treasure Island (FL): StatPearls Publishing; 2024 Jan-. Available from: https://www.ncbi.nlm.nih.gov/books/NBK430901/',
    // The imprint's notes of when the book changed and was read, in one bracket or alone.
    'Hashmi MF, Tariq M, Cataletto ME. Asthma. In: StatPearls [Internet]. Treasure Island (FL): StatPearls Publishing; 2024 Jan [updated 2023 Aug 8; cited 2024 Mar 1]. Available from: https://www.ncbi.nlm.nih.gov/books/NBK430901/',
    'Hashmi MF, Tariq M, Cataletto ME. Asthma. In: StatPearls [Internet]. Treasure Island (FL): StatPearls Publishing; 2024 Jan [cited 2024 Mar 1]. Available from: https://www.ncbi.nlm.nih.gov/books/NBK430901/',
    'Hashmi MF, Tariq M, Cataletto ME. Asthma. In: StatPearls [Internet]. Treasure Island (FL): StatPearls Publishing; 2024 Jan- [updated 2023 Aug 8]. Available from: https://www.ncbi.nlm.nih.gov/books/NBK430901/',
  ])('is a chapter of the book, dated by its open range: %s', (raw) => {
    expect(parseReference(raw)).toMatchObject({
      type: 'chapter',
      title: 'Asthma',
      containerTitle: 'StatPearls',
      publisher: 'StatPearls Publishing',
      place: 'Treasure Island (FL)',
      year: 2024,
    });
  });
});

describe("NCBI's notes of when a book changed and was read after its date", () => {
  it.each([
    ['Smith J. Asthma [Internet]. Treasure Island (FL): StatPearls Publishing; 2024 Jan [updated 2023 Aug 8; cited 2024 Mar 1].', '2024-03-01'],
    ['Smith J. Asthma [Internet]. Treasure Island (FL): StatPearls Publishing; 2024 Jan [updated 2023 Aug 8].', undefined],
  ])('give the book its year and leave no bracket in its fields: %s', (raw, accessed) => {
    const parsed = parseReference(raw);
    expect(parsed).toMatchObject({ title: 'Asthma', publisher: 'StatPearls Publishing', place: 'Treasure Island (FL)', year: 2024, issued: [2024, 1] });
    expect(parsed.accessed).toBe(accessed);
    for (const field of [parsed.title, parsed.containerTitle, parsed.publisher, parsed.place, parsed.siteName]) expect(field ?? '').not.toMatch(/\[|updated/i);
  });
});

describe('Vancouver locators and name lists', () => {
  it.each([
    ['Smith J, Jones K. Title of the work. Z Med. 2019;Bd. 2:45-67.', { volume: '2', pages: '45-67' }],
    ['Smith J, Jones K. Title of the work. Z Med. 2019;Jg. 12(3):45-67.', { volume: '12', issue: '3', pages: '45-67' }],
    ['Smith J, Jones K. Title of the work. Z Med. 2019;Vol. 5:45-67.', { volume: '5' }],
    ['Smith J, Jones K. Title of the work. Z Med. 2019;Suppl 2:45-67.', { volume: 'Suppl 2' }],
  ])('reads the volume without its word for volume: %s', (raw, locator) => {
    expect(parseReference(raw)).toMatchObject({ type: 'article-journal', containerTitle: 'Z Med', year: 2019, ...locator });
  });

  it('reads "and others" as et al., not as an author or a part of the title', () => {
    const ref = parseReference('Smith J, Jones K, and others. Title of the work. J Stud. 2019;12(3):45-67.');
    expect(ref).toMatchObject({ title: 'Title of the work', etAl: true, containerTitle: 'J Stud' });
    expect(ref.authors.map((a) => a.family)).toEqual(['Smith', 'Jones']);
  });
});

describe('AMA chapters, proceedings papers and theses', () => {
  it('reads the pages after the publisher’s year ("Press; 2018:145-168") as the chapter’s', () => {
    expect(
      parseReference(
        'Patel R. Housing markets and segregation. In: Lopez M, Becker H, eds. Handbook of Urban Sociology. Oxford University Press; 2018:145-168.',
      ),
    ).toMatchObject({
      type: 'chapter',
      title: 'Housing markets and segregation',
      containerTitle: 'Handbook of Urban Sociology',
      publisher: 'Oxford University Press',
      year: 2018,
      pages: '145-168',
    });
    expect(
      parseReference(
        'Ivanova E, Brooks T. Efficient transformers for long document classification. In: Proceedings of the 2021 Conference on Empirical Methods in Natural Language Processing. Association for Computational Linguistics; 2021:3021-3033.',
      ),
    ).toMatchObject({ type: 'paper-conference', year: 2021, pages: '3021-3033', publisher: 'Association for Computational Linguistics' });
  });

  it('keeps a journal’s volume that looks like a year a volume ("2024;1500:1-10")', () => {
    expect(parseReference('Smith J. Title of things. Adv Exp Med Biol. 2024;1500:1-10.')).toMatchObject({ year: 2024, volume: '1500', pages: '1-10' });
  });

  it('reads "PhD thesis." as the work’s kind, out of its title', () => {
    expect(parseReference('Williams H. Machine Learning Methods for Protein Structure Prediction. PhD thesis. University of Cambridge; 2017.')).toMatchObject({
      type: 'thesis',
      title: 'Machine Learning Methods for Protein Structure Prediction',
      publisher: 'University of Cambridge',
      year: 2017,
    });
  });
});

describe('an NLM report’s number after its imprint', () => {
  it.each([
    [
      'World Health Organization. Global tuberculosis report 2020. Geneva: World Health Organization; 2020. Report No.: WHO/CDS/TB/2020.22.',
      'WHO/CDS/TB/2020.22',
      'Global tuberculosis report 2020',
    ],
    [
      'Smith J, Doe A. Evaluation of things. Rockville (MD): Agency for Healthcare Research and Quality (US); 2019 Mar. Report No.: 19-EHC012-EF.',
      '19-EHC012-EF',
      'Evaluation of things',
    ],
  ])('is the report’s number, the names before the title its authors: %s', (raw, number, title) => {
    const parsed = parseReference(raw);
    expect(parsed).toMatchObject({ type: 'report', title, number });
    expect(parsed.authors.length).toBeGreaterThan(0);
  });
});

describe('the Vancouver style’s web page: the site and its date before the title', () => {
  it('reads the site, the year and the page’s title', () => {
    expect(
      parseReference(
        'Green O. Energy Saving Trust. 2022 [cited 2023 May 10]. How to reduce your carbon footprint. Available from: https://energysavingtrust.org.uk/reduce-carbon-footprint',
      ),
    ).toMatchObject({ type: 'webpage', title: 'How to reduce your carbon footprint', siteName: 'Energy Saving Trust', year: 2022, accessed: '2023-05-10' });
  });
});

describe('a journal abbreviated with full stops in a Vancouver entry', () => {
  it.each([
    ['Smith J, Lee K. Solar cells. Sol. Energy Mater. Sol. Cells. 2020;45:1-9.', 'Solar cells', 'Sol. Energy Mater. Sol. Cells'],
    ['Smith J. Intro to things. Am J. Public Health. 2015;521:436-44.', 'Intro to things', 'Am J. Public Health'],
    // A title's last part that is no abbreviation stays the title's.
    ['Smith J. Intro. Part A. N Engl J Med. 2015;521:436-44.', 'Intro. Part A', 'N Engl J Med'],
  ])('keeps the journal whole: %s', (raw, title, containerTitle) => {
    expect(parseReference(raw)).toMatchObject({ title, containerTitle });
  });
});

describe('an imprint written city, publisher, year', () => {
  it.each([
    ['Ivanov I.I. Istoriya Rossii. Moscow, Nauka, 2018. 350 p.', 'Istoriya Rossii', 'Moscow', 'Nauka'],
    ['Smith J. The big book. London, Routledge, 2019.', 'The big book', 'London', 'Routledge'],
  ])('reads the place and the publisher out of the title: %s', (raw, title, place, publisher) => {
    expect(parseReference(raw)).toMatchObject({ type: 'book', title, place, publisher });
  });
});

describe('a conference named by its acronym and year after the title', () => {
  it.each([
    ['Chen X, Jiang B, Liu W, et al. Executing your commands via motion diffusion in latent space. CVPR 2023.', 'CVPR'],
    ['Jiang B, Chen X, Liu W, et al. MotionGPT: Human motion as a foreign language. NeurIPS 2023.', 'NeurIPS'],
    ['Liu H, Wang X, Wan Z, et al. HeadArtist: Text-conditioned 3D head generation. SIGGRAPH 2023 Conference Papers.', 'SIGGRAPH 2023 Conference Papers'],
  ])("is the paper's proceedings, not part of its title: %s", (raw, venue) => {
    expect(parseReference(raw)).toMatchObject({ type: 'paper-conference', containerTitle: venue, year: 2023 });
    expect(parseReference(raw).title).not.toContain(venue);
  });
});

describe('Vancouver names with a suffix', () => {
  it('read "Moreira ED Jr", "King ML 3rd", "Smith J II" as people, the suffix kept, and the title after them', () => {
    const r = parseReference(
      'Thomas SJ, Moreira ED Jr, Kitchin N, et al. Safety and efficacy of the BNT162b2 mRNA Covid-19 vaccine through 6 months. N Engl J Med. 2021;385(19):1761-1773.',
    );
    expect(r.authors).toEqual([
      { family: 'Thomas', given: 'S. J.' },
      { family: 'Moreira', given: 'E. D.', suffix: 'Jr' },
      { family: 'Kitchin', given: 'N.' },
    ]);
    expect(r.etAl).toBe(true);
    expect(r.title).toBe('Safety and efficacy of the BNT162b2 mRNA Covid-19 vaccine through 6 months');
    expect(r.containerTitle).toBe('N Engl J Med');
    expect(parseReference('King ML 3rd, Smith J II. A dream deferred. Lancet. 2020;1(2):3-4.').authors).toEqual([
      { family: 'King', given: 'M. L.', suffix: '3rd' },
      { family: 'Smith', given: 'J.', suffix: 'II' },
    ]);
    expect(parseReference('Smith J Jr. A dream deferred. Lancet. 2020;1(2):3-4.').authors).toEqual([{ family: 'Smith', given: 'J.', suffix: 'Jr' }]);
  });

  it('keep two capitals alone as initials ("Smith II" is I. I. Smith)', () => {
    expect(parseReference('Smith II, Doe A. A dream deferred. Lancet. 2020;1(2):3-4.').authors).toEqual([
      { family: 'Smith', given: 'I. I.' },
      { family: 'Doe', given: 'A.' },
    ]);
  });
});
