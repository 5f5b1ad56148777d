import { describe, expect, it } from 'vitest';
import { parseReference } from './parse.ts';

describe('Harvard’s web page, its site after the title’s comma', () => {
  it.each([
    [
      'Green, O. (2022) How to reduce your carbon footprint, Energy Saving Trust. Available at: https://energysavingtrust.org.uk/reduce-carbon-footprint (Accessed: May 10, 2023).',
      'How to reduce your carbon footprint',
      'Energy Saving Trust',
    ],
    ['Smith, J. (2023) Why sleep matters, BBC News. Available at: https://www.bbc.co.uk/news/x (Accessed: 1 May 2023).', 'Why sleep matters', 'BBC News'],
  ])('takes the site the link’s host names out of the title: %s', (raw, title, site) => {
    const parsed = parseReference(raw);
    expect(parsed.title).toBe(title);
    expect(parsed.siteName ?? parsed.containerTitle).toBe(site);
  });

  it.each([
    'Green, O. (2022) Travel tips for visiting Paris, France. Available at: https://x.org/y (Accessed: May 10, 2023).',
    'Green, O. (2022) Cats, Dogs and Mice. Available at: https://x.org/y (Accessed: May 10, 2023).',
  ])('keeps a title’s own comma: %s', (raw) => {
    expect(parseReference(raw).title).toMatch(/, (?:France|Dogs and Mice)$/);
  });
});
