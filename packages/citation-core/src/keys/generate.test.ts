import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CslItem, CslName } from '../types.ts';
import { generateKeys } from './generate.ts';

let counter = 0;
function item(author: CslName[] | undefined, year: number | undefined, extra: Partial<CslItem> = {}): CslItem {
  counter += 1;
  return {
    id: `i${counter}`,
    type: 'article-journal',
    ...(author ? { author } : {}),
    ...(year !== undefined ? { issued: { 'date-parts': [[year]] } } : {}),
    ...extra,
  };
}
const key = (it: CslItem): string => generateKeys([it])[0] as string;

describe('generateKeys', () => {
  it('uses the first author family name and the year', () => {
    expect(key(item([{ family: 'Smith', given: 'J.' }, { family: 'Doe' }], 2020))).toBe('smith2020');
  });

  it.each([
    ['Müller', 'muller'],
    ['Ørsted', 'orsted'],
    ['Hammarström', 'hammarstrom'],
    ['Jäckel', 'jackel'],
    ['García-Márquez', 'garciamarquez'],
    ["O'Brien", 'obrien'],
    ['van der Waals', 'waals'],
    ['de la Cruz', 'cruz'],
    ["d'Alembert", 'alembert'],
    ['De Vries', 'devries'],
    ['DeMarco', 'demarco'],
    ['McCook', 'mccook'],
    ['Достоевский', 'dostoevskiy'],
  ])('folds and drops particles: %s → %s', (family, expected) => {
    expect(key(item([{ family, given: 'A.' }], 2001))).toBe(`${expected}2001`);
  });

  it('ignores CSL particle fields and keeps the family name', () => {
    expect(key(item([{ family: 'Waals', 'non-dropping-particle': 'van der', given: 'J. D.' }], 1873))).toBe('waals1873');
    expect(key(item([{ family: 'Beethoven', 'dropping-particle': 'van', given: 'Ludwig' }], 1800))).toBe('beethoven1800');
  });

  it('uses the first significant word of an organisation', () => {
    expect(key(item([{ literal: 'National Records of Scotland' }], 2013))).toBe('national2013');
    expect(key(item([{ literal: 'The World Health Organization' }], 2020))).toBe('world2020');
    expect(key(item([{ literal: 'BBC News' }], 2007))).toBe('bbc2007');
    expect(key(item([{ literal: 'Office for National Statistics' }], 2012))).toBe('office2012');
  });

  it('falls back to the editor, then to the first significant title word', () => {
    expect(key(item(undefined, 2019, { type: 'book', editor: [{ family: 'Ng', given: 'A.' }] }))).toBe('ng2019');
    expect(key(item(undefined, 2012, { title: "And the World's Most Educated Country Is…" }))).toBe('worlds2012');
    expect(key(item([], 2011, { title: 'Letzte Beta der Add-on-API für Firefox erschienen' }))).toBe('letzte2011');
    expect(key(item(undefined, 2010, { title: "L'évolution des espèces" }))).toBe('evolution2010');
    expect(key(item(undefined, 2010, { title: '2010 census: a summary' }))).toBe('census2010');
  });

  it('falls back to the title when the first author has no ASCII form, and to "anon" at last', () => {
    expect(key(item([{ literal: '山田太郎' }, { family: 'Smith' }], 2021, { title: 'Deep learning' }))).toBe('deep2021');
    expect(key(item([{ literal: '山田太郎' }], 2021, { title: '深度学習' }))).toBe('anon2021');
    // A title whose only ASCII is a figure ("2023年…") gives no name either: never "20232023".
    expect(key(item([{ literal: '国家统计局' }], 2023, { title: '2023年国民经济和社会发展统计公报' }))).toBe('anon2023');
  });

  it('gives a Chinese surname its pinyin, in either script, compound ones too, and a Korean one its byline spelling', () => {
    expect(key(item([{ family: '王', given: '小明' }, { family: 'Smith' }], 2021, { title: 'Deep learning' }))).toBe('wang2021');
    expect(key(item([{ family: '張', given: '三' }], 2020))).toBe('zhang2020');
    expect(key(item([{ family: '欧阳', given: '修' }], 2019))).toBe('ouyang2019');
    // A Korean name, kept whole as CSL keeps it, or split: the surname as its bearers write it.
    expect(key(item([{ literal: '김철수' }], 2020))).toBe('kim2020');
    expect(key(item([{ literal: '남궁민' }], 2020))).toBe('namgung2020');
    expect(key(item([{ family: '이', given: '영희' }], 2018))).toBe('lee2018');
    // A rare surname the table lacks: the title as before.
    expect(key(item([{ family: '鞠', given: '婧' }], 2021, { title: 'Deep learning' }))).toBe('deep2021');
    expect(key(item(undefined, undefined))).toBe('anonnd');
  });

  it('writes "nd" without a year and reads a year from a free-text date', () => {
    expect(key(item([{ family: 'Smith' }], undefined))).toBe('smithnd');
    expect(key(item([{ family: 'Smith' }], undefined, { issued: { raw: 'Spring 2019' } }))).toBe('smith2019');
  });

  it('suffixes collisions a, b, c in input order and is stable from run to run', () => {
    const items = [
      item([{ family: 'Smith' }], 2020, { title: 'First' }),
      item([{ family: 'Doe' }], 2019),
      item([{ family: 'Smith' }], 2020, { title: 'Second' }),
      item([{ family: 'Smíth' }], 2020, { title: 'Third' }),
    ];
    const first = generateKeys(items);
    expect(first).toEqual(['smith2020a', 'doe2019', 'smith2020b', 'smith2020c']);
    expect(generateKeys(structuredClone(items))).toEqual(first);
  });

  it('keeps 30 same-year works unique, going past z to aa … ad', () => {
    const items = Array.from({ length: 30 }, (_, i) => item([{ family: 'Lee' }], 2022, { title: `Paper ${String(i).padStart(2, '0')}` }));
    const keys = generateKeys(items);
    expect(new Set(keys).size).toBe(30);
    expect(keys.slice(0, 2)).toEqual(['lee2022a', 'lee2022b']);
    expect(keys.slice(24)).toEqual(['lee2022y', 'lee2022z', 'lee2022aa', 'lee2022ab', 'lee2022ac', 'lee2022ad']);
  });

  it('gives unique [a-z0-9]+ keys for the example records', () => {
    const records = JSON.parse(readFileSync(new URL('../../../../../shared/fixtures/records.dev.json', import.meta.url), 'utf8')) as CslItem[];
    const keys = generateKeys(records);
    expect(keys).toHaveLength(records.length);
    expect(new Set(keys).size).toBe(keys.length);
    for (const k of keys) expect(k).toMatch(/^[a-z0-9]+$/);
    expect(keys).toContain('jackel2008');
    expect(keys).toContain('hammarstrom2003');
  });
});

describe('generateKeys (property)', () => {
  it('always gives unique [a-z0-9]+ keys, the same on every run', () => {
    const text = fc.string({
      unit: fc.oneof(fc.constantFrom('van ', 'de ', "d'", 'Ø', 'ß', '王', ' ', '-', 'The '), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })),
      maxLength: 12,
    });
    const name = fc.oneof(fc.record({ family: text, given: text }), fc.record({ literal: text }));
    const work = fc.record({
      author: fc.array(name, { maxLength: 2 }),
      title: text,
      year: fc.option(fc.constantFrom(2019, 2020), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(work, { maxLength: 40 }), (drafts) => {
        const items = drafts.map(({ author, title, year }) => item(author, year, { title }));
        const keys = generateKeys(items);
        expect(new Set(keys).size).toBe(items.length);
        for (const k of keys) expect(k).toMatch(/^[a-z0-9]+$/);
        expect(generateKeys(items)).toEqual(keys);
      }),
      { numRuns: 200 },
    );
  });
});
