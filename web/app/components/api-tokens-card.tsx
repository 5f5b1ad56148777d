// Settings → Profile: personal API tokens for the command line (`cite-repair login --server …`).
// Create (name, optional expiry), see the secret once with a copy button, list (prefix, last used,
// expiry), revoke. Talks to /api/tokens with the session cookie; the first list comes with the page
// (the settings loader, ADR 112).
import { Check, Copy, KeyRound, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError, apiRequest, getJson } from '../lib/api.ts';
import { usePublicConfig } from '../lib/hooks/use-root-data.ts';
import type { ApiTokenDto } from '../lib/types.ts';
import { LocalTime } from './local-time.tsx';
import { toast } from '../lib/toast-store.ts';
import { Button } from './ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card.tsx';
import { ConfirmDialog } from './ui/confirm-dialog.tsx';
import { Spinner } from './ui/spinner.tsx';

const EXPIRY_CHOICES = [
  { label: '30 days', days: 30 },
  { label: '90 days', days: 90 },
  { label: '1 year', days: 365 },
  { label: 'No expiry', days: 0 },
] as const;

function errorText(error: unknown): string {
  return error instanceof ApiError ? error.serverMessage : 'The server could not be reached. Please try again.';
}

export function ApiTokensCard({ isAdmin, initialTokens }: { isAdmin: boolean; initialTokens?: ApiTokenDto[] }) {
  const [tokens, setTokens] = useState<ApiTokenDto[] | null>(initialTokens ?? null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [days, setDays] = useState<number>(90);
  const [adminScope, setAdminScope] = useState(false);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const [revoking, setRevoking] = useState<ApiTokenDto | null>(null);
  // The server's address from the root loader, the same in the server's HTML and the browser's first
  // render (window.location exists only in the browser: reading it here broke hydration, React #418).
  const serverUrl = usePublicConfig().appUrl ?? '';

  const load = useCallback(async () => {
    try {
      setTokens((await getJson<ApiTokenDto[]>('/api/tokens')) ?? []);
      setLoadError(null);
    } catch (error) {
      setLoadError(errorText(error));
    }
  }, []);
  const loadedWithPage = initialTokens !== undefined;
  useEffect(() => {
    if (!loadedWithPage) void load();
  }, [load, loadedWithPage]);

  async function create(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const response = await apiRequest('POST', '/api/tokens', { name, expiresInDays: days || undefined, adminScope: isAdmin && adminScope });
      const body = (await response.json()) as ApiTokenDto & { token: string };
      setCreated({ name: body.name, token: body.token });
      setCopied(false);
      setName('');
      await load();
    } catch (error) {
      toast({ title: 'Token not created', description: errorText(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  async function revoke(token: ApiTokenDto) {
    try {
      await apiRequest('DELETE', `/api/tokens/${encodeURIComponent(token.id)}`);
      toast({ title: 'Token revoked', description: `"${token.name}" no longer works.` });
      if (created && token.prefix && created.token.startsWith(token.prefix)) setCreated(null);
      await load();
    } catch (error) {
      toast({ title: 'Token not revoked', description: errorText(error), variant: 'destructive' });
    }
  }

  async function copy() {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.token);
      setCopied(true);
    } catch {
      toast({ title: 'Copy failed', description: 'Select the token and copy it by hand.' });
    }
  }

  return (
    <Card data-testid="api-tokens">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="h-5 w-5 text-indigo-600" aria-hidden="true" />
          API tokens
        </CardTitle>
        <CardDescription>
          For the command line: <code className="rounded bg-slate-100 px-1">cite-repair login --server {serverUrl}</code>. A token acts as you; keep it secret
          and revoke it when a machine no longer needs it.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <form onSubmit={create} className="flex flex-wrap items-end gap-3">
          <label className="flex min-w-48 flex-1 flex-col gap-1 text-sm font-medium text-slate-700">
            Name
            <input
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              maxLength={100}
              placeholder="e.g. laptop or CI"
              className="h-10 rounded-lg border border-slate-300 px-3 text-sm font-normal focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
            Expires
            <select
              value={days}
              onChange={(e) => setDays(Number(e.target.value))}
              className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm font-normal focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
            >
              {EXPIRY_CHOICES.map((c) => (
                <option key={c.days} value={c.days}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
          {isAdmin ? (
            <label className="flex h-10 items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" checked={adminScope} onChange={(e) => setAdminScope(e.target.checked)} />
              Admin scope
            </label>
          ) : null}
          <Button type="submit" disabled={busy || !name.trim()}>
            {busy ? <Spinner className="h-4 w-4" /> : null}
            Create token
          </Button>
        </form>

        {created ? (
          <div role="status" className="rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-200">
            <p className="text-sm font-medium text-emerald-900">Your new token "{created.name}" — copy it now, it will not be shown again.</p>
            <div className="mt-2 flex items-center gap-2">
              <code
                data-testid="new-token"
                className="min-w-0 flex-1 break-all rounded-lg bg-white px-3 py-2 font-mono text-sm text-slate-900 ring-1 ring-emerald-200"
              >
                {created.token}
              </code>
              <Button type="button" variant="outline" size="sm" onClick={copy} aria-label="Copy the token">
                {copied ? <Check className="h-4 w-4" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />}
                {copied ? 'Copied' : 'Copy'}
              </Button>
            </div>
          </div>
        ) : null}

        {loadError ? <p className="text-sm text-red-700">{loadError}</p> : null}
        {tokens === null && !loadError ? <Spinner className="h-5 w-5" /> : null}
        {tokens && tokens.length === 0 ? <p className="text-sm text-slate-500">No tokens yet.</p> : null}
        {tokens && tokens.length > 0 ? (
          <ul className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200" aria-label="Your API tokens">
            {tokens.map((t) => (
              <li key={t.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
                <span className="min-w-0 flex-1">
                  <span className="font-medium text-slate-900">{t.name}</span>
                  {t.adminScope ? <span className="ml-2 rounded bg-indigo-50 px-1.5 text-xs text-indigo-700">admin</span> : null}
                  <span className="block font-mono text-xs text-slate-500">{t.prefix}…</span>
                </span>
                <span className="text-slate-600" suppressHydrationWarning>
                  {t.lastUsedAt ? (
                    <>
                      Last used <LocalTime iso={t.lastUsedAt} format="date" />
                    </>
                  ) : (
                    'Never used'
                  )}
                </span>
                <span className="text-slate-600" suppressHydrationWarning>
                  {t.expiresAt ? (
                    <>
                      Expires <LocalTime iso={t.expiresAt} format="date" />
                    </>
                  ) : (
                    'No expiry'
                  )}
                </span>
                <Button type="button" variant="destructive-outline" size="sm" onClick={() => setRevoking(t)} aria-label={`Revoke ${t.name}`}>
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke this token?"
        description={revoking ? `Programs using "${revoking.name}" will be refused at once. This cannot be undone.` : ''}
        confirmLabel="Revoke"
        onConfirm={() => {
          if (revoking) void revoke(revoking);
          setRevoking(null);
        }}
      />
    </Card>
  );
}
