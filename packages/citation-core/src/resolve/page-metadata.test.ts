import { describe, expect, it } from 'vitest';
import { fixtureText } from '../../test/resolve/http-fixtures.ts';
import { extractPageMetadata, parseDate, parsePersonName } from './page-metadata.ts';

describe('extractPageMetadata', () => {
  it('reads Highwire citation_* tags of an article page, DOI included', () => {
    const meta = extractPageMetadata(fixtureText('pages/article-doi.html'));
    expect(meta).toMatchObject({
      titleSource: 'citation',
      title: 'Quantitative imaging of lateral ErbB1 receptor signal propagation in the plasma membrane',
      doi: '10.1126/science.290.5496.1567',
      journalTitle: 'Science',
      volume: '290',
      issue: '5496',
      firstPage: '1567',
    });
    expect(meta.authors[0]).toEqual({ family: 'Verveer', given: 'P. J.' });
    expect(meta.date?.[0]).toBe(2000);
  });

  it('reads a news page with JSON-LD NewsArticle', () => {
    const meta = extractPageMetadata(fixtureText('pages/news-jsonld.html'));
    expect(meta).toMatchObject({
      title: 'Let the battle begin over black gold',
      jsonLdType: 'NewsArticle',
      ogType: 'article',
      siteName: 'The Daily Telegraph',
      date: [2009, 10, 24],
    });
    expect(meta.authors).toEqual([{ family: 'Mason', given: 'Rowena' }]);
    expect(meta.altTitles).toContain('The Daily Telegraph');
  });

  it('takes an organisation author from JSON-LD when no person is named', () => {
    const meta = extractPageMetadata(fixtureText('pages/report-jsonld.html'));
    expect(meta.jsonLdType).toBe('WebPage');
    expect(meta.authors).toEqual([{ literal: 'Office for National Statistics' }]);
  });

  it('reads the arXiv id of an abstract page', () => {
    expect(extractPageMetadata(fixtureText('pages/arxiv-abs.html')).arxivId).toBe('2311.18654');
  });

  it('falls back to Dublin Core, Open Graph and <title>', () => {
    const meta = extractPageMetadata(`<html><head><title>Fallback &amp; title | Site</title>
      <meta name="DC.title" content="Dublin title"><meta name="DC.creator" content="Doe, Jane"><meta name="DC.date" content="2019-04-02">
      <meta property="og:title" content="OG title"></head></html>`);
    expect(meta).toMatchObject({ title: 'Dublin title', titleSource: 'dc', date: [2019, 4, 2] });
    expect(meta.authors).toEqual([{ family: 'Doe', given: 'Jane' }]);
    expect(meta.altTitles).toEqual(expect.arrayContaining(['OG title', 'Fallback & title | Site', 'Fallback & title']));
    expect(extractPageMetadata('<title> Only   a title </title>')).toMatchObject({ title: 'Only a title', titleSource: 'html' });
  });

  it('survives broken JSON-LD and finds objects inside @graph', () => {
    const meta = extractPageMetadata(`<script type="application/ld+json">{broken</script>
      <script type="application/ld+json">{"@graph":[{"@type":"WebSite","name":"x"},{"@type":"ScholarlyArticle","headline":"Graph title","identifier":"https://doi.org/10.1000/ABC"}]}</script>`);
    expect(meta).toMatchObject({ title: 'Graph title', titleSource: 'jsonld', jsonLdType: 'ScholarlyArticle', doi: '10.1000/abc' });
  });

  it('parses names and dates in their common page forms', () => {
    expect(parsePersonName('Rowena Mason')).toEqual({ family: 'Mason', given: 'Rowena' });
    expect(parseDate('2009/10/24')).toEqual([2009, 10, 24]);
    expect(parseDate('2006')).toEqual([2006]);
    expect(parseDate('yesterday')).toBeUndefined();
  });
});

describe('dates written only in the page text', () => {
  it('takes the first <time datetime> when no tag dates the page', () => {
    const meta = extractPageMetadata(
      '<html><head><title>Post</title></head><body><time datetime="2016-06-23T10:00:00Z">23 June</time><time datetime="2020-01-01">x</time></body></html>',
    );
    expect(meta.date).toEqual([2016, 6, 23]);
  });
  it('prefers a citation_ tag over <time>', () => {
    const meta = extractPageMetadata('<meta name="citation_publication_date" content="2019/05/02"><time datetime="2016-06-23">x</time>');
    expect(meta.date?.[0]).toBe(2019);
  });
});
