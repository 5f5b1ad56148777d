import { describe, expect, it } from 'vitest';
import { createToastStore } from './toast-store.ts';

describe('toast queue (spec §4 notification queue)', () => {
  it('shows one notification at a time: a new one replaces the previous', () => {
    const store = createToastStore(() => undefined);
    store.toast({ title: 'Uploading document' });
    store.toast({ title: 'Upload successful' });
    expect(store.getState().toasts.map((t) => t.title)).toEqual(['Upload successful']);
  });

  it('removes a dismissed notification after 1,000,000 ms', () => {
    const timers: { fn: () => void; ms: number }[] = [];
    const store = createToastStore((fn, ms) => timers.push({ fn, ms }));
    const t = store.toast({ title: 'Hello' });
    t.dismiss();
    expect(store.getState().toasts[0]?.open).toBe(false);
    expect(timers).toHaveLength(1);
    expect(timers[0]?.ms).toBe(1_000_000);
    timers[0]?.fn();
    expect(store.getState().toasts).toHaveLength(0);
  });

  it('updates a notification in place and notifies subscribers', () => {
    const store = createToastStore(() => undefined);
    const seen: number[] = [];
    const unsubscribe = store.subscribe((s) => seen.push(s.toasts.length));
    const t = store.toast({ title: 'A' });
    t.update({ title: 'B', variant: 'destructive' });
    unsubscribe();
    store.toast({ title: 'C' });
    expect(seen).toEqual([1, 1]);
    expect(store.getState().toasts[0]?.title).toBe('C');
  });
});
