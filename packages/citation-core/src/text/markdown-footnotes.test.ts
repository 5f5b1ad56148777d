import { describe, expect, it } from 'vitest';
import { footnoteDefinition, scanMarkdownFootnotes } from './markdown-footnotes.ts';

describe('scanMarkdownFootnotes', () => {
  it('finds references after a space or glued to a word or punctuation; adjacent ones are one group', () => {
    const text = 'Attention works [^1], transformers scale.[^2][^3] And data[^12] [^4] too.';
    expect(scanMarkdownFootnotes(text).map((g) => [text.slice(g.start, g.end), g.numbers])).toEqual([
      ['[^1]', [1]],
      ['[^2][^3]', [2, 3]],
      ['[^12] [^4]', [12, 4]],
    ]);
  });

  it('leaves word labels and definitions alone, and a word label ends a group', () => {
    const text = 'A note[^note] and [^1][^smith2020][^2].\n[^3]: Vaswani, A. (2017).';
    expect(scanMarkdownFootnotes(text).map((g) => g.numbers)).toEqual([[1], [2]]);
  });

  it('takes a colon after a reference in mid-sentence as prose', () => {
    expect(scanMarkdownFootnotes('Two findings[^1]: first, …').map((g) => g.numbers)).toEqual([[1]]);
  });
});

describe('footnoteDefinition', () => {
  it('strips the label from a numeric definition and reports no number for a word label', () => {
    expect(footnoteDefinition('[^1]: Vaswani, A. (2017). Attention is all you need.')).toEqual({
      number: 1,
      rest: 'Vaswani, A. (2017). Attention is all you need.',
    });
    expect(footnoteDefinition('  [^12]:Doe, J. 2020.')).toEqual({ number: 12, rest: 'Doe, J. 2020.' });
    expect(footnoteDefinition('[^note]: Counts are rounded.')).toEqual({ number: undefined, rest: 'Counts are rounded.' });
    expect(footnoteDefinition('See [^1]: not at the start.')).toBeUndefined();
    expect(footnoteDefinition('[1] Vaswani, A.')).toBeUndefined();
  });
});
