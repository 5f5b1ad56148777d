// How often the user's job list is refetched (spec §7, §9).
import { JOBS_LIST_POLL_HOME_MS, JOBS_LIST_POLL_JOBS_PAGE_MS } from './constants.ts';

/**
 * 2 s on home and /analysis, 5 s on /jobs. Elsewhere the spec's default is no polling; the header's
 * Jobs dot still follows a processing job, every 5 s, until it ends.
 */
export function jobsListInterval(pathname: string, hasProcessing: boolean): number | null {
  if (pathname === '/' || pathname === '/analysis') return JOBS_LIST_POLL_HOME_MS;
  if (pathname === '/jobs') return JOBS_LIST_POLL_JOBS_PAGE_MS;
  return hasProcessing ? JOBS_LIST_POLL_JOBS_PAGE_MS : null;
}
