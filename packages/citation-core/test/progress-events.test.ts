// repairDocument reports what it is doing as data, stage by stage, for the shells to word.
import { describe, expect, it } from 'vitest';
import { repairDocument } from '../src/pipeline.ts';
import type { ProgressEvent } from '../src/types.ts';
import { buildDocx, referenceList, text } from './build-docx.ts';

describe('progress events', () => {
  it('come in the five steps, with the numbers of each stage and no words', async () => {
    const events: ProgressEvent[] = [];
    const body =
      text('Growth [1] and [2].') +
      referenceList([
        [1, 'Smith J. A title. Nature. 2020.'],
        [2, 'Doe A. Another. Science. 2019.'],
      ]);
    await repairDocument(buildDocx({ body }), { markerStyle: 'rtf', onProgress: (e) => events.push(e) });
    expect(events.map((e) => e.stage)).toEqual([
      'reading',
      'lists-found',
      'citations-found',
      'looking-up',
      'looking-up',
      'keys-generated',
      'writing',
      'complete',
    ]);
    expect(events.find((e) => e.stage === 'lists-found')).toMatchObject({ lists: 1, entries: 2, step: 1 });
    expect(events.at(-1)).toMatchObject({ step: 5, percent: 100, counts: { citationsFound: 2, bibtexEntries: 2 } });
    expect(events.every((e) => !('message' in e))).toBe(true);
  });

  it('count citations as the report does: distinct numbers cited, not the groups they stand in', async () => {
    const events: ProgressEvent[] = [];
    const body =
      text('Growth [1, 2].') +
      referenceList([
        [1, 'Smith J. A title. Nature. 2020.'],
        [2, 'Doe A. Another. Science. 2019.'],
      ]);
    const result = await repairDocument(buildDocx({ body }), { markerStyle: 'rtf', onProgress: (e) => events.push(e) });
    expect(result.report.citationsFound).toBe(2);
    expect(events.find((e) => e.stage === 'citations-found')).toMatchObject({ citations: 2, uniqueReferences: 2 });
  });
});
