import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseReference } from './parse.ts';

// Table-driven: test/fixtures/references/parse/<format>.json holds { name, input, expected, absent? }.
// `expected` is matched as a subset (toMatchObject; arrays must match in length); `absent` lists
// fields the parser must leave unset.
interface ParseCase {
  name: string;
  input: string;
  expected: Record<string, unknown>;
  absent?: string[];
}

const CASES_DIR = fileURLToPath(new URL('../../test/fixtures/references/parse/', import.meta.url));
const tables = readdirSync(CASES_DIR)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => ({ file, cases: JSON.parse(readFileSync(`${CASES_DIR}${file}`, 'utf8')) as ParseCase[] }));

describe('parseReference (fixture tables)', () => {
  it('has at least 40 cases across the format tables', () => {
    expect(tables.reduce((n, t) => n + t.cases.length, 0)).toBeGreaterThanOrEqual(40);
    expect(tables.map((t) => t.file)).toEqual(
      expect.arrayContaining([
        'apa.json',
        'vancouver.json',
        'ieee.json',
        'harvard.json',
        'chicago.json',
        'ai-tool.json',
        'perplexity.json',
        'identifiers-only.json',
      ]),
    );
  });

  for (const { file, cases } of tables) {
    describe(file, () => {
      it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
        const parsed = parseReference(c.input);
        expect(parsed.raw).toBe(c.input);
        expect(parsed).toMatchObject(c.expected);
        for (const field of c.absent ?? []) expect(parsed).not.toHaveProperty(field);
      });
    });
  }
});

describe('parseReference', () => {
  it('keeps every URL, the first one as url, as written minus trailing punctuation', () => {
    const parsed = parseReference('Title - Site https://a.example/x?utm_source=chatgpt.com#:~:text=foo, see also https://b.example/y).');
    expect(parsed.url).toBe('https://a.example/x?utm_source=chatgpt.com#:~:text=foo');
    expect(parsed.urls).toEqual(['https://a.example/x?utm_source=chatgpt.com#:~:text=foo', 'https://b.example/y']);
  });

  it('reads an entry that is only a site address without its scheme as that address', () => {
    expect(parseReference('nature.com').url).toBe('https://nature.com');
    // Copilot's "1. iea.org": the address is no title; the landing page or the site gives one.
    expect(parseReference('iea.org')).toMatchObject({ format: 'url-only', type: 'webpage' });
    expect(parseReference('iea.org').title).toBeUndefined();
    expect(parseReference('IEA.org/reports/World-Energy-Outlook-2023.').url).toBe('https://iea.org/reports/World-Energy-Outlook-2023');
    expect(parseReference('Version 1.2.3').url).toBeUndefined();
    expect(parseReference('Smith J. Nature.com is a site. 2020.').url).toBeUndefined();
  });

  it('tolerates a list label left on the entry', () => {
    expect(parseReference('[12] doi:10.1039/b917851a').doi).toBe('10.1039/b917851a');
    expect(parseReference('3. Bray S. Not proven: introducing a third verdict. The University of Chicago Law Review. 2005;72(4):1299.')).toMatchObject({
      format: 'vancouver',
      authors: [{ family: 'Bray', given: 'S.' }],
      year: 2005,
    });
    for (const label of ['【1†source】', '【12†L10-L20】', '[3†source]', '【4:2†file】']) {
      expect(
        parseReference(
          `${label} Vaswani, A., Shazeer, N., & Parmar, N. (2017). Attention is all you need. Advances in Neural Information Processing Systems, 30.`,
        ),
        label,
      ).toMatchObject({
        authors: [{ family: 'Vaswani' }, { family: 'Shazeer' }, { family: 'Parmar' }],
        year: 2017,
        title: 'Attention is all you need',
      });
    }
  });

  it('does not take the access year for the publication year', () => {
    const parsed = parseReference(
      'Is peer review broken? - The Scientist, accessed April 28, 2025, http://127.0.0.1:18089/site/articles.example.org/art-308205eedf',
    );
    expect(parsed.year).toBeUndefined();
    expect(parsed.accessed).toBe('2025-04-28');
    expect(parsed.title).toBe('Is peer review broken?');
  });

  it('never throws and returns an empty shell for empty input', () => {
    for (const input of ['', '   ', '[1]', '.', '()', '“”', '- -', 'accessed']) {
      const parsed = parseReference(input);
      expect(parsed.raw).toBe(input);
      expect(parsed.authors).toEqual([]);
      expect(parsed.urls).toEqual([]);
    }
  });

  it('reads line breaks and non-breaking spaces as spaces', () => {
    const parsed = parseReference('Deep learning - Wikipedia\nhttps://en.wikipedia.org/wiki/Deep_learning');
    expect(parsed).toMatchObject({ format: 'perplexity', title: 'Deep learning', siteName: 'Wikipedia', url: 'https://en.wikipedia.org/wiki/Deep_learning' });
    expect(parseReference('Seelig,\u00a0B. (2007). A title here. Nature, 448, 1-2.').authors).toEqual([{ family: 'Seelig', given: 'B.' }]);
  });
});

