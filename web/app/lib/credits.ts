// Spec §9 prices: $9.99 per bundle of 100 credits; purchases of 100 to 1000 in steps of 100.
import { CREDIT_BUNDLE, CREDIT_BUNDLE_PRICE } from './constants.ts';

/** The checkout amount in dollars: the bundle count, rounded up, times 9.99. */
export function checkoutAmount(credits: number): number {
  return Math.round(Math.ceil(credits / CREDIT_BUNDLE) * CREDIT_BUNDLE_PRICE * 100) / 100;
}

/** How recent a purchase must be for the payment-return toast to say it was added. */
export const PURCHASE_RECENT_MS = 30 * 60_000;

/**
 * True when the ledger shows a purchase of the last 30 minutes: the only honest ground for telling a
 * user coming back from checkout that credits "have been added" (a URL parameter proves nothing).
 */
export function hasRecentPurchase(transactions: readonly { kind?: string; amount: number; createdAt: string }[], now = Date.now()): boolean {
  return transactions.some((t) => t.kind === 'purchase' && t.amount > 0 && now - Date.parse(t.createdAt) <= PURCHASE_RECENT_MS);
}
