import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { progressText } from './progress-text.ts';

// As the browser tests find them (tests/e2e/harness.ts): $SHARED_DIR, else ../shared beside the repository.
const FIXTURES = path.join(
  process.env.SHARED_DIR ? path.resolve(process.env.SHARED_DIR) : path.resolve(import.meta.dirname, '../../../../shared'),
  'fixtures',
  'docs',
);

describe('progressText', () => {
  it('words each stage the worker reports, with its numbers', () => {
    expect(progressText({ stage: 'reading', step: 1, percent: 2 })).toBe('Reading document...');
    expect(progressText({ stage: 'lists-found', lists: 1, entries: 12, step: 1, percent: 20 })).toBe('Found 1 reference list with 12 entries');
    expect(progressText({ stage: 'lists-found', lists: 2, entries: 30, step: 1, percent: 20 })).toBe('Found 2 reference lists with 30 entries');
    expect(progressText({ stage: 'looking-up', done: 3, total: 12, step: 3, percent: 45 })).toBe('Looked up 3 of 12 references');
    expect(progressText({ stage: 'complete', step: 5, percent: 100 })).toBe('Processing complete');
  });

  it('counts citations as the report does, not the citation groups in the text', () => {
    // fx02: 14 citation groups such as "[1, 8, 15]" cite 15 distinct numbers; the results say 15.
    const event = {
      stage: 'citations-found',
      citations: 14,
      uniqueReferences: 13,
      step: 2,
      percent: 40,
      counts: { citationsFound: 15, uniqueReferences: 13 },
    } as const;
    expect(progressText(event)).toBe('Found 15 citations of 13 unique references');
    expect(progressText({ stage: 'citations-found', citations: 1, uniqueReferences: 1, step: 2, percent: 40, counts: { citationsFound: 1 } })).toBe(
      'Found 1 citation of 1 unique reference',
    );
  });

  it('the real pipeline: the processing screen and the results read the same number for fx02', async () => {
    const { repairDocument } = await import('@cite-repair/citation-core');
    const bytes = readFileSync(path.join(FIXTURES, 'fx02_chatgpt_brackets_apa.docx'));
    let processing = '';
    const result = await repairDocument(new Uint8Array(bytes), {
      onProgress: (event) => {
        if (event.stage === 'citations-found') processing = progressText(event);
      },
    });
    expect(processing).toBe(`Found ${result.report.citationsFound} citations of ${result.report.uniqueReferences} unique references`);
  }, 60_000);
});
