import { describe, expect, it } from 'vitest';
import {
  doiFromArticleAddress,
  piiFromUrl,
  doiFromUrl,
  extractArxivId,
  extractDoi,
  extractIsbn,
  extractPmcid,
  extractPmid,
  extractUrls,
  normalizeDoi,
  trimTrailingPunctuation,
} from './identifiers.ts';
import { parseReference } from './parse.ts';

describe('extractDoi', () => {
  it.each([
    ['doi:10.1039/b917851a', '10.1039/b917851a'],
    ['DOI: 10.1021/ac001132d.', '10.1021/ac001132d'],
    ['https://doi.org/10.1073/pnas.0704360104', '10.1073/pnas.0704360104'],
    ['http://dx.doi.org/10.1074/JBC.M109.020701).', '10.1074/jbc.m109.020701'],
    ['http://127.0.0.1:18089/site/doi.org/10.1039/b917851a', '10.1039/b917851a'],
    ['https://onlinelibrary.wiley.com/doi/10.1002/anie.201503041', '10.1002/anie.201503041'],
    ['https://onlinelibrary.wiley.com/doi/abs/10.1002/anie.201503041', '10.1002/anie.201503041'],
    ['https://onlinelibrary.wiley.com/doi/full/10.1002/anie.201503041/full', '10.1002/anie.201503041'],
    ['https://pubs.acs.org/doi/pdf/10.1021/jm001014i?ref=article_openPDF', '10.1021/jm001014i'],
    ['https://link.springer.com/article/10.1007/s00018-004-4464-6', '10.1007/s00018-004-4464-6'],
    ['https://link.springer.com/content/pdf/10.1007/s00018-004-4464-6.pdf', '10.1007/s00018-004-4464-6'],
    ['https://www.frontiersin.org/articles/10.3389/fpsyg.2020.01234/full', '10.3389/fpsyg.2020.01234'],
    ['https://journals.plos.org/plosone/article?id=10.1371/journal.pone.0123456', '10.1371/journal.pone.0123456'],
    ['https://example.org/doi/10.1000%2Fabc.123', '10.1000/abc.123'],
    ['(doi:10.1016/S0140-6736(20)30183-5)', '10.1016/s0140-6736(20)30183-5'],
    ['doi:10.1002/1521-3773(20020715)41:14<2596::AID-ANIE2596>3.0.CO;2-4.', '10.1002/1521-3773(20020715)41:14<2596::aid-anie2596>3.0.co;2-4'],
    ['“Title,” Nature, 2007, doi: 10.1038/nature06032.”', '10.1038/nature06032'],
  ])('%s → %s', (text, doi) => {
    expect(extractDoi(text)).toBe(doi);
  });

  it('returns the first DOI and nothing for text without one', () => {
    expect(extractDoi('a 10.1000/first and 10.1000/second')).toBe('10.1000/first');
    expect(extractDoi('Nature 448 (7155): 828–31, 2007')).toBeUndefined();
    expect(extractDoi('version 210.1234/abc')).toBeUndefined();
    expect(extractDoi('10.1000/')).toBeUndefined();
  });
});

describe('extractArxivId', () => {
  it.each([
    ['arXiv preprint arXiv:2403.18512', '2403.18512'],
    ['arXiv: 2403.18512v3', '2403.18512'],
    ['http://127.0.0.1:18089/site/arxiv.org/abs/2312.09242', '2312.09242'],
    ['https://arxiv.org/abs/2312.09242v2', '2312.09242'],
    ['https://arxiv.org/pdf/2312.09242v2.pdf', '2312.09242'],
    ['https://doi.org/10.48550/arXiv.2403.18512', '2403.18512'],
    ['arXiv:0704.0001', '0704.0001'],
    ['hep-th/9901001', 'hep-th/9901001'],
    ['Perelman G. The entropy formula. arXiv:math.DG/0211159, 2002.', 'math/0211159'],
    ['https://arxiv.org/abs/math.DG/0211159v2', 'math/0211159'],
    ['arXiv:math.GT/0309136v2', 'math/0309136'],
    ['https://arxiv.org/abs/cond-mat/0211034', 'cond-mat/0211034'],
  ])('%s → %s', (text, id) => {
    expect(extractArxivId(text)).toBe(id);
  });

  it('ignores bare numbers and old-style lookalikes inside other URLs', () => {
    expect(extractArxivId('Nature 2403.18512')).toBeUndefined();
    expect(extractArxivId('https://example.com/math/0309136')).toBeUndefined();
  });
});

