// Renders the notification queue (lib/toast-store) with Radix Toast; the provider (5 s, swipe right
// 50 px, F8, 'Notification') lives in root.tsx.
import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn.ts';
import { toastStore } from '../../lib/toast-store.ts';
import type { ToastState } from '../../lib/toast-store.ts';

const EMPTY: ToastState = { toasts: [] };

export function Toaster() {
  const { toasts } = useSyncExternalStore(toastStore.subscribe, toastStore.getState, () => EMPTY);
  return (
    <>
      {toasts.map((t) => {
        const Icon = t.variant === 'destructive' ? CircleAlert : t.variant === 'success' ? CircleCheck : Info;
        return (
          <ToastPrimitive.Root
            key={t.id}
            open={t.open}
            onOpenChange={(open) => {
              if (!open) toastStore.dismiss(t.id);
            }}
            type={t.variant === 'destructive' ? 'foreground' : 'background'}
            className={cn(
              'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border p-4 pr-10 shadow-lg',
              'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out data-[swipe=end]:animate-toast-swipe-out',
              'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
              t.variant === 'destructive'
                ? 'border-red-200 bg-red-50 text-red-900'
                : t.variant === 'success'
                  ? 'border-emerald-200 bg-white text-slate-900'
                  : 'border-slate-200 bg-white text-slate-900',
            )}
          >
            <Icon
              className={cn(
                'mt-0.5 h-5 w-5 shrink-0',
                t.variant === 'destructive' ? 'text-red-600' : t.variant === 'success' ? 'text-emerald-600' : 'text-indigo-600',
              )}
              aria-hidden="true"
            />
            <div className="grid gap-1">
              {t.title ? <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title> : null}
              {t.description ? <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description> : null}
            </div>
            <ToastPrimitive.Close
              aria-label="Close"
              className="absolute right-2 top-2 rounded-md p-1 text-slate-500 opacity-70 transition hover:bg-slate-100 hover:opacity-100 focus:opacity-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
    </>
  );
}
