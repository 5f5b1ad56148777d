import { describe, expect, it } from 'vitest';
import { buildDocx, para, referenceList, run } from '../../test/build-docx.ts';
import { repairDocument } from '../pipeline.ts';
import { readDocx } from './read.ts';

const MC = 'http://schemas.openxmlformats.org/markup-compatibility/2006';
const alternate = (choice: string, fallback: string) =>
  `<mc:AlternateContent xmlns:mc="${MC}"><mc:Choice Requires="w14">${choice}</mc:Choice><mc:Fallback>${fallback}</mc:Fallback></mc:AlternateContent>`;

describe('runs written twice in an mc:AlternateContent', () => {
  it('are read once, as the choice Word shows: the citation is found, rewritten, and its entry kept', async () => {
    const body =
      para(run('Ligation works ') + alternate(run('[2]'), run('[2]')) + run(', as does folding [1].')) +
      referenceList([
        [1, 'Smith, J. (2020). A title. Nature, 5, 1-9.'],
        [2, 'Pipkorn, R. (2008). Another. Science, 4, 2-3.'],
      ]);
    const result = await repairDocument(buildDocx({ body }));
    expect(result.report.citationsFound).toBe(2);
    expect(result.report.orphanedReferences).toBe(0);
    const pkg = readDocx(result.docx);
    const xml = pkg.readXml(pkg.mainPart) ?? '';
    expect(xml).not.toContain('AlternateContent');
    expect(xml).not.toContain('[2]');
    expect(xml).toContain('>(Pipkorn, 2008)<');
  });
});
