// Data every signed-in screen shares: the user's job list (polled at the spec's intervals for the
// current screen) and the credit balance (cached 5 minutes, one retry, refetched when a job ends).
import { useLocation } from '@remix-run/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { getJson } from '../lib/api.ts';
import { CREDITS_CACHE_MS, HEADER_RECENT_JOBS } from '../lib/constants.ts';
import { usePolledJson } from '../lib/hooks/use-polled-json.ts';
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
  /** Fetches unless the cached answer is younger than 5 minutes. */
  ensure: () => void;
}

const JobsContext = createContext<JobsContextValue | null>(null);
const CreditsContext = createContext<CreditsContextValue | null>(null);

async function fetchCreditsWithRetry(): Promise<CreditsDto | null> {
  try {
    return await getJson<CreditsDto>('/api/user/credits');
  } catch {
    // One retry (spec §9 credits cache: 5 minutes, one retry).
    return getJson<CreditsDto>('/api/user/credits');
  }
}

export function AppDataProvider({ user, children }: { user: UserDto | null; children: ReactNode }) {
  const { pathname } = useLocation();
  const [hasProcessing, setHasProcessing] = useState(false);

  // --- credits
  const [credits, setCredits] = useState(user?.credits ?? 0);
  const [creditsData, setCreditsData] = useState<CreditsDto | null>(null);
  const [creditsError, setCreditsError] = useState<Error | null>(null);
  const [creditsLoading, setCreditsLoading] = useState(false);
  const fetchedAt = useRef(0);
  useEffect(() => {
    // Every navigation brings the server's balance in the root loader.
    if (user) setCredits(user.credits);
  }, [user]);
  const refetchCredits = useCallback(async () => {
    if (!user) return null;
    setCreditsLoading(true);
    try {
      const data = await fetchCreditsWithRetry();
      if (data) {
        fetchedAt.current = Date.now();
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
  const ensureCredits = useCallback(() => {
    if (Date.now() - fetchedAt.current >= CREDITS_CACHE_MS) void refetchCredits();
  }, [refetchCredits]);

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
  const jobsQuery = usePolledJson<Job[]>(user ? '/api/user/jobs' : null, interval, { onData: onJobs });
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
    () => ({ credits, data: creditsData, error: creditsError, loading: creditsLoading, refetch: refetchCredits, ensure: ensureCredits }),
    [credits, creditsData, creditsError, creditsLoading, refetchCredits, ensureCredits],
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
