import { describe, expect, it } from 'vitest';
import type { ParsedReference } from '../types.ts';
import { dedupeReferences, dedupeWithReasons } from './dedupe.ts';
import { parseReference } from './parse.ts';

const dedupe = (raws: string[]): number[][] => dedupeReferences(raws.map(parseReference));

function ref(fields: Partial<ParsedReference>): ParsedReference {
  return { raw: '', format: 'unknown', type: 'document', urls: [], authors: [], etAl: false, ...fields };
}

describe('dedupeReferences', () => {
  it('returns every index once, groups sorted and ordered by first member', () => {
    expect(dedupeReferences([])).toEqual([]);
    expect(dedupe(['doi:10.1000/b', 'doi:10.1000/a', 'https://doi.org/10.1000/B', 'doi:10.1000/a.'])).toEqual([
      [0, 2],
      [1, 3],
    ]);
  });

  it('keeps "Correction: <title>" apart from the work it corrects', () => {
    expect(
      dedupe([
        'Seelig B, Szostak JW. Selection and evolution of enzymes from a partially randomized non-catalytic scaffold. Nature. 2007.',
        'Seelig B, Szostak JW. Correction: Selection and evolution of enzymes from a partially randomized non-catalytic scaffold. Nature. 2008.',
      ]),
    ).toEqual([[0], [1]]);
  });

  it('merges the same DOI however it is written, even with different titles and years', () => {
    expect(
      dedupe([
        'Pipkorn, R., Waldeck, W., & Braun, K. (2008). Inverse-electron-demand Diels-Alder reaction as a highly efficient chemoselective ligation procedure: Synthesis and function of a BioShuttle. Journal of Peptide Science, 15(3), 235-241. http://127.0.0.1:18089/site/doi.org/10.1002/psc.1108',
        "Pipkorn, R. et al. (2009) 'Inverse-electron-demand Diels-Alder reaction', Journal of Peptide Science. Available at: doi:10.1002/PSC.1108",
        '[11] doi:10.1002/psc.1108',
      ]),
    ).toEqual([[0, 1, 2]]);
  });

  it('merges the same arXiv id and the same normalised URL', () => {
    expect(dedupe(['arXiv:2312.09242', 'Text2Immersion - arXiv https://arxiv.org/pdf/2312.09242v2.pdf'])).toEqual([[0, 1]]);
    expect(
      dedupe([
        'Title one - Site https://example.com/page?utm_source=chatgpt.com#:~:text=first%20quote',
        'http://www.example.com/page/#:~:text=second%20quote',
        'https://example.com/other-page',
      ]),
    ).toEqual([[0, 1], [2]]);
  });

  it('does not merge on a home-page URL alone', () => {
    expect(dedupe(['First story - BBC https://www.bbc.co.uk/', 'Second story - BBC https://www.bbc.co.uk'])).toEqual([[0], [1]]);
  });

  it('never merges different DOIs, not even through a third entry matching both', () => {
    expect(
      dedupe([
        'Chen, S. (2007). Reversine increases the plasticity of lineage-committed mammalian cells. PNAS, 104, 1-2. doi:10.1073/pnas.0704360104',
        'Chen, S. (2007). Reversine increases the plasticity of lineage-committed mammalian cells. PNAS, 104, 1-2.',
        'Chen, S. (2007). Reversine increases the plasticity of lineage-committed mammalian cells. PNAS, 104, 1-2. doi:10.9999/other',
      ]),
    ).toEqual([[0, 1], [2]]);
  });

  it('merges a truncated title with the full one when author and year agree', () => {
    expect(
      dedupe([
        'Floemer, A. (2012). Firefox Marketplace: Mozilla öffnet. t3n Magazin.',
        'Floemer, A. (2012). Firefox Marketplace: Mozilla öffnet eigenen Appstore. t3n Magazin. http://t3n.de/news/firefox-marketplace-mozilla-421542/',
      ]),
    ).toEqual([[0, 1]]);
  });

  it('merges a title-only AI-tool entry with the same title elsewhere', () => {
    expect(
      dedupe([
        'Selection and evolution of enzymes from a partially randomized non-catalytic scaffold - Nature, accessed February 26, 2025',
        'B. Seelig and J. W. Szostak, “Selection and evolution of enzymes from a partially randomized non-catalytic scaffold,” Nature, vol. 448, pp. 828–831, 2007.',
      ]),
    ).toEqual([[0, 1]]);
  });

  it('tolerates a year off by one and a misspelled author, but not more', () => {
    const full = 'Insights from genomic profiling of transcription factors';
    expect(
      dedupe([`Farnham, P. J. (2009). ${full}. Nature Reviews Genetics, 10(9), 605-616.`, `Fanrham, P.J. (2010) '${full}', Nature Reviews Genetics.`]),
    ).toEqual([[0, 1]]);
    expect(dedupe([`Farnham, P. J. (2009). ${full}. Nature Reviews Genetics.`, `Farnham, P. J. (2011). ${full}. Nature Reviews Genetics.`])).toEqual([
      [0],
      [1],
    ]);
    expect(dedupe([`Farnham, P. J. (2009). ${full}. Nature Reviews Genetics.`, `Smith, J. (2009). ${full}. Nature Reviews Genetics.`])).toEqual([[0], [1]]);
  });

  it('keeps two different articles by the same author in the same year apart', () => {
    expect(
      dedupe([
        "BBC News (2007) 'England Expert predicts coal revolution', BBC News.",
        "BBC News (2007) 'UK Supreme Court judges sworn in', BBC News.",
        'Chen, S., & Ding, S. (2007). Reversine increases the plasticity of lineage-committed mammalian cells. PNAS, 104(25), 10482-10487.',
        'Chen, S., & Ding, S. (2007). Self-renewal of embryonic stem cells by a small molecule. PNAS, 103(46), 17266-17271.',
      ]),
    ).toEqual([[0], [1], [2], [3]]);
  });

  it('keeps series titles that differ only in a number apart', () => {
    expect(
      dedupe([
        'Department for Transport (2010). Transport Statistics Great Britain: 2010. https://example.gov/tsgb2010',
        'Department for Transport (2011). Transport Statistics Great Britain: 2011. https://example.gov/tsgb2011',
      ]),
    ).toEqual([[0], [1]]);
  });

  it('keeps a work and its sequel apart: another volume, another first page, or one word added in another year', () => {
    expect(
      dedupe([
        'Smith, J., & Jones, K. (2020). Dutch energy policy. Energy Policy, 140, 1–10.',
        'Smith, J., Jones, K., & Brown, H. (2021). Dutch energy policy revisited. Energy Policy, 150, 5–9.',
      ]),
    ).toEqual([[0], [1]]);
    expect(
      dedupe([
        'Smith, J., & Jones, K. (2020). Dutch energy policy. Energy Policy, 140, 111-120.',
        'Smith J, Jones K, Brown H. Dutch energy policy revisited. Energy Policy. 2021;150:112-20.',
      ]),
    ).toEqual([[0], [1]]);
    expect(
      dedupe([
        'Smith, J. (2020). Grid stability in Europe. Energy Policy, 140, 1–10.',
        'Smith, J. (2020). Grid stability in Europe. Energy Policy, 140, 55–60.',
      ]),
    ).toEqual([[0], [1]]);
    expect(dedupe(['Smith, J. (2020). Dutch energy policy. Amsterdam: Boom.', 'Smith, J. (2021). Dutch energy policy revisited. Amsterdam: Boom.'])).toEqual([
      [0],
      [1],
    ]);
  });

  it('still joins one article cited in two styles, with its volume and pages or without', () => {
    expect(
      dedupe([
        'Smith, J., & Jones, K. (2020). Dutch energy policy. Energy Policy, 140, 111-120.',
        'Smith J, Jones K. Dutch energy policy. Energy Policy. 2020;140:111-20.',
        'Smith, J. (2020). Dutch energy policy. Energy Policy.',
      ]),
    ).toEqual([[0, 1, 2]]);
  });

  it('does not merge on very short titles without corroboration', () => {
    expect(dedupeReferences([ref({ title: 'Introduction' }), ref({ title: 'Introduction' })])).toEqual([[0], [1]]);
    expect(dedupeReferences([ref({ title: 'RNA silencing' }), ref({ title: 'RNA silencing' })])).toEqual([[0], [1]]);
    expect(
      dedupeReferences([
        ref({ title: 'RNA silencing', year: 2005, authors: [{ family: 'Baulcombe' }] }),
        ref({ title: 'RNA silencing', year: 2005, authors: [{ family: 'Baulcombe' }] }),
      ]),
    ).toEqual([[0, 1]]);
  });

  it('merges identical entries even without a title', () => {
    expect(dedupe(['accessed March 3, 2025', 'accessed March 3, 2025'])).toEqual([[0, 1]]);
  });

  it('handles a thousand references quickly', () => {
    const refs = Array.from({ length: 1000 }, (_, i) =>
      ref({
        title: `A study of topic ${i} in depth with many shared words`,
        year: 2000 + (i % 20),
        authors: [{ family: `Author${i % 50}` }],
        urls: [`https://example.com/p/${i}`],
      }),
    );
    const groups = dedupeReferences(refs);
    expect(groups).toHaveLength(1000);
  });
});

