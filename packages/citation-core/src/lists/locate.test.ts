import { describe, expect, it } from 'vitest';
import { heading, referenceList, text } from '../../test/build-docx.ts';
import { openBuilt } from '../../test/paragraphs-of.ts';
import { isReferenceHeading, locateReferenceLists } from './locate.ts';

describe('locateReferenceLists', () => {
  it('finds a typed, numbered list under a References heading and keeps its paragraphs out of the text', () => {
    const doc = openBuilt({ body: text('Growth was fast [1].') + referenceList([[1, 'Smith J. A title. Nature. 2020.'], [2, 'Doe A. Another. Science. 2019.']]) });
    const located = locateReferenceLists(doc.paragraphs);
    expect(located.lists).toHaveLength(1);
    expect(located.lists[0]?.entries.map((e) => [e.number, e.text])).toEqual([
      [1, 'Smith J. A title. Nature. 2020.'],
      [2, 'Doe A. Another. Science. 2019.'],
    ]);
    expect([...located.listParagraphs].sort()).toEqual([1, 2, 3]);
    expect(located.listForParagraph(0)).toBe(0);
  });

  it('takes the numbers from the labels, not from the positions', () => {
    const doc = openBuilt({ body: text('See [7].') + referenceList([[7, 'Smith J. A title. 2020.'], [9, 'Doe A. Another. 2019.']], 'Works cited') });
    expect(locateReferenceLists(doc.paragraphs).lists[0]?.entries.map((e) => e.number)).toEqual([7, 9]);
  });

  it('finds nothing in a document without a reference list', () => {
    const doc = openBuilt({ body: text('Just prose [1].') + text('More prose.') });
    expect(locateReferenceLists(doc.paragraphs).lists).toEqual([]);
  });
});

describe('isReferenceHeading', () => {
  it('accepts the usual words, styled or short, and refuses a sentence that contains them', () => {
    const doc = openBuilt({ body: heading('References') + text('Sources:') + text('The references in this report were checked by hand.') });
    expect(doc.paragraphs.map(isReferenceHeading)).toEqual([true, true, false]);
  });

  it.each(['Quellen', 'Literaturverzeichnis', 'Références', 'Referencias bibliográficas', 'Fonti', 'Bronnen', 'Källor', 'Список литературы', '参考文献', '참고문헌'])(
    'accepts the heading of a report written in another language: %s',
    (word) => {
      const doc = openBuilt({ body: heading(word) + text(`${word}:`) + text(`Die ${word} dieses Berichts wurden von Hand geprüft.`) });
      expect(doc.paragraphs.map(isReferenceHeading)).toEqual([true, true, false]);
    },
  );
});

describe('isReferenceHeading with Markdown pasted as text', () => {
  it.each(['## References', '**Sources**', '📚 References', '🔗 Sources:', 'Sources and References', 'Citations & Sources'])('accepts %s', (word) => {
    const doc = openBuilt({ body: text(word) });
    expect(isReferenceHeading(doc.paragraphs[0] as never)).toBe(true);
  });

  it('still refuses a sentence about sources', () => {
    const doc = openBuilt({ body: text('Sources cited in this report were checked') + text('Sources and methods of the survey') });
    expect(doc.paragraphs.map(isReferenceHeading)).toEqual([false, false]);
  });
});

describe('locateReferenceLists in another language', () => {
  it('finds a German report’s list under "Quellen"', () => {
    const doc = openBuilt({ body: text('Das Wachstum war schnell [1].') + referenceList([[1, 'Schmidt, J. (2020). Ein Titel. Nature, 5, 1–9.']], 'Quellen') });
    expect(locateReferenceLists(doc.paragraphs).lists[0]?.entries.map((e) => e.number)).toEqual([1]);
  });
});
