import { describe, expect, it } from 'vitest';
import { mergeParsed } from './merge-copies.ts';
import { parseReference } from './parse.ts';

const merge = (...texts: string[]) => mergeParsed(texts.map((t) => parseReference(t)));

describe('merging the copies of one work', () => {
  it('gives a preprint the venue of its published copy whole, with its volume and pages, and its kind', () => {
    const work = merge(
      'Vaswani, A., et al. (2017). Attention is all you need. arXiv:1706.03762',
      'Vaswani A, Shazeer N, Parmar N, et al. Attention is all you need. Adv Neural Inf Process Syst. 2017;30:5998-6008.',
    );
    expect(work).toMatchObject({ arxivId: '1706.03762', containerTitle: 'Adv Neural Inf Process Syst', volume: '30', pages: '5998-6008' });
    expect(work.type).toBe('article-journal');
  });

  it('never takes the volume and pages of a copy that names another venue, or none', () => {
    const work = merge(
      'LeCun, Y., Bengio, Y., & Hinton, G. (2015). Deep learning. Nature. https://doi.org/10.1038/nature14539',
      'LeCun Y, Bengio Y, Hinton G. Deep learning. Science. 2015;99(9):1-2.',
    );
    expect(work.containerTitle).toBe('Nature');
    expect(work.volume).toBeUndefined();
    expect(work.pages).toBeUndefined();
  });

  it('fills the numbers from a copy of the same venue, abbreviated or not', () => {
    const work = merge(
      'Smith, J. (2020). A study of things. Proceedings of the National Academy of Sciences. https://doi.org/10.1073/pnas.1',
      'Smith J. A study of things. Proc Natl Acad Sci. 2020;117(3):1200-9.',
    );
    expect(work).toMatchObject({ containerTitle: 'Proceedings of the National Academy of Sciences', volume: '117', issue: '3' });
    expect(work.pages).toMatch(/^1200/);
  });

  it('takes a longer author list of the same first author over one cut by "et al."', () => {
    const work = merge(
      'Vaswani, A., et al. (2017). Attention is all you need. arXiv:1706.03762',
      'Vaswani A, Shazeer N, Parmar N. Attention is all you need. Adv Neural Inf Process Syst. 2017;30:5998-6008.',
    );
    expect(work.authors.map((a) => a.family)).toEqual(['Vaswani', 'Shazeer', 'Parmar']);
    expect(work.etAl).toBe(false);
  });

  it('names the journal and an organisation in full when one copy spells them out', () => {
    const article = merge(
      'J. Smith and K. Lee, “Urban heat islands—a review,” Environ. Res. Lett., vol. 16, no. 3, 2021, Art. no. 033001, doi: 10.1088/1748-9326/abdcf1.',
      'Smith, J., & Lee, K. (2021). Urban heat islands: A review. Environmental Research Letters, 16(3), 033001.',
    );
    expect(article.containerTitle).toBe('Environmental Research Letters');
    // A journal whose name another's holds is not its abbreviation.
    expect(
      merge('Doe, J. (2020). A title. Nature, 5, 1-2. https://doi.org/10.1038/x1', 'Doe, J. (2020). A title. Nature Communications, 5, 1-2.').containerTitle,
    ).toBe('Nature');
    const page = merge(
      'WHO. Heat and health [Internet]. Geneva: WHO; 2023 [cited 2025 May 1]. Available from: https://www.who.int/news-room/fact-sheets/detail/climate-change-heat-and-health',
      'World Health Organization. (2023). Heat and health. https://www.who.int/news-room/fact-sheets/detail/climate-change-heat-and-health',
    );
    expect(page.authors).toEqual([{ literal: 'World Health Organization' }]);
    expect(page.publisher).toBe('World Health Organization');
  });
});