describe('parseReference (properties)', () => {
  // Pieces reference strings are made of, shuffled into strings no style would produce.
  const piece = fc.constantFrom(
    'Smith, J.',
    'Seelig B',
    'B. Seelig',
    '&',
    'and',
    'et al.',
    '(2020)',
    '(2020).',
    '2007;448(7155):828-31',
    '“Title,”',
    "'Title'",
    'Nature',
    'vol. 4',
    'pp. 1–2',
    'doi:10.1000/x',
    'https://example.com/a?utm_source=x',
    'accessed March 3, 2025',
    '-',
    '|',
    '[Internet]',
    'Available at:',
    '(Accessed: 3 March 2025)',
    'In',
    '(Eds.),',
    'arXiv:2403.18512',
    '…',
    '.',
    ',',
    ':',
    ';',
    '"',
    '(',
    ')',
  );
  const input = fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.array(piece, { maxLength: 30 }).map((parts) => parts.join(' ')),
  );

  it('never throws, keeps raw, and returns well-formed fields', () => {
    fc.assert(
      fc.property(input, (raw) => {
        const parsed = parseReference(raw);
        expect(parsed.raw).toBe(raw);
        expect(Array.isArray(parsed.urls) && Array.isArray(parsed.authors)).toBe(true);
        if (parsed.url !== undefined) expect(parsed.urls[0]).toBe(parsed.url);
        if (parsed.doi !== undefined) expect(parsed.doi).toMatch(/^10\.\d{4,9}\/\S+$/);
        if (parsed.doi !== undefined) expect(parsed.doi).toBe(parsed.doi.toLowerCase());
        if (parsed.year !== undefined) expect(parsed.year >= 1500 && parsed.year <= 2099).toBe(true);
        if (parsed.accessed !== undefined) expect(parsed.accessed).toMatch(/^\d{4}(?:-\d{2}){0,2}$/);
        if (parsed.title !== undefined) expect(parsed.title.trim()).not.toBe('');
      }),
      { numRuns: 300 },
    );
  });
});

describe('site named by a bare domain', () => {
  it('"Title - pygad.readthedocs.io" is a title, a site and its address', () => {
    const ref = parseReference('Grid storage outlook 1 - pygad.readthedocs.io');
    expect(ref.title).toBe('Grid storage outlook 1');
    expect(ref.url).toBe('https://pygad.readthedocs.io');
  });
  it('"Title - www.bbc.co.uk" keeps no dangling separator in the title', () => {
    const ref = parseReference('Sleep quality outlook 4 - www.bbc.co.uk');
    expect(ref.title).toBe('Sleep quality outlook 4');
    expect(ref.url).toBe('www.bbc.co.uk');
  });
  it('the page cited wins over the site named before it', () => {
    const ref = parseReference('Language models outlook 7 - www.gov.uk https://www.gov.uk/reports/language-models-0-7');
    expect(ref.url).toBe('https://www.gov.uk/reports/language-models-0-7');
    expect(ref.title).toBe('Language models outlook 7');
  });
  it('a version number is not a domain', () => {
    expect(parseReference('PyGAD documentation - 3.4.0').url).toBeUndefined();
  });
});

describe('parseReference: GB/T 7714 (Kimi, DeepSeek, Qwen)', () => {
  it('reads a journal article, the type mark out of the title', () => {
    expect(parseReference('Smith J, Doe A. Solar power growth[J]. Energy Journal, 2020, 4(2): 1-10.')).toMatchObject({
      format: 'gbt7714',
      type: 'article-journal',
      authors: [
        { family: 'Smith', given: 'J.' },
        { family: 'Doe', given: 'A.' },
      ],
      title: 'Solar power growth',
      containerTitle: 'Energy Journal',
      year: 2020,
      volume: '4',
      issue: '2',
      pages: '1-10',
    });
  });

  it('reads a conference paper after "//", a book with its place and publisher, and et al.', () => {
    expect(
      parseReference(
        'Vaswani A, Shazeer N, Parmar N, et al. Attention is all you need[C]//Advances in Neural Information Processing Systems. 2017: 5998-6008.',
      ),
    ).toMatchObject({
      type: 'paper-conference',
      etAl: true,
      containerTitle: 'Advances in Neural Information Processing Systems',
      year: 2017,
      pages: '5998-6008',
    });
    expect(parseReference('Goodfellow I, Bengio Y, Courville A. Deep learning[M]. Cambridge: MIT Press, 2016.')).toMatchObject({
      type: 'book',
      title: 'Deep learning',
      publisher: 'MIT Press',
      year: 2016,
    });
  });

  it('reads Chinese names split into surname and given name, and an online work with its publication and access dates', () => {
    const chinese = parseReference('张三, 李四, 等. 太阳能发展研究[J]. 能源学报, 2020, 4(2): 1-10.');
    expect(chinese).toMatchObject({
      authors: [
        { family: '张', given: '三' },
        { family: '李', given: '四' },
      ],
      etAl: true,
      title: '太阳能发展研究',
      containerTitle: '能源学报',
      year: 2020,
    });
    expect(parseReference('Ministry of Energy. Solar statistics 2023[EB/OL]. (2023-03-15)[2024-05-01]. https://energy.example.gov/solar.')).toMatchObject({
      type: 'webpage',
      title: 'Solar statistics 2023',
      year: 2023,
      issued: [2023, 3, 15],
      accessed: '2024-05-01',
      url: 'https://energy.example.gov/solar',
    });
  });
});

