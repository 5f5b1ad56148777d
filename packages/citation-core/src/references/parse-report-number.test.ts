import { describe, expect, it } from 'vitest';
import { parseReference } from './parse.ts';
import { cslFromParsed } from './to-csl.ts';

describe('a report’s number in brackets after its title', () => {
  it.each([
    [
      'NBER. (2020). The effects of things (NBER Working Paper No. 27000). National Bureau of Economic Research. https://doi.org/10.3386/w27000',
      '27000',
      'National Bureau of Economic Research',
    ],
    [
      'U.S. Census Bureau. (2022). The effects of things (Report No. P60-276). https://www.census.gov/library/publications/2022/demo/p60-276.html',
      'P60-276',
      undefined,
    ],
    [
      'Smith, J. (2019). The effects of things (Policy Research Working Paper No. 8900). World Bank. https://doi.org/10.1596/1813-9450-8900',
      '8900',
      'World Bank',
    ],
    ['Smith, J., & Lee, K. (2018). The effects of things (Technical Report No. TR-2018-01). Stanford University.', 'TR-2018-01', 'Stanford University'],
  ])('is the report’s number, issued by the institution after it: %s', (raw, number, institution) => {
    const parsed = parseReference(raw);
    expect(parsed.type).toBe('report');
    expect(parsed.title).toBe('The effects of things');
    expect(parsed.number).toBe(number);
    expect(parsed.publisher).toBe(institution);
    expect(parsed.containerTitle).toBeUndefined();
    expect(cslFromParsed(parsed, 'x').number).toBe(number);
  });

  it('makes an SSRN paper a numbered preprint', () => {
    const parsed = parseReference('Jones, P. (2022). Evidence on markets (SSRN Scholarly Paper No. 4012345). SSRN. https://doi.org/10.2139/ssrn.4012345');
    expect(parsed).toMatchObject({ type: 'article', title: 'Evidence on markets', number: '4012345', publisher: 'SSRN' });
  });

  it('leaves a title’s own bracket in the title', () => {
    expect(parseReference('Smith, J. (2020). Learning from the survey (part 2). Journal of Things, 4(2), 1–9.').title).toBe(
      'Learning from the survey (part 2)',
    );
  });
});

describe('a government series’ code after the title', () => {
  it.each([
    [
      'National Institute of Standards and Technology. (2023). Artificial Intelligence Risk Management Framework (AI RMF 1.0) (NIST AI 100-1). U.S. Department of Commerce. https://doi.org/10.6028/NIST.AI.100-1',
      'Artificial Intelligence Risk Management Framework (AI RMF 1.0)',
      'NIST AI 100-1',
    ],
    [
      'Joint Task Force. (2020). Security and privacy controls (NIST SP 800-53 Rev. 5). National Institute of Standards and Technology.',
      'Security and privacy controls',
      'NIST SP 800-53 Rev. 5',
    ],
    [
      'U.S. Government Accountability Office. (2023). Artificial intelligence: Key practices (GAO-23-105234).',
      'Artificial intelligence: Key practices',
      'GAO-23-105234',
    ],
  ])('is the report’s number: %s', (raw, title, number) => {
    expect(parseReference(raw)).toMatchObject({ type: 'report', title, number });
  });

  it.each(['Results of the trial (Phase II-B)', 'Deaths from COVID-19 (COVID-19)', 'Reading lists (see pp 10-12)'])('leaves "%s" whole', (title) => {
    expect(parseReference(`Smith, J. (2020). ${title}. Journal of Things, 4, 1-9.`).title).toBe(title);
  });

  it.each([
    ['World Health Organization. (2020). Global tuberculosis report 2020 (WHO/CDS/TB/2020.22). World Health Organization.', 'WHO/CDS/TB/2020.22'],
    ['World Health Organization, 2020. Global tuberculosis report 2020 (No. WHO/CDS/TB/2020.22). World Health Organization, Geneva.', 'WHO/CDS/TB/2020.22'],
  ])('reads an agency’s code alone, or with "No." alone, as the report’s number: %s', (raw, number) => {
    expect(parseReference(raw)).toMatchObject({ type: 'report', title: 'Global tuberculosis report 2020', number });
  });

  it('leaves "(No. 367)" (an episode) and "(Node.js)" in the title', () => {
    expect(parseReference('Smith, J. (2020). Getting started (Node.js). Example Docs.').title).toBe('Getting started (Node.js)');
    expect(parseReference('Smith, J. (2020). Talking about things (No. 367). Example Books.').number).toBeUndefined();
  });

  it('leaves a slashed bracket without a number in the title', () => {
    expect(parseReference('Smith, J. (2020). Teaching with tools (AI/ML). Journal of Things, 4(2), 1–9.').title).toBe('Teaching with tools (AI/ML)');
  });
});

describe('a working paper named with its series in the source', () => {
  it.each([
    [
      'Acemoglu, D., & Restrepo, P. (2018). Artificial intelligence, automation and work. NBER Working Paper No. 24196. Cambridge, MA: National Bureau of Economic Research.',
      { type: 'report', number: '24196', place: 'Cambridge, MA', publisher: 'National Bureau of Economic Research' },
    ],
    [
      'Smith, John. 2019. "Trade and Growth." Policy Research Working Paper 8888, World Bank, Washington, DC.',
      { type: 'report', number: '8888', publisher: 'World Bank' },
    ],
    [
      'IMF. (2024). Gen-AI: Artificial intelligence and the future of work. IMF Staff Discussion Note SDN/2024/001. International Monetary Fund.',
      { type: 'report', number: 'SDN/2024/001', publisher: 'International Monetary Fund' },
    ],
  ])('reads the number, the place and the publisher: %s', (raw, fields) => {
    expect(parseReference(raw)).toMatchObject(fields);
  });
});
