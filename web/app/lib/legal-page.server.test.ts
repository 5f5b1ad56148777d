import { describe, expect, it } from 'vitest';
import { formatLegalDate, sanitizeLegalHtml } from './legal-page.server.ts';

describe('legal pages', () => {
  it('keeps headings, paragraphs and links, and drops scripts and handlers', () => {
    const out = sanitizeLegalHtml(
      '<h2>Title</h2><p onclick="x()">Text <a href="javascript:alert(1)">bad</a> <a href="https://example.com">ok</a></p><script>alert(1)</script><img src=x onerror=alert(1)>',
    );
    expect(out).toContain('<h2>Title</h2>');
    expect(out).toContain('<p>Text <a rel="noopener noreferrer">bad</a> <a href="https://example.com" rel="noopener noreferrer">ok</a></p>');
    expect(out).not.toContain('script');
    expect(out).not.toContain('onerror');
    expect(out).not.toContain('onclick');
  });

  it("uses 'August 3, 2025' when the page has no date", () => {
    expect(formatLegalDate(null)).toBe('August 3, 2025');
    expect(formatLegalDate('nonsense')).toBe('August 3, 2025');
    expect(formatLegalDate('2025-09-14T10:00:00.000Z')).toBe('September 14, 2025');
  });
});
