import { describe, expect, it } from 'vitest';
import type { ParsedReference } from '../types.ts';
import { readGostHeading } from './gost-heading.ts';

function read(head: string): { title: string; ref: ParsedReference } {
  const ref: ParsedReference = { raw: head, format: 'gost', type: 'document', urls: [], authors: [], etAl: false };
  return { title: readGostHeading(head, ref), ref };
}

describe('readGostHeading', () => {
  it('reads the heading written "Family, I. I." and keeps it out of the title', () => {
    const { title, ref } = read('Иванов, И. И. Название статьи');
    expect(title).toBe('Название статьи');
    expect(ref.authors).toEqual([{ family: 'Иванов', given: 'И. И.' }]);
  });

  it("takes the statement's names when they include the heading's author", () => {
    const { title, ref } = read('Иванов, И. И. Название статьи / И. И. Иванов, П. П. Петров');
    expect(title).toBe('Название статьи');
    expect(ref.authors.map((name) => name.family)).toEqual(['Иванов', 'Петров']);
  });

  it('keeps the heading when the statement names other people', () => {
    const { ref } = read('Иванов, И. И. Избранное / А. А. Сидоров');
    expect(ref.authors.map((name) => name.family)).toEqual(['Иванов']);
  });

  it('reads editors after "под ред." and "ed. by", and leaves translators and bodies out', () => {
    expect(read('Экономика / под общ. ред. И. И. Иванова').ref.editors?.length).toBe(1);
    expect(read('Economics / ed. by I. I. Ivanov').ref.editors).toEqual([{ family: 'Ivanov', given: 'I. I.' }]);
    const { ref } = read('Экономика / пер. с англ. П. П. Петрова ; Московский гос. ун-т');
    expect(ref.authors).toEqual([]);
    expect(ref.editors).toBeUndefined();
  });

  it('puts the surname after "под ред." back in the nominative, and keeps it after "отв. ред."', () => {
    expect(read('Экономика / под ред. И. И. Иванова, П. П. Петровой').ref.editors).toEqual([
      { family: 'Иванов', given: 'И. И.' },
      { family: 'Петрова', given: 'П. П.' },
    ]);
    expect(read('Экономика / отв. ред. И. И. Иванов').ref.editors).toEqual([{ family: 'Иванов', given: 'И. И.' }]);
  });

  it('leaves "[Электронный ресурс]" out of the title', () => {
    expect(read('Экономика [Электронный ресурс] : учебник').title).toBe('Экономика : учебник');
  });
});
