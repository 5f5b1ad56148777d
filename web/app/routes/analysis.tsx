// /analysis — the current job: progress while it processes, the results when it completes, the
// 'Processing Failed' panel when it fails, or the no-job state (spec §2, §4).
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useNavigate } from '@remix-run/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCredits, useJobs } from '../components/app-data.tsx';
import { FailedPanel } from '../components/failed-panel.tsx';
import { ManualStepsBox } from '../components/manual-steps-box.tsx';
import { NoJobState } from '../components/no-job-state.tsx';
import { ProcessingView } from '../components/processing-view.tsx';
import { RecoveryNotice } from '../components/recovery-notice.tsx';
import { ResultsView } from '../components/results-view.tsx';
import { ScreenLoading } from '../components/ui/spinner.tsx';
import { Page } from '../components/ui/page.tsx';
import { ApiError, sendJson } from '../lib/api.ts';
import { useCurrentJob } from '../lib/hooks/use-current-job.ts';
import { useRetryJob } from '../lib/hooks/use-retry-job.ts';
import { useOptionalUser } from '../lib/hooks/use-root-data.ts';
import { completionDelayMs } from '../lib/progress-steps.ts';
import { dismissRecovery, readRecoveryDismissedAt, recoveryNotice } from '../lib/recovery.ts';
import { clearSessionJob, isPlaceholderJob, readSessionJob, writeSessionJob } from '../lib/session-job.ts';
import { toast } from '../lib/toast-store.ts';
import type { Job } from '../lib/types.ts';
import { LOADS_SHARED_DATA } from '../lib/loaded-shared-data.ts';
import { requireUser } from '../utils/auth.server.ts';
import { jobListFor } from '../utils/shared-data-loader.server.ts';

export const meta: MetaFunction = () => [{ title: 'Analysis — cite-repair' }];

// The tab's current job is in session storage, which only the browser reads; the server list it falls
// back on (and the recovery notice reads) comes with the page (ADR 112).
export const handle = LOADS_SHARED_DATA;
export async function loader({ request }: LoaderFunctionArgs) {
  return jobListFor(await requireUser(request));
}

