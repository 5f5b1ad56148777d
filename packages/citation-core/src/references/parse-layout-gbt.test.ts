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

describe('Chinese, Japanese and Korean entries without a type mark, and a newspaper', () => {
  it.each([
    ['山田太郎. 日本の経済. 東京: 岩波書店, 2018, 250p.', { type: 'book', title: '日本の経済', place: '東京', publisher: '岩波書店', year: 2018 }],
    ['李飞飞. 人工智能的未来. 清华大学出版社, 2021.', { type: 'book', title: '人工智能的未来', publisher: '清华大学出版社', year: 2021 }],
    ['홍길동. (2018). 한국 사회의 변화. 서울: 한울아카데미.', { type: 'book', title: '한국 사회의 변화', place: '서울', publisher: '한울아카데미' }],
    ['李华. 数字经济的未来[N]. 人民日报, 2023-05-10(5).', { type: 'article-newspaper', containerTitle: '人民日报', issued: [2023, 5, 10], pages: '5' }],
  ])('reads %s', (raw, fields) => {
    expect(parseReference(raw)).toMatchObject(fields);
  });
});

describe('GB/T parts of books, editions and book-mark titles', () => {
  it.each([
    [
      '王强. 现代文学研究[C]//李明. 中国文学论文集. 上海: 上海古籍出版社, 2018: 45-60.',
      { editors: [{ family: '李', given: '明' }], containerTitle: '中国文学论文集', place: '上海' },
    ],
    [
      '张三. 算法研究[M]//李四, 王五. 计算机科学手册. 北京: 科学出版社, 2016: 12-30.',
      { type: 'chapter', containerTitle: '计算机科学手册', place: '北京', pages: '12-30' },
    ],
    [
      '陈红. 水资源管理研究[C]//中国水利学会. 2021学术年会论文集. 北京: 中国水利水电出版社, 2021: 10-20.',
      { editors: [{ literal: '中国水利学会' }], containerTitle: '2021学术年会论文集', place: '北京', pages: '10-20' },
    ],
    ['周志华. 机器学习[M].2版.北京:清华大学出版社,2020.', { edition: '2', place: '北京', publisher: '清华大学出版社' }],
    ['《人工智能发展白皮书》，中国信通院，2023年。', { type: 'report', title: '人工智能发展白皮书', authors: [{ literal: '中国信通院' }], year: 2023 }],
  ])('reads %s', (raw, fields) => {
    expect(parseReference(raw)).toMatchObject(fields);
  });
});
