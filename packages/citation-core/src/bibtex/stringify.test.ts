import { readFileSync } from 'node:fs';
import { parse } from '@retorquere/bibtex-parser';
import type { Creator } from '@retorquere/bibtex-parser';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateKeys } from '../keys/generate.ts';
import type { CslItem, CslName } from '../types.ts';
import { writtenAsTex } from './escape.ts';
import { toBibtex } from './stringify.ts';

// english: false keeps titles as written instead of sentence-casing them, so they compare.
const parseBib = (bib: string) => parse(bib, { english: false });

function creatorText(creator: Creator): string {
  if (creator.name !== undefined) return creator.name;
  return [creator.prefix, creator.lastName].filter(Boolean).join(' ') + (creator.firstName ? `, ${creator.firstName}` : '');
}

function nameText(name: CslName): string {
  if (!name.family) return name.literal ?? '';
  const last = [name['non-dropping-particle'], name.family].filter(Boolean).join(' ');
  return name.given ? `${last}, ${name.given}` : last;
}

const works: CslItem[] = [
  {
    id: 'w1',
    type: 'article-journal',
    title: 'Ribosomes & RNA: 100% of the $ cost #1 in a_b {braces} ~tilde ^caret \\backslash -- done',
    author: [
      { family: 'Müller', given: 'Jürgen' },
      { family: 'Waals', given: 'Johannes', 'non-dropping-particle': 'van der' },
      { family: 'Ørsted', given: 'Hans Christian' },
    ],
    issued: { 'date-parts': [[2020]] },
    'container-title': 'Nature',
    page: '1-10',
    DOI: '10.1038/s41586_020_{1}',
  },
  {
    id: 'w2',
    type: 'report',
    title: 'Table KS201SC – Ethnic group: All people',
    author: [{ literal: 'National Records of Scotland' }],
    issued: { 'date-parts': [[2013]] },
    URL: 'http://www.scotlandscensus.gov.uk/KS201SC.pdf',
    accessed: { 'date-parts': [[2024, 1, 9]] },
  },
  {
    id: 'w3',
    type: 'webpage',
    title: 'Les élèves français et l’été — « vacances »',
    'container-title': 'Le Monde',
    issued: { 'date-parts': [[2019, 7, 1]] },
    URL: 'https://www.lemonde.fr/a?b=1&c=%20#x',
    accessed: { 'date-parts': [[2024, 3, 5]] },
  },
  {
    id: 'w4',
    type: 'article',
    title: '深度学习在蛋白质设计中的应用',
    author: [
      { family: '王', given: '小明' },
      { family: 'Straße', given: 'Ölaf' },
    ],
    issued: { 'date-parts': [[2023]] },
    arxivId: '2312.13324',
    URL: 'https://arxiv.org/abs/2312.13324',
  },
  {
    id: 'w5',
    type: 'paper-conference',
    title: 'Über die Früchte des Zorns',
    author: [{ family: 'Müller', given: 'Anna' }],
    issued: { 'date-parts': [[2020]] },
    'container-title': 'Proceedings of the ACM CHI',
  },
];