describe('parseReference: Nature and Science', () => {
  it('reads the journal, volume, pages and the year in brackets at the end, names family first or last', () => {
    expect(parseReference('Smith, J. A., Doe, B. & van der Berg, C. Deep learning: a review. Nat. Commun. 11, 1234 (2020).')).toMatchObject({
      format: 'nature',
      type: 'article-journal',
      authors: [{ family: 'Smith', given: 'J. A.' }, { family: 'Doe', given: 'B.' }, { given: 'C.' }],
      title: 'Deep learning: a review',
      containerTitle: 'Nat. Commun.',
      volume: '11',
      pages: '1234',
      year: 2020,
    });
    expect(parseReference('Jumper, J. et al. Highly accurate protein structure prediction with AlphaFold. Nature 596, 583–589 (2021).')).toMatchObject({
      etAl: true,
      title: 'Highly accurate protein structure prediction with AlphaFold',
      containerTitle: 'Nature',
      year: 2021,
    });
    expect(parseReference('J. Smith, A. Doe, Deep learning for crops. Science 368, eabc1234 (2020).')).toMatchObject({
      authors: [{ family: 'Smith' }, { family: 'Doe' }],
      containerTitle: 'Science',
      pages: 'eabc1234',
    });
  });

  it('reads proceedings with no volume as a conference paper', () => {
    expect(
      parseReference(
        'He, K., Zhang, X., Ren, S. & Sun, J. Deep residual learning for image recognition. Proc. IEEE Conf. Comput. Vis. Pattern Recognit. 770–778 (2016).',
      ),
    ).toMatchObject({
      type: 'paper-conference',
      containerTitle: 'Proc. IEEE Conf. Comput. Vis. Pattern Recognit.',
      pages: '770-778',
      year: 2016,
    });
  });

  it('reads "Preprint at <link or server> (2020)" with its names, title and year', () => {
    expect(parseReference('Brown, T. B. et al. Language models are few-shot learners. Preprint at https://arxiv.org/abs/2005.14165 (2020).')).toMatchObject({
      authors: [{ family: 'Brown', given: 'T. B.' }],
      etAl: true,
      title: 'Language models are few-shot learners',
      containerTitle: 'arXiv',
      arxivId: '2005.14165',
      year: 2020,
    });
    expect(parseReference('Smith, J. & Doe, A. Solar growth. Preprint at bioRxiv https://doi.org/10.1101/2020.01.01.123456 (2020).')).toMatchObject({
      authors: [{ family: 'Smith' }, { family: 'Doe' }],
      title: 'Solar growth',
      type: 'article',
      publisher: 'bioRxiv',
      year: 2020,
    });
  });
});

describe("parseReference: Chicago's notes", () => {
  it('reads names given name first before a quoted title, one or joined by "and"', () => {
    expect(parseReference('John Smith, “Solar Growth in Europe,” Energy Journal 5, no. 2 (2020): 1–10.')).toMatchObject({
      authors: [{ family: 'Smith', given: 'John' }],
      title: 'Solar Growth in Europe',
      containerTitle: 'Energy Journal',
      volume: '5',
      year: 2020,
    });
    expect(parseReference('Anna Doe and Bo Lee, “Wind Power Economics,” Nature Energy 4 (2019): 22–30.').authors).toEqual([
      { family: 'Doe', given: 'Anna' },
      { family: 'Lee', given: 'Bo' },
    ]);
    // An organisation stays one name.
    expect(parseReference('International Energy Agency, “Renewables 2023,” January 2024, https://www.iea.org/reports/renewables-2023.').authors).toEqual([
      { literal: 'International Energy Agency' },
    ]);
  });

  it('reads a book with its imprint in brackets and the page after it, a comma in the title kept', () => {
    expect(parseReference('John Smith, Solar Power: A History (Oxford: Oxford University Press, 2019), 45.')).toMatchObject({
      authors: [{ family: 'Smith', given: 'John' }],
      title: 'Solar Power: A History',
      place: 'Oxford',
      publisher: 'Oxford University Press',
      year: 2019,
      type: 'book',
    });
    expect(parseReference('Anna Doe, Bo Lee, and Cy Wu, Thinking, Fast and Slow (New York: Norton, 2018).')).toMatchObject({
      authors: [{ family: 'Doe' }, { family: 'Lee' }, { family: 'Wu' }],
      title: 'Thinking, Fast and Slow',
    });
  });
});

describe('parseReference: ABNT (Portuguese reports)', () => {
  it("reads capitalised family names joined by semicolons, and the journal's v., n. and p.", () => {
    expect(
      parseReference('SILVA, João Carlos; SOUZA, M. A. Título do artigo: um estudo. Revista Brasileira de Ciência, v. 5, n. 2, p. 33-50, jan./mar. 2021.'),
    ).toMatchObject({
      format: 'abnt',
      authors: [
        { family: 'Silva', given: 'João Carlos' },
        { family: 'Souza', given: 'M. A.' },
      ],
      title: 'Título do artigo: um estudo',
      containerTitle: 'Revista Brasileira de Ciência',
      volume: '5',
      issue: '2',
      pages: '33-50',
      year: 2021,
    });
  });

  it('reads a book with its edition, place and publisher', () => {
    expect(parseReference('SMITH, John. Deep learning. 2. ed. São Paulo: Editora Nova, 2019.')).toMatchObject({
      type: 'book',
      authors: [{ family: 'Smith', given: 'John' }],
      title: 'Deep learning',
      edition: '2',
      publisher: 'Editora Nova',
      year: 2019,
    });
  });
});

