import { describe, expect, it } from 'vitest';
import { foldAccents } from '../text/fold-accents.ts';
import { familyNamesMatch, hasTruncationMark, normalizeTitle, titleSimilarity, withinOneEdit } from './similarity.ts';

describe('foldAccents / normalizeTitle', () => {
  it('folds accents and letters NFKD cannot split', () => {
    expect(foldAccents('Schöler Jäckel Hammarström')).toBe('Scholer Jackel Hammarstrom');
    expect(foldAccents('Søren Łukasz Straße Æsir ﬁsh')).toBe('Soren Lukasz Strasse AEsir fish');
    expect(foldAccents('plain ascii')).toBe('plain ascii');
  });

  it('casefolds and drops punctuation, apostrophes and truncation marks', () => {
    expect(normalizeTitle('  Intraneuronal Aβ, Non-Amyloid…  ')).toBe('intraneuronal aβ non amyloid');
    expect(normalizeTitle("The World's Most Educated Country Is...")).toBe('the worlds most educated country is');
    expect(normalizeTitle('Science & Technology')).toBe('science and technology');
  });
});

describe('titleSimilarity', () => {
  const full =
    'Microfluidic stochastic confinement enhances analysis of rare cells by isolating cells and creating high density environments for control of diffusible signals';

  it('is 1 for titles equal after normalisation, 0 when one is empty', () => {
    expect(
      titleSimilarity('Quantum Dots for Live Cells, in Vivo Imaging, and Diagnostics', 'quantum dots for live cells in vivo imaging and diagnostics'),
    ).toBe(1);
    expect(titleSimilarity('', full)).toBe(0);
  });

  it('scores truncated prefixes high (≥ 5 words or ≥ 60 %), with or without a mark', () => {
    expect(titleSimilarity('Microfluidic stochastic confinement enhances analysis of rare cells by isolating cells and', full)).toBeGreaterThanOrEqual(0.9);
    expect(
      titleSimilarity(
        'Convergent chemical synthesis and high-resolution x-ray...',
        'Convergent chemical synthesis and high-resolution x-ray structure of human lysozyme',
      ),
    ).toBeGreaterThanOrEqual(0.9);
    expect(titleSimilarity('Firefox Marketplace: Mozilla öffnet', 'Firefox Marketplace: Mozilla öffnet eigenen Appstore')).toBeGreaterThanOrEqual(0.9);
    expect(
      titleSimilarity('Convergent chemical synthesis and high-resolution x-r…', 'Convergent chemical synthesis and high-resolution x-ray structure'),
    ).toBeGreaterThanOrEqual(0.9);
  });

  it('scores a short prefix lower, and different titles low', () => {
    const short = titleSimilarity('Military action alone will', 'Military action alone will not save Libya');
    expect(short).toBeGreaterThanOrEqual(0.8);
    expect(short).toBeLessThan(0.9);
    expect(titleSimilarity('Deep learning', 'Deep learning for protein folding at scale')).toBeLessThan(0.7);
    expect(
      titleSimilarity(
        'Integrated network analysis of transcriptomic and Inverse-Electron-Demand Diels−Alder Reactivity',
        'Integrated network analysis of transcriptomic and proteomic data in psoriasis',
      ),
    ).toBeLessThan(0.7);
    expect(
      titleSimilarity('Insights from genomic profiling of Vivo Imaging, and Diagnostics', 'Insights from genomic profiling of transcription factors'),
    ).toBeLessThan(0.7);
  });

  it('forgives a typo and is symmetric', () => {
    const a = 'Naturalisation as a British Citizen: Concepts and Trends';
    const b = 'Naturalization as a British Citizen: Concepts and Trends';
    expect(titleSimilarity(a, b)).toBeGreaterThanOrEqual(0.9);
    expect(titleSimilarity(a, b)).toBe(titleSimilarity(b, a));
    const c = 'Selection and evolution of enzymes from a partially randomized non-catalytic scaffold';
    expect(titleSimilarity(c, full)).toBe(titleSimilarity(full, c));
  });

  it('detects truncation marks', () => {
    expect(hasTruncationMark('Synthesis and function...')).toBe(true);
    expect(hasTruncationMark('And the World’s Most Educated Country Is…')).toBe(true);
    expect(hasTruncationMark('A complete title.')).toBe(false);
  });
});

describe('familyNamesMatch', () => {
  it.each([
    ['Schöler', 'Scholer'],
    ['Schöler', 'Schoeler'],
    ['Farnham', 'Fanrham'],
    ['Farnham', 'Franham'],
    ['Hammarström', 'hammarstrom'],
    ['van de Panne', 'Panne'],
    ['de Gennes', 'De Gennes'],
    ['Herold-Mende', 'Herold Mende'],
    ['Herold-Mende', 'Herold'],
    ["D'Alessandro", 'DAlessandro'],
    ['BBC News', 'BBC News'],
  ])('%s ≈ %s', (a, b) => {
    expect(familyNamesMatch(a, b)).toBe(true);
    expect(familyNamesMatch(b, a)).toBe(true);
  });

  it.each([
    ['Chen', 'Chan'],
    ['Li', 'Lu'],
    ['Seelig', 'Szostak'],
    ['Smith', 'Smithson'],
    ['', 'Smith'],
  ])('%s ≠ %s', (a, b) => {
    expect(familyNamesMatch(a, b)).toBe(false);
  });
});

describe('withinOneEdit', () => {
  it('accepts one substitution, insertion, deletion or swap and nothing more', () => {
    expect(withinOneEdit('farnham', 'fanrham')).toBe(true);
    expect(withinOneEdit('farnham', 'farham')).toBe(true);
    expect(withinOneEdit('farnham', 'farnhams')).toBe(true);
    expect(withinOneEdit('farnham', 'farnhum')).toBe(true);
    expect(withinOneEdit('farnham', 'franhum')).toBe(false);
    expect(withinOneEdit('abc', 'cba')).toBe(false);
  });
});
