import { describe, expect, it } from 'vitest';
import { nextPaymentStep, PAYMENT_CONFIRM_TIMEOUT_MS, PAYMENT_GIVE_UP_MS, PAYMENT_POLL_MS, PAYMENT_SLOW_POLL_MS, readPaymentReturn } from './payment-return.ts';

describe('readPaymentReturn', () => {
  it('reads ?payment=success with its Checkout Session id, and ?payment=cancelled', () => {
    expect(readPaymentReturn(new URLSearchParams('tab=credits&payment=success&session_id=cs_test_a1'))).toEqual({ kind: 'success', sessionId: 'cs_test_a1' });
    expect(readPaymentReturn(new URLSearchParams('payment=success'))).toEqual({ kind: 'success', sessionId: null });
    expect(readPaymentReturn(new URLSearchParams('payment=success&session_id=../x'))).toEqual({ kind: 'success', sessionId: null });
    expect(readPaymentReturn(new URLSearchParams('payment=cancelled'))).toEqual({ kind: 'cancelled' });
    expect(readPaymentReturn(new URLSearchParams('payment=other'))).toBeNull();
    expect(readPaymentReturn(new URLSearchParams('tab=credits'))).toBeNull();
  });
});

describe('nextPaymentStep', () => {
  it('toasts only once the credits are in', () => {
    expect(nextPaymentStep('credited', 0)).toEqual({ phase: 'done', toast: true, pollInMs: null });
    for (const state of ['paid', 'open', 'unknown'] as const) expect(nextPaymentStep(state, 1000).toast).toBe(false);
  });

  it('shows nothing for a purchase the server does not know (a bare ?payment=success)', () => {
    expect(nextPaymentStep('unknown', 0)).toEqual({ phase: 'done', toast: false, pollInMs: null });
  });

  it("says 'adding credits' only while Stripe says paid, and polls every 2 s for a minute", () => {
    expect(nextPaymentStep('paid', 0)).toEqual({ phase: 'adding', toast: false, pollInMs: PAYMENT_POLL_MS });
    expect(nextPaymentStep('open', 0)).toEqual({ phase: 'waiting', toast: false, pollInMs: PAYMENT_POLL_MS });
  });

  it('after 60 s says the payment is being confirmed and keeps asking slowly, then stops', () => {
    expect(nextPaymentStep('paid', PAYMENT_CONFIRM_TIMEOUT_MS)).toEqual({ phase: 'slow', toast: false, pollInMs: PAYMENT_SLOW_POLL_MS });
    expect(nextPaymentStep('paid', PAYMENT_GIVE_UP_MS)).toEqual({ phase: 'slow', toast: false, pollInMs: null });
    expect(nextPaymentStep('credited', PAYMENT_GIVE_UP_MS - 1).toast).toBe(true);
  });
});
