// /jobs — the user's job history (spec §2): stats, filters with counts, rows, delete with a confirm.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { CircleCheck, CircleX, Eye, FileStack, Inbox, LoaderCircle, LogIn, Trash2, Upload } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useJobs } from '../components/app-data.tsx';
import { JobStatusIcon } from '../components/job-status-icon.tsx';
import { LocalTime } from '../components/local-time.tsx';
import { isCancelledJob, jobStatusCounts } from '../lib/job-state.ts';
import { Button, buttonClass } from '../components/ui/button.tsx';
import { ConfirmDialog } from '../components/ui/confirm-dialog.tsx';
import { Notice } from '../components/ui/notice.tsx';
import { Page, PageHeading } from '../components/ui/page.tsx';
import { ScreenLoading } from '../components/ui/spinner.tsx';
import { sendJson } from '../lib/api.ts';
import { LOADS_SHARED_DATA } from '../lib/loaded-shared-data.ts';
import { loginHref } from '../lib/auth-cache.ts';
import { cn } from '../lib/cn.ts';
import { useOptionalUser } from '../lib/hooks/use-root-data.ts';
import { readSessionJob, clearSessionJob } from '../lib/session-job.ts';
import { shortenJobError } from '../lib/shorten-error.ts';
import { toast } from '../lib/toast-store.ts';
import type { Job, JobStatus } from '../lib/types.ts';
import { getUser } from '../utils/auth.server.ts';
import { jobListFor } from '../utils/shared-data-loader.server.ts';

export const meta: MetaFunction = () => [{ title: 'Processing Jobs — cite-repair' }];

// The list comes with the page (ADR 112); the shared list (useJobs) starts from it and polls on.
export const handle = LOADS_SHARED_DATA;
export const loader = async ({ request }: LoaderFunctionArgs) => jobListFor(await getUser(request));

type Filter = 'all' | JobStatus;
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'processing', label: 'Processing' },
  { value: 'completed', label: 'Completed' },
  { value: 'failed', label: 'Failed' },
];

function StatCard({ label, value, icon, tone, note }: { label: string; value: number; icon: ReactNode; tone: string; note?: string }) {
  return (
    <div className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <span className={cn('flex h-11 w-11 shrink-0 items-center justify-center rounded-xl', tone)}>{icon}</span>
      <div>
        <p className="text-2xl font-semibold tabular-nums text-slate-900">{value}</p>
        <p className="text-sm text-slate-600">
          {label}
          {note ? <span className="text-slate-500"> · {note}</span> : null}
        </p>
      </div>
    </div>
  );
}

function JobRow({ job, onDelete }: { job: Job; onDelete: (job: Job) => void }) {
  const cancelled = isCancelledJob(job);
  // Spec §2: the error message for failed jobs, a cancelled one included (it is counted as failed, §4).
  const lastStage = job.status === 'failed' ? shortenJobError(job.errorMessage) : (job.currentStep ?? '—');
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-4 sm:px-5" data-testid="job-row" data-job-id={job.id}>
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <JobStatusIcon status={job.status} cancelled={cancelled} className="mt-0.5 shrink-0" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-slate-900" title={job.filename}>
            {job.filename}
          </p>
          <p className="mt-0.5 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-500">
            <LocalTime iso={job.createdAt} format="relative" />
            <span>
              {job.citationsFound ?? 0} {job.citationsFound === 1 ? 'citation' : 'citations'}
            </span>
            <span className="font-mono" title={job.id}>
              Job ID: {job.id}
            </span>
          </p>
          <p className={cn('mt-1 text-sm [overflow-wrap:anywhere]', job.status === 'failed' && !cancelled ? 'text-red-700' : 'text-slate-600')}>
            <span className="text-slate-400">Last stage: </span>
            {lastStage}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2 pl-8 sm:pl-0">
        <Link to={`/results?jobId=${encodeURIComponent(job.id)}`} className={buttonClass('outline', 'sm')} aria-label={`View ${job.filename}`}>
          <Eye className="h-4 w-4" aria-hidden="true" />
          View
        </Link>
        <Button variant="destructive-outline" size="sm" onClick={() => onDelete(job)} aria-label={`Delete ${job.filename}`}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          <span className="sm:sr-only">Delete</span>
        </Button>
      </div>
    </li>
  );
}

