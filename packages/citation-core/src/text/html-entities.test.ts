import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities } from './html-entities.ts';

describe('decodeHtmlEntities', () => {
  it('reads the references copied text carries, and leaves unknown names and bare ampersands', () => {
    expect(decodeHtmlEntities('A&beta; plaques in Alzheimer&#39;s disease: R&amp;D &ndash; a review')).toBe(
      "Aβ plaques in Alzheimer's disease: R&D – a review",
    );
    expect(decodeHtmlEntities('&Delta;G and &Sigma; and &Omega; and &sigma;')).toBe('ΔG and Σ and Ω and σ');
    expect(decodeHtmlEntities('&#x3B1;-helix')).toBe('α-helix');
    expect(decodeHtmlEntities('AT&T and &unknown; stay')).toBe('AT&T and &unknown; stay');
  });
});
