import { describe, expect, it } from 'vitest';
import { isRunOnSiteList, runOnStarts } from './run-on-labels.ts';

/** The pieces a line splits into, each from its label. */
function pieces(line: string): string[] {
  const bounds = [0, ...runOnStarts(line), line.length];
  return bounds.slice(0, -1).map((start, i) => line.slice(start, bounds[i + 1]).trim());
}

describe('runOnStarts', () => {
  it('splits bracket-labelled IEEE entries run on in one line', () => {
    const line = '[1] A. Smith, “Deep learning,” J. Agron., vol. 12, 2020. [2] B. Jones, “Stems,” Plant Sci., 2019. [3] K. Lee, “Cake,” Food Res., 2018.';
    expect(pieces(line)).toEqual([
      '[1] A. Smith, “Deep learning,” J. Agron., vol. 12, 2020.',
      '[2] B. Jones, “Stems,” Plant Sci., 2019.',
      '[3] K. Lee, “Cake,” Food Res., 2018.',
    ]);
  });

  it('splits "1. … 2. …" Vancouver entries at the numbers that go on, not at pages or volumes', () => {
    const line = '1. Smith J. Crops. J Agron. 2020;12(3):1-10. 2. Jones B, Roe C. Stems. Plant Sci. 2019;4:22-30. 3. Lee K. Cake. Food Res. 2018;7:5-9.';
    expect(pieces(line).map((p) => p.slice(0, 8))).toEqual(['1. Smith', '2. Jones', '3. Lee K']);
  });

  it('splits after an entry that ends with its address (no full stop after a URL or DOI)', () => {
    const line = '1. Crops – Nature, 2020. https://nature.com/a1 2. Stems – Science, 2019. doi:10.1000/xyz 3. Cake – BBC, 2018.';
    expect(pieces(line).map((p) => p.slice(0, 4))).toEqual(['1. C', '2. S', '3. C']);
  });

  it('reads "(1) … (2) …" and Markdown definitions "[^1]: … [^2]: …" alike', () => {
    expect(runOnStarts('(1) Smith, J. Crops. J. Agron. 2020, 12, 1. (2) Jones, B. Stems. Plant Sci. 2019, 4, 22.')).toHaveLength(1);
    expect(runOnStarts('[^1]: Smith, J. (2020). Crops. Agronomy. [^2]: Jones, B. (2019). Stems. Plant Science.')).toHaveLength(1);
  });

  it('takes "van der Berg" after a label for the start of an entry', () => {
    expect(runOnStarts('1. Smith J. Crops. Nature. 2020. 2. van der Berg A. Stems. Science. 2019.')).toHaveLength(1);
  });

  it('does not split at a number that numbers a part of the work ("Vol. 2.", "2. Aufl.")', () => {
    expect(runOnStarts('1. Smith J. Collected works. Vol. 2. Oxford: OUP; 2019.')).toEqual([]);
    // The piece before "2. Aufl." has no year: it is no reference of its own.
    expect(runOnStarts('1. Smith J. Handbuch der Pflanzen. 2. Aufl. Berlin: Springer; 2019.')).toEqual([]);
  });

  it('needs the next number: a "3." after "1." or a label in another form is text', () => {
    expect(runOnStarts('1. Smith J. Crops. Nature. 2020. 3. Jones B. Stems. Science. 2019.')).toEqual([]);
    expect(runOnStarts('[1] Smith J. Crops. Nature. 2020. 2. Jones B. Stems. Science. 2019.')).toEqual([]);
  });

  it('does not split before a lower-case word or a number ("2. the second" is prose)', () => {
    expect(runOnStarts('1. Smith J. Crops grew in 2020. 2. the stems grew in 2021 too.')).toEqual([]);
  });

  it('gives nothing for a line with no label or one entry', () => {
    expect(runOnStarts('Smith J. Crops. 2020. 2. Jones B. Stems. 2019.')).toEqual([]);
    expect(runOnStarts('[1] A. Smith, “Deep learning,” 2020.')).toEqual([]);
  });

  it('splits a line of bare site names ("1. iea.org 2. irena.org"), and knows it for a sources line', () => {
    expect(pieces('1. iea.org 2. irena.org 3. nature.com/articles/x1')).toEqual(['1. iea.org', '2. irena.org', '3. nature.com/articles/x1']);
    expect(isRunOnSiteList('1. iea.org 2. irena.org')).toBe(true);
    // A piece with words beside its site is a point of prose, not a site name.
    expect(isRunOnSiteList('1. Go to google.com 2. Search for it in 2020.')).toBe(false);
    expect(runOnStarts('1. Visit google.com now 2. search it')).toEqual([]);
  });
});
