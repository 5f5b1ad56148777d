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
    expect(place('Key works: [3] and memory.')).toEqual({});
  });
  it('sets no space after a line break or in Chinese and Japanese text', () => {
    expect(place('Break before\n[1] here.')).toEqual({});
    expect(place('中文句子引用[1]。')).toEqual({});
  });
  it('leaves a semicolon or a colon before a citation that opens the next clause, and moves one it closes', () => {
    expect(place('Prior work; [3] is key.')).toEqual({});
    expect(place('Results differ: [4] found otherwise.')).toEqual({});
    expect(place('As listed in the survey: [2]')).toEqual({ start: 23, before: ' ', after: ':' });
  });
});

/** The placement of the first "[n]" in `text`, raised (Nature). */
function raise(text: string) {
  const cite = /\[\d\]/.exec(text)?.[0] ?? '';
  const start = text.indexOf(cite);
  return placement(
    { paragraphIndex: 0, start, end: start + cite.length, text: cite, render: 'bracket', list: 0, numbers: [1], superscript: false } as Citation,
    text,
    true,
  );
}

describe('placement of a raised citation', () => {
  it('goes after the comma or full stop of the claim it supports', () => {
    expect(raise('Capacity grew [1], and prices fell.')).toEqual({ start: 13, end: 18, before: ',' });
    expect(raise('Capacity grew [1].')).toEqual({ start: 13, end: 18, before: '.' });
  });
  it('keeps the comma after a citation the sentence names ("As shown in [2], it holds")', () => {
    expect(raise('As shown in [2], it holds.')).toEqual({ start: 11 });
    expect(raise('As in Ref. [3], we find.')).toEqual({ start: 10 });
  });
});
