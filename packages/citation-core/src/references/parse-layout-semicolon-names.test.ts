import { describe, expect, it } from 'vitest';
import { parseReference } from './parse.ts';

describe('ACS chapters and edited books', () => {
  it('reads a chapter: the book after "In", its editors, imprint, year and pages ("pp" without a full stop)', () => {
    const parsed = parseReference(
      'Patel, R. Housing Markets and Segregation. In Handbook of Urban Sociology; Lopez, M., Becker, H., Eds.; Oxford University Press: Oxford, 2018; pp 145–168.',
    );
    expect(parsed).toMatchObject({
      format: 'acs',
      type: 'chapter',
      title: 'Housing Markets and Segregation',
      containerTitle: 'Handbook of Urban Sociology',
      publisher: 'Oxford University Press',
      place: 'Oxford',
      year: 2018,
      pages: '145-168',
    });
    expect(parsed.volume).toBeUndefined();
    expect(parsed.authors.map((a) => a.family)).toEqual(['Patel']);
    expect(parsed.editors?.map((a) => a.family)).toEqual(['Lopez', 'Becker']);
  });

  it('reads a paper in proceedings, no editors named', () => {
    expect(
      parseReference(
        'Ivanova, E.; Brooks, T. Efficient Transformers for Long Document Classification. In Proceedings of the 2021 Conference on Empirical Methods in Natural Language Processing; Association for Computational Linguistics: Punta Cana, 2021; pp 3021–3033.',
      ),
    ).toMatchObject({
      type: 'paper-conference',
      title: 'Efficient Transformers for Long Document Classification',
      containerTitle: 'Proceedings of the 2021 Conference on Empirical Methods in Natural Language Processing',
      year: 2021,
      pages: '3021-3033',
    });
  });

  it('reads an edited book, its editors after its title', () => {
    const parsed = parseReference('Handbook of Urban Sociology; Lopez, M., Becker, H., Eds.; Oxford University Press: Oxford, 2018.');
    expect(parsed).toMatchObject({ type: 'book', title: 'Handbook of Urban Sociology', publisher: 'Oxford University Press', place: 'Oxford', year: 2018 });
    expect(parsed.authors).toEqual([]);
    expect(parsed.editors?.map((a) => a.family)).toEqual(['Lopez', 'Becker']);
  });
});

describe('ACS reports, the number between title and imprint', () => {
  it.each([
    [
      'World Health Organization. Global Tuberculosis Report 2020; WHO/CDS/TB/2020.22; World Health Organization: Geneva, 2020.',
      'Global Tuberculosis Report 2020',
      'WHO/CDS/TB/2020.22',
      'Geneva',
    ],
    [
      'Smith, J.; Doe, A. Solar Cost Benchmark; NREL/TP-5000-12345; National Renewable Energy Laboratory: Golden, CO, 2019.',
      'Solar Cost Benchmark',
      'NREL/TP-5000-12345',
      'Golden, CO',
    ],
  ])('reads the authors (an organisation too), title, number, publisher and place: %s', (raw, title, number, place) => {
    const parsed = parseReference(raw);
    expect(parsed).toMatchObject({ format: 'acs', type: 'report', title, number, place });
    expect(parsed.authors.length).toBeGreaterThan(0);
  });
});

describe('ACS articles cited without their titles', () => {
  it.each([
    ['Chen, S.; Do, J. T.; Zhang, Q.; Ding, S. Proc. Natl. Acad. Sci. U.S.A. 2006, 103, 17266-17271.', 'Proc. Natl. Acad. Sci. U.S.A.', 'Ding', 'S.'],
    ['Blackman, M. L.; Royzen, M.; Fox, J. M. J. Am. Chem. Soc. 2008, 130, 13518.', 'J. Am. Chem. Soc.', 'Fox', 'J. M.'],
    ['Kolb, H. C.; Finn, M. G.; Sharpless, K. B. Angew. Chem., Int. Ed. 2001, 40, 2004.', 'Angew. Chem., Int. Ed.', 'Sharpless', 'K. B.'],
    ['Dawson, P. E.; Muir, T. W.; Clark-Lewis, I.; Kent, S. B. Science 1994, 266, 776.', 'Science', 'Kent', 'S. B.'],
  ])('read the journal after the names, and no title: %s', (raw, journal, lastFamily, lastGiven) => {
    const parsed = parseReference(raw);
    expect(parsed).toMatchObject({ format: 'acs', type: 'article-journal', containerTitle: journal });
    expect(parsed.title).toBeUndefined();
    expect(parsed.authors.at(-1)).toEqual({ family: lastFamily, given: lastGiven });
  });

  it('still read a title in Title Case before the journal', () => {
    expect(parseReference('Smith, J.; Doe, A. Deep Learning. Nature 2015, 521, 436.')).toMatchObject({ title: 'Deep Learning', containerTitle: 'Nature' });
  });
});
