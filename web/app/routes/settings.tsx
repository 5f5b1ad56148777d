// /settings — profile, credit balance, how credits work, purchase (not configured yet), the latest 10
// transactions (spec §2). ?tab=credits opens the credits tab; ?payment=success|cancelled shows a toast
// and resets the URL.
import type { MetaFunction } from '@remix-run/node';
import { useNavigate, useSearchParams } from '@remix-run/react';
import * as Tabs from '@radix-ui/react-tabs';
import { Coins, CreditCard, Info, LogIn, Minus, Plus, Receipt, ShieldCheck, User } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ApiTokensCard } from '../components/api-tokens-card.tsx';
import { SessionsCard } from '../components/sessions-card.tsx';
import { useCredits } from '../components/app-data.tsx';
import { Badge } from '../components/ui/badge.tsx';
import { Button, buttonClass } from '../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { Notice } from '../components/ui/notice.tsx';
import { Page, PageHeading } from '../components/ui/page.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { Tooltip } from '../components/ui/tooltip.tsx';
import { UserAvatar } from '../components/user-avatar.tsx';
import { loginHref } from '../lib/auth-cache.ts';
import { cn } from '../lib/cn.ts';
import { checkoutAmount, hasRecentPurchase } from '../lib/credits.ts';
import { CREDIT_BUNDLE, CREDIT_BUNDLE_PRICE, CREDIT_PURCHASE_MAX, CREDIT_PURCHASE_MIN, RECENT_TRANSACTIONS } from '../lib/constants.ts';
import { formatCredits, formatDate, fullName } from '../lib/format.ts';
import { useOptionalUser } from '../lib/hooks/use-root-data.ts';
import { toast } from '../lib/toast-store.ts';
import type { UserDto } from '../lib/types.ts';

export const meta: MetaFunction = () => [{ title: 'Settings — cite-repair' }];

const PAYMENTS_NOT_CONFIGURED = 'Payments are not configured on this server';
/** Back from checkout: the ledger is asked this many times, this far apart, for the purchase. */
const PAYMENT_CHECKS = 8;
const PAYMENT_CHECK_MS = 1_500;

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 break-words text-sm font-medium text-slate-900">{value}</dd>
    </div>
  );
}

function ProfileCard({ user }: { user: UserDto }) {
  const name = fullName(user);
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-4">
        <UserAvatar user={user} className="h-14 w-14 text-lg" />
        <div className="min-w-0">
          <CardTitle className="truncate">{name || user.email}</CardTitle>
          <CardDescription className="truncate" suppressHydrationWarning>
            Member since {formatDate(user.createdAt)}
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Field label="Email" value={user.email} />
          <Field label="Account type" value={user.role === 'admin' ? 'Administrator' : 'User'} />
          <Field label="First name" value={user.firstName || '—'} />
          <Field label="Last name" value={user.lastName || '—'} />
        </dl>
      </CardContent>
    </Card>
  );
}

function BalanceSummary({ onOpenCredits }: { onOpenCredits: () => void }) {
  const { credits } = useCredits();
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Coins className="h-5 w-5 text-amber-500" aria-hidden="true" />
          Credit balance
        </CardTitle>
        <CardDescription>1 credit = 1 AI-powered reference lookup. Credits never expire.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col justify-between gap-4">
        <p className="text-4xl font-semibold tabular-nums text-slate-900">{credits.toLocaleString('en-US')}</p>
        <Button variant="outline" onClick={onOpenCredits}>
          See credits &amp; history
        </Button>
      </CardContent>
    </Card>
  );
}

