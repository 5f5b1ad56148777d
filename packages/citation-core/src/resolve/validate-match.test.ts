import { describe, expect, it } from 'vitest';
import type { CslItem } from '../types.ts';
import { makeRef } from '../../test/resolve/make-ref.ts';
import { chooseCandidate, validateMatch } from './validate-match.ts';

const farnham: CslItem = {
  id: 'x',
  type: 'article-journal',
  title: 'Insights from genomic profiling of transcription factors',
  author: [{ family: 'Farnham', given: 'Peggy J.' }],
  issued: { 'date-parts': [[2009]] },
  'container-title': 'Nature Reviews Genetics',
  volume: '10',
  issue: '9',
  page: '605-616',
  DOI: '10.1038/nrg2636',
};

const rostovtsev: CslItem = {
  id: 'x',
  type: 'article-journal',
  title: 'A stepwise Huisgen cycloaddition process: copper(I)-catalyzed regioselective "ligation" of azides and terminal alkynes',
  author: [{ family: 'Rostovtsev', given: 'V. V.' }],
  issued: { 'date-parts': [[2002]] },
  'container-title': 'Angewandte Chemie International Edition',
  volume: '41',
  issue: '14',
  page: '2596-2599',
};

describe('validateMatch — identifier mode (the string gave this DOI)', () => {
  it('flags a real DOI attached to an invented title and authors (fx09 doi-mismatch)', () => {
    const ref = makeRef({
      raw: 'Corrigan T, Fontaine FW. Insights from genomic profiling of Vivo Imaging, and Diagnostics. Angewandte Chemie International Edition. 2001;368(10):231-247.',
      title: 'Insights from genomic profiling of Vivo Imaging, and Diagnostics',
      authors: [
        { family: 'Corrigan', given: 'T' },
        { family: 'Fontaine', given: 'FW' },
      ],
      year: 2001,
      volume: '368',
      issue: '10',
      pages: '231-247',
      containerTitle: 'Angewandte Chemie International Edition',
    });
    const verdict = validateMatch(ref, rostovtsev, 'identifier');
    expect(verdict.accepted).toBe(false);
    expect(verdict.contradicted).toBe(true);
    expect(verdict.conflicts).toEqual(expect.arrayContaining(['title', 'author']));
  });

  it('accepts its DOI despite a truncated title, a misspelled author and nothing else wrong', () => {
    const ref = makeRef({
      raw: "Fanrham, P.J. (2009) 'Insights from genomic profiling', Nature Reviews Genetics, 10(9), pp. 605-616.",
      title: 'Insights from genomic profiling',
      authors: [{ family: 'Fanrham', given: 'P.J.' }],
      year: 2009,
      volume: '10',
      issue: '9',
      pages: '605-616',
    });
    const verdict = validateMatch(ref, farnham, 'identifier');
    expect(verdict.accepted).toBe(true);
    expect(verdict.evidence).toEqual(expect.arrayContaining(['title-prefix', 'author', 'year', 'volume', 'page']));
  });

  it('accepts a bare DOI reference (nothing to contradict)', () => {
    const verdict = validateMatch(makeRef({ raw: 'doi:10.1038/nrg2636' }), farnham, 'identifier');
    expect(verdict.accepted).toBe(true);
    expect(verdict.evidence).toEqual([]);
  });

  it('tolerates a year off by one', () => {
    const ref = makeRef({ raw: 'x', title: farnham.title, authors: [{ family: 'Farnham' }], year: 2010 });
    const verdict = validateMatch(ref, farnham, 'identifier');
    expect(verdict.accepted).toBe(true);
    expect(verdict.evidence).toContain('year±1');
  });
});

