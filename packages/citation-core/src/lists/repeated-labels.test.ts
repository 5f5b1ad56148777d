import { describe, expect, it } from 'vitest';
import { decimalNumbering, heading, para, run, text } from '../../test/build-docx.ts';
import { openBuilt } from '../../test/paragraphs-of.ts';
import { readingNotices } from '../reading-notices.ts';
import { locateReferenceLists } from './locate.ts';

/** The entries under "References", each labelled "n. " (0: no label). */
const listOf = (entries: [number, string][]) => {
  const doc = openBuilt({
    body: text('Cited [1], [2], [3].') + heading('References') + entries.map(([n, raw]) => text(n === 0 ? raw : `${n}. ${raw}`)).join(''),
  });
  const located = locateReferenceLists(doc.paragraphs);
  const notices = readingNotices({ lists: located.lists, uncited: [], unknownNumbers: [], paragraphs: doc.paragraphs }, () => new Date(0));
  return { list: located.lists[0], notices: notices.map((n) => n.message) };
};

describe('a label given twice in one list', () => {
  it('joins a numbered line that is only the rest of the entry above (an edition, an imprint)', () => {
    const { list, notices } = listOf([
      [1, 'Schwab, A. J. (2022). Elektroenergiesysteme.'],
      [2, 'Sterner, M., & Stadler, I. (2017). Energiespeicher.'],
      [2, 'Auflage. Berlin: Springer Vieweg.'],
      [3, 'Quaschning, V. (2021). Regenerative Energiesysteme. München: Hanser.'],
    ]);
    expect(list?.entries.map((e) => [e.number, e.text])).toEqual([
      [1, 'Schwab, A. J. (2022). Elektroenergiesysteme.'],
      [2, 'Sterner, M., & Stadler, I. (2017). Energiespeicher. 2. Auflage. Berlin: Springer Vieweg.'],
      [3, 'Quaschning, V. (2021). Regenerative Energiesysteme. München: Hanser.'],
    ]);
    expect(notices).toEqual([]);
  });

  it('reads a repeated number as the one the list skips, and says so', () => {
    const { list, notices } = listOf([
      [1, 'Hughes, T. P. (2018). Global warming and coral bleaching. Nature, 543, 373–377.'],
      [2, 'Frölicher, T. L. (2018). Marine heatwaves under global warming. Nature, 560, 360–364.'],
      [2, 'Oliver, E. C. J. (2018). Longer and more frequent marine heatwaves. Nature Communications, 9, 1324.'],
      [4, 'Gilmour, J. P. (2013). Recovery of an isolated coral reef system. Science, 340, 69–71.'],
    ]);
    expect(list?.entries.map((e) => e.number)).toEqual([1, 2, 3, 4]);
    expect(list?.entries[2]?.text).toMatch(/^Oliver/);
    expect(notices).toEqual([expect.stringMatching(/Number 2 is given to two entries .* read as number 3/)]);
  });

  it('keeps the first entry for the number when none is skipped, and says the second was left out', () => {
    const { list, notices } = listOf([
      [1, 'Hughes, T. P. (2018). Global warming and coral bleaching. Nature, 543, 373–377.'],
      [2, 'Frölicher, T. L. (2018). Marine heatwaves under global warming. Nature, 560, 360–364.'],
      [2, 'Oliver, E. C. J. (2018). Longer and more frequent marine heatwaves. Nature Communications, 9, 1324.'],
      [3, 'Gilmour, J. P. (2013). Recovery of an isolated coral reef system. Science, 340, 69–71.'],
    ]);
    expect(list?.entries.map((e) => [e.number, e.text.slice(0, 9)])).toEqual([
      [1, 'Hughes, T'],
      [2, 'Frölicher'],
      [3, 'Gilmour, '],
    ]);
    expect(notices).toEqual([expect.stringMatching(/Number 2 is given to two entries .*first \("Frölicher.*the second \("Oliver/)]);
  });
});

describe('a label lost between two labelled entries', () => {
  it('gives the number the labels skip to a whole reference standing unlabelled between them', () => {
    const { list } = listOf([
      [1, 'Hugonnet, R., et al. (2021). Accelerated global glacier mass loss. Nature, 592, 726–731.'],
      [2, 'GLAMOS. (2023). Swiss Glacier Mass Balance 2023. Glacier Monitoring Switzerland.'],
      [0, 'Shugar, D. H., et al. (2020). Rapid worldwide growth of glacial lakes since 1990. Nature Climate Change, 10, 939–945.'],
      [4, 'Dussaillant, I., et al. (2019). Two decades of glacier mass loss along the Andes. Nature Geoscience, 12, 802–808.'],
    ]);
    expect(list?.entries.map((e) => [e.number, e.text.slice(0, 7)])).toEqual([
      [1, 'Hugonne'],
      [2, 'GLAMOS.'],
      [3, 'Shugar,'],
      [4, 'Dussail'],
    ]);
  });
});

describe("Word's numbering begun again after the first entry", () => {
  const entries = [
    'Hughes, T. P. (2018). Global warming.',
    'Frölicher, T. L. (2018). Marine heatwaves.',
    'Oliver, E. C. J. (2018). Longer heatwaves.',
    'Gilmour, J. P. (2013). Recovery.',
  ];
  const located = (numIds: number[]) => {
    const doc = openBuilt({
      body: text('Cited [1], [2], [3], [4].') + heading('References') + entries.map((e, i) => para(run(e), { numId: numIds[i] ?? 1 })).join(''),
      numbering: decimalNumbering(1) + decimalNumbering(2),
    });
    const lists = locateReferenceLists(doc.paragraphs).lists;
    return {
      list: lists[0],
      notices: readingNotices({ lists, uncited: [], unknownNumbers: [], paragraphs: doc.paragraphs }, () => new Date(0)).map((n) => n.message),
    };
  };

  it('reads one list numbered on from its first entry ("1, 1, 2, 3" as a converter splits it), and says so', () => {
    const { list, notices } = located([2, 1, 1, 1]);
    expect(list?.entries.map((e) => [e.number, e.text.slice(0, 6)])).toEqual([
      [1, 'Hughes'],
      [2, 'Frölic'],
      [3, 'Oliver'],
      [4, 'Gilmou'],
    ]);
    expect(notices).toEqual([expect.stringMatching(/starts again after its first entry .* numbered 1 to 4/)]);
  });

  it('leaves a list numbered through alone', () => {
    const { list, notices } = located([1, 1, 1, 1]);
    expect(list?.entries.map((e) => e.number)).toEqual([1, 2, 3, 4]);
    expect(notices).toEqual([]);
  });
});