describe('parseReference: shapes AI tools and pasted Markdown leave', () => {
  it('reads HTML\'s character references copied with the text ("A&beta;", "Alzheimer&#39;s")', () => {
    expect(
      parseReference('Hardy J, Selkoe DJ. The amyloid hypothesis of Alzheimer&#39;s disease: A&beta; and beyond. Science. 2002;297(5580):353-356.').title,
    ).toBe("The amyloid hypothesis of Alzheimer's disease: Aβ and beyond");
  });

  it("reads a body's page with no date (AMA): the page, then the site's body; or the body as author, then its dated page", () => {
    expect(parseReference('Diabetes Basics. Centers for Disease Control and Prevention. https://www.cdc.gov/diabetes/basics/index.html')).toMatchObject({
      title: 'Diabetes Basics',
      siteName: 'Centers for Disease Control and Prevention',
      authors: [],
    });
    expect(
      parseReference(
        'Food and Drug Administration. Guidance for Industry: Bioanalytical Method Validation. May 2018. https://www.fda.gov/media/70858/download',
      ),
    ).toMatchObject({
      authors: [{ literal: 'Food and Drug Administration' }],
      title: 'Guidance for Industry: Bioanalytical Method Validation',
      issued: [2018, 5],
    });
  });

  it('leaves PubMed\'s related notices out ("Erratum in: …", "Comment in: …") and keeps the PMID after them', () => {
    expect(
      parseReference(
        'Garcia M, Chen L. Statins and dementia: a meta-analysis. Lancet Neurol. 2020 Jan;19(1):50-60. Epub 2019 Dec 2. Erratum in: Lancet Neurol. 2020 Mar;19(3):e5. Comment in: BMJ. 2020;368:m12. PMID: 31812345; PMCID: PMC1234567.',
      ),
    ).toMatchObject({
      title: 'Statins and dementia: a meta-analysis',
      containerTitle: 'Lancet Neurol',
      volume: '19',
      issue: '1',
      pages: '50-60',
      pmid: '31812345',
    });
  });

  it('reads a Vancouver book whose title has a comma, its publisher with commas whole', () => {
    expect(parseReference('Kahneman D. Thinking, Fast and Slow. New York: Farrar, Straus and Giroux; 2011.')).toMatchObject({
      type: 'book',
      title: 'Thinking, Fast and Slow',
      publisher: 'Farrar, Straus and Giroux',
      place: 'New York',
      year: 2011,
    });
  });

  it('puts back the space a paste lost after a full stop ("night.Journal", "K.Cats"), not in a name in code', () => {
    expect(parseReference('Smith J, Lee K. Cats purr loudly in the night.Journal of Feline Studies. 2020;12(3):45-67.')).toMatchObject({
      title: 'Cats purr loudly in the night',
      containerTitle: 'Journal of Feline Studies',
    });
    expect(parseReference('Smith, J. (2020). Cats purr loudly.Journal of Cats, 1(2), 3-4.')).toMatchObject({
      title: 'Cats purr loudly',
      containerTitle: 'Journal of Cats',
      volume: '1',
    });
    expect(parseReference('Smith J, Lee K.Cats purr loudly in the night. J Feline Stud. 2020;12(3):45-67.')).toMatchObject({
      authors: [
        { family: 'Smith', given: 'J.' },
        { family: 'Lee', given: 'K.' },
      ],
      title: 'Cats purr loudly in the night',
    });
    expect(parseReference('Subclassing torch.nn.Module in practice. PyTorch documentation. https://pytorch.org/docs/stable/nn.html').title).toContain(
      'torch.nn.Module',
    );
  });

  it('drops Markdown emphasis around names, titles and journals, and keeps underscores inside addresses', () => {
    expect(
      parseReference('**Smith, J.**, & Doe, A. (2020). _Deep learning for crops_. ***Journal of Agronomy***, 12(3), 1–10. https://x.org/a_b_c'),
    ).toMatchObject({
      authors: [{ family: 'Smith' }, { family: 'Doe' }],
      title: 'Deep learning for crops',
      containerTitle: 'Journal of Agronomy',
      url: 'https://x.org/a_b_c',
    });
  });

  it('reads IEEE names written initials first and joined by "and"', () => {
    expect(parseReference('J. Smith and A. Doe, "Deep learning for crops," IEEE Trans. Agric., vol. 5, no. 2, pp. 1–10, Mar. 2020.')).toMatchObject({
      format: 'ieee',
      authors: [
        { family: 'Smith', given: 'J.' },
        { family: 'Doe', given: 'A.' },
      ],
      title: 'Deep learning for crops',
      year: 2020,
    });
  });

  it('reads one word named before the title as the organisation: "OpenAI. GPT-4 Technical Report. 2023."', () => {
    expect(parseReference('OpenAI. GPT-4 Technical Report. 2023. https://arxiv.org/abs/2303.08774')).toMatchObject({
      authors: [{ literal: 'OpenAI' }],
      title: 'GPT-4 Technical Report',
      year: 2023,
    });
    expect(parseReference('WHO. Malaria fact sheet. 2023.')).toMatchObject({ authors: [{ literal: 'WHO' }], title: 'Malaria fact sheet' });
  });
});

