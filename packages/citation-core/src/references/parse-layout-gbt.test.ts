import { describe, expect, it } from 'vitest';
import { parseReference } from './parse.ts';

describe('GB/T 7714: a book\'s "Place: Publisher, year"', () => {
  it.each([
    ['王五. 机器学习[M]. 北京: 清华大学出版社, 2016: 12-15.', '机器学习', '北京', '清华大学出版社', 2016],
    ['王五. 机器学习[M]. 北京：清华大学出版社，2016.', '机器学习', '北京', '清华大学出版社', 2016],
    ['Goodfellow I, Bengio Y, Courville A. Deep learning[M]. Cambridge: MIT Press, 2016.', 'Deep learning', 'Cambridge', 'MIT Press', 2016],
  ])('keeps the place with the publisher: %s', (raw, title, place, publisher, year) => {
    expect(parseReference(raw)).toMatchObject({ type: 'book', title, place, publisher, year });
  });

  it('has no place when only the publisher is named', () => {
    const parsed = parseReference('Goodfellow I. Deep learning[M]. MIT Press, 2016.');
    expect(parsed).toMatchObject({ publisher: 'MIT Press', year: 2016 });
    expect(parsed.place).toBeUndefined();
  });
});

describe('GB/T 7714: names written out in pinyin', () => {
  it.each([
    ['Zhang Wei, Li Na. Deep learning for image recognition[J]. Journal of Software, 2020, 31(5): 1234-1250.', false],
    ['ZHANG Wei, LI Na, et al. Deep learning for image recognition[J]. Journal of Software, 2020, 31(5): 1234-1250.', true],
  ])('makes each comma-separated name one person, family first: %s', (raw, etAl) => {
    expect(parseReference(raw)).toMatchObject({
      authors: [
        { family: 'Zhang', given: 'Wei' },
        { family: 'Li', given: 'Na' },
      ],
      etAl,
    });
  });

  it('still reads initials as Vancouver names', () => {
    expect(parseReference('Smith J, Doe A. Solar power growth[J]. Energy Journal, 2020, 4(2): 1-10.').authors).toEqual([
      { family: 'Smith', given: 'J.' },
      { family: 'Doe', given: 'A.' },
    ]);
  });
});
