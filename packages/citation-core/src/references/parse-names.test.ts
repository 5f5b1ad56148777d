import { describe, expect, it } from 'vitest';
import { parseNames } from './parse-names.ts';

describe('parseNames', () => {
  it('reads inverted APA/Harvard lists with &, "and" and compact initials', () => {
    expect(parseNames('Yip, C. S. C., Chan, W., & Fielding, R.')).toEqual({
      authors: [
        { family: 'Yip', given: 'C. S. C.' },
        { family: 'Chan', given: 'W.' },
        { family: 'Fielding', given: 'R.' },
      ],
      etAl: false,
      style: 'inverted',
    });
    expect(parseNames('Tarrant, M.K. and Cole, P.A.').authors).toEqual([
      { family: 'Tarrant', given: 'M. K.' },
      { family: 'Cole', given: 'P. A.' },
    ]);
    expect(parseNames('Gibson, D. G., Chuang, R.-Y., & Do, J. T.').authors).toEqual([
      { family: 'Gibson', given: 'D. G.' },
      { family: 'Chuang', given: 'R.-Y.' },
      { family: 'Do', given: 'J. T.' },
    ]);
  });

  it('reads IEEE initials-first lists', () => {
    expect(parseNames('V. V. Rostovtsev, L. G. Green, V. V. Fokin, and K. B. Sharpless')).toMatchObject({
      authors: [
        { family: 'Rostovtsev', given: 'V. V.' },
        { family: 'Green', given: 'L. G.' },
        { family: 'Fokin', given: 'V. V.' },
        { family: 'Sharpless', given: 'K. B.' },
      ],
      style: 'initials-first',
    });
    expect(parseNames('M. van de Panne').authors).toEqual([{ family: 'Panne', 'non-dropping-particle': 'van de', given: 'M.' }]);
  });

  it('reads Vancouver lists and expands initials', () => {
    expect(parseNames('Young EWK, Beebe DJ, et al')).toEqual({
      authors: [
        { family: 'Young', given: 'E. W. K.' },
        { family: 'Beebe', given: 'D. J.' },
      ],
      etAl: true,
      style: 'vancouver',
    });
    expect(parseNames("Timperio AM, D'Alessandro A").authors[1]).toEqual({ family: "D'Alessandro", given: 'A.' });
  });

  it('reads Chicago/MLA lists where only the first author is inverted', () => {
    expect(parseNames('Seelig, Burckhard, and Jack W. Szostak.').authors).toEqual([
      { family: 'Seelig', given: 'Burckhard' },
      { family: 'Szostak', given: 'Jack W.' },
    ]);
    expect(parseNames('LeCun, Yann, Yoshua Bengio, and Geoffrey Hinton').authors.map((a) => a.family)).toEqual(['LeCun', 'Bengio', 'Hinton']);
  });

  it("reads ACM's lists, every name given name first, and still inverts a first author whose family name has a particle", () => {
    expect(parseNames('Ashish Vaswani, Noam Shazeer, Niki Parmar, Aidan N. Gomez, Łukasz Kaiser, and Illia Polosukhin')).toMatchObject({
      style: 'given-first',
      authors: [
        { family: 'Vaswani', given: 'Ashish' },
        { family: 'Shazeer', given: 'Noam' },
        { family: 'Parmar', given: 'Niki' },
        { family: 'Gomez', given: 'Aidan N.' },
        { family: 'Kaiser', given: 'Łukasz' },
        { family: 'Polosukhin', given: 'Illia' },
      ],
    });
    expect(parseNames('Van Dyke, Mary Ann, and John Smith').authors).toEqual([
      { family: 'Van Dyke', given: 'Mary Ann' },
      { family: 'Smith', given: 'John' },
    ]);
  });

  it('keeps capitalised particles in the family name and splits lower-case ones off', () => {
    expect(parseNames('Van Gogh, V., & von Neumann, J.').authors).toEqual([
      { family: 'Van Gogh', given: 'V.' },
      { family: 'Neumann', 'non-dropping-particle': 'von', given: 'J.' },
    ]);
    expect(parseNames('Beethoven, Ludwig van').authors).toEqual([{ family: 'Beethoven', given: 'Ludwig', 'dropping-particle': 'van' }]);
  });

  it('recognises "et al." in its spellings and attaches suffixes', () => {
    for (const block of ['Angelucci, F. et al.', 'Angelucci, F., et al', 'Angelucci, F. and others', 'Angelucci, F. …']) {
      expect(parseNames(block)).toMatchObject({ authors: [{ family: 'Angelucci', given: 'F.' }], etAl: true });
    }
    expect(parseNames('King, M. L., Jr., & Doe, J.').authors).toEqual([
      { family: 'King', given: 'M. L.', suffix: 'Jr.' },
      { family: 'Doe', given: 'J.' },
    ]);
  });

  it('keeps organisations whole', () => {
    for (const org of [
      'National Records of Scotland',
      'BBC News',
      'Heise online',
      'Office for National Statistics',
      'U.S. Department of Health and Human Services',
      'The Migration Observatory, University of Oxford',
    ]) {
      expect(parseNames(org)).toEqual({ authors: [{ literal: org }], etAl: false, style: 'organisation' });
    }
    expect(parseNames('Smith A, Jones B; Writing Group').authors).toEqual([
      { family: 'Smith', given: 'A.' },
      { family: 'Jones', given: 'B.' },
      { literal: 'Writing Group' },
    ]);
  });

  it('returns no names for an empty block', () => {
    expect(parseNames('  ')).toEqual({ authors: [], etAl: false, style: 'none' });
    expect(parseNames('et al.')).toEqual({ authors: [], etAl: true, style: 'none' });
  });

  it('reads surnames written as a narrative citation: "Adams et al.", "Evans and Ford", "van der Berg & Li"', () => {
    expect(parseNames('Adams et al.')).toEqual({ authors: [{ family: 'Adams' }], etAl: true, style: 'family-only' });
    expect(parseNames('Evans and Ford')).toEqual({ authors: [{ family: 'Evans' }, { family: 'Ford' }], etAl: false, style: 'family-only' });
    expect(parseNames('van der Berg & Li').authors).toEqual([{ family: 'Berg', 'non-dropping-particle': 'van der' }, { family: 'Li' }]);
    // A lone name stays what it was; a firm named twice, or with a word no person has, is no pair of people.
    expect(parseNames('Reuters').style).toBe('organisation');
    expect(parseNames('Johnson & Johnson').style).toBe('organisation');
    expect(parseNames('News and Times').style).toBe('organisation');
  });

  it('reads a hyphenated given name with a capital after the hyphen ("Cheng-Yang Fu") in a Chicago or MLA list', () => {
    expect(parseNames('Liu, Wei, Cheng-Yang Fu, and Alexander C. Berg').authors).toEqual([
      { family: 'Liu', given: 'Wei' },
      { family: 'Fu', given: 'Cheng-Yang' },
      { family: 'Berg', given: 'Alexander C.' },
    ]);
  });
});