describe('validateMatch — search mode (never trust a top hit)', () => {
  it('rejects the closest real work to a fabricated reference (fx09 near miss)', () => {
    const ref = makeRef({
      raw: 'J. Adeyemi and M. K. Fairbanks, "Click Chemistry: Systematic review and dose-response meta-analysis of prospective cohort studies," PNAS, vol. 337, 2008.',
      title: 'Click Chemistry: Systematic review and dose-response meta-analysis of prospective cohort studies',
      authors: [
        { family: 'Adeyemi', given: 'J.' },
        { family: 'Fairbanks', given: 'M. K.' },
      ],
      year: 2008,
      volume: '337',
    });
    const bmj: CslItem = {
      id: 'x',
      type: 'article-journal',
      title:
        'Fruit and vegetable consumption and mortality from all causes, cardiovascular disease, and cancer: systematic review and dose-response meta-analysis of prospective cohort studies',
      author: [{ family: 'Wang', given: 'X.' }],
      issued: { 'date-parts': [[2014]] },
    };
    const verdict = validateMatch(ref, bmj, 'search');
    expect(verdict.accepted).toBe(false);
    expect(verdict.conflicts).toEqual(expect.arrayContaining(['author', 'year']));
  });

  it('accepts a truncated title only with author and year behind it', () => {
    const base = { raw: 'Farnham (2009) Insights from genomic profiling', title: 'Insights from genomic profiling of transcription', year: 2009 };
    expect(validateMatch(makeRef({ ...base, authors: [{ family: 'Farnham' }] }), farnham, 'search').accepted).toBe(true);
    expect(validateMatch(makeRef({ ...base, authors: [{ family: 'Okafor' }] }), farnham, 'search').accepted).toBe(false);
  });

  it('accepts a long exact title on its own but not a short one', () => {
    const long = makeRef({
      raw: 'Insights from genomic profiling of transcription factors',
      title: 'Insights from genomic profiling of transcription factors',
    });
    expect(validateMatch(long, farnham, 'search').accepted).toBe(true);
    const shortRecord: CslItem = { id: 'x', type: 'article-journal', title: 'RNA silencing', issued: { 'date-parts': [[2005]] } };
    expect(validateMatch(makeRef({ raw: 'RNA silencing', title: 'RNA silencing' }), shortRecord, 'search').accepted).toBe(false);
    expect(validateMatch(makeRef({ raw: 'RNA silencing (2005)', title: 'RNA silencing', year: 2005 }), shortRecord, 'search').accepted).toBe(false);
    const tibs = { ...shortRecord, author: [{ family: 'Baulcombe', given: 'D.' }], 'container-title': 'Trends in Biochemical Sciences' };
    const baulcombe = makeRef({
      raw: "Baulcombe, D. (2005) 'RNA silencing', Trends in Biochemical Sciences",
      title: 'RNA silencing',
      authors: [{ family: 'Baulcombe' }],
      year: 2005,
      containerTitle: 'Trends in Biochemical Sciences',
    });
    expect(validateMatch(baulcombe, tibs, 'search').accepted).toBe(true);
    expect(
      validateMatch(
        makeRef({
          raw: 'RNA silencing. Trends in Biochemical Sciences, 2005',
          title: 'RNA silencing',
          year: 2005,
          containerTitle: 'Trends in Biochemical Sciences',
        }),
        tibs,
        'search',
      ).accepted,
    ).toBe(true);
  });

  it('uses the title found verbatim in the raw string when the parser found none', () => {
    const ref = makeRef({ raw: 'Farnham PJ. Insights from genomic profiling of transcription factors. Nat Rev Genet 2009' });
    const verdict = validateMatch(ref, farnham, 'search');
    expect(verdict.accepted).toBe(true);
    expect(verdict.evidence).toEqual(expect.arrayContaining(['title', 'author']));
  });

  it('ignores an "accessed" year in AI-tool entries', () => {
    const ref = makeRef({
      raw: 'Insights from genomic profiling of transcription factors - Nature Reviews Genetics, accessed May 3, 2025',
      format: 'ai-tool',
      title: 'Insights from genomic profiling of transcription factors',
      containerTitle: 'Nature Reviews Genetics',
      accessed: '2025-05-03',
      year: 2025,
    });
    expect(validateMatch(ref, farnham, 'search').accepted).toBe(true);
  });
});

describe('validateMatch — the same author and a like title in another work', () => {
  const annualReview: CslItem = {
    id: 'x',
    type: 'article-journal',
    title: 'Expanding the genetic code',
    author: [
      { family: 'Wang', given: 'Lei' },
      { family: 'Xie', given: 'Jianming' },
      { family: 'Schultz', given: 'Peter G.' },
    ],
    issued: { 'date-parts': [[2006]] },
    'container-title': 'Annual Review of Biophysics and Biomolecular Structure',
    volume: '35',
    page: '225-249',
  };

  it('rejects a year off by one with another journal, volume and pages (Angew Chem 2005 is not Annu Rev Biophys 2006)', () => {
    const ref = makeRef({
      raw: 'Wang L, Schultz PG. Expanding the genetic code. Angew Chem Int Ed. 2005;44(1):34-66.',
      title: 'Expanding the genetic code',
      authors: [
        { family: 'Wang', given: 'L' },
        { family: 'Schultz', given: 'PG' },
      ],
      year: 2005,
      containerTitle: 'Angew Chem Int Ed',
      volume: '44',
      issue: '1',
      pages: '34-66',
    });
    expect(validateMatch(ref, annualReview, 'search').accepted).toBe(false);
    // Its own record, the same year, pages garbled by the tool that wrote it, is still accepted.
    expect(
      validateMatch({ ...ref, year: 2006, containerTitle: 'Annu Rev Biophys Biomol Struct', volume: '35', pages: '225-249' }, annualReview, 'search').accepted,
    ).toBe(true);
  });

  it("reads a title that runs on past the record's in the same phrase as another work; a subtitle or a site after a mark is the record's", () => {
    const mdm: CslItem = {
      id: 'x',
      type: 'article',
      title: 'Human Motion Diffusion Model',
      author: [{ family: 'Tevet', given: 'Guy' }],
      issued: { 'date-parts': [[2022]] },
    };
    const longer = makeRef({
      raw: 'Tevet G, Raab S, Gordon B, et al. Human motion diffusion model for long-horizon text-to-motion generation. arXiv preprint, 2022.',
      title: 'Human motion diffusion model for long-horizon text-to-motion generation',
      authors: [{ family: 'Tevet', given: 'G' }],
      year: 2022,
    });
    expect(validateMatch(longer, mdm, 'search').accepted).toBe(false);
    expect(validateMatch({ ...longer, title: 'Human motion diffusion model - arXiv.org' }, mdm, 'search').accepted).toBe(true);
  });
});

