import { describe, expect, it } from 'vitest';
import { normalizePages, parseSource, tidyPunctuation } from './parse-source.ts';
import { parseReference } from './parse.ts';

describe('parseSource', () => {
  it.each([
    [
      'Journal of the Academy of Nutrition and Dietetics, 119(3), 464-481.',
      { containerTitle: 'Journal of the Academy of Nutrition and Dietetics', volume: '119', issue: '3', pages: '464-481' },
    ],
    ['Angewandte Chemie International Edition, 54, 9618-9621', { containerTitle: 'Angewandte Chemie International Edition', volume: '54', pages: '9618-9621' }],
    [
      'Journal of Biological Chemistry, 284(42), pp. 28977-28985.',
      { containerTitle: 'Journal of Biological Chemistry', volume: '284', issue: '42', pages: '28977-28985' },
    ],
    ['Nature, vol. 448, no. 7155, pp. 828–831, 2007', { containerTitle: 'Nature', volume: '448', issue: '7155', pages: '828-831', year: 2007 }],
    ['Nature 448 (7155): 828–31.', { containerTitle: 'Nature', volume: '448', issue: '7155', pages: '828-831' }],
    ['Nature 448, no. 7155 (2007): 828–31.', { containerTitle: 'Nature', volume: '448', issue: '7155', pages: '828-831', year: 2007 }],
    ['BMC Systems Biology, 4, pp. 41.', { containerTitle: 'BMC Systems Biology', volume: '4', pages: '41' }],
    [
      'The Migration Observatory, University of Oxford, March 27, 2015.',
      { containerTitle: 'The Migration Observatory, University of Oxford', issued: [2015, 3, 27], year: 2015 },
    ],
    ['PLOS ONE, 13(4), e0195.', { containerTitle: 'PLOS ONE', volume: '13', issue: '4', pages: 'e0195' }],
    ['3rd edn. London: Routledge.', { edition: '3', place: 'London', publisher: 'Routledge' }],
    ['New York: Farrar, Straus and Giroux, 2011.', { place: 'New York', publisher: 'Farrar, Straus and Giroux', year: 2011 }],
    ['MIT Press.', { publisher: 'MIT Press' }],
  ])('%s', (text, expected) => {
    expect(parseSource(text)).toMatchObject(expected);
  });

  it('recognises chapters, proceedings, preprints, reports and theses', () => {
    expect(parseSource('In M. van der Berg & K. de Vries (Eds.), Handbook of Names (pp. 12-34). Springer.')).toMatchObject({
      inContainer: true,
      edited: true,
      containerTitle: 'Handbook of Names',
      pages: '12-34',
      publisher: 'Springer',
    });
    expect(parseSource('in Proc. IEEE Conf. Comput. Vis. Pattern Recognit. (CVPR), 2016, pp. 770–778.', { commasOnly: true })).toMatchObject({
      inContainer: true,
      edited: false,
      containerTitle: 'Proc. IEEE Conf. Comput. Vis. Pattern Recognit. (CVPR)',
      year: 2016,
    });
    expect(parseSource('arXiv preprint')).toMatchObject({ preprint: true, containerTitle: 'arXiv' });
    expect(parseSource('(Technical Report No. TR-2019-04). Example University.')).toMatchObject({ report: true, number: 'TR-2019-04' });
    expect(parseSource('PhD thesis, University of Cambridge.')).toMatchObject({ thesis: true });
  });

  it('reads the locators Wikipedia sets as a sentence after the journal', () => {
    expect(parseSource('Energy Journal. 5 (2): 1–10.')).toMatchObject({ containerTitle: 'Energy Journal', volume: '5', issue: '2', pages: '1-10' });
    expect(parseSource('Nature Energy. 4: 22–30.')).toMatchObject({ containerTitle: 'Nature Energy', volume: '4', pages: '22-30' });
    // A publisher after a book's place stays a publisher.
    expect(parseSource('Oxford: Oxford University Press. 2011.')).toMatchObject({ publisher: 'Oxford University Press', year: 2011 });
  });

  it('reads a journal whose name has a colon as the journal, not as "Place: Publisher", and a book imprint as before', () => {
    expect(parseSource('Journal of Physics: Conference Series, 1234(1), 012001.')).toMatchObject({
      containerTitle: 'Journal of Physics: Conference Series',
      volume: '1234',
      issue: '1',
      pages: '012001',
    });
    expect(parseSource('Journal of Physics: Conference Series, 1237, 022011.')).toMatchObject({
      containerTitle: 'Journal of Physics: Conference Series',
      volume: '1237',
      pages: '022011',
    });
    expect(parseSource('Journal of Physics: Conference Series, vol. 1234, no. 1, p. 012001, 2020.')).toMatchObject({
      containerTitle: 'Journal of Physics: Conference Series',
      volume: '1234',
    });
    expect(parseSource('Journal of Physics: Conference Series, 1234(1), 012001.').place).toBeUndefined();
    expect(parseSource('New York: Penguin Press, 2019.')).toMatchObject({ place: 'New York', publisher: 'Penguin Press' });
  });

  it.each([
    'Editorial Sudamericana',
    'Éditions Gallimard',
    'Edizioni Laterza',
    'Ediciones Cátedra',
    'Uitgeverij Boom',
    'Wydawnictwo Naukowe PWN',
    'Editora Record',
  ])('reads %s, a publisher in its own language, as the publisher', (name) => {
    expect(parseSource(`${name}.`)).toMatchObject({ publisher: name });
    expect(parseSource(`${name}.`).containerTitle).toBeUndefined();
  });

  it('returns only flags for empty text', () => {
    expect(parseSource('')).toEqual({ inContainer: false, edited: false, preprint: false, report: false, thesis: false });
  });
});

