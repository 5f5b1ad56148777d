import { describe, expect, it } from 'vitest';
import { buildDocx, para, referenceList, run } from '../../test/build-docx.ts';
import { repairDocument } from '../pipeline.ts';

const REFS: [number, string][] = [
  [1, 'Smith, J. (2020). Deep learning for crops. Journal of Agronomy, 12(3), 1-10.'],
  [2, 'Doe, A., & Roe, B. (2019). Stems and leaves. Plant Science, 4, 22-30.'],
];

describe('a bracketed number not read as a citation, naming an entry nothing cites', () => {
  it('is named in a notice, since the entry is dropped and the number may come to name another work', async () => {
    const result = await repairDocument(buildDocx({ body: para(run('Known [1], and see [2, Frob. 7] too.')) + referenceList(REFS) }), { markerStyle: 'rtf' });
    expect(result.report).toMatchObject({ citationsFound: 1, orphanedReferences: 1 });
    const notice = result.log.find((e) => e.id.startsWith('leftover-'));
    expect(notice).toMatchObject({ citation: '[2, Frob. 7]', status: 'warning' });
    expect(notice?.message).toContain('entry 2, which nothing else cites, was left out of the references');
  });

  it('says nothing of a number that is cited elsewhere or names no dropped entry', async () => {
    const cited = await repairDocument(buildDocx({ body: para(run('Known [1] and [2], and [2, Frob. 7] and [0, 1].')) + referenceList(REFS) }), {
      markerStyle: 'rtf',
    });
    expect(cited.log.some((e) => e.id.startsWith('leftover-'))).toBe(false);
  });
});
