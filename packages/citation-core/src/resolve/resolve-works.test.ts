import { describe, expect, it } from 'vitest';
import type { Resolution, Work } from '../types.ts';
import { entryKey } from '../works.ts';
import { mergeVerifiedDuplicates } from './resolve-works.ts';

const work = (id: string, number: number): Work => ({
  id,
  entries: [{ list: 0, number }],
  parsed: { raw: id, format: 'unknown', type: 'document', urls: [], authors: [], etAl: false },
  cited: true,
});
const verified = (item: Resolution['item']): Resolution => ({ item, status: 'verified', strategy: 'crossref', confidence: 0.9, evidence: [], message: '' });

describe('mergeVerifiedDuplicates', () => {
  it('joins the works verified as one DOI, the first cited standing for both', () => {
    const merged = mergeVerifiedDuplicates(
      [work('w1', 1), work('w2', 2), work('w3', 3)],
      [
        verified({ id: 'a', type: 'article-journal', DOI: '10.1/X' }),
        verified({ id: 'b', type: 'article-journal', DOI: '10.1/y' }),
        verified({ id: 'c', type: 'article-journal', DOI: '10.1/x' }),
      ],
    );
    expect([...merged.sameAs]).toEqual([['w3', 'w1']]);
  });

  it('joins a preprint whose arXiv record names its published version with that version, cited as the published one', () => {
    const preprint = verified({ id: 'p', type: 'article', arxivId: 'hep-th/9711200', publishedDoi: '10.1023/A:1026654312961' });
    const journal = verified({ id: 'j', type: 'article-journal', DOI: '10.1023/a:1026654312961', 'container-title': 'Int J Theor Phys' });
    const merged = mergeVerifiedDuplicates([work('w1', 1), work('w2', 2)], [preprint, journal]);
    expect([...merged.sameAs]).toEqual([['w1', 'w2']]);
    expect(merged.byPrimaryEntry.get(entryKey(0, 1))).toBe(journal);
    // A preprint cited alone keeps its own record.
    expect(mergeVerifiedDuplicates([work('w1', 1)], [preprint]).changed).toBe(false);
  });
});
