import { describe, expect, it } from 'vitest';
import { parseReference } from './parse.ts';
import { readEditorNames, takeEditorMark } from './parse-editors.ts';

describe('takeEditorMark', () => {
  it.each([
    ['Smith, J. (Ed.). (2020). The book. Publisher.', 'Smith, J. (2020). The book. Publisher.'],
    ['Smith, J., & Doe, A. (Eds.). (2020). The book. Publisher.', 'Smith, J., & Doe, A. (2020). The book. Publisher.'],
    ['Smith J, editor. The book. London: Pub; 2020.', 'Smith J. The book. London: Pub; 2020.'],
    ['Smith J, Doe A, editors. The book. London: Pub; 2020.', 'Smith J, Doe A. The book. London: Pub; 2020.'],
    ['Smith, Jane, ed. The Book. Chicago: Pub, 2020.', 'Smith, Jane. The Book. Chicago: Pub, 2020.'],
    ['Smith, Jane A., and John Doe, eds. The Book. Chicago: Pub, 2020.', 'Smith, Jane A., and John Doe. The Book. Chicago: Pub, 2020.'],
    ['Müller, Hans (Hrsg.): Das Buch. Berlin : Springer, 2019.', 'Müller, Hans: Das Buch. Berlin : Springer, 2019.'],
    ['World Health Organization (Ed.). The report. WHO.', 'World Health Organization. The report. WHO.'],
    ['Smith, Jane, and John A. Doe, eds. The Book. Chicago: Pub, 2020.', 'Smith, Jane, and John A. Doe. The Book. Chicago: Pub, 2020.'],
  ])('takes the mark after the names: %s', (text, rest) => {
    expect(takeEditorMark(text)).toEqual({ text: rest, edited: true });
  });

  it.each([
    'Brown A. A chapter. In: Editor A, editors. The book. London: Pub; 2021.',
    'Brown, A. (2021). A chapter. In A. Editor (Ed.), The book (pp. 1–10). Publisher.',
    'Smith J. Notes on the editors. BMJ. 2020;1:2-3.',
    'Smith, J. (2020). The book (2nd ed.). Publisher.',
    'Smith J. Letters, editors. Title. 2020.',
  ])('leaves text whose opening names carry no mark: %s', (text) => {
    expect(takeEditorMark(text)).toEqual({ text, edited: false });
  });
});

describe('edited books', () => {
  it.each([
    ['Smith, J. (Ed.). (2020). The book of things. Publisher.', [{ family: 'Smith', given: 'J.' }]],
    [
      'Smith, J., & Doe, A. (Eds.). (2020). The book of things. Oxford University Press.',
      [
        { family: 'Smith', given: 'J.' },
        { family: 'Doe', given: 'A.' },
      ],
    ],
    [
      'Smith J, Doe A, editors. The book of things. New York: Springer; 2020.',
      [
        { family: 'Smith', given: 'J.' },
        { family: 'Doe', given: 'A.' },
      ],
    ],
    [
      'Smith, Jane, and John Doe, eds. The Book of Things. Chicago: University of Chicago Press, 2020.',
      [
        { family: 'Smith', given: 'Jane' },
        { family: 'Doe', given: 'John' },
      ],
    ],
    ['Müller, H. (Hrsg.). (2019). Das Buch der Dinge. Springer.', [{ family: 'Müller', given: 'H.' }]],
    [
      'Smith, J. and Doe, A. (eds) (2020) The book of things. London: Routledge.',
      [
        { family: 'Smith', given: 'J.' },
        { family: 'Doe', given: 'A.' },
      ],
    ],
    [
      'Smith J, Doe A, et al., editors. The book of things. New York: Springer; 2020.',
      [
        { family: 'Smith', given: 'J.' },
        { family: 'Doe', given: 'A.' },
      ],
    ],
    ['Müller, Hans (Hrsg.): Das Buch der Dinge. Berlin : Springer, 2019.', [{ family: 'Müller', given: 'Hans' }]],
  ])('have their names as editors and no authors: %s', (entry, editors) => {
    const parsed = parseReference(entry);
    expect(parsed).toMatchObject({ type: 'book', editors, authors: [] });
    expect(parsed.title).toMatch(/^(?:The book of things|The Book of Things|Das Buch der Dinge)$/);
  });

  it('keeps an authored book’s names as its authors', () => {
    const parsed = parseReference('Smith, J. A. (2020). The book of things. Publisher.');
    expect(parsed.authors).toEqual([{ family: 'Smith', given: 'J. A.' }]);
    expect(parsed.editors).toBeUndefined();
  });
});

describe('readEditorNames', () => {
  it.each([
    ['A. Editor & B. Editor', ['Editor', 'Editor']],
    ['Editor A, Other B', ['Editor', 'Other']],
    ['Jane Doe and Bo Lee', ['Doe', 'Lee']],
  ])('reads %s', (block, families) => {
    expect(readEditorNames(block).map((name) => name.family)).toEqual(families);
  });
});

describe('German editors with "u. a." (und andere, et al.)', () => {
  it.each([
    ['Müller, H. u. a. (Hrsg.): Handbuch der Soziologie. Berlin: Springer, 2019.', [{ family: 'Müller', given: 'H.' }]],
    ['Müller, Hans u.a. (Hg.): Handbuch der Soziologie. Berlin: Springer, 2019.', [{ family: 'Müller', given: 'Hans' }]],
    [
      'Müller, H.; Schmidt, K. u. a. (Hrsg.): Handbuch der Soziologie. Berlin: Springer, 2019.',
      [
        { family: 'Müller', given: 'H.' },
        { family: 'Schmidt', given: 'K.' },
      ],
    ],
    ['Müller, H. u. a. (Hrsg.) (2019): Handbuch der Soziologie. Berlin: Springer.', [{ family: 'Müller', given: 'H.' }]],
  ])('reads the editors and drops "u. a.": %s', (raw, editors) => {
    const ref = parseReference(raw);
    expect(ref).toMatchObject({ type: 'book', title: 'Handbuch der Soziologie', editors, authors: [], publisher: 'Springer', place: 'Berlin', year: 2019 });
    expect(ref.containerTitle).toBeUndefined();
  });

  it('takes the mark off after "u. a."', () => {
    expect(takeEditorMark('Müller, H. u. a. (Hrsg.): Titel. Berlin: Springer, 2019.')).toEqual({
      text: 'Müller, H. u. a.: Titel. Berlin: Springer, 2019.',
      edited: true,
    });
  });
});

describe('IEEE’s editors, "Eds.," before the title', () => {
  it.each([
    ['M. Lopez and H. Becker, Eds., Handbook of Urban Sociology. Oxford: Oxford University Press, 2018.', 'Handbook of Urban Sociology', ['Lopez', 'Becker']],
    ['J. Smith, Ed., Handbook of Things. New York: Wiley, 2018.', 'Handbook of Things', ['Smith']],
  ])('makes the names the book’s editors and leaves the mark out of the title: %s', (raw, title, editors) => {
    const parsed = parseReference(raw);
    expect(parsed).toMatchObject({ type: 'book', title, authors: [] });
    expect(parsed.editors?.map((e) => e.family)).toEqual(editors);
  });
});