describe('toBibtex', () => {
  const keys = generateKeys(works);
  const bib = toBibtex(works.map((item, i) => ({ key: keys[i] as string, item })));

  it('lays entries out with one blank line between them and a trailing newline', () => {
    expect(bib.endsWith('}\n')).toBe(true);
    expect(bib.split('\n\n')).toHaveLength(works.length);
    expect(bib).not.toMatch(/\n\n\n/);
    expect(bib.split('\n\n')[1]).toBe(
      [
        '@techreport{national2013,',
        '  author = {{National Records of Scotland}},',
        '  title = {Table {KS201SC} – Ethnic group: All people},',
        '  year = {2013},',
        '  institution = {National Records of Scotland},',
        '  url = {http://www.scotlandscensus.gov.uk/KS201SC.pdf},',
        '  urldate = {2024-01-09},',
        '}',
      ].join('\n'),
    );
  });

  it('matches the reviewed golden file', () => {
    const golden = readFileSync(new URL('../../test/fixtures/bibtex/mixed-types.bib', import.meta.url), 'utf8');
    expect(bib).toBe(golden);
  });

  it('parses back with a real BibTeX parser: same keys, types, authors and titles', () => {
    const library = parseBib(bib);
    expect(library.errors).toEqual([]);
    expect(library.entries.map((entry) => entry.key)).toEqual(keys);
    expect(keys).toEqual(['muller2020b', 'national2013', 'eleves2019', 'wang2023', 'muller2020a']);
    expect(library.entries.map((entry) => entry.type)).toEqual(['article', 'techreport', 'misc', 'misc', 'inproceedings']);
    library.entries.forEach((entry, i) => {
      const work = works[i] as CslItem;
      expect(entry.fields.title).toBe(work.title);
      expect((entry.fields.author ?? []).map(creatorText)).toEqual((work.author ?? []).map(nameText));
    });
    const [first, , web, preprint] = library.entries;
    expect(first?.fields.pages).toBe('1–10');
    expect(first?.fields.doi).toBe('10.1038/s41586_020_{1}');
    expect(web?.fields.url).toBe('https://www.lemonde.fr/a?b=1&c=%20#x');
    expect(web?.fields.urldate).toBe('2024-03-05');
    expect(preprint?.fields).toMatchObject({ eprint: '2312.13324', archiveprefix: 'arXiv' });
  });

  it('writes the month as BibTeX’s macro, unbraced, which parsers read as the month', () => {
    const item: CslItem = { id: 'm', type: 'article-newspaper', title: 'T', 'container-title': 'The Guardian', issued: { 'date-parts': [[2020, 3, 5]] } };
    const bib = toBibtex([{ key: 'm2020', item }]);
    expect(bib).toContain('  month = mar,\n');
    const [entry] = parseBib(bib).entries;
    expect(entry?.fields.month).toBe('3');
  });

  it('writes one entry per key and nothing for no works', () => {
    const item = works[0] as CslItem;
    expect(
      toBibtex([
        { key: 'a2020', item },
        { key: 'a2020', item },
      ]).match(/^@/gm),
    ).toHaveLength(1);
    expect(toBibtex([])).toBe('');
  });

  it('writes an author list cut short ("et al.", no lookup) with "and others", which BibTeX reads as more authors', () => {
    const item: CslItem = {
      id: 'w1',
      type: 'article-journal',
      title: 'Protein structure',
      author: [{ family: 'Jumper', given: 'J.' }],
      issued: { 'date-parts': [[2021]] },
    };
    const bib = toBibtex([{ key: 'jumper2021', item, moreAuthors: true }]);
    expect(bib).toContain('author = {Jumper, J. and others},');
    expect(parseBib(bib).entries[0]?.fields.author?.map(creatorText)).toEqual(['Jumper, J.', 'others']);
    expect(toBibtex([{ key: 'jumper2021', item }])).toContain('author = {Jumper, J.},');
  });

  it('always parses back with the same entries and keys, whatever the text (property)', () => {
    const nasty = fc.constantFrom(
      '\\',
      '{',
      '}',
      '#',
      '$',
      '%',
      '&',
      '_',
      '~',
      '^',
      '<',
      '>',
      '-',
      '`',
      "'",
      '?',
      '!',
      ',',
      '"',
      '@',
      '=',
      ' ',
      '\n',
      ' and ',
      'ü',
      'Ø',
      '王',
      '😀',
      'é',
    );
    const text = fc.string({ unit: fc.oneof(nasty, fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })), maxLength: 30 });
    const name = fc.oneof(
      fc.record({ family: text, given: text }),
      fc.record({ literal: text }),
      fc.record({ family: text, given: text, 'non-dropping-particle': fc.constantFrom('van der', 'de', "d'") }),
    );
    const work = fc.record({
      type: fc.constantFrom('article-journal', 'paper-conference', 'book', 'chapter', 'report', 'thesis', 'webpage', 'article' as const),
      title: text,
      author: fc.array(name, { maxLength: 3 }),
      'container-title': text,
      publisher: text,
      page: text,
      URL: text,
      DOI: text,
      year: fc.option(fc.integer({ min: 1800, max: 2030 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(work, { minLength: 1, maxLength: 4 }), (drafts) => {
        const items: CslItem[] = drafts.map(({ year, ...rest }, i) => ({
          id: `p${i}`,
          ...rest,
          ...(year === undefined ? {} : { issued: { 'date-parts': [[year]] } }),
        }));
        const itemKeys = generateKeys(items);
        const library = parseBib(toBibtex(items.map((item, i) => ({ key: itemKeys[i] as string, item }))));
        expect(library.errors).toEqual([]);
        expect(library.entries.map((entry) => entry.key)).toEqual(itemKeys);
      }),
      { numRuns: 150 },
    );
    // 150 runs take ~2.5 s alone; a loaded CI machine must not turn that into a failure.
  }, 60_000);

  it('gives every title and journal back exactly as written, specials and Unicode included (property)', () => {
    const symbol = fc.constantFrom(
      '\\',
      '{',
      '}',
      '#',
      '$',
      '%',
      '&',
      '_',
      '~',
      '^',
      '<',
      '>',
      '-',
      '`',
      "'",
      '?',
      '!',
      ',',
      '"',
      '|',
      'and',
      'DNA',
      'ü',
      '王',
      '😀',
    );
    // Characters written as TeX for pdfLaTeX ("Aβ", "−", "₂") are tested apart (escape.test.ts): some read back as look-alikes.
    const text = fc
      .string({ unit: fc.oneof(symbol, fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })), maxLength: 30 })
      .map((s) => [...s.normalize('NFC')].filter((ch) => !writtenAsTex(ch)).join(''));
    const tidy = (s: string): string => s.normalize('NFC').replace(/\s+/gu, ' ').trim();
    fc.assert(
      fc.property(text, text, (title, journal) => {
        const item: CslItem = { id: 't', type: 'article-journal', title, 'container-title': journal };
        const library = parseBib(toBibtex([{ key: 'k', item }]));
        expect(library.errors).toEqual([]);
        expect(library.entries[0]?.fields.title ?? '').toBe(tidy(title));
        expect(library.entries[0]?.fields.journal ?? '').toBe(tidy(journal));
      }),
      { numRuns: 200 },
    );
  });

  it('prints no link twice and gives every typed entry the container its type needs, whatever the work (property)', () => {
    const link = fc.constantFrom(
      'https://doi.org/10.1/Ab',
      'http://dx.doi.org/10.1/ab',
      'https://example.com/p',
      'https://arxiv.org/abs/2106.09685',
      undefined,
    );
    const work = fc.record({
      type: fc.constantFrom('article-journal', 'article-newspaper', 'paper-conference', 'chapter', 'book', 'report', 'thesis', 'webpage', 'article' as const),
      title: fc.constantFrom('A title', undefined),
      'container-title': fc.constantFrom('Venue', undefined),
      URL: link,
      DOI: fc.constantFrom('10.1/ab', 'doi:10.1/AB', undefined),
    });
    const required: Record<string, string> = { article: 'journal', inproceedings: 'booktitle', incollection: 'booktitle' };
    fc.assert(
      fc.property(work, (draft) => {
        const item = Object.fromEntries(Object.entries({ id: 'w', ...draft }).filter(([, v]) => v !== undefined)) as unknown as CslItem;
        const library = parseBib(toBibtex([{ key: 'k', item }]));
        expect(library.errors).toEqual([]);
        const entry = library.entries[0];
        const fields = (entry?.fields ?? {}) as Record<string, unknown>;
        expect(fields).not.toHaveProperty('howpublished');
        const needed = required[entry?.type ?? ''];
        if (needed) expect(fields[needed]).toBeTruthy();
        const url = String(fields.url ?? '').toLowerCase();
        if (fields.doi) expect(url.replace(/^https?:\/\/(dx\.)?doi\.org\//, '')).not.toBe(String(fields.doi).toLowerCase());
      }),
      { numRuns: 200 },
    );
  });

  it('turns the example records into a .bib that parses, with unique valid keys', () => {
    type RecordLike = CslItem & { arxiv?: string; kind?: string };
    const records = JSON.parse(readFileSync(new URL('../../../../../shared/fixtures/records.dev.json', import.meta.url), 'utf8')) as RecordLike[];
    const items = records.map(({ arxiv, kind: _kind, ...item }): CslItem => ({ ...item, ...(arxiv ? { arxivId: arxiv } : {}) }));
    const recordKeys = generateKeys(items);
    expect(new Set(recordKeys).size).toBe(items.length);
    for (const key of recordKeys) expect(key).toMatch(/^[a-z0-9]+$/);
    const library = parseBib(toBibtex(items.map((item, i) => ({ key: recordKeys[i] as string, item }))));
    expect(library.errors).toEqual([]);
    expect(library.entries.map((entry) => entry.key)).toEqual(recordKeys);
    // The math minus is written {$-$} for pdfLaTeX (escape.ts), which the parser reads as a hyphen.
    library.entries.forEach((entry, i) => expect(entry.fields.title).toBe(items[i]?.title?.replace(/−/g, '-')));
    const preprints = library.entries.filter((_, i) => records[i]?.kind === 'preprint');
    expect(preprints.length).toBeGreaterThan(0);
    for (const entry of preprints) expect(entry).toMatchObject({ type: 'misc', fields: { archiveprefix: 'arXiv' } });
  });
});
