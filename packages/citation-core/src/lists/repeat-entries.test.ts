import { describe, expect, it } from 'vitest';
import { heading, text } from '../../test/build-docx.ts';
import { openBuilt } from '../../test/paragraphs-of.ts';
import { locateReferenceLists } from './locate.ts';

describe('a list of notes that repeats a work', () => {
  it('reads "Ibid." and a short form as the earlier entry they repeat', () => {
    const notes = [
      'Elizabeth Eisenstein, The Printing Press as an Agent of Change (Cambridge: Cambridge University Press, 1979), 43.',
      'Lucien Febvre and Henri-Jean Martin, The Coming of the Book (London: Verso, 1976), 248.',
      'Ibid., 250.',
      'Eisenstein, Printing Press, 80.',
      'Ibid.',
    ];
    const doc = openBuilt({ body: text('Literacy rose [1].') + heading('Notes') + notes.map((n, i) => text(`${i + 1}. ${n}`)).join('') });
    const texts = locateReferenceLists(doc.paragraphs).lists[0]?.entries.map((e) => e.text);
    expect(texts).toEqual([notes[0], notes[1], notes[1], notes[0], notes[0]]);
  });

  it('leaves a list with no repeat as written', () => {
    const doc = openBuilt({
      body: text('Growth [1].') + heading('References') + text('1. Smith, J. (2020). Solar. Nature, 1, 2.') + text('2. Doe, A. (2019). Wind. Science, 3, 4.'),
    });
    expect(locateReferenceLists(doc.paragraphs).lists[0]?.entries.map((e) => e.text)).toEqual([
      'Smith, J. (2020). Solar. Nature, 1, 2.',
      'Doe, A. (2019). Wind. Science, 3, 4.',
    ]);
  });
});
