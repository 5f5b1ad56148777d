import { describe, expect, it } from 'vitest';
import { compareFamilyNames, containerAgrees, containsTitle, damerauLevenshtein, normalizeText, titleSimilarity, truncatedShare } from './text-match.ts';

describe('text matching', () => {
  it('normalises accents, case, markup and punctuation', () => {
    expect(normalizeText('Jäckel: <i>Protein</i> design — by “directed” evolution!')).toBe('jackel protein design by directed evolution');
  });

  it('scores identical titles 1 and a fabricated mash-up well below acceptance', () => {
    expect(titleSimilarity('Protein design by directed evolution', 'protein design by Directed Evolution.')).toBe(1);
    const sim = titleSimilarity('Insights from genomic profiling of Vivo Imaging, and Diagnostics', 'Insights from genomic profiling of transcription factors');
    expect(sim).toBeGreaterThan(0.5);
    expect(sim).toBeLessThan(0.85);
  });

  it('recognises a cut-off title but not one that starts alike and goes elsewhere', () => {
    expect(
      truncatedShare(
        'Induction of Pluripotent Stem Cells from Mouse Embryonic and',
        'Induction of Pluripotent Stem Cells from Mouse Embryonic and Adult Fibroblast Cultures by Defined Factors',
      ),
    ).toBeGreaterThan(0.4);
    expect(
      truncatedShare(
        'Convergent chemical synthesis and high-resolution x-ray...',
        'Convergent chemical synthesis and high-resolution x-ray structure of human lysozyme',
      ),
    ).toBeGreaterThan(0.5);
    expect(truncatedShare('Insights from genomic profiling of Vivo Imaging, and Diagnostics', 'Insights from genomic profiling of transcription factors')).toBe(
      0,
    );
    expect(truncatedShare('Insights from', 'Insights from genomic profiling')).toBe(0);
  });

  it('finds a full record title inside the raw string', () => {
    expect(containsTitle('12. Seelig B. Selection and evolution of enzymes. Nature 2007', 'Selection and evolution of enzymes')).toBe(true);
    expect(containsTitle('Selection and evolution of enzymes from a scaffold', 'evolution of enzymes from a partially randomized scaffold')).toBe(false);
  });

  it('compares family names accent-insensitively with one typo or transposition', () => {
    expect(compareFamilyNames('Jackel', 'Jäckel')).toBe('exact');
    expect(compareFamilyNames('Fanrham', 'Farnham')).toBe('fuzzy');
    expect(compareFamilyNames('Franham', 'Farnham')).toBe('fuzzy');
    expect(compareFamilyNames('Panne', 'van de Panne')).toBe('exact');
    expect(compareFamilyNames('Corrigan', 'Farnham')).toBe('none');
    expect(compareFamilyNames('Li', 'Lo')).toBe('none');
    expect(damerauLevenshtein('abcd', 'abdc')).toBe(1);
  });
});

describe('containerAgrees', () => {
  it('reads an abbreviated journal as the journal, letters dropped inside words too', () => {
    expect(containerAgrees('Proc Natl Acad Sci', 'Proceedings of the National Academy of Sciences')).toBe(true);
    expect(containerAgrees('J Stud', 'Journal of Studies')).toBe(true);
    expect(containerAgrees('Adv Neural Inf Process Syst', 'Advances in Neural Information Processing Systems')).toBe(true);
  });

  it('tells different journals apart', () => {
    expect(containerAgrees('Nature', 'Science')).toBe(false);
    expect(containerAgrees('Natl Sci Rev', 'Nature Reviews Cancer')).toBe(false);
  });
});