describe('parseReference: ACS, Elsevier Harvard and a dash before the journal', () => {
  it('reads ACS names joined by semicolons, the journal year, volume (issue) and pages, and an ACS book', () => {
    expect(parseReference('Smith, J. A.; van Doe, B.; Lee, K. Why Crops Grow? Nat. Chem. 2019, 11 (2), 5–9.')).toMatchObject({
      format: 'acs',
      authors: [{ family: 'Smith', given: 'J. A.' }, { given: 'B.' }, { family: 'Lee', given: 'K.' }],
      title: 'Why Crops Grow?',
      containerTitle: 'Nat. Chem.',
      year: 2019,
      volume: '11',
      issue: '2',
      pages: '5-9',
    });
    expect(parseReference('Smith, J.; Doe, A. Deep Learning for Crops; Wiley: New York, 2020.')).toMatchObject({
      type: 'book',
      title: 'Deep Learning for Crops',
      publisher: 'Wiley',
      year: 2020,
    });
  });

  it('reads an ACS entry with one author by its source, the name kept out of the title', () => {
    expect(parseReference('Smith, J. Title of the Work. J. Agron. 2020, 12, 1–10.')).toMatchObject({
      format: 'acs',
      authors: [{ family: 'Smith', given: 'J.' }],
      title: 'Title of the Work',
      containerTitle: 'J. Agron.',
      year: 2020,
      volume: '12',
      pages: '1-10',
    });
    expect(parseReference('Smith, J. A. Deep Learning; Wiley: New York, 2020.')).toMatchObject({
      type: 'book',
      authors: [{ family: 'Smith', given: 'J. A.' }],
      title: 'Deep Learning',
      publisher: 'Wiley',
    });
    // One author and another layout's source stays that layout.
    expect(parseReference('Smith, J. Title of the work. J Agron. 2020;12:1-10.')).toMatchObject({ format: 'vancouver', title: 'Title of the work' });
  });

  it('reads the year set off by a comma after the names (Elsevier Harvard)', () => {
    expect(parseReference('Smith, J., Doe, A., 2020. Deep learning for crops. Journal of Agronomy 12, 1–10.')).toMatchObject({
      authors: [{ family: 'Smith' }, { family: 'Doe' }],
      year: 2020,
      title: 'Deep learning for crops',
      containerTitle: 'Journal of Agronomy',
    });
  });

  it('reads "(2020): Title. – Journal 12: 1–10" (German and ecology journals) with its year', () => {
    expect(parseReference('Smith J., Doe A. (2020): Deep learning for crops. – Journal of Agronomy 12: 1–10.')).toMatchObject({
      authors: [{ family: 'Smith' }, { family: 'Doe' }],
      year: 2020,
      title: 'Deep learning for crops',
      containerTitle: 'Journal of Agronomy',
      volume: '12',
      pages: '1-10',
    });
  });
});

describe('parseReference: years, sites and organisations that were misread', () => {
  it('reads CSE name-year ("Smith J. 2020. Title.") and the IPCC\'s "IPCC, 2021: Title." with their year', () => {
    expect(parseReference('Smith J. 2020. Deep learning for crops. Journal of Agronomy 12:1–10.')).toMatchObject({
      authors: [{ family: 'Smith' }],
      year: 2020,
      title: 'Deep learning for crops',
    });
    expect(parseReference('IPCC, 2021: Climate Change 2021: The Physical Science Basis. Cambridge University Press.')).toMatchObject({
      authors: [{ literal: 'IPCC' }],
      year: 2021,
      title: 'Climate Change 2021: The Physical Science Basis',
    });
  });

  it('keeps "(2024 Update)" in the title, and reads "Title — Site (2021)" as a title, a site and a year', () => {
    const update = parseReference('Soil Carbon Explained: What You Need to Know (2024 Update) - Carbon Brief, https://www.carbonbrief.org/x');
    expect(update).toMatchObject({ authors: [], title: 'Soil Carbon Explained: What You Need to Know (2024 Update)', siteName: 'Carbon Brief' });
    expect(update.year).toBeUndefined();
    expect(parseReference('Soil carbon and yields — Nature Food (2021) https://www.nature.com/articles/s43016-021-00001-1')).toMatchObject({
      authors: [],
      title: 'Soil carbon and yields',
      siteName: 'Nature Food',
      year: 2021,
    });
  });

  it('reads a title in sentence case before "(n.d.)" as the title of a work with no author (APA), not as an organisation', () => {
    expect(parseReference('Solar growth in Europe. (n.d.). Retrieved from https://www.iea.org/reports/solar')).toMatchObject({
      authors: [],
      title: 'Solar growth in Europe',
      url: 'https://www.iea.org/reports/solar',
    });
    expect(parseReference('Battery prices fall again. (2020, May 3). Reuters. https://www.reuters.com/a')).toMatchObject({
      authors: [],
      title: 'Battery prices fall again',
      year: 2020,
    });
    for (const name of [
      'Bureau of Labor Statistics',
      'Our World in Data',
      'Centers for Disease Control and Prevention',
      'International Renewable Energy Agency (IRENA)',
    ]) {
      expect(parseReference(`${name}. (2023). Solar jobs report. https://example.org/r`)).toMatchObject({
        authors: [{ literal: name }],
        title: 'Solar jobs report',
      });
    }
  });

  it('reads "U.S. Energy Information Administration" as an organisation, not a person with initials', () => {
    expect(parseReference('U.S. Energy Information Administration. (2024). Annual Energy Outlook 2024. https://www.eia.gov/outlooks/aeo/').authors).toEqual([
      { literal: 'U.S. Energy Information Administration' },
    ]);
  });
});

