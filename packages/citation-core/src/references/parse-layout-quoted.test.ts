import { describe, expect, it } from 'vitest';
import { parseReference } from './parse.ts';

describe('Chicago’s note for a book', () => {
  it.each([
    [
      "Peter H. Wilson, Europe's Tragedy: A History of the Thirty Years War (London: Allen Lane, 2009), 746.",
      'Wilson',
      'Peter H.',
      "Europe's Tragedy: A History of the Thirty Years War",
    ],
    [
      'Elizabeth L. Eisenstein, The Printing Press as an Agent of Change (Cambridge: Cambridge University Press, 1979), 43.',
      'Eisenstein',
      'Elizabeth L.',
      'The Printing Press as an Agent of Change',
    ],
    [
      'John W. Kingdon, Agendas, Alternatives, and Public Policies, 2nd ed. (New York: Longman, 2003), 19.',
      'Kingdon',
      'John W.',
      'Agendas, Alternatives, and Public Policies',
    ],
  ])('reads a name with a middle initial, the title and the imprint: %s', (raw, family, given, title) => {
    expect(parseReference(raw)).toMatchObject({ type: 'book', authors: [{ family, given }], title });
  });
});