function PurchaseCard() {
  const [quantity, setQuantity] = useState(CREDIT_PURCHASE_MIN);
  const step = (delta: number) => setQuantity((q) => Math.min(CREDIT_PURCHASE_MAX, Math.max(CREDIT_PURCHASE_MIN, q + delta)));
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
              disabled={quantity <= CREDIT_PURCHASE_MIN}
              aria-label="100 credits fewer"
            >
              <Minus className="h-4 w-4" aria-hidden="true" />
            </Button>
            <output className="w-16 text-center text-lg font-semibold tabular-nums text-slate-900" aria-live="polite" aria-label="Credits to buy">
              {quantity}
            </output>
            <Button variant="outline" size="icon" onClick={() => step(CREDIT_BUNDLE)} disabled={quantity >= CREDIT_PURCHASE_MAX} aria-label="100 credits more">
              <Plus className="h-4 w-4" aria-hidden="true" />
            </Button>
          </div>
          <p className="text-right text-sm text-slate-600">
            Total <span className="block text-lg font-semibold tabular-nums text-slate-900">${checkoutAmount(quantity).toFixed(2)}</span>
          </p>
        </div>
        <Notice tone="info" data-testid="payments-not-configured">
          {PAYMENTS_NOT_CONFIGURED}. Ask the administrator to add credits to your account.
        </Notice>
        <Button className="w-full" disabled>
          <CreditCard className="h-4 w-4" aria-hidden="true" />
          Buy {quantity} credits
        </Button>
      </CardContent>
    </Card>
  );
}