export default function AnalysisPage() {
  const user = useOptionalUser();
  const navigate = useNavigate();
  const { jobs, loading: jobsLoading, refetch: refetchJobs } = useJobs();
  const { refetch: refetchCredits } = useCredits();
  const { job, hasSessionJob, clear, select, refetch: refetchJob } = useCurrentJob(jobs, !jobsLoading || jobs !== null);
  const onRetried = useCallback(
    (retried: Job) => {
      select(retried);
      void refetchJobs();
    },
    [select, refetchJobs],
  );
  const { retry, retrying } = useRetryJob(onRetried);
  const [cancelling, setCancelling] = useState(false);
  const cancelRequested = useRef(false);

  // Spec §4 Completion: a job seen processing that ends is shown 1 s (progress ≥ 80) or 2 s later,
  // after the credits are refetched; a failure mentioning 'cancelled' runs the cancel handler.
  const [finishing, setFinishing] = useState<Job | null>(null);
  const previous = useRef<{ id: string; status: Job['status']; progress: number } | null>(null);
  // The job as this tab last saw it (stored at upload): the page's first data may already say
  // 'completed' (it comes with the page, ADR 112), and a job the tab saw processing still gets its
  // completion pause. Read once, in the browser; the server renders without it.
  const [storedAtLoad] = useState(() => (typeof window === 'undefined' ? null : readSessionJob()));
  // Kept outside the effect: later renders must not cancel the pending switch to the results.
  const finishTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(finishTimer.current), []);
  useEffect(() => {
    if (!job) return;
    const before =
      previous.current ??
      (storedAtLoad?.id === job.id && storedAtLoad.status === 'processing'
        ? { id: job.id, status: storedAtLoad.status, progress: storedAtLoad.progress }
        : null);
    previous.current = { id: job.id, status: job.status, progress: job.progress };
    if (!before || before.id !== job.id || before.status !== 'processing' || job.status === 'processing') return;
    setFinishing({ ...job, status: 'processing', progress: before.progress });
    clearTimeout(finishTimer.current);
    finishTimer.current = setTimeout(() => {
      void refetchCredits();
      void refetchJobs();
      if (job.status === 'failed' && /cancelled/i.test(job.errorMessage ?? '') && !cancelRequested.current) {
        toast({ title: 'Processing cancelled', description: 'The document processing has been stopped.' });
      }
      setFinishing(null);
    }, completionDelayMs(before.progress));
  }, [job, refetchCredits, refetchJobs, storedAtLoad]);

  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  useEffect(() => {
    if (user) setDismissedAt(readRecoveryDismissedAt(user.id));
  }, [user]);

  const clearSession = () => {
    clearSessionJob();
    window.location.reload();
  };

  const cancel = async () => {
    if (!job || isPlaceholderJob(job)) return;
    setCancelling(true);
    cancelRequested.current = true;
    try {
      await sendJson('POST', `/api/jobs/${encodeURIComponent(job.id)}/cancel`);
      toast({ title: 'Processing cancelled', description: 'The document processing has been stopped.' });
      await refetchJob();
      void refetchCredits();
    } catch (error) {
      cancelRequested.current = false;
      const message = error instanceof ApiError ? error.serverMessage : error instanceof Error ? error.message : '';
      toast({ title: 'Failed to cancel', description: message || 'Could not cancel processing.', variant: 'destructive' });
    } finally {
      setCancelling(false);
    }
  };

  if (job === undefined) {
    return (
      <Page>
        <ScreenLoading label="Loading analysis..." />
      </Page>
    );
  }

  if (job === null) {
    const notice = user ? recoveryNotice({ authenticated: true, hasSessionJob, jobs, dismissedAt, now: Date.now() }) : null;
    return (
      <Page>
        <div className="space-y-6">
          {notice && user ? (
            <RecoveryNotice
              notice={notice}
              onView={(j) => {
                writeSessionJob(j);
                window.location.reload();
              }}
              onDismiss={() => {
                dismissRecovery(user.id);
                setDismissedAt(Date.now());
              }}
            />
          ) : null}
          <NoJobState onClearSession={clearSession} />
        </div>
      </Page>
    );
  }

  if (finishing && finishing.id === job.id) {
    return (
      <Page>
        <div className="space-y-6">
          <ProcessingView
            job={{ ...job, processingLogs: job.processingLogs ?? finishing.processingLogs }}
            finishing={job.status === 'completed'}
            cancelling={false}
            onCancel={null}
          />
          <ManualStepsBox form={job.output?.marker ?? 'rtf'} />
        </div>
      </Page>
    );
  }

  if (job.status === 'processing') {
    return (
      <Page>
        <div className="space-y-6">
          <ProcessingView job={job} cancelling={cancelling} onCancel={isPlaceholderJob(job) ? null : cancel} />
          <ManualStepsBox form={job.output?.marker ?? 'rtf'} />
        </div>
      </Page>
    );
  }

  if (job.status === 'failed') {
    return (
      <Page width="narrow">
        <FailedPanel
          job={job}
          retrying={retrying}
          onRetry={() => {
            if (!isPlaceholderJob(job)) {
              void retry(job);
              return;
            }
            // A failed upload never reached the server: there is nothing stored to process again.
            clear();
            toast({ title: 'Upload the document again', description: 'Choose the same file to process it once more.' });
            navigate('/');
          }}
          onClearSession={clearSession}
        />
      </Page>
    );
  }

  return (
    <Page>
      <div className="space-y-6">
        <ResultsView job={job} onProcessAnother={clear} />
        {job.unsupportedFormat || (job.citationsFound ?? 0) === 0 ? null : <ManualStepsBox form={job.output?.marker ?? 'rtf'} />}
      </div>
    </Page>
  );
}
