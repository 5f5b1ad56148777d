import { describe, expect, it } from 'vitest';
import { parseReference } from './parse.ts';

// BibTeX's standard styles (plain, abbrv, plainnat, unsrtnat: most LaTeX papers' reference lists,
// and the lists AI tools write after them): names given name first with no date after them, the
// title, then the source with "In", "volume", "pages", "vol(num):pages, year" or a thesis or report.
const read = (entry: string) => {
  const r = parseReference(entry);
  return {
    type: r.type,
    families: r.authors.map((a) => a.family ?? a.literal),
    etAl: r.etAl,
    title: r.title,
    container: r.containerTitle,
    volume: r.volume,
    issue: r.issue,
    pages: r.pages,
    publisher: r.publisher,
    number: r.number,
    year: r.year,
  };
};

describe('BibTeX’s standard styles', () => {
  it('reads plainnat’s paper in proceedings: full names, "volume" and "pages" written out', () => {
    expect(
      read(
        'Ashish Vaswani, Noam Shazeer, Niki Parmar, Jakob Uszkoreit, Llion Jones, Aidan N. Gomez, Łukasz Kaiser, and Illia Polosukhin. Attention is all you need. In Advances in Neural Information Processing Systems, volume 30, pages 5998–6008, 2017.',
      ),
    ).toMatchObject({
      type: 'paper-conference',
      families: ['Vaswani', 'Shazeer', 'Parmar', 'Uszkoreit', 'Jones', 'Gomez', 'Kaiser', 'Polosukhin'],
      title: 'Attention is all you need',
      container: 'Advances in Neural Information Processing Systems',
      volume: '30',
      pages: '5998-6008',
      year: 2017,
    });
  });

  it('reads abbrv’s initials and the pages of a paper in proceedings', () => {
    expect(
      read(
        'K. He, X. Zhang, S. Ren, and J. Sun. Deep residual learning for image recognition. In Proceedings of the IEEE Conference on Computer Vision and Pattern Recognition, pages 770–778, 2016.',
      ),
    ).toMatchObject({
      type: 'paper-conference',
      families: ['He', 'Zhang', 'Ren', 'Sun'],
      title: 'Deep residual learning for image recognition',
      container: 'Proceedings of the IEEE Conference on Computer Vision and Pattern Recognition',
      pages: '770-778',
    });
  });

  it('leaves the series out of the book of "volume 70 of Proceedings of Machine Learning Research"', () => {
    expect(
      read(
        'Chelsea Finn, Pieter Abbeel, and Sergey Levine. Model-agnostic meta-learning for fast adaptation of deep networks. In International Conference on Machine Learning, volume 70 of Proceedings of Machine Learning Research, pages 1126–1135. PMLR, 2017.',
      ),
    ).toMatchObject({ container: 'International Conference on Machine Learning', volume: '70', pages: '1126-1135', publisher: 'PMLR', year: 2017 });
  });

  it.each([
    [
      'Diederik P. Kingma and Jimmy Ba. Adam: A method for stochastic optimization. In ICLR, 2015.',
      ['Kingma', 'Ba'],
      'Adam: A method for stochastic optimization',
    ],
    ['Tom Brown et al. Language models are few-shot learners. NeurIPS, 33:1877–1901, 2020.', ['Brown'], 'Language models are few-shot learners'],
    ['A. Vaswani et al. Attention is all you need. CoRR, abs/1706.03762, 2017.', ['Vaswani'], 'Attention is all you need'],
    ['Ian Goodfellow, Yoshua Bengio, and Aaron Courville. Deep Learning. MIT Press, 2016.', ['Goodfellow', 'Bengio', 'Courville'], 'Deep Learning'],
    [
      'Jacob Devlin and Kristina Toutanova. BERT: Pre-training of deep bidirectional transformers. arXiv preprint arXiv:1810.04805, 2018.',
      ['Devlin', 'Toutanova'],
      'BERT: Pre-training of deep bidirectional transformers',
    ],
  ])('reads the names given name first, a middle initial’s stop and "et al." included: %s', (entry, families, title) => {
    expect(read(entry)).toMatchObject({ families, title });
  });

  it('reads a thesis and a technical report with the body that issued them', () => {
    expect(read("Alex Krizhevsky. Learning multiple layers of features from tiny images. Master's thesis, University of Toronto, 2009.")).toMatchObject({
      type: 'thesis',
      families: ['Krizhevsky'],
      publisher: 'University of Toronto',
      year: 2009,
    });
    expect(read('Jane Doe and John Roe. Title of the report. Technical Report TR-2020-01, Stanford University, 2020.')).toMatchObject({
      type: 'report',
      families: ['Doe', 'Roe'],
      number: 'TR-2020-01',
      publisher: 'Stanford University',
    });
  });

  it('keeps a Vancouver entry whose title reads like two names a Vancouver entry', () => {
    expect(read('Smith J. Machine Learning and Deep Learning. Nature. 2015;521:436-44.')).toMatchObject({
      families: ['Smith'],
      title: 'Machine Learning and Deep Learning',
      container: 'Nature',
    });
  });

  it('takes two capitalised words before a source of another style for a title, not a name', () => {
    expect(read('Climate Change and Public Health. An Overview. Oxford University Press, 2015.')).toMatchObject({ families: [] });
  });
});

describe('a thesis’s degree', () => {
  it.each([
    ["Alex Krizhevsky. Learning multiple layers of features from tiny images. Master's thesis, University of Toronto, 2009.", "Master's thesis"],
    ['J. Smith. Title. PhD thesis, MIT, 2010.', 'PhD thesis'],
    ['Smith, J. (2019). Title of thesis [Doctoral dissertation, Stanford University]. ProQuest.', 'PhD thesis'],
  ])('is kept, for Zotero’s Type and BibTeX’s @mastersthesis: %s', (entry, genre) => {
    expect(parseReference(entry)).toMatchObject({ type: 'thesis', genre });
  });
});
