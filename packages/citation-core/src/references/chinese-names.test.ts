import { describe, expect, it } from 'vitest';
import { bibtexFromCsl } from '../bibtex/from-csl.ts';
import { markerLabels } from '../markers/label.ts';
import { isChineseEntry, splitChineseName } from './chinese-names.ts';
import { parseReference } from './parse.ts';
import { cslFromParsed } from './to-csl.ts';

describe('splitChineseName', () => {
  it.each([
    ['张三', '张', '三'],
    ['王小明', '王', '小明'],
    ['欧阳修', '欧阳', '修'],
    ['歐陽修', '歐陽', '修'],
    ['司马相如', '司马', '相如'],
    ['诸葛亮', '诸葛', '亮'],
  ])('%s is family %s, given %s', (name, family, given) => {
    expect(splitChineseName(name)).toEqual({ family, given });
  });

  it.each(['欧阳', '张', '张三丰四五', 'Zhang San', '김철수', '国务院', '新华社', '百度百科', '腾讯公司'])('keeps %s whole', (name) => {
    expect(splitChineseName(name)).toBeUndefined();
  });
});

describe('isChineseEntry', () => {
  it.each(['王明. 标题[J]. 期刊, 2020, 1(2): 3-4.', '王明. 標題[M]. 台北: 三民書局, 2019.', '王小明, 李华. (2021). 深度学习研究. 计算机学报, 44(3), 1-10.'])(
    'is Chinese by its type mark or its Simplified characters: %s',
    (entry) => {
      expect(isChineseEntry(entry)).toBe(true);
    },
  );

  it.each([
    '田中一郎. 機械学習の研究[J]. 情報処理, 2020, 61(3): 1-10.',
    '山田太郎 (2020)「題名」『誌名』12(3), 45–60.',
    '山田太郎・佐藤次郎: 題名, 誌名 (2020)',
    '山田太郎: 学会の題名, 2020',
  ])('is not Chinese with kana, Japanese brackets or "・", or with neither mark nor Simplified character: %s', (entry) => {
    expect(isChineseEntry(entry)).toBe(false);
  });
});

describe('Chinese names in parsed entries', () => {
  const entry = '张三, 李四. 深度学习在医学影像中的应用[J]. 中国医学影像技术, 2020, 36(3): 45-67.';

  it('splits the names of a GB/T entry into surname and given name', () => {
    expect(parseReference(entry).authors).toEqual([
      { family: '张', given: '三' },
      { family: '李', given: '四' },
    ]);
    expect(parseReference('欧阳修, 司马光, 王五. 标题[M]. 北京: 科学出版社, 2019.').authors.map((name) => name.family)).toEqual(['欧阳', '司马', '王']);
  });

  it('keeps Japanese names whole', () => {
    expect(parseReference('田中一郎. 機械学習の研究[J]. 情報処理, 2020, 61(3): 1-10.').authors).toEqual([{ literal: '田中一郎' }]);
    expect(parseReference('山田太郎 (2020)「題名」『誌名』12(3), 45–60.').authors).toEqual([{ literal: '山田太郎' }]);
  });

  it('writes "张, 三" in the .bib and the surname, which Zotero’s RTF Scan matches on, in the marker', () => {
    const item = cslFromParsed(parseReference(entry), 'k');
    expect(Object.fromEntries(bibtexFromCsl(item).fields).author).toBe('张, 三 and 李, 四');
    expect(markerLabels([item])).toEqual(['张 & 李, 2020']);
  });
});
