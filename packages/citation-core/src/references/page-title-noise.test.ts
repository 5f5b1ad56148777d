import { describe, expect, it } from 'vitest';
import { cleanPageTitle } from './page-title-noise.ts';
import { parseReference } from './parse.ts';

describe('cleanPageTitle', () => {
  it.each([
    ['[2303.08774] GPT-4 Technical Report', 'GPT-4 Technical Report'],
    ['arXiv:2303.08774v2 GPT-4 Technical Report', 'GPT-4 Technical Report'],
    ['(PDF) Deep learning in medical imaging', 'Deep learning in medical imaging'],
    ['[PDF] Deep learning in medical imaging', 'Deep learning in medical imaging'],
    ['Deep learning in medical imaging (PDF)', 'Deep learning in medical imaging'],
    ['The effect of sleep on memory - PMC', 'The effect of sleep on memory'],
    ['favicon nature.com Carbon capture in coastal wetlands', 'Carbon capture in coastal wetlands'],
  ])('takes the site’s additions off %s', (title, clean) => {
    expect(cleanPageTitle(title)).toBe(clean);
  });

  it('keeps a title that is only such a word', () => {
    expect(cleanPageTitle('(PDF)')).toBe('(PDF)');
    expect(cleanPageTitle('Growth [2020] in review')).toBe('Growth [2020] in review');
  });
});

describe('a source list’s entry for a page that hosts an article', () => {
  it('has the title without the arXiv id the page shows', () => {
    const parsed = parseReference('[2303.08774] GPT-4 Technical Report - arXiv, accessed May 3, 2025, https://arxiv.org/abs/2303.08774');
    expect(parsed.title).toBe('GPT-4 Technical Report');
  });

  it.each([
    'The Effect of Sleep on Memory - PMC - PubMed Central, accessed May 3, 2025, https://pmc.ncbi.nlm.nih.gov/articles/PMC1234567/',
    'The Effect of Sleep on Memory - PubMed, accessed May 3, 2025, https://pubmed.ncbi.nlm.nih.gov/12345678/',
  ])('has no database as its journal: %s', (raw) => {
    const parsed = parseReference(raw);
    expect(parsed.title).toBe('The Effect of Sleep on Memory');
    expect(parsed.type).toBe('article-journal');
    expect(parsed.siteName).toBeUndefined();
    expect(parsed.containerTitle).toBeUndefined();
  });

  it('keeps ResearchGate as the site of a page that is only a page there, without "(PDF)"', () => {
    const parsed = parseReference(
      '(PDF) Deep Learning in Medical Imaging - ResearchGate, accessed May 1, 2025, https://www.researchgate.net/publication/123_Deep_Learning',
    );
    expect(parsed).toMatchObject({ title: 'Deep Learning in Medical Imaging', siteName: 'ResearchGate', type: 'webpage' });
  });
});
