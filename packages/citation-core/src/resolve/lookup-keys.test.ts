import { describe, expect, it } from 'vitest';
import { makeRef } from '../../test/resolve/make-ref.ts';
import { normalizeArxivId } from '../references/identifiers.ts';
import { stripTrackingParams } from '../references/normalize-url.ts';
import { referenceArxivId, referenceDoi, referenceLandingUrl, searchQueryText } from './lookup-keys.ts';

describe('lookup keys', () => {
  it('reads arXiv ids from ids, URLs and arXiv DOIs', () => {
    expect(normalizeArxivId('arXiv:2311.18654v2')).toBe('2311.18654');
    expect(normalizeArxivId('hep-th/9901001')).toBe('hep-th/9901001');
    expect(referenceArxivId(makeRef({ raw: 'x', urls: ['https://arxiv.org/pdf/2403.18512v1.pdf'] }))).toBe('2403.18512');
    expect(referenceArxivId(makeRef({ raw: 'x', doi: '10.48550/arXiv.2209.14916' }))).toBe('2209.14916');
    expect(referenceArxivId(makeRef({ raw: 'Tevet et al. arXiv preprint arXiv:2209.14916, 2022.' }))).toBe('2209.14916');
    // An arXiv DataCite DOI is an arXiv id, not a Crossref DOI.
    expect(referenceDoi(makeRef({ raw: 'x', doi: '10.48550/arXiv.2209.14916' }))).toBeUndefined();
  });

  it('strips tracking parameters and text fragments from landing URLs', () => {
    expect(stripTrackingParams('https://example.org/a?id=3&utm_source=chatgpt.com&fbclid=x#:~:text=foo')).toBe('https://example.org/a?id=3');
    expect(referenceLandingUrl(makeRef({ raw: 'x', urls: ['https://doi.org/10.1/x', 'https://news.example/a?utm_medium=x'] }))).toBe('https://news.example/a');
  });

  it('builds a search query without URLs, DOIs and access dates', () => {
    const query = searchQueryText(
      makeRef({ raw: 'Title of a thing - Site, accessed March 3, 2025, https://example.org/x?utm_source=chatgpt.com doi:10.1/abc' }),
    );
    expect(query).toBe('Title of a thing - Site');
    expect(searchQueryText(makeRef({ raw: 'Heise online (2011). Letzte Beta. [Online]. Available: http://x.y/z' }))).toBe('Heise online (2011). Letzte Beta.');
  });
});
