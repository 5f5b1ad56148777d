import { describe, expect, it } from 'vitest';
import { buildDocx, para, referenceList, run } from '../../test/build-docx.ts';
import { openBuilt } from '../../test/paragraphs-of.ts';
import { repairDocument } from '../pipeline.ts';
import { chatgptTokens } from './chatgpt-tokens.ts';

const REFS = referenceList([
  [1, 'Smith, J. (2020). Deep learning for crops. Journal of Agronomy, 12(3), 1-10.'],
  [2, 'Doe, A. (2019). Stems and leaves. Plant Science, 4, 22-30.'],
]);

describe('chatgptTokens', () => {
  it('counts the tokens with and without their private-use characters, and shows the first without them', () => {
    const doc = openBuilt({
      body:
        para(run('Prices rose \ue200cite\ue202turn0search3\ue202turn0news12\ue201 and fell citeturn1search0.')) +
        para(run('See filecite turn0file2? No: fileciteturn0file2.')),
    });
    expect(chatgptTokens(doc.paragraphs)).toEqual({ count: 3, example: 'citeturn0search3turn0news12' });
  });

  it('finds none in ordinary text about citing or turns', () => {
    expect(chatgptTokens(openBuilt({ body: para(run('We cite the turn of 2020 and turn0 is a variable.')) }).paragraphs)).toBeUndefined();
  });

  it('is a document notice of the repair: the citations are repaired and the tokens removed, said once', async () => {
    const result = await repairDocument(buildDocx({ body: para(run('Known [1] citeturn0search1 and [2] citeturn0search2.')) + REFS }), { markerStyle: 'rtf' });
    const notices = result.log.filter((entry) => entry.id === 'chatgpt-tokens');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      status: 'warning',
      citation: 'citeturn0search1',
      message: expect.stringMatching(/^2 of ChatGPT's own citation tokens/),
    });
    expect(result.report.citationsFound).toBe(2);
  });
});