describe('CJK names', () => {
  it.each([
    ['王小明, 李华', ['王小明', '李华']],
    ['王小明, 李华.', ['王小明', '李华']],
    ['山田太郎・佐藤次郎。', ['山田太郎', '佐藤次郎']],
    ['김철수, 이영희.', ['김철수', '이영희']],
  ])('reads %s as one literal name each, a closing stop aside', (block, names) => {
    expect(parseNames(block)).toMatchObject({ authors: names.map((literal) => ({ literal })), style: 'cjk' });
  });

  it('keeps the stop of a Latin initial', () => {
    expect(parseNames('Fielding, R.').authors).toEqual([{ family: 'Fielding', given: 'R.' }]);
  });
});

describe('a role in brackets after a name', () => {
  it.each([
    ['Fridman, L. (Host).', [{ family: 'Fridman', given: 'L.' }]],
    ['Nolan, C. (Director)', [{ family: 'Nolan', given: 'C.' }]],
    [
      'Fridman, L. (Host), & Altman, S. (Guest).',
      [
        { family: 'Fridman', given: 'L.' },
        { family: 'Altman', given: 'S.' },
      ],
    ],
    [
      'Thomas, E. (Executive Producer), & Jones, K. (Producer)',
      [
        { family: 'Thomas', given: 'E.' },
        { family: 'Jones', given: 'K.' },
      ],
    ],
  ])('is no part of the name: %s', (block, authors) => {
    expect(parseNames(block).authors).toEqual(authors);
  });

  it('leaves an organisation’s bracketed short name alone', () => {
    expect(parseNames('World Health Organization (WHO)').authors).toEqual([{ literal: 'World Health Organization (WHO)' }]);
  });
});

describe('names given name first before "et al."', () => {
  it.each([
    ['Ashish Vaswani et al.', [{ family: 'Vaswani', given: 'Ashish' }]],
    ['Jack W. Szostak et al.', [{ family: 'Szostak', given: 'Jack W.' }]],
    [
      'Ashish Vaswani and Noam Shazeer et al.',
      [
        { family: 'Vaswani', given: 'Ashish' },
        { family: 'Shazeer', given: 'Noam' },
      ],
    ],
  ])('are people, not an organisation: %s', (block, authors) => {
    expect(parseNames(block)).toMatchObject({ authors, etAl: true });
  });

  it('leaves an organisation an organisation', () => {
    expect(parseNames('World Health Organization et al.').authors).toEqual([{ literal: 'World Health Organization' }]);
  });
});
