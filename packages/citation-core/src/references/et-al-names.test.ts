// "et al." in author and editor lists says there are more names; it is never one of them.
import { describe, expect, it } from 'vitest';
import { parseNames } from './parse-names.ts';
import { parseReference } from './parse.ts';
import { cslFromParsed } from './to-csl.ts';

/** Every name the CSL item holds, as one string each. */
function cslNames(raw: string): string[] {
  const item = cslFromParsed(parseReference(raw), 'x');
  return [...(item.author ?? []), ...(item.editor ?? [])].map((name) => JSON.stringify(name));
}

describe('"et al." is never a name', () => {
  it.each([
    'Brown, A. et al. Title of paper. Lancet 393, 45–67 (2019).',
    'Brown A. Chapter. In: Smith J, Jones K, et al., editors. The Book. London: Routledge; 2018. p. 10-20.',
    'Brown A. Chapter. In: Smith J et al., editors. The Book. London: Routledge; 2018. p. 10-20.',
    'Brown A (2018) Chapter. In: Smith J, Jones K et al (eds) The Book. Springer, Berlin, pp 10–20',
    'Brown, A. (2018). Chapter. In J. Smith, K. Jones, et al. (Eds.), The Book (pp. 10–20). Routledge.',
    'Brown, Anne. "Chapter." In The Book, edited by John Smith, Kate Jones, et al., 10–20. London: Routledge, 2018.',
    'Brown, A. 2018. "Chapter." In The Book, edited by John Smith et al., 10–20. London: Routledge.',
    'Smith J, Jones K, et al., editors. The Book. London: Routledge; 2018.',
    'Smith, J., et al., eds. The Book. London: Routledge, 2018.',
    'Smith J, Jones K, et al. Title of paper. J Things. 2019;12(3):45-67.',
    'Smith, John, et al. "Title of Paper." Journal of Things, vol. 12, no. 3, 2019, pp. 45–67.',
  ])('%s', (raw) => {
    const names = cslNames(raw);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).not.toMatch(/\bet\.?\s*al\b/i);
  });

  it('reads Vancouver\'s "Hughes I. et al." (an initial\'s full stop before it) as the first author and more, never the title', () => {
    expect(parseReference('Hughes I. et al. Vaccine effectiveness against delta infection. Nat Med. 2021;27:50-60.')).toMatchObject({
      authors: [{ family: 'Hughes', given: 'I.' }],
      etAl: true,
      title: 'Vaccine effectiveness against delta infection',
      containerTitle: 'Nat Med',
      volume: '27',
    });
  });

  it('reads Nature\'s "Brown, A. et al." before the title as the first author and more', () => {
    expect(parseReference('Brown, A. et al. Title of paper. Lancet 393, 45–67 (2019).')).toMatchObject({
      format: 'nature',
      authors: [{ family: 'Brown', given: 'A.' }],
      etAl: true,
      title: 'Title of paper',
      containerTitle: 'Lancet',
      volume: '393',
    });
  });

  it.each([
    ['Smith A, Jones B, Brown C, et al.; Study Group. Title of paper. Lancet. 2019;393:45-67.', 'Study Group'],
    ['Smith A, Jones B, Brown C, et al; GBD 2019 Collaborators. Title of paper. Lancet. 2019;393:45-67.', 'GBD 2019 Collaborators'],
  ])('reads NLM\'s group author after "et al." as one more author: %s', (raw, group) => {
    const parsed = parseReference(raw);
    expect(parsed).toMatchObject({ format: 'vancouver', etAl: true, title: 'Title of paper', containerTitle: 'Lancet', volume: '393' });
    expect(parsed.authors.map((name) => name.family ?? name.literal)).toEqual(['Smith', 'Jones', 'Brown', group]);
  });

  it('reads no organisation from a block that runs on past "et al."', () => {
    expect(parseNames('Brown, A. et al. Title of paper. Lancet 393, 45–67').style).toBe('none');
  });
});

describe('Chicago\'s "edited by" with three editors or "et al."', () => {
  it.each([
    ['In The Book, edited by John Smith, Kate Jones, and Bo Lee, 10–20. London: Routledge, 2018.', ['Smith', 'Jones', 'Lee']],
    ['In The Book, edited by John A. Smith, Kate Jones, et al., 10–20. London: Routledge, 2018.', ['Smith', 'Jones']],
    ['In The Book, edited by John Smith et al., 10–20. London: Routledge, 2018.', ['Smith']],
    ['In The Book, edited by John Smith, Kate Jones, et al. London: Routledge, 2018.', ['Smith', 'Jones']],
  ])('names the editors and leaves the book its title: %s', (source, families) => {
    const parsed = parseReference(`Brown, Anne. "Chapter." ${source}`);
    expect(parsed.type).toBe('chapter');
    expect(parsed.containerTitle).toBe('The Book');
    expect(parsed.editors?.map((name) => name.family)).toEqual(families);
    expect(parsed.publisher).toBe('Routledge');
  });
});
