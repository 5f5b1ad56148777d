import { describe, expect, it } from 'vitest';
import { parseReference } from './parse.ts';

const fields = (entry: string) => {
  const r = parseReference(entry);
  return { type: r.type, title: r.title, container: r.containerTitle, year: r.year, pages: r.pages, publisher: r.publisher };
};

describe('Vancouver "In:" parts', () => {
  it('reads NLM\'s conference paper: the proceedings after "In:", their date and place after semicolons, then the imprint', () => {
    expect(
      fields(
        'He K, Zhang X, Ren S, Sun J. Deep residual learning for image recognition. In: Proceedings of the IEEE Conference on Computer Vision and Pattern Recognition (CVPR); 2016 Jun 27-30; Las Vegas, NV. Piscataway (NJ): IEEE; 2016. p. 770-8.',
      ),
    ).toEqual({
      type: 'paper-conference',
      title: 'Deep residual learning for image recognition',
      container: 'Proceedings of the IEEE Conference on Computer Vision and Pattern Recognition (CVPR)',
      year: 2016,
      pages: '770-778',
      publisher: 'IEEE',
    });
    expect(
      fields(
        'Vaswani A, Shazeer N. Attention is all you need. In: Advances in Neural Information Processing Systems 30; 2017 Dec 4-9; Long Beach, CA. Red Hook (NY): Curran Associates; 2017. p. 5998-6008.',
      ),
    ).toMatchObject({
      type: 'paper-conference',
      container: 'Advances in Neural Information Processing Systems 30',
    });
  });

  it('reads the proceedings, not a publisher, when the year follows them directly', () => {
    expect(
      fields('He K, Zhang X. Deep residual learning. In: Proceedings of the IEEE Conference on Computer Vision and Pattern Recognition; 2016. p. 770-8.'),
    ).toEqual({
      type: 'paper-conference',
      title: 'Deep residual learning',
      container: 'Proceedings of the IEEE Conference on Computer Vision and Pattern Recognition',
      year: 2016,
      pages: '770-778',
      publisher: undefined,
    });
  });

  it("keeps a chapter's book after its editors", () => {
    expect(
      fields(
        'Meltzer PS, Kallioniemi A, Trent JM. Chromosome alterations in human solid tumors. In: Vogelstein B, Kinzler KW, editors. The genetic basis of human cancer. New York: McGraw-Hill; 2002. p. 93-113.',
      ),
    ).toEqual({
      type: 'chapter',
      title: 'Chromosome alterations in human solid tumors',
      container: 'The genetic basis of human cancer',
      year: 2002,
      pages: '93-113',
      publisher: 'McGraw-Hill',
    });
  });

  it('reads a journal with no volume, its pages right after the year ("2016:770-8")', () => {
    expect(
      fields('He K, Zhang X, Ren S, Sun J. Deep residual learning for image recognition. Proc IEEE Conf Comput Vis Pattern Recognit. 2016:770-8.'),
    ).toMatchObject({
      title: 'Deep residual learning for image recognition',
      container: 'Proc IEEE Conf Comput Vis Pattern Recognit',
      year: 2016,
      pages: '770-778',
    });
  });
});
