import { describe, expect, it } from 'vitest';
import { text } from '../../test/build-docx.ts';
import { openBuilt } from '../../test/paragraphs-of.ts';
import { scanSuperscripts } from './scan-raised.ts';

const scan = (value: string) => {
  const p = openBuilt({ body: text(value) }).paragraphs[0];
  if (!p) throw new Error('no paragraph');
  return scanSuperscripts(p, new Set()).map((c) => [p.text.slice(c.start, c.end), c.numbers]);
};

describe('Unicode superscript citations', () => {
  it('take the raised parentheses around them ("⁽⁷⁾", "⁽²˒³⁾"), so none is left beside the marker', () => {
    expect(scan('Also⁽⁷⁾ and more⁽²˒³⁾.')).toEqual([
      ['⁽⁷⁾', [7]],
      ['⁽²˒³⁾', [2, 3]],
    ]);
  });

  it('leave a parenthesis that is not closed (or opened) by its pair', () => {
    expect(scan('Also⁽⁷ and ⁸⁾.')).toEqual([
      ['⁷', [7]],
      ['⁸', [8]],
    ]);
  });
});
