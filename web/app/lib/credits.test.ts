import { describe, expect, it } from 'vitest';
import { checkoutAmount } from './credits.ts';

describe('checkoutAmount (spec §9)', () => {
  it('charges $9.99 per started bundle of 100', () => {
    expect(checkoutAmount(100)).toBe(9.99);
    expect(checkoutAmount(1000)).toBe(99.9);
    expect(checkoutAmount(150)).toBe(19.98);
  });
});