describe('validateMatch — a notice about a work', () => {
  it('reads "Correction: <title>" and the work it corrects as two works', () => {
    const original: CslItem = {
      id: 'x',
      type: 'article-journal',
      title: 'Selection and evolution of enzymes from a partially randomized non-catalytic scaffold',
      author: [{ family: 'Seelig', given: 'Burckhard' }],
      issued: { 'date-parts': [[2007]] },
      'container-title': 'Nature',
    };
    const erratum = makeRef({
      raw: 'Seelig B, Szostak JW. Correction: Selection and evolution of enzymes from a partially randomized non-catalytic scaffold. Nature. 2008;452:1038.',
      title: 'Correction: Selection and evolution of enzymes from a partially randomized non-catalytic scaffold',
      authors: [{ family: 'Seelig', given: 'B' }],
      year: 2008,
      containerTitle: 'Nature',
    });
    expect(validateMatch(erratum, original, 'search').accepted).toBe(false);
    expect(
      validateMatch(erratum, { ...original, title: `Correction: ${original.title as string}`, issued: { 'date-parts': [[2008]] } }, 'search').accepted,
    ).toBe(true);
  });
});

describe('validateMatch — an article cited without its title (ACS)', () => {
  it('is accepted when its first author, year, volume and first page agree, and not on fewer', () => {
    const ref = makeRef({
      raw: 'Rostovtsev, V. V.; Green, L. G.; Fokin, V. V.; Sharpless, K. B. Angew. Chem., Int. Ed. 2002, 41, 2596.',
      authors: [{ family: 'Rostovtsev', given: 'V. V.' }],
      containerTitle: 'Angew. Chem., Int. Ed.',
      year: 2002,
      volume: '41',
      pages: '2596',
    });
    expect(validateMatch(ref, rostovtsev, 'search').accepted).toBe(true);
    expect(validateMatch({ ...ref, pages: '2600' }, rostovtsev, 'search').accepted).toBe(false);
    expect(validateMatch({ ...ref, pages: undefined }, rostovtsev, 'search').accepted).toBe(false);
  });
});

describe('validateMatch — a short title in another journal', () => {
  it('is another work ("RNA silencing" in Curr Biol is not the one in Trends Biochem Sci), and the same work where the journal agrees', () => {
    const tibs: CslItem = {
      id: 'x',
      type: 'article-journal',
      title: 'RNA silencing',
      author: [{ family: 'Baulcombe', given: 'David' }],
      issued: { 'date-parts': [[2005]] },
      'container-title': 'Trends in Biochemical Sciences',
    };
    const ref = makeRef({
      raw: 'Baulcombe D. RNA silencing. Curr Biol. 2005;15(4):R132-R135.',
      title: 'RNA silencing',
      authors: [{ family: 'Baulcombe', given: 'D' }],
      year: 2005,
      containerTitle: 'Curr Biol',
    });
    expect(validateMatch(ref, tibs, 'search').accepted).toBe(false);
    expect(validateMatch({ ...ref, containerTitle: 'Trends Biochem Sci' }, tibs, 'search').accepted).toBe(true);
  });
});

describe('chooseCandidate', () => {
  const ref = makeRef({ raw: 'x', title: farnham.title, authors: [{ family: 'Farnham' }], year: 2009 });

  it('refuses two different works that agree equally well', () => {
    const twin = { ...farnham, DOI: '10.9999/twin' };
    const choice = chooseCandidate(ref, [farnham, twin], (item) => ({ item, key: item.DOI ?? '' }));
    expect(choice.ambiguous).toBe(true);
    expect(choice.best).toBeUndefined();
  });

  it('picks the clearly better candidate', () => {
    const other = { ...farnham, DOI: '10.9999/other', issued: { 'date-parts': [[2010]] } };
    const choice = chooseCandidate(ref, [other, farnham], (item) => ({ item, key: item.DOI ?? '' }));
    expect(choice.best?.candidate.DOI).toBe('10.1038/nrg2636');
  });
});
