import { describe, expect, it } from 'vitest';
import { parseReference } from './parse.ts';

const fields = (entry: string) => {
  const r = parseReference(entry);
  return {
    type: r.type,
    authors: r.authors,
    year: r.year,
    title: r.title,
    container: r.containerTitle,
    volume: r.volume,
    issue: r.issue,
    pages: r.pages,
    publisher: r.publisher,
  };
};

describe('Japanese corner brackets: 「article」『journal』 and 『book』', () => {
  it('reads an article: names, year, the title in 「」, the journal in 『』, volume, issue and pages', () => {
    expect(fields('山田太郎 (2020)「気候変動と日本の農業」『農業経済研究』92(3), 45–60.')).toEqual({
      type: 'article-journal',
      authors: [{ literal: '山田太郎' }],
      year: 2020,
      title: '気候変動と日本の農業',
      container: '農業経済研究',
      volume: '92',
      issue: '3',
      pages: '45-60',
      publisher: undefined,
    });
  });

  it('reads names joined by ・, and 巻/号, a year in 年 and "pp." after the journal', () => {
    expect(fields('山田太郎・鈴木一郎「題名の研究」『誌名』第92巻第3号, 2020年, pp.45-60.')).toMatchObject({
      authors: [{ literal: '山田太郎' }, { literal: '鈴木一郎' }],
      year: 2020,
      title: '題名の研究',
      container: '誌名',
      volume: '92',
      issue: '3',
      pages: '45-60',
    });
  });

  it('reads a chapter (an editor between chapter and book) and a book with its publisher', () => {
    expect(fields('佐藤花子 (2018)「章の題名」山田太郎編『本の題名』岩波書店, 10–30頁.')).toMatchObject({
      type: 'chapter',
      title: '章の題名',
      container: '本の題名',
      publisher: '岩波書店',
      pages: '10-30',
    });
    expect(fields('山田太郎 (2020)『日本の農業』東京大学出版会.')).toMatchObject({
      type: 'book',
      title: '日本の農業',
      publisher: '東京大学出版会',
      year: 2020,
      container: undefined,
    });
  });

  it('leaves entries without the brackets to the other layouts', () => {
    expect(parseReference('山田太郎, 鈴木花子 (2020). 再生可能エネルギーの現状. エネルギー研究, 12(3), 45-60.').format).not.toBe('japanese');
    expect(parseReference('Smith, J. (2020). A “quoted” title. Nature, 1, 2–3.').format).not.toBe('japanese');
  });
});
