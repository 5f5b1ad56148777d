import { describe, expect, it } from 'vitest';
import { completeWebSource, dateFromIdentifiers, isScanSafeName, nameFromDomain, organisationOf } from './web-source.ts';
import type { CslItem } from '../types.ts';

const web = (over: Partial<CslItem>): CslItem => ({ id: 'x', type: 'webpage', title: 'A page', ...over });

describe('nameFromDomain', () => {
  it.each([
    ['www.caa.co.uk', undefined, 'CAA'],
    ['nature.com', undefined, 'Nature'],
    ['www.nature.com', undefined, 'Nature'],
    ['en.wikipedia.org', undefined, 'Wikipedia'],
    ['pygad.readthedocs.io', 'PyGAD 3.4.0 documentation', 'PyGAD'],
    ['openai.github.io', undefined, 'OpenAI'],
    ['acme-labs.github.io', undefined, 'Acme Labs'],
    ['openai.github.io', 'OpenAI Cookbook', 'OpenAI'],
    ['ourworldindata.org', undefined, 'Our World in Data'],
    ['www.youtube.com', undefined, 'YouTube'],
    ['world-bank.org', undefined, 'World Bank'],
    // The second-level name is the site itself: never "WWW".
    ['www.gov.uk', undefined, 'GOV'],
    ['gov.uk', undefined, 'GOV'],
    // Bodies known by their acronym, of any length; the ordinary words beside them keep their case.
    ['www.irena.org', undefined, 'IRENA'],
    ['unfccc.int', undefined, 'UNFCCC'],
    ['www.ipcc.ch', undefined, 'IPCC'],
    ['www.oecd.org', undefined, 'OECD'],
    ['science.nasa.gov', undefined, 'NASA'],
    ['www.cdc.gov', undefined, 'CDC'],
    ['www.who.int', undefined, 'WHO'],
    ['www.science.org', undefined, 'Science'],
    ['www.energy.gov', undefined, 'Energy'],
    // Four letters that read as a word are the word; four that do not are an acronym.
    ['time.com', undefined, 'Time'],
    ['www.wired.com', undefined, 'Wired'],
    ['www.wire.com', undefined, 'Wire'],
    ['www.vice.com', undefined, 'Vice'],
    ['www.cell.com', undefined, 'Cell'],
    ['www.nrel.gov', undefined, 'NREL'],
    ['www.pnas.org', undefined, 'PNAS'],
    ['www.iea.org', undefined, 'IEA'],
    ['www.bbc.co.uk', undefined, 'BBC'],
    ['www.cern.ch', undefined, 'CERN'],
    // A site named by a word of three letters; a news site's name run together with "News" or "Times".
    ['www.vox.com', undefined, 'Vox'],
    ['www.epa.gov', undefined, 'EPA'],
    ['www.foxnews.com', undefined, 'Fox News'],
    ['www.nbcnews.com', undefined, 'NBC News'],
    ['www.skynews.com', undefined, 'Sky News'],
    ['www.latimes.com', undefined, 'LA Times'],
    ['www.irishtimes.com', undefined, 'Irish Times'],
  ])('%s (title %s) → %s', (host, title, name) => {
    expect(nameFromDomain(host, title)).toBe(name);
  });
  it('gives nothing for an address or a name with digits', () => {
    expect(nameFromDomain('127.0.0.1')).toBeUndefined();
    expect(nameFromDomain('localhost')).toBeUndefined();
    expect(nameFromDomain('web3.com')).toBeUndefined();
  });
});

describe('isScanSafeName', () => {
  it('accepts names made of letters', () => {
    for (const s of ['Nature', 'World Health Organization', "O'Brien & Sons", 'Société Générale', 'J. R. R. Tolkien']) expect(isScanSafeName(s), s).toBe(true);
  });
  it('refuses URLs, domains, versions and titles with digits or colons', () => {
    for (const s of ['caa.co.uk', 'https://x.org', 'PyGAD 3.4.0 documentation', 'ReTool: RL', '[2504.11536] ReTool', 'A', ''])
      expect(isScanSafeName(s), s).toBe(false);
  });
});

