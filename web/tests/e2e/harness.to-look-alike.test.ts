// The e2e runs verify references against the local look-alike: every landing page goes to its copy.
import { describe, expect, it } from 'vitest';
import { toLookAlike } from './harness.ts';

describe('toLookAlike', () => {
  const local = '127.0.0.1:40123';

  it("sends real sites to the look-alike's /site/<host>/<path>", () => {
    expect(toLookAlike('https://www.theguardian.com/world/2020/jan/01/story?x=1', local)).toBe(
      'http://127.0.0.1:40123/site/www.theguardian.com/world/2020/jan/01/story?x=1',
    );
    expect(toLookAlike('https://doi.org/10.1038/nature14539', local)).toBe('http://127.0.0.1:40123/site/doi.org/10.1038/nature14539');
    expect(toLookAlike('HTTP://news.bbc.co.uk', local)).toBe('http://127.0.0.1:40123/site/news.bbc.co.uk');
  });

  it("moves links to the look-alike's usual port to this run's port, and leaves other loopback URLs alone", () => {
    expect(toLookAlike('http://127.0.0.1:18089/site/t3n.de/news/x', local)).toBe('http://127.0.0.1:40123/site/t3n.de/news/x');
    expect(toLookAlike('http://127.0.0.1:40123/site/a.org/b', local)).toBe('http://127.0.0.1:40123/site/a.org/b');
  });

  it('does not mistake a host that merely starts with 127.0.0.1 for loopback', () => {
    expect(toLookAlike('http://127.0.0.1.example.com/page', local)).toBe('http://127.0.0.1:40123/site/127.0.0.1.example.com/page');
  });
});
