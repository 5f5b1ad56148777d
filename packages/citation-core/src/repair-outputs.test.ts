import { describe, expect, it } from 'vitest';
import { parseReference } from './references/parse.ts';
import { referenceFiles } from './repair-outputs.ts';
import type { CslItem, Work } from './types.ts';

const work = (raw: string): Work => ({ id: 'w1', entries: [{ list: 0, number: 1 }], parsed: parseReference(raw), cited: true });
const item = (authors: string[]): CslItem => ({
  id: 'w1',
  type: 'article-journal',
  title: 'Highly accurate protein structure prediction with AlphaFold',
  author: authors.map((family) => ({ family, given: 'J.' })),
  issued: { 'date-parts': [[2021]] },
});

describe('referenceFiles', () => {
  const raw = 'Jumper, J. et al. Highly accurate protein structure prediction with AlphaFold. Nature 596, 583–589 (2021).';

  it('keeps "et al." of a reference read offline as "and others" in the .bib', () => {
    const { bibtex } = referenceFiles([work(raw)], [item(['Jumper'])], ['jumper2021']);
    expect(bibtex).toContain('author = {Jumper, J. and others},');
  });

  it('writes the full list a lookup found, with no "and others"', () => {
    const { bibtex } = referenceFiles([work(raw)], [item(['Jumper', 'Evans', 'Pritzel'])], ['jumper2021']);
    expect(bibtex).toContain('author = {Jumper, J. and Evans, J. and Pritzel, J.},');
  });

  it('adds nothing to a reference that names all its authors', () => {
    const { bibtex } = referenceFiles([work('Jumper, J. (2021). A title. Nature, 5, 1-9.')], [item(['Jumper'])], ['jumper2021']);
    expect(bibtex).toContain('author = {Jumper, J.},');
  });
});
