import CSL from 'citeproc';
import { describe, expect, it } from 'vitest';
import { toFieldItemData } from '../export/csl-data.ts';
import { loadStyle, localeXml } from '../render/load-style.ts';
import type { CslItem } from '../types.ts';
import { bibliographyOrder } from './bibliography-order.ts';
import { generateKeys } from './generate.ts';

const smith = [{ family: 'Smith', given: 'Ann' }];
const work = (id: string, extra: Partial<CslItem>): CslItem => ({ id, type: 'article-journal', author: smith, issued: { 'date-parts': [[2020]] }, ...extra });

// In first-cited order, which is not APA's order.
const ITEMS: CslItem[] = [
  work('zebra', { title: 'Zebra crossings' }),
  work('march', { title: 'Yet another', issued: { 'date-parts': [[2020, 3]] } }),
  work('apple', { title: 'The apple harvest' }),
  work('coauthored', { title: 'Alpha', author: [...smith, { family: 'Jones', given: 'Bo' }] }),
  work('banana', { title: 'Banana trade' }),
  work('umlaut', { title: 'Äpfel und Birnen' }),
  { id: 'news', type: 'article-newspaper', author: smith, issued: { 'date-parts': [[2020, 2, 1]] }, title: 'Aardvarks' },
  { id: 'news2', type: 'article-newspaper', author: smith, issued: { 'date-parts': [[2020, 1, 15]] }, title: 'Zulu' },
  work('other', { title: 'Unrelated', author: [{ family: 'Doe', given: 'Jo' }] }),
];

/** The year suffix APA gives each work, from citeproc's own bibliography. */
function apaSuffixes(items: CslItem[]): Map<string, string> {
  const data = new Map(items.map((i) => [i.id, toFieldItemData(i)]));
  const engine = new CSL.Engine({ retrieveLocale: (l) => localeXml(l), retrieveItem: (id) => data.get(id) as object }, loadStyle('apa').source, 'en-US', true);
  engine.updateItems(items.map((i) => i.id));
  engine.setOutputFormat('text');
  const bib = engine.makeBibliography();
  if (!bib) throw new Error('no bibliography');
  const out = new Map<string, string>();
  bib[0].entry_ids.forEach(([id], i) => {
    const suffix = /\(2020([a-z])?(?:, [A-Z][a-z]+(?: \d+)?)?\)/.exec(bib[1][i] ?? '')?.[1];
    if (id && suffix) out.set(String(id), suffix);
  });
  return out;
}

describe('bibliographyOrder', () => {
  it('orders by the authors, then the year of an article (a news story’s full date), then the title, its article included', () => {
    const sorted = [...ITEMS].sort(bibliographyOrder).map((i) => i.id);
    expect(sorted).toEqual(['other', 'umlaut', 'banana', 'apple', 'march', 'zebra', 'news2', 'news', 'coauthored']);
    const news = (id: string, date: number[], title: string): CslItem => ({
      id,
      type: 'article-newspaper',
      author: smith,
      issued: { 'date-parts': [date] },
      title,
    });
    expect([news('may', [2020, 5], 'A'), news('jan', [2020, 1], 'B'), news('year', [2020], 'C')].sort(bibliographyOrder).map((i) => i.id)).toEqual([
      'year',
      'jan',
      'may',
    ]);
  });
});

describe('generateKeys follows APA’s year suffixes', () => {
  it('letters colliding keys as APA letters the years: smith2020a is "Smith, 2020a"', () => {
    const keys = new Map(generateKeys(ITEMS).map((key, i) => [ITEMS[i]?.id, key]));
    const suffixes = apaSuffixes(ITEMS);
    expect(suffixes.size).toBe(7); // the seven works by Smith alone; Smith & Jones and Doe need none
    for (const [id, suffix] of suffixes) expect(keys.get(id)).toBe(`smith2020${suffix}`);
  });
});
