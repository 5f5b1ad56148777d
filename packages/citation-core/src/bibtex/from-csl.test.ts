import { describe, expect, it } from 'vitest';
import type { CslItem } from '../types.ts';
import { arxivIdOf, bibtexFromCsl, isDoiLink } from './from-csl.ts';

const base = { id: 'x', title: 'A title', author: [{ family: 'Smith', given: 'Jane' }], issued: { 'date-parts': [[2020, 5, 1]] } };
const fields = (item: CslItem): Record<string, string> => Object.fromEntries(bibtexFromCsl(item).fields);

describe('bibtexFromCsl', () => {
  it.each([
    ['article-journal', 'article'],
    ['article-magazine', 'article'],
    ['article-newspaper', 'article'],
    ['paper-conference', 'inproceedings'],
    ['book', 'book'],
    ['chapter', 'incollection'],
    ['report', 'techreport'],
    ['thesis', 'phdthesis'],
    ['webpage', 'misc'],
    ['post-weblog', 'misc'],
    ['article', 'misc'],
    ['dataset', 'misc'],
  ] as const)('maps CSL %s to @%s', (type, expected) => {
    expect(bibtexFromCsl({ ...base, type, 'container-title': 'Venue' }).type).toBe(expected);
  });

  it.each(['article-journal', 'article-magazine', 'article-newspaper', 'paper-conference', 'chapter'] as const)(
    'writes a %s that names no journal or book as @misc, which needs neither',
    (type) => {
      expect(bibtexFromCsl({ ...base, type }).type).toBe('misc');
      expect(bibtexFromCsl({ ...base, type, 'container-title': '  ' }).type).toBe('misc');
    },
  );

  it('writes a journal article with journal, volume, number, en-dash pages, doi and url', () => {
    const entry = bibtexFromCsl({
      ...base,
      type: 'article-journal',
      'container-title': 'Journal of Proteomics & Genomics',
      volume: '37',
      issue: '2',
      page: '153-173',
      DOI: '10.1146/annurev.biophys.37',
      URL: 'https://www.annualreviews.org/doi/10.1146/annurev.biophys.37',
    });
    expect(entry.fields).toEqual([
      ['author', 'Smith, Jane'],
      ['title', 'A title'],
      ['journal', 'Journal of Proteomics \\& Genomics'],
      ['volume', '37'],
      ['number', '2'],
      ['pages', '153--173'],
      ['year', '2020'],
      ['month', 'may'],
      ['doi', '10.1146/annurev.biophys.37'],
      ['url', 'https://www.annualreviews.org/doi/10.1146/annurev.biophys.37'],
    ]);
  });

  it.each([
    'https://doi.org/10.1146/annurev.biophys.37',
    'http://dx.doi.org/10.1146/ANNUREV.BIOPHYS.37',
    'doi.org/10.1146/annurev.biophys.37',
    'https://doi.org/10.1146%2Fannurev.biophys.37',
  ])('writes no url that is only the DOI resolver link %s (biblatex and natbib print the doi as that link)', (URL) => {
    const entry = fields({
      ...base,
      type: 'article-journal',
      'container-title': 'J',
      DOI: '10.1146/annurev.biophys.37',
      URL,
      accessed: { 'date-parts': [[2024, 1, 2]] },
    });
    expect(entry.doi).toBe('10.1146/annurev.biophys.37');
    expect(entry).not.toHaveProperty('url');
    expect(entry).not.toHaveProperty('urldate');
  });

  it('tells a DOI link from a link to another DOI or another site', () => {
    expect(isDoiLink('https://doi.org/10.1/abc', 'doi:10.1/ABC')).toBe(true);
    expect(isDoiLink('https://doi.org/10.1/abcd', '10.1/abc')).toBe(false);
    expect(isDoiLink('https://example.org/10.1/abc', '10.1/abc')).toBe(false);
    expect(isDoiLink('https://doi.org/10.1/a%zz', '10.1/a%zz')).toBe(true);
  });

  it('puts the container in booktitle for conference papers and chapters', () => {
    const paper = fields({ ...base, type: 'paper-conference', 'container-title': 'Proceedings of NeurIPS', publisher: 'Curran', page: '1–9' });
    expect(paper).toMatchObject({ booktitle: 'Proceedings of {NeurIPS}', publisher: 'Curran', pages: '1--9' });
    const chapter = fields({ ...base, type: 'chapter', 'container-title': 'Handbook', editor: [{ family: 'Doe', given: 'A.' }] });
    expect(chapter).toMatchObject({ booktitle: 'Handbook', editor: 'Doe, A.' });
  });

  it('writes a patent, a standard and a case as @misc with their number in number and the note', () => {
    const patent = bibtexFromCsl({ ...base, type: 'patent', number: 'US 7654321 B2', publisher: 'Acme Corp' });
    expect(patent.type).toBe('misc');
    expect(Object.fromEntries(patent.fields)).toMatchObject({ number: 'US 7654321 B2', note: 'Patent US 7654321 B2' });
    expect(fields({ ...base, type: 'standard', number: 'ISO/IEC 27001:2022', publisher: 'ISO' })).toMatchObject({
      number: 'ISO/IEC 27001:2022',
      organization: 'ISO',
      note: 'ISO/IEC 27001:2022',
    });
    expect(fields({ ...base, type: 'legislation', number: '88-352' })).toMatchObject({ number: '88-352' });
    const legalCase = fields({ id: 'c', type: 'legal_case', title: 'Brown v. Board of Education', 'container-title': 'U.S.', volume: '347', page: '483' });
    expect(legalCase).toMatchObject({ note: '347 U.S. 483' });
    expect(legalCase).not.toHaveProperty('organization');
  });

  it('gives a report its institution and a thesis its school', () => {
    expect(fields({ ...base, type: 'report', publisher: 'Office for National Statistics', number: 'MSQR-5' })).toMatchObject({
      institution: 'Office for National Statistics',
      number: 'MSQR-5',
    });
    expect(fields({ id: 'r', type: 'report', author: [{ literal: 'Department for Transport' }], title: 'T' })).toMatchObject({
      author: '{Department for Transport}',
      institution: 'Department for Transport',
    });
    expect(fields({ ...base, type: 'thesis', publisher: 'ETH Zürich' })).toMatchObject({ school: 'ETH Zürich' });
    expect(bibtexFromCsl({ ...base, type: 'thesis', genre: "Master's thesis" }).type).toBe('mastersthesis');
  });

  it('writes web pages as @misc with their link once, in url with urldate, and the site (ADR 134)', () => {
    const entry = bibtexFromCsl({
      id: 'w',
      type: 'webpage',
      title: 'High-speed rail',
      'container-title': 'BBC News',
      issued: { 'date-parts': [[2014]] },
      accessed: { 'date-parts': [[2024, 3, 5]] },
      URL: 'http://www.bbc.co.uk/news/uk-164?x=1%20&y#top',
    });
    expect(entry.type).toBe('misc');
    expect(Object.fromEntries(entry.fields)).toEqual({
      title: 'High-speed rail',
      year: '2014',
      organization: 'BBC News',
      url: 'http://www.bbc.co.uk/news/uk-164?x=1%20&y#top',
      urldate: '2024-03-05',
    });
  });

  it('writes a work known only by its link, its DOI or its arXiv id without a title and with the identifier once', () => {
    expect(bibtexFromCsl({ id: 'l', type: 'webpage', URL: 'https://example.com/x', author: [{ literal: 'Example' }] })).toEqual({
      type: 'misc',
      fields: [
        ['author', '{Example}'],
        ['url', 'https://example.com/x'],
      ],
    });
    expect(bibtexFromCsl({ id: 'd', type: 'article-journal', DOI: '10.1073/pnas.1910114117', URL: 'https://doi.org/10.1073/pnas.1910114117' })).toEqual({
      type: 'misc',
      fields: [['doi', '10.1073/pnas.1910114117']],
    });
    const arxiv = bibtexFromCsl({
      id: 'a',
      type: 'article',
      arxivId: '2312.13324',
      URL: 'https://arxiv.org/abs/2312.13324',
      issued: { 'date-parts': [[2023, 12]] },
    });
    expect(Object.fromEntries(arxiv.fields)).toEqual({
      year: '2023',
      month: 'dec',
      eprint: '2312.13324',
      archivePrefix: 'arXiv',
      url: 'https://arxiv.org/abs/2312.13324',
    });
  });

  it('names a site that is also the one author once, as author: no journal or organization repeating it', () => {
    for (const type of ['article-newspaper', 'webpage'] as const) {
      const entry = bibtexFromCsl({
        id: 's',
        type,
        author: [{ literal: 'Example News' }],
        'container-title': 'Example News',
        URL: 'https://news.example.org/x',
      });
      expect(entry).toEqual({
        type: 'misc',
        fields: [
          ['author', '{Example News}'],
          ['url', 'https://news.example.org/x'],
        ],
      });
    }
    expect(bibtexFromCsl({ ...base, type: 'article-newspaper', 'container-title': 'Example News' }).type).toBe('article');
  });

  it('writes a PubMed id in the note, which every style prints and Zotero reads as the PMID', () => {
    expect(fields({ id: 'p', type: 'article-journal', PMID: '31234567' }).note).toBe('PMID: 31234567');
    expect(fields({ id: 'p', type: 'article-journal', PMCID: '1234567' }).note).toBe('PMCID: PMC1234567');
    expect(fields({ id: 'p', type: 'article-journal', PMID: '31234567', PMCID: 'PMC1234567', note: 'Erratum in …' }).note).toBe('PMID: 31234567; Erratum in …');
  });

  it('writes arXiv preprints as @misc with eprint, archivePrefix, primaryClass and doi', () => {
    const entry = bibtexFromCsl({ ...base, type: 'article', arxivId: 'hep-th/9901001', DOI: '10.48550/arXiv.hep-th/9901001' });
    expect(entry.type).toBe('misc');
    expect(Object.fromEntries(entry.fields)).toMatchObject({
      eprint: 'hep-th/9901001',
      archivePrefix: 'arXiv',
      primaryClass: 'hep-th',
      doi: '10.48550/arXiv.hep-th/9901001',
    });
    const modern = fields({ ...base, type: 'article', URL: 'https://arxiv.org/abs/2312.13324v2' });
    expect(modern).toMatchObject({ eprint: '2312.13324v2', archivePrefix: 'arXiv', url: 'https://arxiv.org/abs/2312.13324v2' });
    expect(modern).not.toHaveProperty('primaryClass');
    expect(modern).not.toHaveProperty('howpublished');
  });

  it('writes the bare DOI even when the record holds a resolver link', () => {
    expect(fields({ ...base, type: 'article-journal', DOI: 'https://doi.org/10.1038/nature06032' }).doi).toBe('10.1038/nature06032');
    expect(fields({ ...base, type: 'article-journal', DOI: 'doi:10.1038/nature06032' }).doi).toBe('10.1038/nature06032');
  });

  it('finds arXiv ids in every place records put them', () => {
    expect(arxivIdOf({ id: 'a', type: 'article', number: 'arXiv:2403.09439' })).toBe('2403.09439');
    expect(arxivIdOf({ id: 'a', type: 'article', DOI: '10.48550/ARXIV.2403.09439' })).toBe('2403.09439');
    expect(arxivIdOf({ id: 'a', type: 'article', URL: 'https://arxiv.org/pdf/2403.09439.pdf' })).toBe('2403.09439');
    expect(arxivIdOf({ id: 'a', type: 'article-journal', DOI: '10.1038/x' })).toBeUndefined();
  });

  it('formats names: particles in front, suffix in the middle, organisations braced', () => {
    const entry = fields({
      id: 'n',
      type: 'book',
      title: 'T',
      author: [
        { family: 'Waals', given: 'Johannes', 'non-dropping-particle': 'van der' },
        { family: 'King', given: 'Martin Luther', suffix: 'Jr.' },
        { literal: 'Bill & Melinda Gates Foundation' },
        { family: 'García Márquez' },
        { family: 'Barnes and Noble', given: 'X' },
      ],
    });
    expect(entry.author).toBe(
      'van der Waals, Johannes and King, Jr., Martin Luther and {Bill \\& Melinda Gates Foundation} and {García Márquez} and {Barnes and Noble}, X',
    );
  });

  it('writes the month of a dated work, and none without a year or a valid month', () => {
    expect(fields({ ...base, type: 'book', issued: { 'date-parts': [[2020, 12, 31]] } }).month).toBe('dec');
    expect(fields({ ...base, type: 'book', issued: { 'date-parts': [[2020]] } })).not.toHaveProperty('month');
    expect(fields({ ...base, type: 'book', issued: { 'date-parts': [[2020, 13]] } })).not.toHaveProperty('month');
    expect(fields({ ...base, type: 'book', issued: { literal: 'Spring 2020' } })).not.toHaveProperty('month');
  });

  it("writes a book's count of pages as biblatex's pagetotal, apart from a part's pages", () => {
    expect(fields({ ...base, type: 'book', 'number-of-pages': '320' })).toMatchObject({ pagetotal: '320' });
    expect(fields({ ...base, type: 'book', 'number-of-pages': '320' })).not.toHaveProperty('pages');
  });

  it('emits fields in one stable order whatever the input order', () => {
    const a = bibtexFromCsl({ ...base, type: 'article-journal', DOI: '10.1/x', volume: '1', 'container-title': 'J' });
    const b = bibtexFromCsl({ 'container-title': 'J', volume: '1', DOI: '10.1/x', type: 'article-journal', ...base });
    expect(a).toEqual(b);
  });
});
