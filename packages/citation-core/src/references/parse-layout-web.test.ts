import { describe, expect, it } from 'vitest';
import { parseReference } from './parse.ts';
import { namesSiteOf } from './parse-layout-web.ts';

describe('an AI tool’s web entry whose only name is its site', () => {
  it.each([
    'https://news.example.org/2024/story-7 - Example News, accessed March 3, 2025',
    'https://news.example.org/2024/story-7 – Example News, accessed March 3, 2025',
    'Example News, accessed March 3, 2025, https://news.example.org/2024/story-8',
    'https://www.reuters.com/world/x | Reuters, accessed March 3, 2025',
    'Reuters, accessed March 3, 2025, https://www.reuters.com/world/x',
    'The Guardian, accessed March 3, 2025, https://www.theguardian.com/environment/x',
  ])('reads %s as the site, with no title', (raw) => {
    const parsed = parseReference(raw);
    expect(parsed.title).toBeUndefined();
    expect(parsed.siteName).toMatch(/^(?:Example News|Reuters|The Guardian)$/);
    expect(parsed.accessed).toBe('2025-03-03');
    expect(parsed.url).toMatch(/^https:\/\//);
  });

  it.each([
    [
      'Scaling laws for neural language models - Example News, accessed March 3, 2025, https://news.example.org/x',
      'Scaling laws for neural language models',
      'Example News',
    ],
    ['Global Warming, accessed March 3, 2025, https://news.example.org/x', 'Global Warming', undefined],
    ['Renewables 2023 – Analysis, accessed March 3, 2025, https://www.iea.org/reports/renewables-2023', 'Renewables 2023 – Analysis', undefined],
  ])('keeps the title of %s', (raw, title, site) => {
    const parsed = parseReference(raw);
    expect(parsed.title).toBe(title);
    expect(parsed.siteName).toBe(site);
  });
});

describe('namesSiteOf', () => {
  it.each([
    ['Reuters', 'https://www.reuters.com/x', true],
    ['The Guardian', 'https://www.theguardian.com/x', true],
    ['Example News', 'https://news.example.org/x', true],
    ['BBC News', 'https://www.bbc.co.uk/news/x', true],
    ['Global Warming', 'https://news.example.org/x', false],
    ['WHO global air quality guidelines', 'https://www.who.int/x', false],
    ['UN report on water scarcity', 'https://www.un.org/water', false],
    ['Example News', undefined, false],
    ['Example News', 'not a url', false],
  ] as const)('%s names the site of %s: %s', (name, url, expected) => {
    expect(namesSiteOf(name, url)).toBe(expected);
  });
});

describe('a title with its year in brackets, then its site', () => {
  it.each([
    'Why Sleep Matters (2023) — The New York Times https://www.nytimes.com/2023/01/01/health/sleep.html',
    'Why Sleep Matters (2023) - The New York Times, accessed May 3, 2025, https://www.nytimes.com/2023/01/01/health/sleep.html',
    'Why Sleep Matters (2023) | The New York Times https://www.nytimes.com/2023/01/01/health/sleep.html',
  ])('is the page of that site, dated by the year: %s', (raw) => {
    const parsed = parseReference(raw);
    expect(parsed).toMatchObject({ title: 'Why Sleep Matters', siteName: 'The New York Times', year: 2023 });
    expect(parsed.authors).toEqual([]);
  });
});

describe('Copilot’s "Title | Site (domain)" with no link', () => {
  it.each([
    ['Heat Pump Systems | Department of Energy (energy.gov)', 'Heat Pump Systems', 'Department of Energy', 'https://energy.gov'],
    ['What is a heat pump? - BBC News (bbc.co.uk)', 'What is a heat pump?', 'BBC News', 'https://bbc.co.uk'],
  ])('is a page of that site, at its address: %s', (raw, title, site, url) => {
    expect(parseReference(raw)).toMatchObject({ title, siteName: site, url });
  });
});

it('keeps a name with a dot in brackets in the title: "Getting started (Node.js)"', () => {
  const parsed = parseReference('Getting started (Node.js)');
  expect(parsed.title).toBe('Getting started (Node.js)');
  expect(parsed.url).toBeUndefined();
});

describe('a web page named with its site in other ways', () => {
  it('reads the site address in brackets after the title', () => {
    expect(parseReference('Global solar capacity surpasses 1 TW (nature.com) https://www.nature.com/articles/d41586-024-00001-1')).toMatchObject({
      title: 'Global solar capacity surpasses 1 TW',
      siteName: 'nature.com',
    });
    // A program's name in brackets is the title's.
    expect(parseReference('Getting started with Node (Node.js)').title).toBe('Getting started with Node (Node.js)');
  });

  it('dates the page by its "Published" clause after the title and site', () => {
    expect(parseReference('Renewables 2024 — IEA. https://www.iea.org/reports/renewables-2024. Published October 2024.')).toMatchObject({
      title: 'Renewables 2024',
      siteName: 'IEA',
      issued: [2024, 10],
    });
  });

  it('reads "Source: Site, date – \'Headline\'" as the headline of that site on that day', () => {
    expect(parseReference("Source: Reuters, 12 June 2024 – 'Solar panel prices fall to record lows'")).toMatchObject({
      title: 'Solar panel prices fall to record lows',
      siteName: 'Reuters',
      issued: [2024, 6, 12],
    });
  });

  it('puts back the link of an address copied as a search page shows it', () => {
    expect(parseReference('Renewables 2024 – Analysis - IEA www.iea.org › reports › renewables-2024')).toMatchObject({
      url: 'https://www.iea.org/reports/renewables-2024',
      title: 'Renewables 2024 – Analysis',
    });
    // Shortened by the search page: no link is made up from it.
    expect(parseReference('www.iea.org › reports › renewables-20...').url).not.toContain('renewables-20');
  });
});

describe('a page title quoted with its site after it (ChatGPT’s link list)', () => {
  it.each([
    [
      'https://www.reuters.com/technology/nvidia-hits-2-trillion-2024-03-01/ "Nvidia hits $2 trillion valuation | Reuters"',
      'Nvidia hits $2 trillion valuation',
      'Reuters',
    ],
    ['https://www.theverge.com/2023/12/6/amd-mi300x-ai-chip "AMD’s MI300X takes on Nvidia | The Verge"', 'AMD’s MI300X takes on Nvidia', 'The Verge'],
  ])('takes the site the link names out of the title: %s', (raw, title, siteName) => {
    expect(parseReference(raw)).toMatchObject({ title, siteName });
  });

  it('keeps a part after a dash that names no site of the link', () => {
    expect(parseReference('https://www.example.org/solar "Solar power in Europe - Part 2"').title).toBe('Solar power in Europe - Part 2');
  });
});

describe('a title and a site known by name, no link', () => {
  it.each([
    ['Understanding Transformers - Towards Data Science', 'Understanding Transformers', 'Towards Data Science'],
    ['A Gentle Introduction to LSTM - Machine Learning Mastery', 'A Gentle Introduction to LSTM', 'Machine Learning Mastery'],
  ])('takes the known name as the site, and the page for a web page: %s', (raw, title, siteName) => {
    expect(parseReference(raw)).toMatchObject({ type: 'webpage', title, siteName });
  });
});