function CreditsTab() {
  const { credits, data, loading, error, ensure } = useCredits();
  useEffect(() => ensure(), [ensure]);
  const transactions = (data?.transactions ?? []).slice(0, RECENT_TRANSACTIONS);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-6">
        <Card className="overflow-hidden">
          <div className="bg-gradient-to-br from-indigo-600 to-sky-600 p-6 text-white">
            <p className="flex items-center gap-2 text-sm font-medium text-indigo-100">
              <Coins className="h-4 w-4" aria-hidden="true" />
              Credit balance
            </p>
            <p className="mt-2 text-4xl font-semibold tabular-nums" data-testid="credit-balance">
              {credits.toLocaleString('en-US')}
            </p>
            <p className="mt-1 text-sm text-indigo-100">credits available</p>
          </div>
          <CardContent>
            <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
              <Info className="h-4 w-4 text-indigo-600" aria-hidden="true" />
              How credits work
            </h3>
            <ul className="mt-3 space-y-2 text-sm text-slate-700">
              <li>1 credit = 1 AI-powered reference lookup.</li>
              <li>A document uses credits based on the number of cited references found: one per BibTeX entry, at least 1.</li>
              <li>You need at least 1 credit to start processing a document.</li>
              <li>New accounts get 100 free credits. Credits never expire.</li>
              <li>Failed or cancelled jobs give their credits back.</li>
            </ul>
          </CardContent>
        </Card>
        <PurchaseCard />
      </div>

      <Card>
        <CardHeader className="flex-row items-center justify-between gap-3">
          <div>
            <CardTitle>Recent Transactions</CardTitle>
            <CardDescription>Your latest {RECENT_TRANSACTIONS} credit changes.</CardDescription>
          </div>
          <Tooltip content={PAYMENTS_NOT_CONFIGURED}>
            {/* A disabled button gets no pointer events: the wrapper carries the tooltip. */}
            <span tabIndex={0} className="rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500">
              <Button variant="outline" size="sm" disabled aria-disabled="true">
                <Receipt className="h-4 w-4" aria-hidden="true" />
                View Receipts
              </Button>
            </span>
          </Tooltip>
        </CardHeader>
        <CardContent>
          {data === null && loading ? (
            <Spinner label="Loading transactions..." />
          ) : data === null && error ? (
            <Notice tone="danger">The transactions could not be loaded. Please try again later.</Notice>
          ) : transactions.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-500">No transactions yet.</p>
          ) : (
            <ul className="divide-y divide-slate-100" data-testid="transactions">
              {transactions.map((t) => (
                <li key={t.id} className="flex items-center justify-between gap-4 py-3">
                  <div className="min-w-0">
                    <p className="text-sm font-medium text-slate-900 [overflow-wrap:anywhere]">{t.description}</p>
                    <p className="text-xs text-slate-500">{formatDate(t.createdAt)}</p>
                  </div>
                  <span className={cn('shrink-0 text-sm font-semibold tabular-nums', t.amount > 0 ? 'text-emerald-700' : 'text-slate-700')}>
                    {formatCredits(t.amount)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

export default function SettingsPage() {
  const user = useOptionalUser();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tabParam = params.get('tab') === 'credits' ? 'credits' : 'profile';
  const [tab, setTab] = useState(tabParam);
  useEffect(() => setTab(tabParam), [tabParam]);

  const payment = params.get('payment');
  const { refetch: refetchCredits } = useCredits();
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  useEffect(() => {
    if (payment !== 'success' && payment !== 'cancelled') return;
    navigate('/settings', { replace: true });
    if (payment === 'cancelled') {
      toast({ title: 'Payment Cancelled', description: 'Your credit purchase was cancelled.' });
      return;
    }
    // 'Your credits have been added' only once they are: anyone can type ?payment=success, and the
    // payment's webhook may land a moment after the browser comes back, so the ledger is asked a few times.
    if (!user) return;
    void (async () => {
      for (let attempt = 0; attempt < PAYMENT_CHECKS && mounted.current; attempt++) {
        const data = await refetchCredits().catch(() => null);
        if (data && hasRecentPurchase(data.transactions)) {
          if (mounted.current) toast({ title: 'Payment Successful!', description: 'Your credits have been added to your account.', variant: 'success' });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, PAYMENT_CHECK_MS));
      }
    })();
    // Only `payment` starts the checks: the URL reset must not stop them, they run once per return.
  }, [payment]);

  if (!user) {
    return (
      <Page width="narrow">
        <div className="rounded-2xl border border-slate-200 bg-white px-6 py-14 text-center shadow-sm">
          <p className="text-slate-700">Please log in to access your settings.</p>
          <a href={loginHref('/settings')} className={`${buttonClass('primary')} mt-6`}>
            <LogIn className="h-4 w-4" aria-hidden="true" />
            Log In
          </a>
        </div>
      </Page>
    );
  }

  const tabClass =
    'inline-flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

  return (
    <Page>
      <PageHeading
        title="Settings"
        description="Your profile, credits and transaction history."
        actions={
          user.role === 'admin' ? (
            <Badge tone="indigo" className="px-3 py-1 text-sm">
              <ShieldCheck className="h-4 w-4" aria-hidden="true" />
              Administrator
            </Badge>
          ) : undefined
        }
      />
      <Tabs.Root
        value={tab}
        onValueChange={(value) => {
          setTab(value as 'profile' | 'credits');
          navigate(value === 'credits' ? '/settings?tab=credits' : '/settings', { replace: true, preventScrollReset: true });
        }}
      >
        <Tabs.List aria-label="Settings sections" className="mb-6 inline-flex rounded-xl bg-slate-100 p-1">
          <Tabs.Trigger value="profile" className={tabClass}>
            <User className="h-4 w-4" aria-hidden="true" />
            Profile
          </Tabs.Trigger>
          <Tabs.Trigger value="credits" className={tabClass}>
            <Coins className="h-4 w-4" aria-hidden="true" />
            Credits &amp; History
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="profile" className="focus-visible:outline-none">
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <ProfileCard user={user} />
            <BalanceSummary onOpenCredits={() => navigate('/settings?tab=credits', { replace: true, preventScrollReset: true })} />
          </div>
          <div className="mt-6">
            <ApiTokensCard isAdmin={user.role === 'admin'} />
          </div>
          <div className="mt-6">
            <SessionsCard />
          </div>
        </Tabs.Content>
        <Tabs.Content value="credits" className="focus-visible:outline-none">
          <CreditsTab />
        </Tabs.Content>
      </Tabs.Root>
    </Page>
  );
}