export default function JobsPage() {
  const user = useOptionalUser();
  const { jobs, error, loading, refetch, removeJob, markSeen } = useJobs();
  const [filter, setFilter] = useState<Filter>('all');
  const [pendingDelete, setPendingDelete] = useState<Job | null>(null);

  // Looking at the list marks completed jobs as seen (spec §4).
  useEffect(() => {
    if (user && jobs) markSeen();
  }, [user, jobs, markSeen]);

  const counts = useMemo(() => jobStatusCounts(jobs ?? []), [jobs]);

  if (!user) {
    return (
      <Page width="narrow">
        <div className="rounded-2xl border border-slate-200 bg-white px-6 py-14 text-center shadow-sm">
          <p className="text-slate-700">Please log in to view your processing jobs.</p>
          <a href={loginHref('/jobs')} className={`${buttonClass('primary')} mt-6`}>
            <LogIn className="h-4 w-4" aria-hidden="true" />
            Log In
          </a>
        </div>
      </Page>
    );
  }

  const deleteJob = async (job: Job) => {
    // Spec §4: removed from the list at once; on failure the list is refetched and an alert shown.
    removeJob(job.id);
    if (readSessionJob()?.id === job.id) clearSessionJob();
    try {
      await sendJson('DELETE', `/api/jobs/${encodeURIComponent(job.id)}`);
    } catch {
      void refetch();
      toast({ title: 'Delete failed', description: 'Failed to delete job. Please try again.', variant: 'destructive' });
    }
  };

  const visible = (jobs ?? []).filter((j) => filter === 'all' || j.status === filter);

  return (
    <Page>
      <PageHeading
        title="Processing Jobs"
        description="Every document you have processed, newest first."
        actions={
          <Link to="/" className={buttonClass('primary')}>
            <Upload className="h-4 w-4" aria-hidden="true" />
            Upload New Document
          </Link>
        }
      />

      {jobs === null && loading ? (
        <ScreenLoading label="Loading jobs..." />
      ) : jobs === null && error ? (
        <Notice tone="danger">Failed to load jobs. Please try refreshing the page.</Notice>
      ) : (
        <div className="space-y-6">
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard label="Total Jobs" value={counts.all} icon={<FileStack className="h-5 w-5" aria-hidden="true" />} tone="bg-indigo-50 text-indigo-600" />
            <StatCard
              label="Processing"
              value={counts.processing}
              icon={<LoaderCircle className="h-5 w-5" aria-hidden="true" />}
              tone="bg-sky-50 text-sky-600"
            />
            <StatCard
              label="Completed"
              value={counts.completed}
              icon={<CircleCheck className="h-5 w-5" aria-hidden="true" />}
              tone="bg-emerald-50 text-emerald-600"
            />
            <StatCard
              label="Failed"
              value={counts.failed}
              note={counts.cancelled > 0 ? `${counts.cancelled} cancelled` : undefined}
              icon={<CircleX className="h-5 w-5" aria-hidden="true" />}
              tone="bg-red-50 text-red-600"
            />
          </div>

          <div role="group" aria-label="Filter jobs by status" className="flex flex-wrap gap-2">
            {FILTERS.map(({ value, label }) => (
              <button
                key={value}
                type="button"
                aria-pressed={filter === value}
                onClick={() => setFilter(value)}
                className={cn(
                  'inline-flex items-center gap-2 rounded-full px-3.5 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2',
                  filter === value ? 'bg-slate-900 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100',
                )}
              >
                {label}
                <span className={cn('rounded-full px-1.5 text-xs tabular-nums', filter === value ? 'bg-white/20' : 'bg-slate-100 text-slate-600')}>
                  {counts[value]}
                </span>
              </button>
            ))}
          </div>

          {visible.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center" data-testid="jobs-empty">
              <Inbox className="mx-auto h-8 w-8 text-slate-400" aria-hidden="true" />
              <p className="mt-3 font-medium text-slate-800">{filter === 'all' ? 'No jobs found' : `No ${filter} jobs`}</p>
              {filter === 'all' ? (
                <Link to="/" className={`${buttonClass('outline', 'sm')} mt-4`}>
                  Upload your first document
                </Link>
              ) : null}
            </div>
          ) : (
            <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
              {visible.map((job) => (
                <JobRow key={job.id} job={job} onDelete={setPendingDelete} />
              ))}
            </ul>
          )}
        </div>
      )}

      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open) setPendingDelete(null);
        }}
        title="Delete job?"
        description={pendingDelete ? `Are you sure you want to delete the job "${pendingDelete.filename}"? This action cannot be undone.` : ''}
        confirmLabel="Delete"
        onConfirm={() => {
          if (pendingDelete) void deleteJob(pendingDelete);
          setPendingDelete(null);
        }}
      />
    </Page>
  );
}
