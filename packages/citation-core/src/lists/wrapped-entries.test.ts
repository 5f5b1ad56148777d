import { describe, expect, it } from 'vitest';
import { heading, hyperlink, para, run, text } from '../../test/build-docx.ts';
import { openBuilt } from '../../test/paragraphs-of.ts';
import { locateReferenceLists } from './locate.ts';

const entriesOf = (body: string, links?: Record<string, string>) =>
  locateReferenceLists(openBuilt({ body, ...(links ? { links } : {}) }).paragraphs).lists.map((l) => l.entries.map((e) => [e.number, e.text]));

describe('entries wrapped over several paragraphs (a PDF opened in Word)', () => {
  it('joins every printed line of an entry, up to the next label and at the end of the list', () => {
    const lines = [
      '[1] K. He, X. Zhang, S. Ren, and J. Sun, “Deep residual learning for image',
      'recognition,” in Proceedings of the IEEE Conference on Computer Vision and',
      'Pattern Recognition, 2016, pp. 770–778.',
      '[2] S. Hochreiter and J. Schmidhuber, “Long short-term memory,” Neural',
      'Computation, vol. 9, no. 8, pp. 1735–1780, 1997. doi:',
      '10.1162/neco.1997.9.8.1735.',
      '[3] F. P. Polack, S. J. Thomas, and N. Kitchin, “Safety and efficacy',
      'of the BNT162b2 mRNA Covid-19 vaccine,” New England Journal of',
      'Medicine, vol. 383, no. 27, pp. 2603–2615, 2020.',
    ];
    expect(entriesOf(heading('References') + lines.map((l) => text(l)).join(''))).toEqual([
      [
        [
          1,
          'K. He, X. Zhang, S. Ren, and J. Sun, “Deep residual learning for image recognition,” in Proceedings of the IEEE Conference on Computer Vision and Pattern Recognition, 2016, pp. 770–778.',
        ],
        [
          2,
          'S. Hochreiter and J. Schmidhuber, “Long short-term memory,” Neural Computation, vol. 9, no. 8, pp. 1735–1780, 1997. doi: 10.1162/neco.1997.9.8.1735.',
        ],
        [
          3,
          'F. P. Polack, S. J. Thomas, and N. Kitchin, “Safety and efficacy of the BNT162b2 mRNA Covid-19 vaccine,” New England Journal of Medicine, vol. 383, no. 27, pp. 2603–2615, 2020.',
        ],
      ],
    ]);
  });

  it('takes no prose after an ended entry, after a short entry, or after the last entry unless it breaks off', () => {
    const ended =
      heading('References') +
      text('[1] A. Author, “A long enough title of the work,” Journal, 2020.') +
      text('This report was written with help.') +
      text('So was the other one.') +
      text('[2] B. Author, “Another title,” Journal, 2021.');
    expect(entriesOf(ended)[0]?.[0]?.[1]).toBe('A. Author, “A long enough title of the work,” Journal, 2020.');
    const last = heading('References') + text('[1] A. Author, “A long enough title of the work,” Journal, 2020') + text('Generated with a research assistant');
    expect(entriesOf(last)[0]?.[0]?.[1]).toBe('A. Author, “A long enough title of the work,” Journal, 2020');
    const links = { rId1: 'https://www.iea.org/a', rId2: 'https://www.irena.org/b' };
    const sites =
      text('Learn more') +
      para(hyperlink('rId1', run('1. iea.org'))) +
      para(hyperlink('rId2', run('2. irena.org'))) +
      text('Cells warm [1].') +
      text('Learn more');
    expect(entriesOf(sites, links)[0]?.map(([, t]) => t)).toEqual(['iea.org', 'irena.org']);
  });
});
