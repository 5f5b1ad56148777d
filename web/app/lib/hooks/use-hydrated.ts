// Whether React has hydrated the page. The server's HTML and the hydrating render must write the same
// text, so anything that depends on the browser (its time zone, the current time) waits for this.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  // The server snapshot (false) is used for the server render and for hydration; true right after.
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** The zone to format times in: UTC while the server's HTML is being matched, the browser's own after. */
export function useDisplayTimeZone(): string | undefined {
  return useHydrated() ? undefined : 'UTC';
}
