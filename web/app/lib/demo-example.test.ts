import { describe, expect, it } from 'vitest';
import { repairDocument } from '@cite-repair/citation-core';
// No resolver given: offline, the metadata read from the reference text only.
import { makeDocx } from '../../tests/helpers/make-docx.ts';
import { DEMO_EXAMPLE } from './demo-example.ts';

describe('the worked example of /demo', () => {
  it('shows what citation-core gives for its input, offline: citations, counts and BibTeX', async () => {
    const result = await repairDocument(makeDocx([DEMO_EXAMPLE.paragraph, 'References', ...DEMO_EXAMPLE.references]), { fileName: 'demo.docx' });
    const report = result.report;
    expect({
      citationsFound: report.citationsFound,
      uniqueReferences: report.uniqueReferences,
      duplicateRefsRemoved: report.duplicateRefsRemoved,
      orphanedReferences: report.orphanedReferences,
    }).toEqual(DEMO_EXAMPLE.counts);
    const [first, second] = result.citations.map((c) => c.marker);
    expect(DEMO_EXAMPLE.paragraph.replace('[1][1]', first ?? '').replace('[3]', second ?? '')).toBe(DEMO_EXAMPLE.repaired);
    expect(result.bibtex.trim()).toBe(DEMO_EXAMPLE.bibtex);
  });
});