describe('normalizePages / tidyPunctuation', () => {
  it('uses a hyphen and expands abbreviated end pages', () => {
    expect(normalizePages('828–31')).toBe('828-831');
    expect(normalizePages('1735 - 80')).toBe('1735-1780');
    expect(normalizePages('100-10')).toBe('100-110');
    expect(normalizePages('S1–S10')).toBe('S1-S10');
    expect(normalizePages('41')).toBe('41');
  });

  it('closes holes without touching initials', () => {
    expect(tidyPunctuation('Yip, C. S. C., Chan, W. (2020). Title.  .')).toBe('Yip, C. S. C., Chan, W. (2020). Title.');
    expect(tidyPunctuation('pp. 1-2. Available at: ( ) .')).toBe('pp. 1-2. Available at.');
    expect(tidyPunctuation('Title, , ; ')).toBe('Title');
  });
});

describe("APA's volume and pages in one bracket", () => {
  it('reads "(Vol. 33, pp. 1877–1901)" after the proceedings or the book', () => {
    expect(parseSource('In Advances in Neural Information Processing Systems (Vol. 33, pp. 1877–1901).')).toMatchObject({
      containerTitle: 'Advances in Neural Information Processing Systems',
      volume: '33',
      pages: '1877-1901',
    });
    expect(parseSource('In A. Editor (Ed.), Handbook of things (Vol. 2, p. 45). Springer.')).toMatchObject({
      containerTitle: 'Handbook of things',
      volume: '2',
      pages: '45',
      publisher: 'Springer',
    });
  });
});

describe('an article number and an article not yet in an issue', () => {
  it.each([
    ['Journal of Things, 12(3), Article e0123456.', { containerTitle: 'Journal of Things', volume: '12', issue: '3', pages: 'e0123456' }],
    ['Frontiers in Psychology, 12, Article 654321.', { containerTitle: 'Frontiers in Psychology', volume: '12', pages: '654321' }],
  ])('keeps APA 7’s article number as the pages: %s', (source, fields) => {
    expect(parseSource(source)).toMatchObject(fields);
  });

  it.each(['Nature Medicine. Advance online publication.', 'Nature Medicine. Online ahead of print.'])('has no publisher named "%s"', (source) => {
    const parsed = parseSource(source);
    expect(parsed.containerTitle).toBe('Nature Medicine');
    expect(parsed.publisher).toBeUndefined();
  });
});

describe('Chicago’s editors after the book', () => {
  it.each([
    'In The Big Book, edited by Jane Doe, 45–67. New York: Routledge, 2018.',
    'In The Big Book, edited by Jane Doe and Bo Lee, 45–67. New York: Routledge, 2018.',
  ])('make a chapter of that book: %s', (source) => {
    expect(parseSource(source)).toMatchObject({
      containerTitle: 'The Big Book',
      edited: true,
      pages: '45-67',
      publisher: 'Routledge',
      place: 'New York',
      year: 2018,
    });
  });

  it('makes a chapter of a whole entry, not a conference paper', () => {
    expect(parseReference('Smith, John. "A Chapter." In The Big Book, edited by Jane Doe, 45–67. New York: Routledge, 2018.')).toMatchObject({
      type: 'chapter',
      containerTitle: 'The Big Book',
    });
  });
});

