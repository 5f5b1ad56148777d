import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMarker } from './format.ts';

const smith = { label: 'Smith, 2020', key: 'smith2020' };
const doe = { label: 'Doe & Roe, 2019', key: 'doe2019' };

describe('formatMarker', () => {
  it('renders the three styles in the order given', () => {
    expect(formatMarker([smith, doe], 'zotero')).toBe('{Smith, 2020; Doe & Roe, 2019}');
    expect(formatMarker([smith, doe], 'pandoc')).toBe('[@smith2020; @doe2019]');
    expect(formatMarker([smith, doe], 'latex')).toBe('\\cite{smith2020,doe2019}');
    expect(formatMarker([doe, smith], 'zotero')).toBe('{Doe & Roe, 2019; Smith, 2020}');
  });

  it('drops exact duplicates, keeping the first position', () => {
    expect(formatMarker([smith, doe, smith], 'zotero')).toBe('{Smith, 2020; Doe & Roe, 2019}');
    expect(formatMarker([smith, doe, smith], 'latex')).toBe('\\cite{smith2020,doe2019}');
  });

  it('keeps characters that would break an RTF Scan marker out of labels', () => {
    const marker = formatMarker([{ label: 'Smith, "A {b}; c | d", 2020', key: 'smith2020' }], 'zotero');
    expect(marker).toBe('{Smith, "A (b), c / d", 2020}');
    expect(marker.slice(1, -1)).not.toMatch(/[{};|]/);
  });

  it('carries a pinpoint to each form; RTF Scan reads only a page inside its braces, any other locator follows them as text', () => {
    const page = { ...smith, locator: { label: 'page' as const, locator: '12–15' } };
    const chapter = { ...doe, locator: { label: 'chapter' as const, locator: '3' } };
    expect(formatMarker([page, chapter], 'zotero')).toBe('{Smith, 2020, pp. 12–15; Doe & Roe, 2019}, chap. 3');
    expect(formatMarker([chapter, page], 'zotero')).toBe('{Doe & Roe, 2019}, chap. 3; {Smith, 2020, pp. 12–15}');
    expect(formatMarker([page, chapter], 'pandoc')).toBe('[@smith2020, pp. 12–15; @doe2019, chap. 3]');
    expect(formatMarker([page, chapter], 'latex')).toBe('\\cite[pp.~12–15]{smith2020}, \\cite[chap.~3]{doe2019}');
    expect(formatMarker([page], 'latex')).toBe('\\cite[pp.~12–15]{smith2020}');
  });

  it('gives RTF Scan the first page or range of "5 ff." or "5–7, 12" (it reads no space in a locator), the other forms all of it', () => {
    const pages = { ...smith, locator: { label: 'page' as const, locator: '5–7, 12' } };
    const following = { ...doe, locator: { label: 'page' as const, locator: '5 ff.' } };
    expect(formatMarker([pages, following], 'zotero')).toBe('{Smith, 2020, pp. 5–7; Doe & Roe, 2019, p. 5}');
    expect(formatMarker([pages, following], 'pandoc')).toBe('[@smith2020, pp. 5–7, 12; @doe2019, p. 5 ff.]');
  });

  it('writes a pinpoint CSL has no label for ("Thm. 2") as written in pandoc and LaTeX, and after the RTF Scan braces', () => {
    const theorem = { ...smith, locator: { label: 'other' as const, locator: 'Thm. 2' } };
    expect(formatMarker([theorem], 'pandoc')).toBe('[@smith2020, Thm. 2]');
    expect(formatMarker([theorem], 'latex')).toBe('\\cite[Thm.~2]{smith2020}');
    expect(formatMarker([theorem], 'zotero')).toBe('{Smith, 2020}, Thm. 2');
  });

  it('carries a prefix ("see", "e.g.,") to each form: pandoc and LaTeX prenote, plain text before the RTF Scan braces', () => {
    const see = { ...smith, prefix: 'see' };
    expect(formatMarker([see], 'pandoc')).toBe('[see @smith2020]');
    expect(formatMarker([see], 'latex')).toBe('\\cite[see][]{smith2020}');
    expect(formatMarker([see], 'zotero')).toBe('see {Smith, 2020}');
    // One prefix before the group: one \cite, its prenote before the whole list.
    const eg = { ...smith, prefix: 'e.g.,' };
    expect(formatMarker([eg, doe], 'pandoc')).toBe('[e.g., @smith2020; @doe2019]');
    expect(formatMarker([eg, doe], 'latex')).toBe('\\cite[e.g.,][]{smith2020,doe2019}');
    expect(formatMarker([eg, doe], 'zotero')).toBe('e.g., {Smith, 2020; Doe & Roe, 2019}');
    // With a pinpoint: the prenote and the postnote of one \cite.
    const pinned = { ...see, locator: { label: 'page' as const, locator: '7' } };
    expect(formatMarker([pinned], 'pandoc')).toBe('[see @smith2020, p. 7]');
    expect(formatMarker([pinned], 'latex')).toBe('\\cite[see][p.~7]{smith2020}');
    expect(formatMarker([pinned], 'zotero')).toBe('see {Smith, 2020, p. 7}');
  });

  it('cuts an RTF Scan marker and a \\cite where a later work has a prefix of its own; a dropped duplicate passes its prefix on', () => {
    const cf = { ...doe, prefix: 'cf.' };
    expect(formatMarker([{ ...smith, prefix: 'see' }, cf], 'zotero')).toBe('see {Smith, 2020}; cf. {Doe & Roe, 2019}');
    expect(formatMarker([smith, cf], 'latex')).toBe('\\cite{smith2020}, \\cite[cf.][]{doe2019}');
    expect(formatMarker([smith, cf], 'pandoc')).toBe('[@smith2020; cf. @doe2019]');
    expect(formatMarker([{ ...smith, prefix: 'see' }, { ...smith }, doe], 'pandoc')).toBe('[see @smith2020; @doe2019]');
    expect(formatMarker([{ label: '', key: '', prefix: 'see' }, doe], 'zotero')).toBe('see {Doe & Roe, 2019}');
  });

  it('returns nothing for an empty group', () => {
    expect(formatMarker([], 'zotero')).toBe('');
    expect(formatMarker([], 'pandoc')).toBe('');
  });
});

describe('formatMarker (property)', () => {
  it('never lets a label add braces, semicolons or bars to a zotero marker', () => {
    const label = fc.string({ unit: fc.oneof(fc.constantFrom('{', '}', ';', '|', ' ', '\n'), fc.string({ minLength: 1, maxLength: 1 })), maxLength: 20 });
    fc.assert(
      fc.property(fc.array(fc.record({ label, key: fc.stringMatching(/^[a-z]{1,5}\d{4}$/) }), { minLength: 1, maxLength: 5 }), (entries) => {
        const marker = formatMarker(entries, 'zotero');
        if (marker === '') {
          expect(entries.every((entry) => entry.label.trim() === '')).toBe(true);
          return;
        }
        const inner = marker.slice(1, -1);
        expect(marker.startsWith('{') && marker.endsWith('}')).toBe(true);
        expect(inner).not.toMatch(/[{}|]/);
        expect(inner.split('; ').length).toBeLessThanOrEqual(entries.length);
      }),
      { numRuns: 200 },
    );
  });
});
