import { describe, expect, it } from 'vitest';
import { buildDocx, para, referenceList, run } from '../../test/build-docx.ts';
import { openBuilt } from '../../test/paragraphs-of.ts';
import { openDocument } from '../docx/document.ts';
import { readDocx } from '../docx/read.ts';
import { repairDocument } from '../pipeline.ts';
import type { Citation } from '../types.ts';
import { toolArtifacts } from './tool-artifacts.ts';

const REFS = referenceList([
  [1, 'Smith, J. (2020). Deep learning for crops. Journal of Agronomy, 12(3), 1-10.'],
  [2, 'Doe, A. (2019). Stems and leaves. Plant Science, 4, 22-30.'],
]);
const textOf = (docx: Uint8Array) => openDocument(readDocx(docx)).paragraphs.map((p) => p.text);

describe('toolArtifacts', () => {
  it('finds ChatGPT tokens and Gemini markers, a space before one going with it, and nothing inside a citation', () => {
    const doc = openBuilt({ body: para(run('Rose citeturn0search1 and [cite_start]fell \ue200cite\ue202turn0news2\ue201.')) });
    const p = doc.paragraphs[0];
    const spans = toolArtifacts(doc.paragraphs, []);
    expect(spans.map((s) => p?.text.slice(s.start, s.end))).toEqual([' citeturn0search1', ' \ue200cite\ue202turn0news2\ue201', '[cite_start]']);
    const inside = { paragraphIndex: 0, start: 0, end: 30, text: '', render: 'bracket', list: 0, numbers: [1], superscript: false } as Citation;
    expect(toolArtifacts(doc.paragraphs, [inside]).map((s) => p?.text.slice(s.start, s.end))).toEqual([' \ue200cite\ue202turn0news2\ue201']);
  });
});

describe("Grok's render tags", () => {
  const TAG = '<grok:render card_id="e4a1" card_type="citation_card" type="render_inline_citation"><argument name="citation_id">3</argument></grok:render>';

  it('are found whole, the space before one going with it; a stray "<grok:render" is left alone', () => {
    const doc = openBuilt({ body: para(run(`Rose [1] ${TAG}. Fell${TAG} and <grok:render is text.`)) });
    const p = doc.paragraphs[0];
    expect(toolArtifacts(doc.paragraphs, []).map((s) => p?.text.slice(s.start, s.end))).toEqual([` ${TAG}`, TAG]);
  });

  it('go from the repaired document, and the log says so', async () => {
    const rtf = await repairDocument(buildDocx({ body: para(run(`Crops grew [1]${TAG}. Prices rose [2] ${TAG}.`)) + REFS }), { markerStyle: 'rtf' });
    expect(textOf(rtf.docx)[0]).toBe('Crops grew {Smith, 2020}. Prices rose {Doe, 2019}.');
    expect(rtf.log.find((e) => e.id === 'grok-tags')?.message).toMatch(/^2 of Grok's .* removed from the repaired document/);
  });
});

describe('the repaired document', () => {
  it('goes without the tokens and markers, in every form, and keeps the text around them', async () => {
    const body = para(run('[cite_start]Crops grew in every plot. [cite: 1] Prices rose citeturn0search1 and fell [2] citeturn0news4.')) + REFS;
    const rtf = await repairDocument(buildDocx({ body }), { markerStyle: 'rtf' });
    expect(textOf(rtf.docx)[0]).toBe('Crops grew in every plot. {Smith, 2020} Prices rose and fell {Doe, 2019}.');
    const fields = await repairDocument(buildDocx({ body }), {});
    expect(textOf(fields.docx)[0]).toBe('Crops grew in every plot (Smith, 2020). Prices rose and fell (Doe, 2019).');
    expect(fields.log.find((e) => e.id === 'gemini-markers')?.message).toMatch(/removed from the repaired document/);
  });
});
