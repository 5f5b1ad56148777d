import { describe, expect, it } from 'vitest';
import { checkoutAmount, hasRecentPurchase } from './credits.ts';

describe('checkoutAmount (spec §9)', () => {
  it('charges $9.99 per started bundle of 100', () => {
    expect(checkoutAmount(100)).toBe(9.99);
    expect(checkoutAmount(1000)).toBe(99.9);
    expect(checkoutAmount(150)).toBe(19.98);
  });
});

describe('hasRecentPurchase', () => {
  const now = Date.parse('2026-11-25T10:00:00Z');
  it('needs a purchase entry of the last 30 minutes', () => {
    expect(hasRecentPurchase([{ kind: 'purchase', amount: 100, createdAt: '2026-11-25T09:50:00Z' }], now)).toBe(true);
    expect(hasRecentPurchase([{ kind: 'purchase', amount: 100, createdAt: '2026-11-25T09:00:00Z' }], now)).toBe(false);
    expect(hasRecentPurchase([{ kind: 'signup', amount: 100, createdAt: '2026-11-25T09:59:00Z' }], now)).toBe(false);
    expect(hasRecentPurchase([], now)).toBe(false);
  });
});
