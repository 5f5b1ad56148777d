// /settings — profile, credit balance, how credits work, purchase (components/settings), the latest 10
// transactions (spec §2). ?tab=credits opens the credits tab; ?payment=success|cancelled is the return
// from Stripe Checkout (components/settings/payment-return-notice.tsx), which resets the URL.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useNavigate, useSearchParams } from '@remix-run/react';
import * as Tabs from '@radix-ui/react-tabs';
import { Coins, Info, LogIn, ShieldCheck, User } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ApiTokensCard } from '../components/api-tokens-card.tsx';
import { PurchaseCard, ViewReceiptsButton } from '../components/settings/credits-purchase.tsx';
import { PaymentReturnNotice } from '../components/settings/payment-return-notice.tsx';
import { SessionsCard } from '../components/sessions-card.tsx';
import { useCredits } from '../components/app-data.tsx';
import { Badge } from '../components/ui/badge.tsx';
import { Button, buttonClass } from '../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { Notice } from '../components/ui/notice.tsx';
import { Page, PageHeading } from '../components/ui/page.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { UserAvatar } from '../components/user-avatar.tsx';
import { loginHref } from '../lib/auth-cache.ts';
import { cn } from '../lib/cn.ts';
import { RECENT_TRANSACTIONS } from '../lib/constants.ts';
import { formatCredits, fullName } from '../lib/format.ts';
import { LocalTime } from '../components/local-time.tsx';
import { useOptionalUser } from '../lib/hooks/use-root-data.ts';
import { LOADS_SHARED_DATA } from '../lib/loaded-shared-data.ts';
import type { UserDto } from '../lib/types.ts';
import { listApiTokens } from '../models/api-token.server.ts';
import { getUser } from '../utils/auth.server.ts';
import { getDb } from '../utils/db.server.ts';
import { creditsFor } from '../utils/shared-data-loader.server.ts';

export const meta: MetaFunction = () => [{ title: 'Settings — cite-repair' }];

// Both tabs' data comes with the page (ADR 112): the credit history (shared with the header, which
// refetches it when a job ends) and the API tokens, by the same queries as /api/user/credits and
// /api/tokens.
export const handle = LOADS_SHARED_DATA;
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const [{ credits }, tokens] = await Promise.all([creditsFor(user), user ? listApiTokens(getDb(), user.id) : null]);
  return { credits, tokens };
}

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
            Member since <LocalTime iso={user.createdAt} format="date" />
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

function CreditsTab() {
  // The history came with the page (the loader); the shared copy refetches it when a job ends.
  const { credits, data, loading, error } = useCredits();
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
          <ViewReceiptsButton />
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
                    <p className="text-xs text-slate-500">
                      <LocalTime iso={t.createdAt} format="date" />
                    </p>
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
  const { tokens } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // The return from Checkout (?payment=…) opens the credits tab, which stays open when the URL is
  // reset to /settings.
  const fromPayment = params.has('payment');
  const tabParam = params.get('tab') === 'credits' || fromPayment ? 'credits' : 'profile';
  const [tab, setTab] = useState(tabParam);
  const keepTabOnce = useRef(false);
  useEffect(() => {
    if (keepTabOnce.current) {
      keepTabOnce.current = false;
      return;
    }
    keepTabOnce.current = fromPayment;
    setTab(tabParam);
  }, [tabParam, fromPayment]);

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
      <PaymentReturnNotice />
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
            <ApiTokensCard isAdmin={user.role === 'admin'} initialTokens={tokens ?? undefined} />
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