describe("parseReference: AI tools' and Wikipedia's entry shapes", () => {
  it('reads "Adams et al. (2020) Title. Journal." as a surname with et al., not a title', () => {
    expect(parseReference('Adams et al. (2020) Heat pump adoption in Nordic homes. Energy and Buildings.')).toMatchObject({
      authors: [{ family: 'Adams' }],
      etAl: true,
      year: 2020,
      title: 'Heat pump adoption in Nordic homes',
      containerTitle: 'Energy and Buildings',
    });
    expect(parseReference('Baker et al. (2021). Battery storage costs in California. Joule.')).toMatchObject({
      authors: [{ family: 'Baker' }],
      etAl: true,
      title: 'Battery storage costs in California',
      containerTitle: 'Joule',
    });
    expect(parseReference('Evans and Ford (2016) Grid stability with renewables. Nature Energy.')).toMatchObject({
      authors: [{ family: 'Evans' }, { family: 'Ford' }],
      etAl: false,
      year: 2016,
      title: 'Grid stability with renewables',
    });
  });

  it('drops Wikipedia\'s backlinks ("^", "^ a b c") before the names', () => {
    expect(parseReference('^ a b Smith, John (2020). "Solar growth in Europe". Energy Journal. 5 (2): 1–10.')).toMatchObject({
      authors: [{ family: 'Smith', given: 'John' }],
      year: 2020,
      title: 'Solar growth in Europe',
    });
    expect(parseReference('1. ^ Doe, Anna; Lee, Bo (2019). "Wind power economics". Nature Energy. 4: 22–30.').authors).toEqual([
      { family: 'Doe', given: 'Anna' },
      { family: 'Lee', given: 'Bo' },
    ]);
    // A title may begin with "a": only a run of backlink letters is a label.
    expect(parseReference('^ a history of wind power. Energy Press, 2001.').title).toBe('a history of wind power');
  });

  it.each([
    ['Müller, Karl (22 March 2022). "Hydrogen pathways". Applied Energy.', 'Müller', [2022, 3, 22]],
    ['Doe, Anna (March 22, 2022). "Hydrogen pathways". Applied Energy.', 'Doe', [2022, 3, 22]],
    ['Chen, L. (2018-05-03). Hydrogen pathways. Applied Energy.', 'Chen', [2018, 5, 3]],
  ])('reads the full date after the names: %s', (input, family, issued) => {
    expect(parseReference(input)).toMatchObject({
      authors: [{ family }],
      year: issued[0],
      issued,
      title: 'Hydrogen pathways',
      containerTitle: 'Applied Energy',
    });
  });

  it('drops a keycap number or an emoji bullet before the label', () => {
    expect(parseReference('1️⃣ Smith, J. (2020). Solar power trends. Energy Journal, 12, 45-67.').authors).toEqual([{ family: 'Smith', given: 'J.' }]);
    expect(parseReference('🔗 1. Solar surges in 2023 – Reuters – https://www.reuters.com/solar')).toMatchObject({
      title: 'Solar surges in 2023',
      siteName: 'Reuters',
    });
  });
});

describe('parseReference: "Title - Site" without its link', () => {
  it.each([
    ['Solar surges in 2023 | Reuters', 'Solar surges in 2023', 'Reuters'],
    ['Solar surges in 2023 - Reuters', 'Solar surges in 2023', 'Reuters'],
    ['Wind 2023 – Analysis | IEA', 'Wind 2023 – Analysis', 'IEA'],
    ['Why heat pumps won – Our World in Data', 'Why heat pumps won', 'Our World in Data'],
    ['Wind 2023: Analysis and forecast | IEA', 'Wind 2023: Analysis and forecast', 'IEA'],
  ])('%s', (input, title, siteName) => {
    const parsed = parseReference(input);
    expect(parsed).toMatchObject({ title, siteName });
    expect(parsed.authors).toEqual([]);
  });

  it('keeps a word that ends a title ("Renewables 2023 – Analysis", the IEA\'s pages) in the title, not as the site', () => {
    for (const input of [
      '[Renewables 2023 – Analysis](https://www.iea.org/reports/renewables-2023)',
      'Renewables 2023 – Analysis, accessed March 3, 2025, https://www.iea.org/reports/renewables-2023',
    ]) {
      const parsed = parseReference(input);
      expect(parsed).toMatchObject({ title: 'Renewables 2023 – Analysis', authors: [] });
      expect(parsed.siteName).toBeUndefined();
    }
    expect(parseReference('Renewables 2023 – Analysis - IEA https://www.iea.org/reports/renewables-2023')).toMatchObject({
      title: 'Renewables 2023 – Analysis',
      siteName: 'IEA',
    });
  });

  it.each([
    ['Renewables 2023 | IEA | January 2024', 'Renewables 2023', 'IEA', 2024],
    ['Battery storage booms as prices fall - Reuters - 5 March 2024', 'Battery storage booms as prices fall', 'Reuters', 2024],
    ['Renewables 2023 – Analysis (IEA, 2024)', 'Renewables 2023 – Analysis', 'IEA', 2024],
    ['Battery storage booms as prices fall (Reuters, March 5, 2024)', 'Battery storage booms as prices fall', 'Reuters', 2024],
    ['Global Energy Review 2021 (IEA, 2021) https://www.iea.org/reports/global-energy-review-2021', 'Global Energy Review 2021', 'IEA', 2021],
  ])('reads the date as the last part, or the site and date in brackets after the title: %s', (input, title, siteName, year) => {
    const parsed = parseReference(input);
    expect(parsed).toMatchObject({ title, siteName, year });
    expect(parsed.authors).toEqual([]);
  });

  it('reads "Site — Title (date)" with the site first and the date as the year', () => {
    expect(parseReference('Reuters — Solar surges in 2023 (March 3, 2024)')).toMatchObject({
      title: 'Solar surges in 2023',
      siteName: 'Reuters',
      year: 2024,
      issued: [2024, 3, 3],
    });
    expect(parseReference('IEA — Wind 2023: Analysis and forecast (Jan 2024)')).toMatchObject({
      title: 'Wind 2023: Analysis and forecast',
      siteName: 'IEA',
      year: 2024,
    });
    // With its link too; a title in title case still comes first.
    expect(parseReference('Reuters — Solar surges in 2023 https://www.reuters.com/x')).toMatchObject({ title: 'Solar surges in 2023', siteName: 'Reuters' });
    expect(parseReference('Understanding LLMs – A Practical Guide https://example.org/a').title).toBe('Understanding LLMs');
  });

  it('reads "Title. Site, Year." before its link as the title, the site and the year, a dash in the title kept', () => {
    expect(parseReference('Wind 2023 – Analysis. IEA, 2024. https://www.iea.org/reports/wind-2023')).toMatchObject({
      title: 'Wind 2023 – Analysis',
      siteName: 'IEA',
      year: 2024,
    });
    expect(parseReference('Solar surges in 2023. Reuters, 2024. https://www.reuters.com/business/energy/solar-2023/')).toMatchObject({
      title: 'Solar surges in 2023',
      siteName: 'Reuters',
      year: 2024,
    });
    expect(parseReference('Smith, John. Grid integration. Energy Press, 2020. https://example.org/a')).toMatchObject({
      authors: [{ family: 'Smith', given: 'John' }],
      title: 'Grid integration',
    });
  });

  it('keeps a dash that belongs to the title', () => {
    expect(parseReference('Smith, J. (2020). Cost-benefit analysis - a review. Energy Policy, 5, 1–10.').title).toBe('Cost-benefit analysis - a review');
    for (const title of ['Cost-benefit analysis - a review', 'Climate Change 2021 - The Physical Science Basis', 'Offshore wind - A Review']) {
      const parsed = parseReference(title);
      expect(parsed.title).toBe(title);
      expect(parsed.siteName).toBeUndefined();
    }
  });
});

