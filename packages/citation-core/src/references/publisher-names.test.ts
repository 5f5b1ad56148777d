import { describe, expect, it } from 'vitest';
import { parseReference } from './parse.ts';
import { parseSource } from './parse-source.ts';
import { namesBookPublisher, namesPublisher, trailingPlaceParts } from './publisher-names.ts';

describe('namesPublisher', () => {
  it.each([
    'Farrar, Straus and Giroux',
    'Little, Brown and Company',
    'Simon & Schuster',
    'Random House',
    'John Wiley & Sons',
    'Alfred A. Knopf',
    'Bloomsbury',
    'MIT Press',
  ])('knows %s as a publisher', (name) => {
    expect(namesPublisher(name)).toBe(true);
  });

  it.each(['Journal of Things', 'Nature', 'Vox', 'Example News'])('does not take %s for a publisher', (name) => {
    expect(namesPublisher(name)).toBe(false);
  });

  it('does not take a company suffix or a news agency for a publisher of books only', () => {
    expect(namesBookPublisher('Cambridge University Press')).toBe(true);
    expect(namesBookPublisher('OpenAI, Inc.')).toBe(false);
    expect(namesBookPublisher('Associated Press')).toBe(false);
  });
});

describe('a publisher named by its founders after the title', () => {
  it.each(['Farrar, Straus and Giroux.', 'Farrar, Straus and Giroux, 2011.', 'Little, Brown and Company, 2008.', 'Simon & Schuster.'])(
    'is the publisher, not a journal: %s',
    (source) => {
      const parsed = parseSource(source);
      expect(parsed.publisher).toBe(source.replace(/(?:, \d{4})?\.$/, ''));
      expect(parsed.containerTitle).toBeUndefined();
    },
  );

  it.each([
    'Kahneman, D. (2011). Thinking, fast and slow. Farrar, Straus and Giroux.',
    'Kahneman, Daniel. Thinking, Fast and Slow. Farrar, Straus and Giroux, 2011.',
  ])('makes a book: %s', (raw) => {
    const parsed = parseReference(raw);
    expect(parsed.type).toBe('book');
    expect(parsed.publisher).toBe('Farrar, Straus and Giroux');
    expect(parsed.containerTitle).toBeUndefined();
  });
});

describe('a book with a DOI or a link', () => {
  it.each([
    [
      'Intergovernmental Panel on Climate Change. (2021). Climate change 2021: The physical science basis. Cambridge University Press. https://doi.org/10.1017/9781009157896',
      'Cambridge University Press',
    ],
    ['Goodfellow, I., Bengio, Y., & Courville, A. (2016). Deep learning. MIT Press. https://www.deeplearningbook.org', 'MIT Press'],
  ])('is still a book: %s', (raw, publisher) => {
    const parsed = parseReference(raw);
    expect(parsed.type).toBe('book');
    expect(parsed.publisher).toBe(publisher);
  });

  it('is a report when its title says so', () => {
    expect(parseReference('Smith, J. (2020). Annual report on things. Oxford University Press. https://doi.org/10.1093/x').type).toBe('report');
  });

  it('leaves a news agency’s page a page', () => {
    expect(parseReference('Doe, J. (2024, March 3). Oil prices rise. Associated Press. https://apnews.com/article/x').type).not.toBe('book');
  });
});

describe('publishers in the other languages read', () => {
  it.each([
    ['Rossi, M. (2019). La transizione energetica. Il Mulino.', 'Il Mulino'],
    ['Dupont, J. (2019). L’intelligence artificielle. Presses universitaires de France.', 'Presses universitaires de France'],
    ['Dupont, J. (2019). L’intelligence artificielle. Gallimard.', 'Gallimard'],
    ['Yılmaz, A. (2020). Türkiye’de yapay zekâ politikaları. Ankara Üniversitesi Yayınları.', 'Ankara Üniversitesi Yayınları'],
    ['山田太郎 (2019). 人工知能と社会. 岩波書店.', '岩波書店'],
    ['王小明 (2019). 人工智能与社会. 人民出版社.', '人民出版社'],
  ])('makes a book of %s', (raw, publisher) => {
    const parsed = parseReference(raw);
    expect(parsed.type).toBe('book');
    expect(parsed.publisher).toBe(publisher);
    expect(parsed.containerTitle).toBeUndefined();
  });
});

describe('an organisation that publishes its own work', () => {
  it('is a report or a book with its DOI, not a journal article', () => {
    const parsed = parseReference(
      'World Bank. (2022). World development report 2022: Finance for an equitable recovery. World Bank. https://doi.org/10.1596/978-1-4648-1730-4',
    );
    expect(parsed.type).toBe('report');
    expect(parsed.publisher).toBe('World Bank');
    expect(parseReference('Brookings Institution. (2021). The future of cities. Brookings Institution. https://doi.org/10.1234/x').type).toBe('book');
  });
});

describe('a publishing place after the publisher', () => {
  it('counts the city and what names its state or country', () => {
    expect(trailingPlaceParts(['Springer', 'Cham'])).toBe(1);
    expect(trailingPlaceParts(['MIT Press', 'Cambridge', 'MA'])).toBe(2);
    expect(trailingPlaceParts(['Springer', 'Berlin', 'Heidelberg'])).toBe(2);
    expect(trailingPlaceParts(['Wiley', 'Hoboken', 'NJ', 'USA'])).toBe(3);
  });
  it('never splits a publisher whose name has commas', () => {
    expect(trailingPlaceParts(['Farrar', 'Straus and Giroux'])).toBe(0);
    expect(trailingPlaceParts(['Little', 'Brown and Company'])).toBe(0);
    expect(trailingPlaceParts(['London'])).toBe(0);
  });
  it('reads "Publisher, Place" as the publisher and its place', () => {
    expect(parseReference('Smith J (2018) The big book. MIT Press, Cambridge')).toMatchObject({ type: 'book', publisher: 'MIT Press', place: 'Cambridge' });
    expect(parseReference('Smith J (2018) The big book. Wiley, Hoboken')).toMatchObject({ publisher: 'Wiley', place: 'Hoboken' });
    expect(parseReference('Smith J (2018) The big book. Little, Brown and Company, Boston')).toMatchObject({
      publisher: 'Little, Brown and Company',
      place: 'Boston',
    });
    expect(parseReference('Smith J (2018) A chapter. In: Doe A (ed) The big book. Springer, Cham, pp 45–67')).toMatchObject({
      type: 'chapter',
      publisher: 'Springer',
      place: 'Cham',
    });
    expect(parseSource('Springer, Berlin, Heidelberg, 2010')).toMatchObject({ publisher: 'Springer', place: 'Berlin, Heidelberg', year: 2010 });
    expect(parseReference('Smith, J. (2018). The big book. Farrar, Straus and Giroux.').publisher).toBe('Farrar, Straus and Giroux');
  });
});
