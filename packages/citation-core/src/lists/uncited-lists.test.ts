import { describe, expect, it } from 'vitest';
import { heading, text } from '../../test/build-docx.ts';
import { openBuilt } from '../../test/paragraphs-of.ts';
import { detectCitations } from '../citations/detect.ts';
import { locateReferenceLists } from './locate.ts';
import { setAsideUncitedLists } from './uncited-lists.ts';

const SMITH = 'Smith, J. (2020). Sleep and health. Journal of Sleep, 12(3), 45-67.';
const DOE = 'Doe, A. (2019). Memory consolidation. Nature, 5, 1-10.';
const ROE = 'Roe, B. (2018). Rhythms. Cell, 3, 2-8.';

function setAside(body: string) {
  const doc = openBuilt({ body });
  const located = locateReferenceLists(doc.paragraphs);
  const { citations } = detectCitations(doc.paragraphs, located);
  return setAsideUncitedLists(located, located.lists, citations);
}

describe('setAsideUncitedLists', () => {
  it('removes a list nothing cites that repeats the cited one, in another order and with other labels', () => {
    const aside = setAside(
      text('Sleep [1] and memory [2].') +
        heading('References') +
        text(`[1] ${SMITH}`) +
        text(`[2] ${DOE}`) +
        heading('Bibliography') +
        text(DOE) +
        text(`• ${SMITH.toUpperCase()}`),
    );
    expect(aside.uncited).toEqual([]);
    expect(aside.copies.map((c) => [c.list.heading, c.of.heading])).toEqual([['Bibliography', 'References']]);
    // Removed with the cited list: its heading and entries are among the lists' paragraphs, its entries not counted.
    expect([...aside.located.listParagraphs].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(aside.lists.map((l) => l.entries.length)).toEqual([2, 0]);
  });

  it('leaves a list with a source the cited list lacks in the document', () => {
    const aside = setAside(
      text('Sleep [1] and memory [2].') +
        heading('References') +
        text(`[1] ${SMITH}`) +
        text(`[2] ${DOE}`) +
        heading('Further reading') +
        text(DOE) +
        text(ROE),
    );
    expect(aside.copies).toEqual([]);
    expect(aside.uncited.map((l) => l.heading)).toEqual(['Further reading']);
    expect([...aside.located.listParagraphs].sort((a, b) => a - b)).toEqual([1, 2, 3]);
  });
});
