// Buying credits (spec §2 /settings, §7, §8, §9): the bundle picker and the checkout button, and the
// 'View Receipts' button that opens Stripe's billing portal in a new tab. Without Stripe keys on the
// server both say payments are not configured and stay disabled.
import { CreditCard, LoaderCircle, Minus, Plus, Receipt } from 'lucide-react';
import { useState } from 'react';
import { ApiError, sendJson } from '../../lib/api.ts';
import { CREDIT_BUNDLE, CREDIT_BUNDLE_PRICE, CREDIT_PURCHASE_MAX, CREDIT_PURCHASE_MIN } from '../../lib/constants.ts';
import { checkoutAmount } from '../../lib/credits.ts';
import { usePublicConfig } from '../../lib/hooks/use-root-data.ts';
import { PAYMENT_MESSAGES } from '../../lib/payment-return.ts';
import { toast } from '../../lib/toast-store.ts';
import { Button } from '../ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card.tsx';
import { Notice } from '../ui/notice.tsx';
import { Tooltip } from '../ui/tooltip.tsx';

export const PAYMENTS_NOT_CONFIGURED = 'Payments are not configured on this server';

export function PurchaseCard() {
  const { paymentsEnabled = false } = usePublicConfig();
  const [quantity, setQuantity] = useState(CREDIT_PURCHASE_MIN);
  const [busy, setBusy] = useState(false);
  const step = (delta: number) => setQuantity((q) => Math.min(CREDIT_PURCHASE_MAX, Math.max(CREDIT_PURCHASE_MIN, q + delta)));

  const buy = async () => {
    setBusy(true);
    try {
      const { url } = await sendJson<{ url?: string }>('POST', '/api/create-checkout-session', { amount: checkoutAmount(quantity), credits: quantity });
      if (!url) throw new Error('no checkout URL');
      window.location.assign(url);
      // The page is leaving: the button stays busy.
    } catch {
      toast({ ...PAYMENT_MESSAGES.purchaseFailed, variant: 'destructive' });
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CreditCard className="h-5 w-5 text-indigo-600" aria-hidden="true" />
          Purchase Credits
        </CardTitle>
        <CardDescription>
          ${CREDIT_BUNDLE_PRICE.toFixed(2)} per {CREDIT_BUNDLE} credits. Buy {CREDIT_PURCHASE_MIN} to {CREDIT_PURCHASE_MAX} at a time.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-center justify-between gap-4 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
          <div className="flex items-center gap-2">
            <Button
              variant="outline"
              size="icon"
              onClick={() => step(-CREDIT_BUNDLE)}
              disabled={quantity <= CREDIT_PURCHASE_MIN || busy}
              aria-label="100 credits fewer"
            >
              <Minus className="h-4 w-4" aria-hidden="true" />
            </Button>
            <output className="w-16 text-center text-lg font-semibold tabular-nums text-slate-900" aria-live="polite" aria-label="Credits to buy">
              {quantity}
            </output>
            <Button
              variant="outline"
              size="icon"
              onClick={() => step(CREDIT_BUNDLE)}
              disabled={quantity >= CREDIT_PURCHASE_MAX || busy}
              aria-label="100 credits more"
            >
              <Plus className="h-4 w-4" aria-hidden="true" />
            </Button>
          </div>
          <p className="text-right text-sm text-slate-600">
            Total{' '}
            <span className="block text-lg font-semibold tabular-nums text-slate-900" data-testid="checkout-total">
              ${checkoutAmount(quantity).toFixed(2)}
            </span>
          </p>
        </div>
        {paymentsEnabled ? (
          <p className="text-xs text-slate-500">You pay on Stripe's secure checkout page; the credits are added as soon as Stripe confirms the payment.</p>
        ) : (
          <Notice tone="info" data-testid="payments-not-configured">
            {PAYMENTS_NOT_CONFIGURED}. Ask the administrator to add credits to your account.
          </Notice>
        )}
        <Button className="w-full" disabled={!paymentsEnabled || busy} onClick={() => void buy()}>
          {busy ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : <CreditCard className="h-4 w-4" aria-hidden="true" />}
          {busy ? 'Redirecting to checkout…' : `Buy ${quantity} credits`}
        </Button>
      </CardContent>
    </Card>
  );
}

/** 'View Receipts': Stripe's billing portal in a new tab, for users who have bought credits. */
export function ViewReceiptsButton() {
  const { paymentsEnabled = false } = usePublicConfig();
  const [busy, setBusy] = useState(false);

  if (!paymentsEnabled) {
    return (
      <Tooltip content={PAYMENTS_NOT_CONFIGURED}>
        {/* A disabled button gets no pointer events: the wrapper carries the tooltip. */}
        <span tabIndex={0} className="rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500">
          <Button variant="outline" size="sm" disabled aria-disabled="true">
            <Receipt className="h-4 w-4" aria-hidden="true" />
            View Receipts
          </Button>
        </span>
      </Tooltip>
    );
  }

  const open = async () => {
    setBusy(true);
    // Opened now, while the click still counts as the user's: a tab opened after the answer would be
    // taken for a pop-up and blocked.
    const tab = window.open('', '_blank');
    try {
      const { url } = await sendJson<{ url?: string }>('POST', '/api/create-billing-portal');
      if (!url) throw new Error('no billing portal URL');
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.location.assign(url);
    } catch (error) {
      tab?.close();
      const message = error instanceof ApiError ? error.serverMessage : '';
      toast({ title: PAYMENT_MESSAGES.portalFailed.title, description: message || PAYMENT_MESSAGES.portalFailed.fallback, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outline" size="sm" onClick={() => void open()} disabled={busy}>
      {busy ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : <Receipt className="h-4 w-4" aria-hidden="true" />}
      View Receipts
    </Button>
  );
}
