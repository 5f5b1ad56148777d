import { describe, expect, it } from 'vitest';
import type { ReferenceEntry } from '../types.ts';
import { groupEntries } from './group-entries.ts';
import { parseReference } from './parse.ts';
import { takeRepeatedNames } from './repeated-names.ts';

const entries = (texts: string[], list = 0): ReferenceEntry[] =>
  texts.map((text, i) => ({ list, number: i + 1, text, paragraphIndex: i, extraParagraphIndexes: [], links: [] }));
const smith = [{ family: 'Smith', given: 'John' }];

describe('takeRepeatedNames', () => {
  it.each([
    ['———. Another Title. Chicago: Pub, 2016.', 'Another Title. Chicago: Pub, 2016.', false],
    ['———, ed. Essays. Chicago: Pub, 2015.', 'Essays. Chicago: Pub, 2015.', true],
    ['———, eds. Essays. Chicago: Pub, 2015.', 'Essays. Chicago: Pub, 2015.', true],
    ['---, editor. Reader. Penguin, 2018.', 'Reader. Penguin, 2018.', true],
    ['⸻. The Last Book. London: Verso, 2020.', 'The Last Book. London: Verso, 2020.', false],
    // The author-date and quoted-title layouts read the dash as the names already.
    ['———. 2017. Dated Title. Chicago: Pub.', '———. 2017. Dated Title. Chicago: Pub.', false],
    ['———. "Article." Journal 12 (2019): 4–5.', '———. "Article." Journal 12 (2019): 4–5.', false],
  ])('%s', (text, rest, edited) => {
    expect(takeRepeatedNames(text)).toEqual({ text: rest, edited });
  });

  it('leaves entries that open with names, a bullet or one dash alone', () => {
    for (const text of ['Smith, John. Title. 2019.', '- Smith, John. Title. 2019.', '— Title. 2019.']) expect(takeRepeatedNames(text)).toBeUndefined();
  });
});

describe('a dash for the names of the entry above (Chicago, MLA)', () => {
  it('reads the title after the dash as the title, not the dash', () => {
    expect(parseReference('———. Another Title. Chicago: University of Chicago Press, 2016.')).toMatchObject({
      type: 'book',
      authors: [{ literal: '———' }],
      title: 'Another Title',
      publisher: 'University of Chicago Press',
      place: 'Chicago',
      year: 2016,
    });
  });

  it('takes the names above as authors, or as editors after "ed."', () => {
    const { entryRefs } = groupEntries(
      entries([
        'Smith, John. The Big Book. New York: Wiley, 2019.',
        '———, ed. Collected Essays on Things. Chicago: University of Chicago Press, 2015.',
        '———. Another Title. Chicago: University of Chicago Press, 2016.',
        '---, editor. MLA Reader. Penguin, 2018.',
        '⸻. The Last Book. 2nd ed. London: Verso, 2020.',
      ]),
      [],
    );
    expect(entryRefs.map(({ parsed }) => [parsed.authors, parsed.editors, parsed.title])).toEqual([
      [smith, undefined, 'The Big Book'],
      [[], smith, 'Collected Essays on Things'],
      [smith, undefined, 'Another Title'],
      [[], smith, 'MLA Reader'],
      [smith, undefined, 'The Last Book'],
    ]);
  });

  it('names no one when no entry of the same list is above', () => {
    const { entryRefs } = groupEntries(entries(['———. Another Title. Chicago: University of Chicago Press, 2016.']), []);
    expect(entryRefs[0]?.parsed.authors).toEqual([]);
  });
});
