// Spec §9 prices: $9.99 per bundle of 100 credits; purchases of 100 to 1000 in steps of 100.
import { CREDIT_BUNDLE, CREDIT_BUNDLE_PRICE } from './constants.ts';

/** The checkout amount in dollars: the bundle count, rounded up, times 9.99. */
export function checkoutAmount(credits: number): number {
  return Math.round(Math.ceil(credits / CREDIT_BUNDLE) * CREDIT_BUNDLE_PRICE * 100) / 100;
}
