// 'Retry Processing' for a failed server job: asks for a new job from the stored upload, makes it the
// tab's current job (spec §4 session-job rules) and hands it to the screen; refusals are toasts.
import { useCallback, useRef, useState } from 'react';
import { describeRetryError, retryJob } from '../retry.ts';
import { makeRetriedJob, writeSessionJob } from '../session-job.ts';
import { toast } from '../toast-store.ts';
import type { Job } from '../types.ts';

export function useRetryJob(onRetried: (job: Job) => void): { retry: (failed: Job) => Promise<void>; retrying: boolean } {
  const [retrying, setRetrying] = useState(false);
  // A double click must not ask twice (the server would refuse the second as 'in progress').
  const busy = useRef(false);
  const retry = useCallback(
    async (failed: Job) => {
      if (busy.current) return;
      busy.current = true;
      setRetrying(true);
      try {
        const { jobId } = await retryJob(failed.id);
        const job = makeRetriedJob(jobId, failed);
        writeSessionJob(job, 'processing');
        toast({ title: 'Processing restarted', description: `${failed.filename} is being processed again.`, variant: 'success' });
        onRetried(job);
      } catch (error) {
        const report = describeRetryError(error);
        toast({ title: report.title, description: report.description, variant: 'destructive' });
      } finally {
        busy.current = false;
        setRetrying(false);
      }
    },
    [onRetried],
  );
  return { retry, retrying };
}
