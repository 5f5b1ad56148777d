// The credit adjustment dialog of /admin/users: the new balance (a whole number ≥ 0) and a required
// reason (spec §5), with the spec's messages (§8). The server checks both again.
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { ADMIN_MESSAGES, MAX_ADMIN_CREDITS, parseCreditUpdate } from '../../lib/admin.ts';
import { sendJson } from '../../lib/api.ts';
import { toast } from '../../lib/toast-store.ts';
import type { UserDto } from '../../lib/types.ts';
import { Button } from '../ui/button.tsx';

export function CreditDialog({ user, onClose, onSaved }: { user: UserDto | null; onClose: () => void; onSaved: (user: UserDto) => void }) {
  const [credits, setCredits] = useState('');
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setCredits(user ? String(user.credits) : '');
    setReason('');
  }, [user]);

  const submit = async () => {
    if (!user) return;
    const parsed = parseCreditUpdate({ userId: user.id, credits, reason });
    if (!parsed.ok) {
      toast({ title: 'Error', description: parsed.error, variant: 'destructive' });
      return;
    }
    setSaving(true);
    try {
      const { user: updated } = await sendJson<{ user: UserDto }>('POST', '/api/admin/update-credits', parsed.value);
      toast({ ...ADMIN_MESSAGES.creditsUpdated, variant: 'success' });
      onSaved(updated);
    } catch {
      toast({ ...ADMIN_MESSAGES.creditsFailed, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog.Root open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-slate-200 bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-lg font-semibold text-slate-900">Update credits</Dialog.Title>
          <Dialog.Description className="mt-1 break-words text-sm text-slate-600">{user?.email}</Dialog.Description>
          <form
            className="mt-5 space-y-4"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <div>
              <label htmlFor="admin-credits" className="text-sm font-medium text-slate-800">
                Credits
              </label>
              <input
                id="admin-credits"
                type="number"
                min={0}
                max={MAX_ADMIN_CREDITS}
                step={1}
                inputMode="numeric"
                value={credits}
                onChange={(event) => setCredits(event.target.value)}
                className="mt-1 h-10 w-full rounded-lg border border-slate-300 px-3 text-sm tabular-nums shadow-sm focus:outline-none focus:ring-2 focus:ring-indigo-500"
              />
            </div>
            <div>
              <label htmlFor="admin-credit-reason" className="text-sm font-medium text-slate-800">
                Reason
              </label>
              <textarea
                id="admin-credit-reason"
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                rows={3}
                placeholder="Why the balance changes (kept in the user's history)"
                className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-indigo-500"
              />
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" disabled={saving} aria-busy={saving}>
                Save
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
