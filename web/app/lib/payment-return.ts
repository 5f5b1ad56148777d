// The return from Stripe Checkout (spec §2 /settings ?payment=success|cancelled, §8 payment messages).
// The page never adds credits: it asks the server whether the webhook's ledger entry exists and says
// only what is true — nothing for a bare ?payment=success, 'Payment received, adding credits…' while
// Stripe says paid and the webhook is on its way, the success toast once the credits are in.

export type PaymentReturn = { kind: 'success'; sessionId: string | null } | { kind: 'cancelled' };

export type PaymentState = 'credited' | 'paid' | 'open' | 'unknown';

/** Polling for the webhook's entry: every 2 s for the first minute, then every 10 s for 10 minutes. */
export const PAYMENT_POLL_MS = 2_000;
export const PAYMENT_SLOW_POLL_MS = 10_000;
export const PAYMENT_CONFIRM_TIMEOUT_MS = 60_000;
export const PAYMENT_GIVE_UP_MS = 10 * 60_000;

export const PAYMENT_MESSAGES = {
  success: { title: 'Payment Successful!', description: 'Your credits have been added to your account.' },
  cancelled: { title: 'Payment Cancelled', description: 'Your credit purchase was cancelled.' },
  purchaseFailed: { title: 'Purchase Failed', description: 'Failed to initiate credit purchase. Please try again.' },
  portalFailed: { title: 'Unable to Access Billing Portal', fallback: 'You need to make at least one purchase to view your receipts.' },
  adding: 'Payment received, adding credits…',
  slow: 'Your payment is being confirmed. The credits will appear in your account shortly.',
} as const;

export function readPaymentReturn(params: URLSearchParams): PaymentReturn | null {
  const payment = params.get('payment');
  if (payment === 'cancelled') return { kind: 'cancelled' };
  if (payment !== 'success') return null;
  const sessionId = params.get('session_id');
  return { kind: 'success', sessionId: sessionId && /^[\w-]{1,255}$/.test(sessionId) ? sessionId : null };
}

export type ReturnPhase = 'waiting' | 'adding' | 'slow' | 'done';

/**
 * The next step after one status answer: what to show ('waiting' shows nothing), and when to ask
 * again (null: stop).
 */
export function nextPaymentStep(state: PaymentState, elapsedMs: number): { phase: ReturnPhase; toast: boolean; pollInMs: number | null } {
  if (state === 'credited') return { phase: 'done', toast: true, pollInMs: null };
  if (state === 'unknown') return { phase: 'done', toast: false, pollInMs: null };
  if (elapsedMs >= PAYMENT_GIVE_UP_MS) return { phase: 'slow', toast: false, pollInMs: null };
  if (elapsedMs >= PAYMENT_CONFIRM_TIMEOUT_MS) return { phase: 'slow', toast: false, pollInMs: PAYMENT_SLOW_POLL_MS };
  return { phase: state === 'paid' ? 'adding' : 'waiting', toast: false, pollInMs: PAYMENT_POLL_MS };
}
