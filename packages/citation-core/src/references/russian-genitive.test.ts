import { describe, expect, it } from 'vitest';
import { nominativeNames, nominativeSurname } from './russian-genitive.ts';

describe('nominativeSurname', () => {
  it.each([
    ['Иванова', 'Иванов'],
    ['Королёва', 'Королёв'],
    ['Пушкина', 'Пушкин'],
    ['Ивановой', 'Иванова'],
    ['Достоевского', 'Достоевский'],
    ['Вознесенской', 'Вознесенская'],
    ['Смита', 'Смита'],
    ['Толстого', 'Толстого'],
    ['Ivanova', 'Ivanova'],
  ])('%s → %s', (genitive, nominative) => {
    expect(nominativeSurname(genitive)).toBe(nominative);
  });

  it('keeps the given names and literal names', () => {
    expect(nominativeNames([{ family: 'Петрова', given: 'П. П.' }, { literal: 'РАН' }])).toEqual([{ family: 'Петров', given: 'П. П.' }, { literal: 'РАН' }]);
  });
});
