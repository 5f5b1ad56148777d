// /results?jobId= — one job's results (spec §2). Signed-out visitors: the page is remembered
// (redirectAfterLogin) and they are sent to / (spec §2), where signing in brings them back here.
// An administrator may open any user's job (the server decides, GET /api/jobs/:id).
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useLocation, useNavigate, useSearchParams } from '@remix-run/react';
import { ArrowLeft, Activity } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { FailedPanel } from '../components/failed-panel.tsx';
import { ManualStepsBox } from '../components/manual-steps-box.tsx';
import { ProgressTracker } from '../components/progress-tracker.tsx';
import { ResultsView } from '../components/results-view.tsx';
import { Button, buttonClass } from '../components/ui/button.tsx';
import { Card, CardContent } from '../components/ui/card.tsx';
import { Notice } from '../components/ui/notice.tsx';
import { Page } from '../components/ui/page.tsx';
import { ProgressBar } from '../components/ui/progress-bar.tsx';
import { ScreenLoading } from '../components/ui/spinner.tsx';
import { ApiError } from '../lib/api.ts';
import { storeRedirectAfterLogin } from '../lib/auth-cache.ts';
import { JOB_POLL_HOME_MS } from '../lib/constants.ts';
import { usePolledJson } from '../lib/hooks/use-polled-json.ts';
import { useRetryJob } from '../lib/hooks/use-retry-job.ts';
import { writeSessionJob } from '../lib/session-job.ts';
import type { Job } from '../lib/types.ts';
import { getJobForViewer } from '../models/job.server.ts';
import { getUser, isAdminCaller } from '../utils/auth.server.ts';
import { getDb } from '../utils/db.server.ts';
import { canGoBackInApp } from '../lib/history.ts';

export const meta: MetaFunction = () => [{ title: 'Job Results — cite-repair' }];

// The job comes with the page (ADR 112), by the same rule as GET /api/jobs/:id (own job, or any for an
// administrator); null: missing or not theirs. A job still processing is polled from there on.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const jobId = new URL(request.url).searchParams.get('jobId');
  const job = user && jobId ? await getJobForViewer(getDb(), { userId: user.id, isAdmin: isAdminCaller({ user }) }, jobId) : null;
  return { signedIn: user !== null, job };
}

function RedirectToLogin() {
  const location = useLocation();
  useEffect(() => {
    const target = location.pathname + location.search;
    storeRedirectAfterLogin(target);
    window.location.replace('/');
  }, [location.pathname, location.search]);
  return (
    <Page>
      <ScreenLoading label="Redirecting to login..." />
    </Page>
  );
}

function JobResults({ jobId, loaded }: { jobId: string; loaded: Job | null }) {
  const navigate = useNavigate();
  // Polled every 2 s (spec §7) until the job has ended; a job the loader found ended (or not found)
  // is not asked for again.
  const [ended, setEnded] = useState(loaded === null || loaded.status !== 'processing');
  const query = usePolledJson<Job>(`/api/jobs/${encodeURIComponent(jobId)}`, ended ? null : JOB_POLL_HOME_MS, { initialData: loaded });
  const job = query.data;
  // 'Retry Processing' makes the new job the tab's current one and shows it live on /analysis.
  const goToAnalysis = useCallback(() => navigate('/analysis'), [navigate]);
  const { retry, retrying } = useRetryJob(goToAnalysis);
  useEffect(() => {
    if (job !== null) setEnded(job.status !== 'processing');
  }, [job]);
  useEffect(() => {
    // A missing or foreign job will not appear by asking again.
    if (query.error instanceof ApiError && query.error.status >= 400 && query.error.status < 500) setEnded(true);
  }, [query.error]);

  return (
    <Page>
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="ghost" className="-ml-3 self-start" onClick={() => (canGoBackInApp(window.history.state) ? navigate(-1) : navigate('/jobs'))}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back
        </Button>
        <p className="min-w-0 truncate font-mono text-xs text-slate-500" title={jobId}>
          Job ID: {jobId}
        </p>
      </div>
      {job === null && query.loading ? (
        <ScreenLoading label="Loading job results..." />
      ) : job === null ? (
        <Notice tone="danger" data-testid="results-error">
          Failed to load job results. The job may not exist or you may not have permission to view it.
        </Notice>
      ) : job.status === 'processing' ? (
        <Card>
          <CardContent className="space-y-5">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="text-sm font-medium text-sky-700">Still processing</p>
                <h1 className="break-words text-xl font-semibold text-slate-900">{job.filename}</h1>
              </div>
              <Link to="/analysis" onClick={() => writeSessionJob(job)} className={buttonClass('primary')}>
                <Activity className="h-4 w-4" aria-hidden="true" />
                View live progress
              </Link>
            </div>
            <ProgressBar value={job.progress} label="Processing progress" />
            <ProgressTracker progress={job.progress} />
          </CardContent>
        </Card>
      ) : job.status === 'failed' ? (
        <FailedPanel job={job} retrying={retrying} onRetry={() => void retry(job)} />
      ) : (
        <div className="space-y-6">
          <ResultsView job={job} />
          {job.unsupportedFormat || (job.citationsFound ?? 0) === 0 ? null : <ManualStepsBox form={job.output?.marker ?? 'rtf'} />}
        </div>
      )}
    </Page>
  );
}

export default function ResultsPage() {
  const { signedIn, job } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const jobId = params.get('jobId');
  if (!signedIn) return <RedirectToLogin />;
  if (!jobId) {
    return (
      <Page width="narrow">
        <Notice
          tone="info"
          title="No job selected"
          action={
            <Link to="/jobs" className={buttonClass('outline', 'sm')}>
              Jobs
            </Link>
          }
        >
          No job ID specified. Please select a job from the Jobs page.
        </Notice>
      </Page>
    );
  }
  return <JobResults key={jobId} jobId={jobId} loaded={job && job.id === jobId ? job : null} />;
}