describe('organisationOf', () => {
  it('prefers a publisher or site name the reference gives', () => {
    expect(organisationOf(web({ publisher: 'Civil Aviation Authority', URL: 'https://www.caa.co.uk/docs/80/x.pdf' }))).toBe('Civil Aviation Authority');
    expect(organisationOf(web({ 'container-title': 'The Verge', URL: 'https://www.theverge.com/a' }))).toBe('The Verge');
  });
  it('does not take a journal title as the author of a journal article', () => {
    expect(organisationOf({ id: 'a', type: 'article-journal', title: 'T', 'container-title': 'Nature', URL: 'https://doi.org/10.1/x' })).toBeUndefined();
  });
  it('falls back to the domain when the declared name is not scan-safe', () => {
    expect(organisationOf(web({ 'container-title': 'caa.co.uk', URL: 'https://www.caa.co.uk/docs/80/x.pdf' }))).toBe('CAA');
  });
  it('a site named by its own domain keeps the name without the suffix', () => {
    expect(organisationOf(web({ 'container-title': 'GOV.UK', URL: 'http://127.0.0.1:8080/x' }))).toBe('GOV');
    expect(organisationOf(web({ publisher: 'Booking.com', URL: 'http://127.0.0.1:8080/x' }))).toBe('Booking');
  });
  it('never credits doi.org; arXiv is credited by its own spelling', () => {
    expect(organisationOf(web({ URL: 'https://doi.org/10.1038/nature14539' }))).toBeUndefined();
    expect(organisationOf(web({ URL: 'https://arxiv.org/reports/x' }))).toBe('arXiv');
    expect(organisationOf(web({ arxivId: '2504.11536' }))).toBe('arXiv');
    expect(organisationOf(web({ URL: 'www.bbc.co.uk' }))).toBe('BBC');
    expect(organisationOf(web({ URL: 'https://ourworldindata.org/x' }))).toBe('Our World in Data');
  });
});

describe('dateFromIdentifiers', () => {
  it('reads a dated URL path', () => {
    expect(dateFromIdentifiers(web({ URL: 'https://blog.example.com/2016/06/23/post' }))).toEqual({ 'date-parts': [[2016, 6, 23]] });
    // A whole date closing a slug (Reuters): a year and a month alone there may be a model's name.
    expect(dateFromIdentifiers(web({ URL: 'https://www.reuters.com/technology/nvidia-hits-2-trillion-2024-03-01/' }))).toEqual({
      'date-parts': [[2024, 3, 1]],
    });
    expect(dateFromIdentifiers(web({ URL: 'https://example.com/models/gpt-4-2024-05' }))).toBeUndefined();
    expect(dateFromIdentifiers(web({ URL: 'https://example.com/news/2021/03/item' }))).toEqual({ 'date-parts': [[2021, 3]] });
  });
  it('reads an arXiv id, new and old style', () => {
    expect(dateFromIdentifiers(web({ arxivId: '2504.11536' }))).toEqual({ 'date-parts': [[2025, 4]] });
    expect(dateFromIdentifiers(web({ arxivId: 'hep-th/9901001' }))).toEqual({ 'date-parts': [[1999, 1]] });
  });
  it('does not take version numbers, future years or other numbers for dates', () => {
    expect(dateFromIdentifiers(web({ URL: 'https://docs.example.com/v3/2.4/api' }))).toBeUndefined();
    expect(dateFromIdentifiers(web({ URL: 'https://example.com/2999/01/x' }))).toBeUndefined();
    expect(dateFromIdentifiers(web({ URL: 'https://example.com/docs/80/x.pdf' }))).toBeUndefined();
  });
});

describe('completeWebSource', () => {
  it('names the site as the container and dates the page when nothing else does; the site is no author', () => {
    const out = completeWebSource(web({ URL: 'https://www.caa.co.uk/2019/05/report' }));
    expect(out.author).toBeUndefined();
    expect(out['container-title']).toBe('CAA');
    expect(out.issued).toEqual({ 'date-parts': [[2019, 5]] });
  });
  it('keeps the site the reference gives as the container, and credits no one', () => {
    const story = web({
      type: 'article-newspaper',
      title: 'Some story title',
      'container-title': 'Example News',
      URL: 'https://news.example.org/2023/story-5',
    });
    expect(completeWebSource(story)).toEqual(story);
  });
  it('names the body that issued a report as its publisher', () => {
    const out = completeWebSource(web({ type: 'report', URL: 'https://www.iea.org/reports/x' }));
    expect(out).toMatchObject({ publisher: 'IEA' });
    expect(out.author).toBeUndefined();
    expect(out['container-title']).toBeUndefined();
  });
  it('credits the site with a bare link, which has no title to be cited by', () => {
    const out = completeWebSource({ id: 'x', type: 'webpage', URL: 'https://time.com/6123457/other-story/' });
    expect(out.author).toEqual([{ literal: 'Time' }]);
  });
  it('keeps a personal author and an existing date untouched', () => {
    const item = web({ author: [{ family: 'Smith', given: 'J' }], issued: { 'date-parts': [[2020]] }, URL: 'https://x.org/2016/06/p' });
    expect(completeWebSource(item)).toEqual(item);
  });
  it('leaves the item as it is when nothing names a body', () => {
    const item = web({ URL: 'http://127.0.0.1/page' });
    expect(completeWebSource(item)).toEqual(item);
  });
});