describe('a chapter’s book editors', () => {
  it.each([
    ['In M. van der Berg & K. de Vries (Eds.), Handbook of Names (pp. 12-34). Springer.', 'M. van der Berg & K. de Vries'],
    ['In: Editor A, Other B, editors. The book. London: Pub; 2021.', 'Editor A, Other B'],
    ['In The Big Book, edited by Jane Doe and Bo Lee, 45–67. New York: Routledge, 2018.', 'Jane Doe and Bo Lee'],
  ])('are kept as written: %s', (source, editors) => {
    expect(parseSource(source)).toMatchObject({ edited: true, editors });
  });

  it.each([
    [
      'Brown, A. (2021). A chapter. In A. Editor & B. Editor (Eds.), The book (pp. 1–10). Publisher.',
      [
        { family: 'Editor', given: 'A.' },
        { family: 'Editor', given: 'B.' },
      ],
    ],
    [
      'Smith, John. "A Chapter." In The Big Book, edited by Jane Doe and Bo Lee, 45–67. New York: Routledge, 2018.',
      [
        { family: 'Doe', given: 'Jane' },
        { family: 'Lee', given: 'Bo' },
      ],
    ],
  ])('are the chapter’s editors, beside its authors: %s', (entry, editors) => {
    const parsed = parseReference(entry);
    expect(parsed).toMatchObject({ type: 'chapter', editors });
    expect(parsed.authors).toHaveLength(1);
  });
});

describe("Springer's page label without a full stop", () => {
  it('reads "pp 45–67" and "p 45" as the pages', () => {
    const range = parseReference('Smith J (2018) A chapter. In: Doe A (ed) The big book. Springer, Cham, pp 45–67');
    expect(range.pages).toBe('45-67');
    expect(range.containerTitle).toBe('The big book');
    expect(parseReference('Smith J (2018) A chapter. In: Doe A (ed) The big book. Springer, Cham, p 45').pages).toBe('45');
    expect(parseSource('Journal of Things 12, pp 101–110').pages).toBe('101-110');
  });
  it('needs a number after the label', () => {
    expect(parseSource('Springer, Cham, pp xii').pages).toBeUndefined();
  });
});

describe('German "S." for the pages', () => {
  it('reads "(S. 1–10)" after a book\'s title as the pages, out of the title', () => {
    expect(parseReference('Müller, H. (2019). Ein Kapitel. In K. Schmidt (Hrsg.), Das Buch (S. 1–10). Springer.')).toMatchObject({
      type: 'chapter',
      containerTitle: 'Das Buch',
      pages: '1-10',
      publisher: 'Springer',
    });
    expect(parseSource('In Das Buch (S. 45 ff.). Springer.')).toMatchObject({ containerTitle: 'Das Buch', pages: '45 ff.' });
    expect(parseSource('In Das Buch (S. 45). Springer.').pages).toBe('45');
  });
  it('reads "S." after a comma', () => {
    expect(parseSource('Zeitschrift für Soziologie, 48(2), S. 45–67.')).toMatchObject({ containerTitle: 'Zeitschrift für Soziologie', pages: '45-67' });
  });
  it('reads "Bd." (Band) or "Jg." (Jahrgang) as the volume and "H." or "Heft" as the issue, beside "S."', () => {
    expect(parseReference('Müller, H. (2019). Der Titel. Zeitschrift für Dinge, Bd. 2, S. 45–67.')).toMatchObject({
      type: 'article-journal',
      title: 'Der Titel',
      containerTitle: 'Zeitschrift für Dinge',
      volume: '2',
      pages: '45-67',
    });
    expect(parseReference('Müller, Hans: Der Titel. In: Zeitschrift für Dinge, Bd. 2, S. 45–67, 2019.')).toMatchObject({
      containerTitle: 'Zeitschrift für Dinge',
      volume: '2',
      pages: '45-67',
      year: 2019,
    });
    expect(parseSource('Zeitschrift für Dinge, Jg. 12, H. 3, S. 45–67, 2019.')).toMatchObject({
      containerTitle: 'Zeitschrift für Dinge',
      volume: '12',
      issue: '3',
      pages: '45-67',
      year: 2019,
    });
    expect(parseSource('Zeitschrift für Dinge, Band 12, Heft 3, S. 45–67.')).toMatchObject({ volume: '12', issue: '3', pages: '45-67' });
  });
  it('reads "(Bd. 2, S. 45–67)" after a book\'s title as its volume and pages', () => {
    expect(parseReference('Müller, H. (2019). Der Titel. In K. Schmidt (Hrsg.), Handbuch der Dinge (Bd. 2, S. 45–67). Springer.')).toMatchObject({
      type: 'chapter',
      containerTitle: 'Handbuch der Dinge',
      volume: '2',
      pages: '45-67',
      publisher: 'Springer',
    });
  });
  it('never reads a capital S elsewhere, nor a year after ", S."', () => {
    expect(parseSource('Journal of S. Things 12: 1–10')).toMatchObject({ containerTitle: 'Journal of S. Things', pages: '1-10' });
    expect(parseSource('In Müller, S. 2019, Das Buch. Springer').pages).toBeUndefined();
  });
});

