import { describe, expect, it } from 'vitest';
import { normalizeUrl, stripTrackingParams } from './normalize-url.ts';

describe('normalizeUrl', () => {
  it('treats http/https, www., case of the host, default ports and trailing slashes as equal', () => {
    const forms = [
      'http://www.Example.com/Path/',
      'https://example.com/Path',
      'https://EXAMPLE.com:443/Path/',
      'http://example.com:80/Path',
      'www.example.com/Path',
      'https://m.example.com/Path',
    ];
    expect(new Set(forms.map(normalizeUrl))).toEqual(new Set(['https://example.com/Path']));
  });

  it('drops text fragments, other fragments and tracking parameters', () => {
    expect(normalizeUrl('https://example.com/a?utm_source=chatgpt.com#:~:text=some%20quote')).toBe('https://example.com/a');
    expect(normalizeUrl('https://example.com/a#section-2')).toBe('https://example.com/a');
    expect(normalizeUrl('https://example.com/a?id=7&fbclid=X&gclid=Y&mc_cid=1&mc_eid=2&srsltid=Z&utm_medium=x&_ga=1')).toBe('https://example.com/a?id=7');
    expect(normalizeUrl('https://example.com/a?ref=chatgpt.com')).toBe('https://example.com/a');
    expect(normalizeUrl('https://example.com/a?source=perplexity')).toBe('https://example.com/a');
  });

  it("gives one key to a page cited with www., a trailing slash and a campaign's ?ref=", () => {
    const forms = [
      'https://www.reuters.com/business/energy/solar-2023/?utm_source=chatgpt.com',
      'https://www.reuters.com/business/energy/solar-2023/',
      'https://reuters.com/business/energy/solar-2023?utm_source=perplexity&ref=abc',
    ];
    expect(new Set(forms.map(normalizeUrl))).toEqual(new Set(['https://reuters.com/business/energy/solar-2023']));
    // An opaque ?ref= on an untagged link may pick the content (a branch, an edition): it stays.
    expect(normalizeUrl('https://example.com/a?ref=abc')).toBe('https://example.com/a?ref=abc');
  });

  it('keeps meaningful parameters, sorted', () => {
    expect(normalizeUrl('https://github.com/o/r/blob/x?ref=main')).toBe('https://github.com/o/r/blob/x?ref=main');
    expect(normalizeUrl('https://example.com/s?b=2&a=1')).toBe(normalizeUrl('https://example.com/s?a=1&b=2'));
    expect(normalizeUrl('https://example.com/s?b=2&a=1')).toBe('https://example.com/s?a=1&b=2');
    expect(normalizeUrl('https://example.com/s?a=1')).not.toBe(normalizeUrl('https://example.com/s?a=2'));
  });

  it('spells percent-escapes one way', () => {
    expect(normalizeUrl('https://example.com/%7Euser/caf%c3%a9')).toBe('https://example.com/~user/caf%C3%A9');
    expect(normalizeUrl('https://example.com/café')).toBe(normalizeUrl('https://example.com/caf%C3%A9'));
    expect(normalizeUrl('https://example.com/a%20b')).toBe('https://example.com/a%20b');
  });

  it('folds doi.org spellings and arXiv link forms', () => {
    expect(normalizeUrl('http://dx.doi.org/10.1074/JBC.M109.020701')).toBe('https://doi.org/10.1074/jbc.m109.020701');
    expect(normalizeUrl('https://arxiv.org/pdf/2312.09242v2.pdf')).toBe('https://arxiv.org/abs/2312.09242');
    expect(normalizeUrl('http://export.arxiv.org/abs/2312.09242v1')).toBe('https://arxiv.org/abs/2312.09242');
  });

  it('keeps distinct pages distinct, including paths that differ only in case', () => {
    expect(normalizeUrl('https://example.com/A')).not.toBe(normalizeUrl('https://example.com/a'));
    expect(normalizeUrl('http://127.0.0.1:18089/site/x')).toBe('https://127.0.0.1:18089/site/x');
  });

  it('does not throw on garbage', () => {
    expect(normalizeUrl('not a url at all')).toBe('http://not a url at all');
    expect(typeof normalizeUrl('http://[broken')).toBe('string');
  });
});

describe('stripTrackingParams', () => {
  it('removes tracking parameters and a text highlight, keeps everything else as written', () => {
    expect(stripTrackingParams('http://Example.com/A%2fB?utm_source=chatgpt.com&id=7&fbclid=1#:~:text=x')).toBe('http://Example.com/A%2fB?id=7');
    expect(stripTrackingParams('https://example.com/a?utm_source=chatgpt.com')).toBe('https://example.com/a');
    // A fragment naming a part of the page stays; a text highlight goes.
    expect(stripTrackingParams('https://example.org/~user/a%20b#sec-2')).toBe('https://example.org/~user/a%20b#sec-2');
    expect(stripTrackingParams('https://example.com/file.pdf?x=1&utm_medium=x#page=4')).toBe('https://example.com/file.pdf?x=1#page=4');
    expect(stripTrackingParams('https://example.com/a#intro:~:text=solar')).toBe('https://example.com/a#intro');
    expect(stripTrackingParams('https://example.com/a?z=1&a=2).')).toBe('https://example.com/a?z=1&a=2');
    expect(stripTrackingParams('https://github.com/o/r?ref=main')).toBe('https://github.com/o/r?ref=main');
  });
});
