// What a signed-in non-administrator sees on an admin screen (spec §2, §6): the message, a 'Return
// Home' link, and the 'Access Denied' toast once. The server refuses the data calls regardless.
import { Link } from '@remix-run/react';
import { ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import { ADMIN_MESSAGES } from '../../lib/admin.ts';
import { toast } from '../../lib/toast-store.ts';
import { buttonClass } from '../ui/button.tsx';
import { Page } from '../ui/page.tsx';

export function AccessDenied({ message = ADMIN_MESSAGES.accessDenied }: { message?: string }) {
  useEffect(() => {
    toast({ ...ADMIN_MESSAGES.accessDeniedToast, variant: 'destructive' });
  }, []);
  return (
    <Page width="narrow">
      <section className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm" data-testid="access-denied">
        <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-red-50 text-red-600">
          <ShieldAlert className="h-7 w-7" aria-hidden="true" />
        </span>
        <p className="mt-4 max-w-md text-base font-medium text-slate-900">{message}</p>
        <Link to="/" className={`${buttonClass('primary')} mt-6`}>
          Return Home
        </Link>
      </section>
    </Page>
  );
}
