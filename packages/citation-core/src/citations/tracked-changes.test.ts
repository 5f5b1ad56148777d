import { describe, expect, it } from 'vitest';
import { buildDocx, para, referenceList, run } from '../../test/build-docx.ts';
import { openDocument } from '../docx/document.ts';
import { readDocx } from '../docx/read.ts';
import { repairDocument } from '../pipeline.ts';

const REFS: [number, string][] = [
  [1, 'Smith, J. (2020). Deep learning for crops. Journal of Agronomy, 12(3), 1-10.'],
  [2, 'Doe, A., & Roe, B. (2019). Stems and leaves. Plant Science, 4, 22-30.'],
  [3, 'Lee, K. (2018). Cake chemistry. Food Research, 7(1), 5-9.'],
];
const ins = (inner: string) => `<w:ins w:id="91" w:author="A" w:date="2026-01-01T00:00:00Z">${inner}</w:ins>`;
const del = (inner: string) => `<w:del w:id="92" w:author="A" w:date="2026-01-01T00:00:00Z"><w:r><w:delText>${inner}</w:delText></w:r></w:del>`;

async function repaired(body: string) {
  const result = await repairDocument(buildDocx({ body: body + referenceList(REFS) }), { markerStyle: 'rtf' });
  return { result, texts: openDocument(readDocx(result.docx)).paragraphs.map((p) => p.text) };
}

describe('a citation a tracked change runs through', () => {
  it('stays as written, with a notice, when part of it is inserted or a number in it was deleted', async () => {
    const { result, texts } = await repaired(
      para(run('Known [1]. Also [2, ') + ins(run('3')) + run('].')) + para(run('Then [') + del('1') + ins(run('2')) + run('].')),
    );
    expect(texts.slice(0, 2)).toEqual(['Known {Smith, 2020}. Also [2, 3].', 'Then [2].']);
    const notice = result.log.find((e) => e.id === 'tracked-change-citations');
    expect(notice?.message).toMatch(/^2 citations hold a tracked change \(\[2, 3\], \[2\]\) and were left as written/);
  });

  it('is read when it lies wholly inside an insertion', async () => {
    const { result, texts } = await repaired(para(run('Known ') + ins(run('[1]')) + run('.')));
    expect(texts[0]).toBe('Known {Smith, 2020}.');
    expect(result.log.some((e) => e.id === 'tracked-change-citations')).toBe(false);
  });
});