describe('parseReference: web pages of sites AI tools cite (GOV.UK, Read the Docs, Our World in Data)', () => {
  it('reads "Title - GOV.UK, 2023." before its link: the site and the year apart', () => {
    const parsed = parseReference('Energy Trends: UK renewables - GOV.UK, 2023. https://www.gov.uk/government/statistics/energy-trends');
    expect(parsed).toMatchObject({ title: 'Energy Trends: UK renewables', siteName: 'GOV.UK', year: 2023 });
    // The year after a comma is the page's only after a site's name: a title's own stays in it.
    expect(parseReference('Outlook to 2030, 2023 https://www.iea.org/reports/outlook')).toMatchObject({ title: 'Outlook to 2030, 2023', format: 'unknown' });
  });

  it('reads "Title. Read the Docs." before its link, the title holding sentences of its own', () => {
    expect(
      parseReference('PyGAD - Python Genetic Algorithm! — PyGAD 3.3.1 documentation. Read the Docs. https://pygad.readthedocs.io/en/latest/'),
    ).toMatchObject({
      title: 'PyGAD - Python Genetic Algorithm! — PyGAD 3.3.1 documentation',
      siteName: 'Read the Docs',
    });
    // A one-word organisation before its title is not a title before a site.
    expect(parseReference('BBC. Climate Change. https://www.bbc.co.uk/climate').siteName).not.toBe('Climate Change');
  });

  it('reads Sphinx\'s "pandas.DataFrame — pandas 2.2.1 documentation": a name in code is no site', () => {
    expect(parseReference('pandas.DataFrame — pandas 2.2.1 documentation. https://pandas.pydata.org/docs/reference/api/pandas.DataFrame.html')).toMatchObject({
      title: 'pandas.DataFrame',
      siteName: 'pandas 2.2.1 documentation',
    });
  });

  it('reads MLA\'s address written without its scheme as the link, and a quoted title before "accessed"', () => {
    const mla = parseReference(
      '"Energy production and consumption." Our World in Data, 2020, ourworldindata.org/energy-production-consumption. Accessed 5 Mar. 2024.',
    );
    expect(mla).toMatchObject({
      title: 'Energy production and consumption',
      year: 2020,
      url: 'https://ourworldindata.org/energy-production-consumption',
      accessed: '2024-03-05',
    });
    expect(mla.publisher).toBeUndefined();
    // "Node.js/npm" has no host under a top-level domain: no link.
    expect(parseReference('Smith, J. (2020). Tooling with Node.js/npm. Packt.').urls).toEqual([]);
    const chicago = parseReference('"Welcome to Read the Docs." Read the Docs, accessed March 5, 2024, https://docs.readthedocs.io/en/stable/.');
    expect(chicago).toMatchObject({ title: 'Welcome to Read the Docs', containerTitle: 'Read the Docs', accessed: '2024-03-05' });
  });

  it('drops the word that joins a German or Spanish access clause to its link ("… von https://…")', () => {
    expect(parseReference('Smith, J. (2020). Solarenergie. Abgerufen am 05.03.2024 von https://example.de/solar').title).toBe('Solarenergie');
  });
});

describe('parseReference: proceedings published in volumes', () => {
  it('types an MLA paper in "Volume 1 (Long and Short Papers)" of a conference as a conference paper, PNAS as an article', () => {
    const mla =
      'Devlin, Jacob, et al. "BERT: Pre-training of Deep Bidirectional Transformers for Language Understanding." Proceedings of the 2019 Conference of the North American Chapter of the Association for Computational Linguistics: Human Language Technologies, volume 1 (long and short papers), 2019, pp. 4171–4186.';
    expect(parseReference(mla)).toMatchObject({ type: 'paper-conference', volume: '1', pages: '4171-4186', year: 2019 });
    expect(parseReference('Smith, John. "Crops." Proceedings of the National Academy of Sciences, vol. 117, 2020, pp. 1–10.')).toMatchObject({
      type: 'article-journal',
    });
    // An issue number makes a journal of a "Conference Series".
    expect(parseReference('Smith, J. (2020). Crops. IOP Conference Series Materials Science and Engineering, 1234(1), 012001.')).toMatchObject({
      type: 'article-journal',
    });
  });
});

