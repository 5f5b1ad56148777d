import { describe, expect, it } from 'vitest';
import { parseReference } from './parse.ts';

const fields = (entry: string) => {
  const r = parseReference(entry);
  return { authors: r.authors, etAl: r.etAl, year: r.year, title: r.title, container: r.containerTitle };
};

describe('a title with its authors and year in brackets after it', () => {
  it('reads "Title (Family et al., Year)" and "Title (A, B & C, Year). Journal."', () => {
    expect(fields('Attention is all you need (Vaswani et al., 2017)')).toEqual({
      authors: [{ family: 'Vaswani' }],
      etAl: true,
      year: 2017,
      title: 'Attention is all you need',
      container: undefined,
    });
    expect(fields('Deep learning (LeCun, Bengio & Hinton, 2015). Nature.')).toEqual({
      authors: [{ family: 'LeCun' }, { family: 'Bengio' }, { family: 'Hinton' }],
      etAl: false,
      year: 2015,
      title: 'Deep learning',
      container: 'Nature',
    });
    expect(fields('Long short-term memory (Hochreiter & Schmidhuber, 1997) - Neural Computation')).toMatchObject({
      container: 'Neural Computation',
      title: 'Long short-term memory',
    });
  });

  it("leaves APA's head, a bracket in a title and a site's initials to the other layouts", () => {
    expect(fields('Smith, J., & Doe, A. (2020). Title. Journal, 1, 2.')).toMatchObject({
      authors: [
        { family: 'Smith', given: 'J.' },
        { family: 'Doe', given: 'A.' },
      ],
      title: 'Title',
    });
    expect(fields('Smith J, Doe A. Heat (and health). Lancet. 2020;1:2.')).toMatchObject({ title: 'Heat (and health)', container: 'Lancet' });
    expect(parseReference('Renewables 2023 (IEA, 2024)').authors).toEqual([]);
    expect(parseReference('Solar surges in 2023 (Reuters, 2024)').authors).toEqual([]);
  });

  it('stays fast on a long run of names without a year', () => {
    const started = performance.now();
    parseReference(`Title (${'Smith, '.repeat(3000)}Doe, 2020`);
    parseReference(`Title (${'Smith, '.repeat(3000)}x) 2020)`);
    expect(performance.now() - started).toBeLessThan(1500);
  });
});
