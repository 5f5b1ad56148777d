import { describe, expect, it } from 'vitest';
import { restorePlaceColon } from './gost-places.ts';

describe('restorePlaceColon', () => {
  it.each([
    ['М. Наука, 2018', 'М.: Наука, 2018'],
    ['Сборник трудов. СПб. Питер, 2019. С. 5–10', 'Сборник трудов. СПб.: Питер, 2019. С. 5–10'],
    ['Л. Изд-во ЛГУ, 1985', 'Л.: Изд-во ЛГУ, 1985'],
  ])('puts the colon back after an abbreviated city: %s', (text, expected) => {
    expect(restorePlaceColon(text)).toBe(expected);
  });

  it('leaves an initial before a name alone', () => {
    expect(restorePlaceColon('Л. Толстой. Война и мир')).toBe('Л. Толстой. Война и мир');
  });
});
