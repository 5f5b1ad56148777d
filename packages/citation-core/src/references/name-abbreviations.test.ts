import { describe, expect, it } from 'vitest';
import { endsNameAbbreviation, lastPartStop } from './name-abbreviations.ts';
import { parseReference } from './parse.ts';

describe('name abbreviations', () => {
  it('knows the full stop of "U.S.", "St." and the like, not a sentence\'s or an initial\'s', () => {
    const text = 'U.S. Department of Energy. Title';
    expect(endsNameAbbreviation(text, 3)).toBe(true);
    expect(endsNameAbbreviation(text, text.indexOf('. Title'))).toBe(false);
    expect(endsNameAbbreviation('St. Jude', 2)).toBe(true);
    expect(endsNameAbbreviation('Smith JS. Title', 8)).toBe(false);
    expect(endsNameAbbreviation('First. Title', 5)).toBe(false);
  });

  it('finds the last part stop before a publisher, stepping over "U.S." and inner dots', () => {
    const text = 'Title. Atlanta, GA: U.S. Department of Health; 2020';
    expect(lastPartStop(text, text.indexOf(';'))).toBe(5);
    expect(lastPartStop('No stop; 2020', 7)).toBe(-1);
  });
});

describe('organisation authors with a dotted abbreviation', () => {
  const read = (entry: string) => {
    const r = parseReference(entry);
    return { authors: r.authors, title: r.title, publisher: r.publisher, place: r.place, year: r.year };
  };

  it('keeps "U.S.", "U.K.", "E.U." and "St." inside the author\'s name', () => {
    expect(read('U.S. Department of Energy. Grid modernization strategy. Washington, DC: DOE; 2020.')).toEqual({
      authors: [{ literal: 'U.S. Department of Energy' }],
      title: 'Grid modernization strategy',
      publisher: 'DOE',
      place: 'Washington, DC',
      year: 2020,
    });
    expect(read('U.K. Health Security Agency. Heat mortality monitoring report. 2023.')).toMatchObject({
      authors: [{ literal: 'U.K. Health Security Agency' }],
      title: 'Heat mortality monitoring report',
      year: 2023,
    });
    expect(read('E.U. Agency for Fundamental Rights. Fundamental rights report. 2021.')).toMatchObject({
      authors: [{ literal: 'E.U. Agency for Fundamental Rights' }],
      title: 'Fundamental rights report',
    });
    expect(read("St. Jude Children's Research Hospital. Annual report. Memphis: The Hospital; 2020.")).toMatchObject({
      authors: [{ literal: "St. Jude Children's Research Hospital" }],
      title: 'Annual report',
      publisher: 'The Hospital',
      place: 'Memphis',
    });
  });

  it('reads "Org. Title. Year." when the name holds a word only bodies are named with', () => {
    expect(read('World Health Organization. Global tuberculosis report. 2023.')).toMatchObject({
      authors: [{ literal: 'World Health Organization' }],
      title: 'Global tuberculosis report',
      year: 2023,
    });
  });

  it('keeps "U.S." in the publisher and in a Vancouver title', () => {
    expect(read('Centers for Disease Control and Prevention. Title of report. Atlanta, GA: U.S. Department of Health and Human Services; 2020.')).toMatchObject(
      { title: 'Title of report', publisher: 'U.S. Department of Health and Human Services', place: 'Atlanta, GA' },
    );
    expect(parseReference('Smith J, Jones K. Effects of U.S. policy on health. J Stud. 2019;12(3):45-67.')).toMatchObject({
      title: 'Effects of U.S. policy on health',
      containerTitle: 'J Stud',
    });
  });
});
