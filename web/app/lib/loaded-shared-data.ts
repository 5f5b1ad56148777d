// Shared data as a page's loader brought it (ADR 112). The user's job list and credit history are
// shared by every screen (components/app-data.tsx: the header, /, /analysis, /jobs, /settings); a route
// whose first paint shows one of them loads it on the server and says so with this handle, and the
// shared copy starts from the loader's answer instead of asking /api/* after hydration.
import { useMatches } from '@remix-run/react';
import type { CreditsDto, Job } from './types.ts';

/** `export const handle = LOADS_SHARED_DATA` on a route whose loader returns SharedPageData. */
export const LOADS_SHARED_DATA = { loadsSharedData: true } as const;

/** What such a loader may return; a field left out is not loaded by that page. null: signed out. */
export interface SharedPageData {
  jobs?: Job[] | null;
  credits?: CreditsDto | null;
}

function loadsSharedData(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as { loadsSharedData?: unknown }).loadsSharedData === true;
}

/** What the current page's loader brought ({} when it loads none of it). */
export function useLoadedSharedData(): SharedPageData {
  const match = useMatches().findLast((m) => loadsSharedData(m.handle));
  return (match?.data as SharedPageData | undefined) ?? {};
}
