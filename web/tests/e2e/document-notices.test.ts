// A document the reader takes in a way the user should know about: the results say so above the
// counters, not only in the folded processing log.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { makeDocx } from '../helpers/make-docx.ts';
import { processAndWait, signedInUser, uploadFile, useScreensApp } from './screens-app.ts';

useScreensApp();

describe('Results of a document read with a fallback', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await signedInUser('erin.notices@example.com'));
  }, 60_000);
  afterAll(async () => context?.close());

  it('a list under a heading the reader does not know: the results say which list was read, above the counters', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-docx-'));
    const file = path.join(dir, 'copilot-answer.docx');
    fs.writeFileSync(
      file,
      makeDocx([
        'Solar grew quickly [1]. Wind followed [2].',
        'Learn more',
        '1. Smith, J. (2020). Solar power growth. Energy Journal, 4(2), 1-10.',
        '2. Doe, A. (2021). Wind trends. Renewable Review, 9, 22-30.',
      ]),
    );
    await uploadFile(page, file);
    await processAndWait(page, 'Processing Complete');
    const notices = page.getByTestId('document-notices');
    await notices.waitFor();
    expect(await notices.textContent()).toContain('the numbered list under "Learn more" (2 entries) reads as references');
    expect(await page.getByTestId('count-bibtex').textContent()).toBe('2');
  });
});