describe('dedupeWithReasons: identity evidence only', () => {
  it('says on what evidence each merge was made', () => {
    const { groups, merges } = dedupeWithReasons(
      [
        'doi:10.1000/a',
        'Smith, J. (2020). Deep learning for crops. https://doi.org/10.1000/A',
        'https://example.org/page?utm_source=chatgpt.com',
        'http://www.example.org/page',
      ].map(parseReference),
    );
    expect(groups).toEqual([
      [0, 1],
      [2, 3],
    ]);
    expect(merges.map((m) => m.reason)).toEqual(['same DOI 10.1000/a', 'same URL https://example.org/page']);
  });

  it('never folds a video or a code repository into the paper of the same title', () => {
    const paper =
      'Vaswani, A., et al. (2017). Attention Is All You Need. Advances in Neural Information Processing Systems, 30. https://papers.nips.cc/paper/7181-attention-is-all-you-need';
    const video = 'Attention Is All You Need. YouTube. https://www.youtube.com/watch?v=iDulhoQ2pro';
    const repo = 'Attention Is All You Need. GitHub. https://github.com/jadore801120/attention-is-all-you-need-pytorch';
    expect(dedupe([paper, video, repo])).toEqual([[0], [1], [2]]);
  });

  it('keeps different articles of one encyclopedia apart, whatever their titles share', () => {
    const refs = [
      'Photosynthesis. Encyclopaedia Britannica. https://www.britannica.com/science/photosynthesis',
      'Photosynthesis. Encyclopaedia Britannica. https://www.britannica.com/science/photosynthesis/Evolution-of-the-process',
      'Photosynthesis. Encyclopaedia Britannica. https://www.britannica.com/science/photosynthesis/Energy-efficiency',
    ];
    expect(dedupe(refs)).toEqual([[0], [1], [2]]);
  });
});
