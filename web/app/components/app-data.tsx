// Data every signed-in screen shares: the user's job list (polled at the spec's intervals for the
// current screen) and the credit balance and history (one retry, refetched when a job ends). Both start
// from the page's loader where the page loads them (ADR 112, lib/loaded-shared-data.ts).
import { useLocation } from '@remix-run/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { getJson } from '../lib/api.ts';
import { HEADER_RECENT_JOBS } from '../lib/constants.ts';
import { usePolledJson } from '../lib/hooks/use-polled-json.ts';
import { useLoadedSharedData } from '../lib/loaded-shared-data.ts';
import { jobsListInterval } from '../lib/polling.ts';
import { hasUnseenCompleted, markJobsSeen, readLastJobsCheck } from '../lib/unseen-jobs.ts';
import type { CreditsDto, Job, UserDto } from '../lib/types.ts';

interface JobsContextValue {
  jobs: Job[] | null;
  error: Error | null;
  loading: boolean;
  refetch: () => Promise<Job[] | null>;
  removeJob: (id: string) => void;
  /** The header's first 10. */
  recentJobs: Job[];
  hasProcessing: boolean;
  hasUnseenCompleted: boolean;
  markSeen: () => void;
}

interface CreditsContextValue {
  credits: number;
  data: CreditsDto | null;
  error: Error | null;
  loading: boolean;
  refetch: () => Promise<CreditsDto | null>;
}

const JobsContext = createContext<JobsContextValue | null>(null);
const CreditsContext = createContext<CreditsContextValue | null>(null);

async function fetchCreditsWithRetry(): Promise<CreditsDto | null> {
  try {
    return await getJson<CreditsDto>('/api/user/credits');
  } catch {
    // One retry (spec §9). The spec's 5-minute cache is the settings loader's now: every visit to
    // /settings brings the history with the page (ADR 112), so nothing here asks on a timer.
    return getJson<CreditsDto>('/api/user/credits');
  }
}

export function AppDataProvider({ user, children }: { user: UserDto | null; children: ReactNode }) {
  const { pathname } = useLocation();
  const loaded = useLoadedSharedData();
  const [hasProcessing, setHasProcessing] = useState(() => loaded.jobs?.some((j) => j.status === 'processing') ?? false);

  // --- credits
  const loadedCredits = user ? (loaded.credits ?? undefined) : undefined;
  const [credits, setCredits] = useState(loadedCredits?.credits ?? user?.credits ?? 0);
  const [creditsData, setCreditsData] = useState<CreditsDto | null>(loadedCredits ?? null);
  const [creditsError, setCreditsError] = useState<Error | null>(null);
  const [creditsLoading, setCreditsLoading] = useState(false);
  useEffect(() => {
    // Every navigation brings the server's balance in the root loader.
    if (user) setCredits(user.credits);
  }, [user]);
  // A page that loads the history (a client navigation to /settings) replaces it during the render
  // that shows the page, so the page never paints the previous one or a spinner first.
  const [adoptedCredits, setAdoptedCredits] = useState(loadedCredits);
  if (loadedCredits !== undefined && loadedCredits !== adoptedCredits) {
    setAdoptedCredits(loadedCredits);
    setCreditsData(loadedCredits);
    setCredits(loadedCredits.credits);
    setCreditsError(null);
  }
  const refetchCredits = useCallback(async () => {
    if (!user) return null;
    setCreditsLoading(true);
    try {
      const data = await fetchCreditsWithRetry();
      if (data) {
        setCreditsData(data);
        setCredits(data.credits);
        setCreditsError(null);
      }
      return data;
    } catch (error) {
      setCreditsError(error instanceof Error ? error : new Error(String(error)));
      return null;
    } finally {
      setCreditsLoading(false);
    }
  }, [user]);

  // --- jobs
  const previousStatuses = useRef(new Map<string, Job['status']>());
  const onJobs = useCallback(
    (jobs: Job[]) => {
      let ended = false;
      for (const job of jobs) {
        if (previousStatuses.current.get(job.id) === 'processing' && job.status !== 'processing') ended = true;
      }
      previousStatuses.current = new Map(jobs.map((j) => [j.id, j.status]));
      setHasProcessing(jobs.some((j) => j.status === 'processing'));
      // Spec §4: when a job the browser saw processing ends, the balance is refetched.
      if (ended) void refetchCredits();
    },
    [refetchCredits],
  );
  const interval = user ? jobsListInterval(pathname, hasProcessing) : null;
  const jobsQuery = usePolledJson<Job[]>(user ? '/api/user/jobs' : null, interval, { onData: onJobs, initialData: loaded.jobs ?? undefined });
  const { setData: setJobs, refetch: refetchJobs } = jobsQuery;
  const removeJob = useCallback((id: string) => setJobs((current) => current?.filter((j) => j.id !== id) ?? null), [setJobs]);

  // undefined until local storage has been read (not on the server, not before hydration).
  const [lastCheck, setLastCheck] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    if (user) setLastCheck(readLastJobsCheck(user.id));
  }, [user]);
  const markSeen = useCallback(() => {
    if (!user) return;
    const now = Date.now();
    markJobsSeen(user.id, now);
    setLastCheck(now);
  }, [user]);

  const jobsValue = useMemo<JobsContextValue>(() => {
    const jobs = jobsQuery.data;
    const recentJobs = (jobs ?? []).slice(0, HEADER_RECENT_JOBS);
    return {
      jobs,
      error: jobsQuery.error,
      loading: jobsQuery.loading,
      refetch: refetchJobs,
      removeJob,
      recentJobs,
      hasProcessing: recentJobs.some((j) => j.status === 'processing'),
      // Before local storage is read (server render), no dot.
      hasUnseenCompleted: user !== null && lastCheck !== undefined && jobs !== null && hasUnseenCompleted(recentJobs, lastCheck ?? null),
      markSeen,
    };
  }, [jobsQuery.data, jobsQuery.error, jobsQuery.loading, refetchJobs, removeJob, lastCheck, markSeen, user]);

  const creditsValue = useMemo<CreditsContextValue>(
    () => ({ credits, data: creditsData, error: creditsError, loading: creditsLoading, refetch: refetchCredits }),
    [credits, creditsData, creditsError, creditsLoading, refetchCredits],
  );

  return (
    <CreditsContext.Provider value={creditsValue}>
      <JobsContext.Provider value={jobsValue}>{children}</JobsContext.Provider>
    </CreditsContext.Provider>
  );
}

export function useJobs(): JobsContextValue {
  const value = useContext(JobsContext);
  if (!value) throw new Error('useJobs needs <AppDataProvider>');
  return value;
}

export function useCredits(): CreditsContextValue {
  const value = useContext(CreditsContext);
  if (!value) throw new Error('useCredits needs <AppDataProvider>');
  return value;
}
