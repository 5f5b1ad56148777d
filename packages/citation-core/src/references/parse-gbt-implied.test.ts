import { describe, expect, it } from 'vitest';
import { withImpliedTypeMark } from './parse-gbt-implied.ts';
import { parseReference } from './parse.ts';

describe('withImpliedTypeMark', () => {
  it('puts back the mark the layout after the title implies: journal, book, thesis, online work, proceedings', () => {
    expect(withImpliedTypeMark('张三, 李四. 太阳能研究. 能源学报, 2020, 36(5): 1-10')).toBe('张三, 李四. 太阳能研究[J]. 能源学报, 2020, 36(5): 1-10');
    expect(withImpliedTypeMark('周志华. 机器学习. 北京: 清华大学出版社, 2016')).toBe('周志华. 机器学习[M]. 北京: 清华大学出版社, 2016');
    expect(withImpliedTypeMark('王芳. 图像识别研究. 北京: 清华大学, 2019')).toBe('王芳. 图像识别研究[D]. 北京: 清华大学, 2019');
    expect(withImpliedTypeMark('国家统计局. 统计公报. (2024-02-29)[2024-03-01]')).toBe('国家统计局. 统计公报[EB/OL]. (2024-02-29)[2024-03-01]');
    expect(withImpliedTypeMark('HE K, REN S, et al. Deep residual learning. Proceedings of the IEEE Conference on CVPR. Las Vegas: IEEE, 2016: 770-778')).toBe(
      'HE K, REN S, et al. Deep residual learning[C]//Proceedings of the IEEE Conference on CVPR. Las Vegas: IEEE, 2016: 770-778',
    );
  });

  it('takes GB/T\'s journal tail after names written "Smith J" too (Vancouver writes "2020;12(3):1-10")', () => {
    expect(withImpliedTypeMark('Smith J, Lee A. Crop yields. Journal of Agronomy, 2020, 12(3): 1-10')).toContain('Crop yields[J].');
  });

  it('leaves other layouts alone: Vancouver, APA, a mixed-case book, an entry that has its mark', () => {
    expect(withImpliedTypeMark('Smith J, Lee A. Crop yields. J Agron. 2020;12(3):1-10')).toBeUndefined();
    expect(withImpliedTypeMark('Smith, J., & Lee, A. (2020). Crop yields. Journal of Agronomy, 12(3), 1-10')).toBeUndefined();
    expect(withImpliedTypeMark('Goodfellow I, Bengio Y. Deep learning. Cambridge: MIT Press, 2016')).toBeUndefined();
    expect(withImpliedTypeMark('张三. 太阳能研究')).toBeUndefined();
  });
});

describe('parseReference: GB/T 7714 without type marks', () => {
  it('reads a Chinese journal article and a book with their fields', () => {
    const article = parseReference('张三, 李四, 等. 深度学习在作物产量预测中的应用. 农业工程学报, 2020, 36(5): 1-10.');
    expect(article).toMatchObject({
      format: 'gbt7714',
      type: 'article-journal',
      title: '深度学习在作物产量预测中的应用',
      containerTitle: '农业工程学报',
      year: 2020,
      volume: '36',
      issue: '5',
      pages: '1-10',
      etAl: true,
    });
    expect(article.authors).toEqual([
      { family: '张', given: '三' },
      { family: '李', given: '四' },
    ]);
    expect(parseReference('周志华. 机器学习. 北京: 清华大学出版社, 2016.')).toMatchObject({
      type: 'book',
      title: '机器学习',
      publisher: '清华大学出版社',
      year: 2016,
      authors: [{ family: '周', given: '志华' }],
    });
  });

  it('reads family names set in capitals as names, with or without the mark', () => {
    for (const raw of [
      'SMITH J, LEE A. Deep learning for crops. Journal of Agronomy, 2020, 12(3): 1-10.',
      'SMITH J, LEE A. Deep learning for crops[J]. Journal of Agronomy, 2020, 12(3): 1-10.',
    ]) {
      expect(parseReference(raw)).toMatchObject({
        title: 'Deep learning for crops',
        authors: [
          { family: 'Smith', given: 'J.' },
          { family: 'Lee', given: 'A.' },
        ],
        containerTitle: 'Journal of Agronomy',
        year: 2020,
      });
    }
  });

  it('reads an online work by its dates, its link kept', () => {
    const web = parseReference('国家统计局. 2023年统计公报. (2024-02-29)[2024-03-01]. https://www.stats.gov.cn/sj/zxfb/202402/t20240228_1947915.html.');
    expect(web).toMatchObject({ type: 'webpage', title: '2023年统计公报', year: 2024, accessed: '2024-03-01', authors: [{ literal: '国家统计局' }] });
    expect(web.url).toBe('https://www.stats.gov.cn/sj/zxfb/202402/t20240228_1947915.html');
  });
});
