import { describe, expect, it } from 'vitest';
import { normalizeTitle } from '../references/similarity.ts';
import { normalizeText } from '../resolve/text-match.ts';
import { foldAccents } from './fold-accents.ts';

describe('foldAccents', () => {
  it('strips marks and maps the letters NFKD cannot split', () => {
    expect(foldAccents('Schöler Søren Łukasz Đorđević Œuvre ﬁnal')).toBe('Scholer Soren Lukasz Dordevic OEuvre final');
  });

  it('leaves ASCII alone', () => {
    expect(foldAccents('Smith & Ng, 2020')).toBe('Smith & Ng, 2020');
  });

  it('is what deduplication and match validation both fold with', () => {
    expect(normalizeTitle('Đorđević œuvre')).toBe('dordevic oeuvre');
    expect(normalizeText('Đorđević œuvre')).toBe('dordevic oeuvre');
  });
});
