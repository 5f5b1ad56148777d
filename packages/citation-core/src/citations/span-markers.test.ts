import { describe, expect, it } from 'vitest';
import { buildDocx, para, referenceList, run } from '../../test/build-docx.ts';
import { openBuilt } from '../../test/paragraphs-of.ts';
import { repairDocument } from '../pipeline.ts';
import { geminiSpanMarkers } from './span-markers.ts';

const REFS = referenceList([
  [1, 'Smith, J. (2020). Deep learning for crops. Journal of Agronomy, 12(3), 1-10.'],
  [2, 'Doe, A. (2019). Stems and leaves. Plant Science, 4, 22-30.'],
]);

describe('geminiSpanMarkers', () => {
  it('counts the markers in every paragraph, and none in text that only talks about them', () => {
    const doc = openBuilt({
      body: para(run('[cite_start]Crops grew. [cite: 1] [cite_start]Stems too. [cite: 2]')) + para(run('[cite_start]Cakes. [cite: 1]')),
    });
    expect(geminiSpanMarkers(doc.paragraphs)).toBe(3);
    expect(geminiSpanMarkers(openBuilt({ body: para(run('The cite_start field is [cite: 1].')) }).paragraphs)).toBe(0);
  });

  it('repairs the "[cite: n]" citations and says once that the markers were removed', async () => {
    const body = para(run('[cite_start]Crops grew in every plot. [cite: 1] [cite_start]Stems grew too. [cite: 1, 2]')) + REFS;
    const result = await repairDocument(buildDocx({ body }), { markerStyle: 'rtf' });
    expect(result.report.citationsFound).toBe(2);
    const notices = result.log.filter((entry) => entry.id === 'gemini-markers');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      status: 'warning',
      citation: '[cite_start]',
      message: expect.stringMatching(/^2 of Gemini's "\[cite_start\]" markers/),
    });
  });
});
