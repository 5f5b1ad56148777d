import { describe, expect, it } from 'vitest';
import { labelNamesItsSite } from './site-label.ts';

describe('labelNamesItsSite', () => {
  it('knows a site by its name, its domain label, a longer name that starts with it, or its initials', () => {
    expect(labelNamesItsSite('IEA', 'https://www.iea.org/reports/x')).toBe(true);
    expect(labelNamesItsSite('Our World in Data', 'https://ourworldindata.org/energy')).toBe(true);
    expect(labelNamesItsSite('BBC News', 'https://www.bbc.co.uk/news/1')).toBe(true);
    expect(labelNamesItsSite('World Health Organization', 'https://www.who.int/item')).toBe(true);
    expect(labelNamesItsSite('The Guardian', 'https://www.theguardian.com/a')).toBe(true);
  });
  it('refuses words that are not the site, a two-letter site as a prefix, and an address it cannot read', () => {
    expect(labelNamesItsSite('rose by 50%', 'https://www.iea.org/reports/x')).toBe(false);
    expect(labelNamesItsSite('Reuters', 'https://www.bbc.co.uk/news/1')).toBe(false);
    expect(labelNamesItsSite('AI researchers', 'https://ai.gov.uk/x')).toBe(false);
    expect(labelNamesItsSite('IEA', 'not a url')).toBe(false);
  });
});
