import { describe, expect, it } from 'vitest';
import { splitSentences } from './split-sentences.ts';

describe('splitSentences', () => {
  it('splits at full stops before a capital and drops the stop', () => {
    expect(splitSentences('A chiroselective peptide replicator. Nature, 409(6822), 797-801.')).toEqual([
      'A chiroselective peptide replicator',
      'Nature, 409(6822), 797-801',
    ]);
  });

  it('keeps question marks and handles "?."', () => {
    expect(splitSentences('Is peer review broken? The Scientist.')).toEqual(['Is peer review broken?', 'The Scientist']);
    expect(splitSentences('Amyloidosis?. Biochemistry.')).toEqual(['Amyloidosis?', 'Biochemistry']);
  });

  it('does not split at initials, abbreviations or before lower case', () => {
    expect(splitSentences('J. Am. Chem. Soc., 12(3), 1-2')).toEqual(['J. Am. Chem. Soc., 12(3), 1-2']);
    expect(splitSentences('Nature, vol. 448, no. 7155, pp. 828–831')).toEqual(['Nature, vol. 448, no. 7155, pp. 828–831']);
    expect(splitSentences('On discriminative vs. generative classifiers. In Advances')).toEqual([
      'On discriminative vs. generative classifiers',
      'In Advances',
    ]);
    expect(splitSentences('Version 2.0 of the tool. Next')).toEqual(['Version 2.0 of the tool', 'Next']);
  });

  it('splits before names that start in lower case but are brands', () => {
    expect(splitSentences('Mozilla öffnet eigenen Appstore. t3n Magazin')).toEqual(['Mozilla öffnet eigenen Appstore', 't3n Magazin']);
    expect(splitSentences('Text-to-Motion Synthesis. arXiv preprint')).toEqual(['Text-to-Motion Synthesis', 'arXiv preprint']);
  });

  it('splits before a journal Google Scholar prints in lower case when its volume and issue or pages follow', () => {
    expect(splitSentences('Deep learning. nature, 521(7553), 436-444')).toEqual(['Deep learning', 'nature, 521(7553), 436-444']);
    expect(splitSentences('Deep learning. nature, 521, pp.436-444')).toEqual(['Deep learning', 'nature, 521, pp.436-444']);
    // A lower-case word with only a year after it is the same sentence going on.
    expect(splitSentences('Solar power vs. wind, 2020 edition')).toEqual(['Solar power vs. wind, 2020 edition']);
    expect(splitSentences('Crops grew 5 ft. in height, 2020')).toEqual(['Crops grew 5 ft. in height, 2020']);
  });

  it('returns nothing for empty text', () => {
    expect(splitSentences('')).toEqual([]);
    expect(splitSentences(' . ')).toEqual([]);
  });
});

describe('an edition after its ordinal', () => {
  it('ends the title part outside brackets, and not inside them', () => {
    expect(splitSentences('The big book, 2nd edn. Springer, Cham')).toEqual(['The big book, 2nd edn', 'Springer, Cham']);
    expect(splitSentences('The big book (2nd ed. Revised). Wiley')).toEqual(['The big book (2nd ed. Revised)', 'Wiley']);
  });
});
