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

describe('ABNT organisations as authors, in capitals', () => {
  it('reads the organisation, not the title, from the capitals; a long name in title case', () => {
    expect(
      parseReference('INSTITUTO BRASILEIRO DE GEOGRAFIA E ESTATÍSTICA. Censo demográfico 2010: características da população. Rio de Janeiro: IBGE, 2011.'),
    ).toMatchObject({
      format: 'abnt',
      type: 'book',
      authors: [{ literal: 'Instituto Brasileiro de Geografia e Estatística' }],
      title: 'Censo demográfico 2010: características da população',
      place: 'Rio de Janeiro',
      publisher: 'IBGE',
      year: 2011,
    });
  });

  it('keeps the units named after the parent as part of the author, and the edition', () => {
    expect(
      parseReference(
        'BRASIL. Ministério da Saúde. Secretaria de Atenção à Saúde. Guia alimentar para a população brasileira. 2. ed. Brasília: Ministério da Saúde, 2014.',
      ),
    ).toMatchObject({
      authors: [{ literal: 'BRASIL. Ministério da Saúde. Secretaria de Atenção à Saúde' }],
      title: 'Guia alimentar para a população brasileira',
      edition: '2',
      year: 2014,
    });
  });

  it("reads an acronym's article and a web page after the access clause", () => {
    expect(parseReference('IBGE. Pesquisa nacional. Revista Brasileira de Estatística, v. 20, n. 3, p. 100-120, 2019.')).toMatchObject({
      authors: [{ literal: 'IBGE' }],
      title: 'Pesquisa nacional',
      containerTitle: 'Revista Brasileira de Estatística',
      volume: '20',
      issue: '3',
    });
    expect(
      parseReference(
        'ORGANIZAÇÃO MUNDIAL DA SAÚDE. Relatório mundial de saúde. Genebra: OMS, 2020. Disponível em: https://www.who.int/report. Acesso em: 10 mar. 2024.',
      ),
    ).toMatchObject({ authors: [{ literal: 'Organização Mundial da Saúde' }], title: 'Relatório mundial de saúde', accessed: '2024-03-10' });
  });

  it('leaves a person in capitals with initials to the readers of names', () => {
    for (const entry of ['SMITH J. A study. London: Wiley, 2020.', 'SMITH JA. A study. London: Wiley, 2020.']) {
      expect(parseReference(entry).authors[0]).toMatchObject({ family: 'Smith' });
    }
  });
});