describe('extractUrls', () => {
  it('finds every URL, trims punctuation and unbalanced brackets, keeps balanced ones', () => {
    expect(
      extractUrls(
        'See https://en.wikipedia.org/wiki/Transformer_(deep_learning_architecture). Also (https://a.example/x?y=1#:~:text=z), [2](https://b.example/p) and www.c.example/q, <https://d.example/r>',
      ),
    ).toEqual([
      'https://en.wikipedia.org/wiki/Transformer_(deep_learning_architecture)',
      'https://a.example/x?y=1#:~:text=z',
      'https://b.example/p',
      'www.c.example/q',
      'https://d.example/r',
    ]);
  });

  it('keeps a SICI DOI URL whole and accepts loopback hosts', () => {
    expect(extractUrls('https://doi.org/10.1002/1521-3773(20020715)41:14<2596::AID-ANIE2596>3.0.CO;2-4.')).toEqual([
      'https://doi.org/10.1002/1521-3773(20020715)41:14<2596::AID-ANIE2596>3.0.CO;2-4',
    ]);
    expect(extractUrls('http://127.0.0.1:18089/site/x and http://localhost:3000/y')).toEqual(['http://127.0.0.1:18089/site/x', 'http://localhost:3000/y']);
  });

  it('returns nothing for text without links', () => {
    expect(extractUrls('Nature. 2007;448(7155):828-31. doi:10.1038/nature06032')).toEqual([]);
  });
});

describe('extractPmid / extractPmcid / extractIsbn', () => {
  it('reads PubMed ids from labels and URLs', () => {
    expect(extractPmid('PMID: 17690694; PMCID: PMC4476047.')).toBe('17690694');
    expect(extractPmid('https://pubmed.ncbi.nlm.nih.gov/9377276/')).toBe('9377276');
    expect(extractPmid('no id here 12345')).toBeUndefined();
  });

  it('needs digits after PMC (a bare "PMC" is a site name)', () => {
    expect(extractPmcid('PMCID: PMC4476047')).toBe('PMC4476047');
    expect(extractPmcid('https://www.ncbi.nlm.nih.gov/pmc/articles/PMC3159427/')).toBe('PMC3159427');
    expect(extractPmcid('Applications of sequencing - PMC, accessed June 12, 2025')).toBeUndefined();
  });

  it('reads labelled ISBN-10/13 and bare ISBN-13 with a valid checksum', () => {
    expect(extractIsbn('ISBN 978-0-374-27563-1')).toBe('9780374275631');
    expect(extractIsbn('ISBN-10: 0-374-27563-7')).toBe('0374275637');
    expect(extractIsbn('ISBN: 0-8044-2957-X')).toBe('080442957X');
    expect(extractIsbn('Farrar, 9780374275631.')).toBe('9780374275631');
    expect(extractIsbn('Farrar, 9780374275632.')).toBeUndefined();
    expect(extractIsbn('pp. 1-10, 2007')).toBeUndefined();
  });
});

describe('trimTrailingPunctuation', () => {
  it.each([
    ['https://a.example/x.', 'https://a.example/x'],
    ['https://a.example/x),', 'https://a.example/x'],
    ['https://a.example/x_(y)', 'https://a.example/x_(y)'],
    ['https://a.example/x”.', 'https://a.example/x'],
    ['10.1000/abc]', '10.1000/abc'],
  ])('%s → %s', (input, output) => {
    expect(trimTrailingPunctuation(input)).toBe(output);
  });
});