describe('what copied lists and chat tools add around an entry', () => {
  it.each([
    'Smith J, Doe A. Title of paper. Nat Med. 2023;29(1):100–110. doi: 10.1038/s41591-023-00001-1. [DOI] [PMC free article] [PubMed] [Google Scholar]',
    'Smith, J.; Doe, A. Title of paper. Nat. Med. 2023, 29, 100–110. [Google Scholar] [CrossRef]',
  ])('drops a database page’s link labels: %s', (raw) => {
    expect(parseReference(raw)).toMatchObject({ title: 'Title of paper', volume: '29', pages: '100-110' });
  });

  it.each([
    'Smith, J. (2020). Deep learning for cats. Journal of AI, 1(2), 3–4. https://doi.org/10.1000/x (Accessed via Google Scholar)',
    'Smith, J. (2020). Deep learning for cats. Journal of AI, 1(2), 3–4. [Verify DOI]',
    'Smith, J. (2020). Deep learning for cats. Journal of AI, 1(2), 3–4. *Note: This source discusses feline AI.*',
    'Smith, J. (2020). Deep learning for cats. Journal of AI, 1(2), 3−4.',
  ])('drops a chat tool’s note and reads a minus sign between pages: %s', (raw) => {
    const parsed = parseReference(raw);
    expect(parsed).toMatchObject({ containerTitle: 'Journal of AI', volume: '1', issue: '2', pages: '3-4' });
    expect(parsed.publisher).toBeUndefined();
  });

  it('drops arXiv’s subject class', () => {
    expect(parseReference('OpenAI. 2023. GPT-4 Technical Report. arXiv:2303.08774v3 [cs.CL]')).toMatchObject({
      arxivId: '2303.08774',
      containerTitle: 'arXiv',
    });
  });
});

describe('a title that ends with a capital letter', () => {
  it.each([
    ['Smith, A. (2020). Treatment of chronic hepatitis C. Journal of Hepatology, 72(3), 100–110.', 'Treatment of chronic hepatitis C', 'Journal of Hepatology'],
    ['Smith, A. (2020). Vitamin D. BMJ, 368, m1234.', 'Vitamin D', 'BMJ'],
    ['Doe, J. (2018). Learning with plan B. Harvard Business Review, 96(4), 50–58.', 'Learning with plan B', 'Harvard Business Review'],
  ])('ends the title there: %s', (raw, title, containerTitle) => {
    expect(parseReference(raw)).toMatchObject({ title, containerTitle });
  });
});

describe('dates, places and genres of other styles', () => {
  it.each([
    [
      'NHS (no date) Vitamins and minerals. Available at: https://www.nhs.uk/conditions/vitamins-and-minerals/ (Accessed: 3 March 2023).',
      { authors: [{ literal: 'NHS' }], title: 'Vitamins and minerals' },
    ],
    [
      'Anderson KN, Lee P. Hypertension trends. Am J Public Health. 2017 Sep-Oct;107(9):1401-7.',
      { issued: [2017, 9], volume: '107', containerTitle: 'Am J Public Health' },
    ],
    ['Anderson KN, Lee P. Hypertension trends. Am J Public Health. 2017 Winter;107(9):1401-7.', { year: 2017, volume: '107', title: 'Hypertension trends' }],
    ['Anderson KN, Lee P. Hypertension trends. J Hypertens. 2017 Dec-2018 Jan;12(4):100-9.', { issued: [2017, 12], volume: '12' }],
    [
      'Buolamwini, J., & Gebru, T. (2018). Gender shades. In Proceedings of the 2021 ACM Conference on Fairness, Accountability, and Transparency (pp. 610–623).',
      { containerTitle: 'Proceedings of the 2021 ACM Conference on Fairness, Accountability, and Transparency' },
    ],
    ['Nolan, C. (Director). (2010). Inception [Film]. Warner Bros.', { title: 'Inception', publisher: 'Warner Bros' }],
  ])('reads %s', (raw, fields) => {
    expect(parseReference(raw)).toMatchObject(fields);
  });
});

describe('genres, states and numbers where a venue goes', () => {
  it.each([
    [
      'Food and Drug Administration. FDA approves first treatment for COVID-19. News release. October 22, 2020. Accessed March 3, 2025. https://www.fda.gov/news-events/x',
      { type: 'webpage', title: 'FDA approves first treatment for COVID-19', year: 2020 },
    ],
    [
      'Smith, John. "Deep Learning for Cats." Blog post. Cat AI Blog, March 3, 2023. https://catai.blog/x',
      { type: 'post-weblog', containerTitle: 'Cat AI Blog' },
    ],
    [
      'u/catlover. (2023, March 3). Best AI for cats? [Online forum post]. Reddit. https://www.reddit.com/r/cats/x',
      { type: 'webpage', containerTitle: 'Reddit' },
    ],
    ['R. Fielding, M. Nottingham, and J. Reschke, "HTTP Semantics," RFC 9110, IETF, Jun. 2022.', { type: 'report', number: 'RFC 9110', publisher: 'IETF' }],
    [
      'Smith J, Doe A. Title of paper. Front Psychol. (2021) 12:654321. doi: 10.3389/fpsyg.2021.654321',
      { title: 'Title of paper', containerTitle: 'Front Psychol', volume: '12', pages: '654321' },
    ],
    [
      'A. Smith, "Edge AI," IEEE Internet Things J., early access, Jan. 12, 2023, doi: 10.1109/JIOT.2023.1234567.',
      { containerTitle: 'IEEE Internet Things J.' },
    ],
  ])('reads %s', (raw, fields) => {
    expect(parseReference(raw)).toMatchObject(fields);
  });
});

describe('a paper presented at an event', () => {
  it.each([
    [
      'Smith, John. "The Future of AI." Paper presented at the Annual Meeting of the American Sociological Association, New York, August 2019.',
      'Annual Meeting of the American Sociological Association',
    ],
    ['J. Smith, "Edge AI," presented at the IEEE Int. Conf. Commun. (ICC), Montreal, QC, Canada, Jun. 14–23, 2021.', 'IEEE Int. Conf. Commun. (ICC)'],
  ])('is a conference paper of that event, its place and dates apart: %s', (raw, containerTitle) => {
    expect(parseReference(raw)).toMatchObject({ type: 'paper-conference', title: expect.any(String), containerTitle });
  });
});
