import { describe, expect, it } from 'vitest';
import type { Citation } from '../types.ts';
import { placement } from './placement.ts';

/** The placement of the first "[n]" (or of `cite`) in `text`, in-line. */
function place(text: string, cite = /\[\d\]/.exec(text)?.[0] ?? '') {
  const start = text.indexOf(cite);
  const citation = {
    paragraphIndex: 0,
    start,
    end: start + cite.length,
    text: cite,
    render: 'bracket',
    list: 0,
    numbers: [1],
    superscript: false,
  } as Citation;
  return placement(citation, text, false);
}

describe('placement of an in-line citation', () => {
  it('moves the full stop it was set after, touching or a space away, where a sentence ends', () => {
    expect(place('Capacity rose in 2023.[1] Growth followed.')).toEqual({ start: 21, before: ' ', after: '.' });
    expect(place('Capacity rose in 2023. [1] Growth followed.')).toEqual({ start: 21, before: ' ', after: '.' });
    expect(place('It grew. IEA', 'IEA')).toEqual({ start: 7, before: ' ', after: '.' });
    expect(place('Growth was 3.5.[2]')).toEqual({ start: 14, before: ' ', after: '.' });
  });
  it("leaves an abbreviation's dot where the sentence goes on", () => {
    expect(place('Smith et al. [3] showed it.')).toEqual({});
    expect(place('Smith et al.[3] showed it.')).toEqual({ before: ' ' });
    expect(place('Some, e.g. [1], grew.')).toEqual({});
  });
  it('moves a comma, and only spaces a citation glued to its word', () => {
    expect(place('In 2020, [1] the market grew.')).toEqual({ start: 7, before: ' ', after: ',' });
    expect(place('The 1970s[1] saw it.')).toEqual({ before: ' ' });
    expect(place('The market [1] grew.')).toEqual({});
    expect(place('(see [1])')).toEqual({});
  });
  it('moves no mark when one follows the citation, so two never meet', () => {
    expect(place('Key works: [3]; memory [4].')).toEqual({});
    expect(place('In 2020, [1], the market grew.')).toEqual({});
    expect(place('It grew.[1]. Then')).toEqual({ before: ' ' });
    expect(place('Key works: [3] and memory.')).toEqual({ start: 9, before: ' ', after: ':' });
  });
});