describe('normal forms', () => {
  it('normalises DOIs from every common spelling', () => {
    expect(normalizeDoi('https://doi.org/10.1038/NRG2636.')).toBe('10.1038/nrg2636');
    expect(normalizeDoi('doi: 10.1002/1521-3773(20020715)41:14<2596::AID-ANIE2596>3.0.CO;2-4')).toBe(
      '10.1002/1521-3773(20020715)41:14<2596::aid-anie2596>3.0.co;2-4',
    );
    expect(normalizeDoi('10.1016/j.cell.2006.07.024)')).toBe('10.1016/j.cell.2006.07.024');
    expect(normalizeDoi('not a doi')).toBeUndefined();
  });

  it('reads DOIs out of doi.org, publisher and look-alike URLs', () => {
    expect(doiFromUrl('https://onlinelibrary.wiley.com/doi/full/10.1002/anie.201503041')).toBe('10.1002/anie.201503041');
    expect(doiFromUrl('https://onlinelibrary.wiley.com/doi/10.1002/anie.201503041/abstract')).toBe('10.1002/anie.201503041');
    expect(doiFromUrl('http://127.0.0.1:18089/site/doi.org/10.1038/nrg2636.')).toBe('10.1038/nrg2636');
    expect(doiFromUrl('https://example.org/page?ref=10.1038/x')).toBeUndefined();
  });
});

describe('doiFromArticleAddress', () => {
  it.each([
    ['https://www.nature.com/articles/s41586-020-2649-2?utm_source=chatgpt.com', '10.1038/s41586-020-2649-2'],
    ['https://www.nature.com/articles/nature14539', '10.1038/nature14539'],
    ['https://www.nature.com/articles/d41586-024-00001-1', '10.1038/d41586-024-00001-1'],
    ['http://www.nature.com/nature/journal/v521/n7553/full/nature14539.html', '10.1038/nature14539'],
    ['https://www.nature.com/articles/s41598-019-12345-6.pdf', '10.1038/s41598-019-12345-6'],
    ['https://elifesciences.org/articles/12345', '10.7554/elife.12345'],
    ['https://peerj.com/articles/4321/', '10.7717/peerj.4321'],
  ])('%s names %s', (url, doi) => {
    expect(doiFromArticleAddress([url])).toBe(doi);
  });

  it('names none for other pages of those sites', () => {
    for (const url of [
      'https://www.nature.com/',
      'https://www.nature.com/nature/articles',
      'https://www.nature.com/subjects/climate-change',
      'https://elifesciences.org/digests',
    ])
      expect(doiFromArticleAddress([url]), url).toBeUndefined();
  });

  it('gives a link to a Nature article the DOI, so it merges with the article cited in full', () => {
    expect(parseReference('https://www.nature.com/articles/s41586-020-2649-2?utm_source=chatgpt.com').doi).toBe('10.1038/s41586-020-2649-2');
  });
});

describe('piiFromUrl', () => {
  it.each([
    ['https://www.sciencedirect.com/science/article/pii/S0048969720357302', 'S0048969720357302'],
    ['https://www.sciencedirect.com/science/article/abs/pii/S0048969720357302?via%3Dihub', 'S0048969720357302'],
    ['https://www.cell.com/cell/fulltext/S0092-8674(06)00976-7', 'S0092867406009767'],
    ['https://www.thelancet.com/journals/lancet/article/PIIS0140-6736(20)30183-5/fulltext', 'S0140673620301835'],
    ['https://linkinghub.elsevier.com/retrieve/pii/S014067362030183X', 'S014067362030183X'],
  ])('%s holds %s', (url, pii) => {
    expect(piiFromUrl(url)).toBe(pii);
  });

  it('finds none elsewhere', () => {
    for (const url of ['https://www.sciencedirect.com/journal/cell', 'https://example.org/pii/S0048969720357302', 'https://www.cell.com/cell/home'])
      expect(piiFromUrl(url), url).toBeUndefined();
  });
});
