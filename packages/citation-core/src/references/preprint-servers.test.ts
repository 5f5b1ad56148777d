import { describe, expect, it } from 'vitest';
import { parseReference } from './parse.ts';
import { isPreprintDoi, namesPreprintServer, withoutServerId } from './preprint-servers.ts';

describe('preprint servers', () => {
  it('knows the servers by name and by their DOIs', () => {
    for (const name of ['bioRxiv', 'medRxiv', 'SSRN', 'SSRN Electronic Journal', 'Research Square', 'ChemRxiv', 'PsyArXiv', 'Preprints.org']) {
      expect(namesPreprintServer(name)).toBe(true);
    }
    expect(namesPreprintServer('Nature')).toBe(false);
    expect(isPreprintDoi('10.1101/2021.01.01.425001')).toBe(true);
    expect(isPreprintDoi('10.1101/425001')).toBe(true);
    expect(isPreprintDoi('10.2139/ssrn.4012345')).toBe(true);
    expect(isPreprintDoi('10.21203/rs.3.rs-123456/v1')).toBe(true);
    // Cold Spring Harbor's journals share bioRxiv's prefix.
    expect(isPreprintDoi('10.1101/gr.123456.118')).toBe(false);
    expect(isPreprintDoi('10.1038/nature14539')).toBe(false);
  });
});

describe('a preprint with its server’s DOI', () => {
  it.each([
    ['Chen, X. (2021). Single-cell atlas of the human brain. bioRxiv. https://doi.org/10.1101/2021.01.01.425001', 'bioRxiv'],
    ['Chen, X., & Li, Y. (2021). Single-cell atlas of the human brain [Preprint]. medRxiv. https://doi.org/10.1101/2021.01.01.21250001', 'medRxiv'],
    ['Chen X, Li Y. Single-cell atlas of the human brain [Preprint]. bioRxiv. 2021. doi:10.1101/2021.01.01.425001', 'bioRxiv'],
    ['Jones, P. (2022). Single-cell atlas of the human brain. SSRN. https://doi.org/10.2139/ssrn.4012345', 'SSRN'],
    ['Lee, K. (2023). Single-cell atlas of the human brain. Research Square. https://doi.org/10.21203/rs.3.rs-123456/v1', 'Research Square'],
  ])('is a preprint published by the server, not a journal article in it: %s', (raw, server) => {
    const parsed = parseReference(raw);
    expect(parsed.type).toBe('article');
    expect(parsed.title).toBe('Single-cell atlas of the human brain');
    expect(parsed.publisher).toBe(server);
    expect(parsed.containerTitle).toBeUndefined();
  });

  it('is a preprint by its DOI when no server is named', () => {
    expect(parseReference('Smith, J. et al. Solar growth. Preprint at https://doi.org/10.1101/2020.01.01.123456 (2020).').type).toBe('article');
  });

  it('leaves a journal that shares the prefix a journal', () => {
    const parsed = parseReference('Smith, J. (2019). Genome paper. Genome Research, 29(3), 1–10. https://doi.org/10.1101/gr.123456.118');
    expect(parsed.type).toBe('article-journal');
    expect(parsed.containerTitle).toBe('Genome Research');
  });

  it.each([
    [
      'A. Vaswani et al., "Attention is all you need," in Advances in Neural Information Processing Systems, vol. 30, 2017. [Online]. Available: https://arxiv.org/abs/1706.03762',
      'Advances in Neural Information Processing Systems',
    ],
    ['Kingma DP, Ba J. Adam: a method for stochastic optimization. In: ICLR; 2015. https://arxiv.org/abs/1412.6980', 'ICLR'],
  ])('is the conference paper when the entry names its proceedings, the arXiv link only where to read it: %s', (raw, proceedings) => {
    const parsed = parseReference(raw);
    expect(parsed.type).toBe('paper-conference');
    expect(parsed.containerTitle).toBe(proceedings);
    expect(parsed.arxivId).toBeDefined();
  });

  it('stays a preprint on arXiv, also under its DBLP and ADS names', () => {
    expect(parseReference('Brown, T. B., et al. (2020). Language models are few-shot learners. arXiv preprint arXiv:2005.14165.').type).toBe('article');
    expect(namesPreprintServer('CoRR')).toBe(true);
    expect(namesPreprintServer('arXiv e-prints')).toBe(true);
  });
});

describe("DBLP's arXiv papers: the server, then its id of the paper", () => {
  it.each([
    'Ashish Vaswani et al. 2017. Attention is all you need. CoRR abs/1706.03762 (2017).',
    'Vaswani, A., et al.: Attention is all you need. CoRR abs/1706.03762 (2017)',
    'Vaswani, A. (2017). Attention is all you need. CoRR, abs/1706.03762.',
  ])('is the arXiv preprint with its id, the id out of the container: %s', (raw) => {
    expect(parseReference(raw)).toMatchObject({
      type: 'article',
      title: 'Attention is all you need',
      containerTitle: 'arXiv',
      arxivId: '1706.03762',
      year: 2017,
    });
  });

  it('keeps the name of what is no server', () => {
    expect(withoutServerId('CoRR abs/1706.03762')).toBe('CoRR');
    expect(withoutServerId('Journal of Things abs/12')).toBe('Journal of Things abs/12');
  });
});

describe('the ways servers and scholar search write a preprint', () => {
  it.each([
    ['Brown T, Mann B, Ryder N, et al. Language models are few-shot learners. arXiv preprint arXiv:2005.14165, 2020.', { arxivId: '2005.14165', year: 2020 }],
    [
      'Brown T, Mann B. Language models are few-shot learners. arXiv. Preprint posted online May 28, 2020. doi:10.48550/arXiv.2005.14165',
      { issued: [2020, 5, 28] },
    ],
  ])('reads the title alone, the server apart: %s', (raw, fields) => {
    expect(parseReference(raw)).toMatchObject({ type: 'article', title: 'Language models are few-shot learners', containerTitle: 'arXiv', ...fields });
  });

  it("reads bioRxiv's own form, dated by its id, and a preprint's DOI without the version its address names", () => {
    expect(
      parseReference(
        'Gomez H, Park J. A single-cell atlas of human kidney development. bioRxiv 2023.01.02.522334; doi: https://doi.org/10.1101/2023.01.02.522334',
      ),
    ).toMatchObject({
      type: 'article',
      title: 'A single-cell atlas of human kidney development',
      publisher: 'bioRxiv',
      year: 2023,
      doi: '10.1101/2023.01.02.522334',
    });
    expect(
      parseReference(
        'Hughes, I. et al. Vaccine effectiveness against omicron infection. Preprint at https://www.medrxiv.org/content/10.1101/2021.05.01.21256000v1 (2021).',
      ),
    ).toMatchObject({ title: 'Vaccine effectiveness against omicron infection', doi: '10.1101/2021.05.01.21256000', year: 2021, etAl: true });
  });

  it('keeps people named given name first as people before a preprint (plainnat)', () => {
    expect(
      parseReference('Jacob Devlin and Kristina Toutanova. BERT: Pre-training of deep bidirectional transformers. arXiv preprint arXiv:1810.04805, 2018.')
        .authors,
    ).toEqual([
      { family: 'Devlin', given: 'Jacob' },
      { family: 'Toutanova', given: 'Kristina' },
    ]);
  });
});
