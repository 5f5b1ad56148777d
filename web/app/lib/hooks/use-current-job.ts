// The job the analysis screen shows (spec §4): restored from session storage, else chosen from the
// server list; polled every second while it processes, the server's copy replacing the local one.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../api.ts';
import { JOB_POLL_ANALYSIS_MS } from '../constants.ts';
import { clearSessionJob, isKnownStatus, isPlaceholderJob, readSessionJob, selectCurrentJob, writeSessionJob } from '../session-job.ts';
import type { Job } from '../types.ts';
import { usePolledJson } from './use-polled-json.ts';

export interface CurrentJob {
  /** undefined while loading (session not read yet, or the list not fetched when it is needed). */
  job: Job | null | undefined;
  hasSessionJob: boolean;
  /** Forget the current job (Clear Session, or a job that disappeared). */
  clear: () => void;
  /** Make `job` the tab's current job (a retried job) and start polling it. */
  select: (job: Job) => void;
  refetch: () => Promise<unknown>;
}

export function useCurrentJob(serverJobs: Job[] | null, listLoaded: boolean): CurrentJob {
  const [sessionJob, setSessionJob] = useState<Job | null | undefined>(undefined);
  useEffect(() => setSessionJob(readSessionJob()), []);

  const selected = useMemo(() => {
    if (sessionJob === undefined) return undefined;
    // Without a session job the choice needs the server list.
    if (sessionJob === null && !listLoaded) return undefined;
    return selectCurrentJob(sessionJob, serverJobs);
  }, [sessionJob, serverJobs, listLoaded]);

  const realId = selected && !isPlaceholderJob(selected) ? selected.id : null;
  const [settled, setSettled] = useState(false);
  const polled = usePolledJson<Job>(realId ? `/api/jobs/${realId}` : null, settled ? null : JOB_POLL_ANALYSIS_MS);
  const polledJob = polled.data && polled.data.id === realId ? polled.data : null;

  useEffect(() => {
    setSettled(polledJob !== null && polledJob.status !== 'processing');
  }, [polledJob]);

  // The chosen job becomes the tab's current job; the server's copy replaces the stored one.
  const lastWritten = useRef<string | null>(null);
  useEffect(() => {
    const job = polledJob ?? selected;
    if (!job) return;
    if (!isKnownStatus(job.status)) {
      clearSessionJob();
      setSessionJob(null);
      return;
    }
    const key = `${job.id}:${job.status}:${job.progress}`;
    if (lastWritten.current === key) return;
    lastWritten.current = key;
    writeSessionJob(job);
  }, [polledJob, selected]);

  useEffect(() => {
    if (polled.error instanceof ApiError && polled.error.status === 404) {
      clearSessionJob();
      setSessionJob(null);
    }
  }, [polled.error]);

  const clear = useCallback(() => {
    clearSessionJob();
    setSessionJob(null);
  }, []);

  const select = useCallback((job: Job) => {
    writeSessionJob(job, 'processing');
    setSessionJob(job);
  }, []);

  const job = selected === undefined ? undefined : (polledJob ?? selected);
  return { job, hasSessionJob: !!sessionJob, clear, select, refetch: polled.refetch };
}
