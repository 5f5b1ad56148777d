import { describe, expect, it } from 'vitest';
import { DASHES } from './dashes.ts';

describe('DASHES', () => {
  it('matches each dash wherever it stands in a character class, and nothing between its neighbours', () => {
    const between = new RegExp(`^[,;${DASHES}]$`, 'u');
    for (const dash of ['-', '\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2015', '\u2212', '\ufe63', '\uff0d']) expect(between.test(dash)).toBe(true);
    for (const other of ['a', '5', '<', '~', '\u2016']) expect(between.test(other)).toBe(false);
  });
});