describe('Chicago\'s "Edited by" after a book\'s title', () => {
  it.each([
    ['Smith, J. The Big Book. Edited by K. Jones. New York: Wiley, 2019.', { family: 'Jones', given: 'K.' }],
    ['Smith, John. The Big Book. Edited by Kate A. Jones. New York: Wiley, 2019.', { family: 'Jones', given: 'Kate A.' }],
  ])("keeps an editor's initial with the name: %s", (raw, editor) => {
    expect(parseReference(raw)).toMatchObject({ type: 'book', title: 'The Big Book', editors: [editor], publisher: 'Wiley', place: 'New York', year: 2019 });
    expect(parseReference(raw).containerTitle).toBeUndefined();
  });
});

describe('ASA’s chapter locators and a newspaper’s day', () => {
  it('reads "Pp. 145–68 in Book, edited by M. Lopez and H. Becker" as the chapter’s pages, book and editors', () => {
    const parsed = parseReference(
      'Patel, Ravi. 2018. “Housing Markets and Segregation.” Pp. 145–68 in Handbook of Urban Sociology, edited by M. Lopez and H. Becker. Oxford: Oxford University Press.',
    );
    expect(parsed).toMatchObject({
      type: 'chapter',
      containerTitle: 'Handbook of Urban Sociology',
      pages: '145-168',
      publisher: 'Oxford University Press',
      place: 'Oxford',
    });
    expect(parsed.editors?.map((e) => e.family)).toEqual(['Lopez', 'Becker']);
  });

  it.each([
    ['Harris, Emma. 2023. “City Council Approves New Cycling Network.” The Guardian, June 14.'],
    ['Harris, E. (2023) “City council approves new cycling network,” The Guardian, 14 June. Available at: https://www.theguardian.com/uk-news/2023/jun/14/x.'],
  ])('reads the day after a newspaper’s name as its date, out of its name: %s', (raw) => {
    expect(parseReference(raw)).toMatchObject({ type: 'article-newspaper', containerTitle: 'The Guardian', issued: [2023, 6, 14] });
    expect(parseReference(raw).volume).toBeUndefined();
  });
});

describe('MLA’s chapter: the book, then "edited by", no "In"', () => {
  it('reads the book, its editors, publisher and the chapter’s pages', () => {
    const parsed = parseReference(
      'Patel, Ravi. “Housing Markets and Segregation.” Handbook of Urban Sociology, edited by Maria Lopez and Hans Becker, Oxford University Press, 2018, pp. 145–68.',
    );
    expect(parsed).toMatchObject({
      type: 'chapter',
      title: 'Housing Markets and Segregation',
      containerTitle: 'Handbook of Urban Sociology',
      publisher: 'Oxford University Press',
      year: 2018,
      pages: '145-168',
    });
    expect(parsed.editors?.map((e) => e.family)).toEqual(['Lopez', 'Becker']);
  });

  it('leaves a book with its editor ("Edited by" after the title, no pages) a book', () => {
    expect(parseReference('Patel, Ravi. Housing Markets. Edited by Maria Lopez, Oxford University Press, 2018.').type).toBe('book');
  });
});

describe('a town after a publisher or a body', () => {
  it('is the place, even one no list of cities knows', () => {
    expect(parseSource('In Proceedings of the 2021 Conference. Association for Computational Linguistics, Punta Cana, pp. 3021–3033.')).toMatchObject({
      publisher: 'Association for Computational Linguistics',
      place: 'Punta Cana',
    });
  });

  it('is not a series or another name that follows a publisher', () => {
    expect(parseSource('Springer, Lecture Notes, 2020.').place).toBeUndefined();
  });
});
