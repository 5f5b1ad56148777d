import { describe, expect, it } from 'vitest';
import type { Citation, Work } from '../types.ts';
import { planRewrite } from './plan.ts';
import type { PlanInput } from './plan.ts';

const citation = (paragraphIndex: number, start: number, text: string, numbers: number[], extra: Partial<Citation> = {}): Citation => ({
  paragraphIndex,
  start,
  end: start + text.length,
  text,
  render: 'bracket',
  list: 0,
  numbers,
  superscript: false,
  ...extra,
});

const work = (id: string, ...numbers: number[]): Work => ({
  id,
  entries: numbers.map((number) => ({ list: 0, number })),
  parsed: { raw: '' } as Work['parsed'],
  cited: true,
});

function input(citations: Citation[], extra: Partial<PlanInput> = {}): PlanInput {
  const smith = work('w1', 1, 3); // entries 1 and 3 were merged
  const doe = work('w2', 2);
  return {
    citations,
    byEntry: new Map([
      ['0:1', smith],
      ['0:3', smith],
      ['0:2', doe],
    ]),
    keys: new Map([
      ['w1', 'smith2020'],
      ['w2', 'doe2019'],
    ]),
    labels: new Map([
      ['w1', 'Smith, 2020'],
      ['w2', 'Doe, 2019'],
    ]),
    style: 'pandoc',
    listParagraphs: new Set([9, 7, 8]),
    keepReferenceList: false,
    ...extra,
  };
}

describe('planRewrite', () => {
  it("gives each work the prefix written before its number, a merged copy's going on to the next work", () => {
    const plan = planRewrite(
      input([
        citation(0, 0, '[see 1, p. 5]', [1], { prefixes: { 1: 'see' }, locators: { 1: { label: 'page', locator: '5' } } }),
        citation(1, 0, '[1; cf. 3, 2]', [1, 3, 2], { prefixes: { 3: 'cf.' } }),
      ]),
    );
    // 3 is a merged copy of 1, cited already in the group: its "cf." goes to the next work, 2.
    expect(plan.markers).toEqual(['[see @smith2020, p. 5]', '[@smith2020; cf. @doe2019]']);
  });

  it('replaces each citation by one marker naming each work once, and removes the list in order', () => {
    const plan = planRewrite(input([citation(0, 5, '[1, 3]', [1, 3]), citation(1, 0, '[2][1]', [2, 1], { superscript: true, linked: true })]));
    expect(plan.markers).toEqual(['[@smith2020]', '[@doe2019; @smith2020]']);
    expect(plan.edits).toEqual([
      { paragraphIndex: 0, start: 5, end: 11, replacement: '[@smith2020]', normalSize: false, dropLink: false },
      { paragraphIndex: 1, start: 0, end: 6, replacement: '[@doe2019; @smith2020]', normalSize: true, dropLink: true },
    ]);
    expect(plan.removeParagraphs).toEqual([7, 8, 9]);
  });

  it('writes RTF-Scan labels, keeps the list when asked, and leaves a citation of nothing known as written', () => {
    const plan = planRewrite(input([citation(0, 0, '[1]', [1]), citation(0, 10, '[8]', [8])], { style: 'zotero', keepReferenceList: true }));
    expect(plan.markers).toEqual(['{Smith, 2020}', '[8]']);
    expect(plan.removeParagraphs).toEqual([]);
  });

  it('writes a live field where one was rendered, moved before the full stop it followed', () => {
    const rendered = [{ text: '(Smith, 2020)', code: 'ADDIN ZOTERO_ITEM CSL_CITATION {}', start: 4, before: ' ', after: '.' }];
    const plan = planRewrite(input([citation(0, 5, '[1]', [1])], { fields: { rendered, superscript: false } }));
    expect(plan.edits).toEqual([
      {
        paragraphIndex: 0,
        start: 4,
        end: 8,
        replacement: '(Smith, 2020)',
        normalSize: false,
        dropLink: false,
        field: { code: 'ADDIN ZOTERO_ITEM CSL_CITATION {}', superscript: false, before: ' ', after: '.' },
      },
    ]);
  });
});
