// Back from Stripe Checkout: resets the URL to /settings (staying on the credits tab), shows the
// cancelled toast, or waits for the webhook's ledger entry before the success toast (see
// lib/payment-return.ts). Nothing is claimed that the server has not confirmed.
import { useNavigate, useSearchParams } from '@remix-run/react';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { getJson } from '../../lib/api.ts';
import { nextPaymentStep, PAYMENT_GIVE_UP_MS, PAYMENT_MESSAGES, PAYMENT_POLL_MS, readPaymentReturn } from '../../lib/payment-return.ts';
import type { PaymentReturn, PaymentState, ReturnPhase } from '../../lib/payment-return.ts';
import { toast } from '../../lib/toast-store.ts';
import { useCredits } from '../app-data.tsx';
import { Notice } from '../ui/notice.tsx';

export function PaymentReturnNotice() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { refetch } = useCredits();
  // The poll must not restart (and toast twice) when the credits context changes identity.
  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;
  const [paymentReturn, setPaymentReturn] = useState<PaymentReturn | null>(null);
  const [phase, setPhase] = useState<ReturnPhase>('waiting');

  useEffect(() => {
    const found = readPaymentReturn(params);
    if (!found) return;
    setPaymentReturn(found);
    setPhase('waiting');
    // Spec §2: the URL goes back to /settings; the credits tab stays open.
    navigate('/settings', { replace: true, preventScrollReset: true });
    if (found.kind === 'cancelled') toast({ ...PAYMENT_MESSAGES.cancelled });
  }, [params, navigate]);

  useEffect(() => {
    if (paymentReturn?.kind !== 'success') return;
    const startedAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const url = `/api/payments/status${paymentReturn.sessionId ? `?session_id=${encodeURIComponent(paymentReturn.sessionId)}` : ''}`;
    const ask = async () => {
      let state: PaymentState;
      try {
        state = (await getJson<{ state: PaymentState }>(url))?.state ?? 'unknown';
      } catch {
        // A failed poll is not an answer: keep what is shown and ask again.
        if (!stopped && Date.now() - startedAt < PAYMENT_GIVE_UP_MS) timer = setTimeout(() => void ask(), PAYMENT_POLL_MS);
        return;
      }
      if (stopped) return;
      const step = nextPaymentStep(state, Date.now() - startedAt);
      setPhase(step.phase);
      if (step.toast) {
        toast({ ...PAYMENT_MESSAGES.success, variant: 'success' });
        void refetchRef.current();
      }
      if (step.pollInMs !== null) timer = setTimeout(() => void ask(), step.pollInMs);
    };
    void ask();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [paymentReturn]);

  if (paymentReturn?.kind !== 'success') return null;
  if (phase === 'adding') {
    return (
      <Notice tone="info" className="mb-6" data-testid="payment-status" icon={<LoaderCircle className="h-5 w-5 animate-spin" />} role="status">
        {PAYMENT_MESSAGES.adding}
      </Notice>
    );
  }
  if (phase === 'slow') {
    return (
      <Notice tone="warning" className="mb-6" data-testid="payment-status" role="status">
        {PAYMENT_MESSAGES.slow}
      </Notice>
    );
  }
  return null;
}
