// Processing History tab of /admin (spec §2): every user's jobs, the totals and per-document averages,
// and the two clean-up actions with the spec's toasts (§8).
import { Link } from '@remix-run/react';
import { Eraser, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { adminCreditsForJob, ADMIN_MESSAGES, formatAdminDuration, formatSeconds, jobStats, shortJobId } from '../../lib/admin.ts';
import { ApiError, sendJson } from '../../lib/api.ts';
import { fullName } from '../../lib/format.ts';
import { LocalTime } from '../local-time.tsx';
import { usePolledJson } from '../../lib/hooks/use-polled-json.ts';
import { isCancelledJob } from '../../lib/job-state.ts';
import { toast } from '../../lib/toast-store.ts';
import type { Job } from '../../lib/types.ts';
import { Badge } from '../ui/badge.tsx';
import { Button, buttonClass } from '../ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { AdminDataPending } from './admin-page.tsx';
import { AdminTable } from './admin-table.tsx';
import type { AdminColumn } from './admin-table.tsx';
import { StatCard, StatGrid } from './stat-card.tsx';

export interface AdminJob extends Job {
  userId: string;
  user: { email: string; firstName: string | null; lastName: string | null } | null;
}

function StatusBadge({ job }: { job: AdminJob }) {
  if (job.status === 'completed') return <Badge tone="green">Completed</Badge>;
  if (job.status === 'processing') return <Badge tone="blue">Processing</Badge>;
  if (isCancelledJob(job)) return <Badge tone="neutral">Cancelled</Badge>;
  return <Badge tone="red">Failed</Badge>;
}

const JOB_COLUMNS: AdminColumn[] = [
  { label: 'Job ID' },
  { label: 'User' },
  { label: 'File' },
  { label: 'Status' },
  { label: 'Created' },
  { label: 'Completed' },
  { label: 'Duration' },
  { label: 'Credits', align: 'right' },
  { label: 'Results', hidden: true },
];

const serverMessage = (error: unknown) => (error instanceof ApiError ? error.serverMessage : '');

/** `initialJobs`: the list the dashboard's loader brought (ADR 112); without it, fetched on mount. */
export function ProcessingHistory({ initialJobs }: { initialJobs?: AdminJob[] }) {
  const query = usePolledJson<AdminJob[]>('/api/admin/jobs', null, { initialData: initialJobs });
  const jobs = useMemo(() => query.data ?? [], [query.data]);
  const stats = useMemo(() => jobStats(jobs), [jobs]);
  const [busy, setBusy] = useState<'cleanup' | 'delete' | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  /** Runs a clean-up action, says how it went in a toast and reloads the list. */
  const runAction = async <T,>(
    kind: 'cleanup' | 'delete',
    url: string,
    done: (answer: T) => { title: string; description: string },
    failed: { title: string; description: string },
  ) => {
    setBusy(kind);
    try {
      toast({ ...done(await sendJson<T>('POST', url)), variant: 'success' });
      await query.refetch();
    } catch (error) {
      toast({ title: failed.title, description: serverMessage(error) || failed.description, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  const cleanup = () =>
    runAction<{ updated: number }>('cleanup', '/api/admin/cleanup-stale-jobs', ({ updated }) => ADMIN_MESSAGES.cleanupDone(updated), {
      title: 'Cleanup Failed',
      description: ADMIN_MESSAGES.cleanupFailed,
    });

  const deleteFailed = () =>
    runAction<{ deleted: number }>('delete', '/api/admin/delete-failed-jobs', ({ deleted }) => ADMIN_MESSAGES.deletionDone(deleted), {
      title: 'Deletion Failed',
      description: ADMIN_MESSAGES.deletionFailed,
    });

  if (query.data === null)
    return <AdminDataPending loading={query.loading} label="Loading jobs..." failed="Failed to load jobs. Please try refreshing the page." />;

  const failedCount = jobs.filter((j) => j.status === 'failed').length;
  return (
    <div className="space-y-6">
      <StatGrid columns={5} testId="admin-job-stats">
        <StatCard label="Documents" value={stats.documents} />
        <StatCard label="Citations" value={stats.citations} hint={`${stats.perDocument.citations} per document`} />
        <StatCard label="References" value={stats.references} hint={`${stats.perDocument.references} per document`} />
        <StatCard label="BibTeX entries" value={stats.bibtexEntries} hint={`${stats.perDocument.bibtexEntries} per document`} />
        <StatCard label="Duration" value={formatSeconds(stats.durationSeconds)} hint={`${formatSeconds(stats.perDocument.durationSeconds)} per document`} />
      </StatGrid>

      <Card>
        <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <CardTitle>All jobs</CardTitle>
            <CardDescription>Every user&apos;s documents, newest first.</CardDescription>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => void cleanup()} disabled={busy !== null} aria-busy={busy === 'cleanup'}>
              <Eraser className="h-4 w-4" aria-hidden="true" />
              Clean up stale jobs
            </Button>
            <Button
              variant="destructive-outline"
              size="sm"
              onClick={() => setConfirmDelete(true)}
              disabled={busy !== null || failedCount === 0}
              aria-busy={busy === 'delete'}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              Delete failed jobs ({failedCount})
            </Button>
          </div>
        </CardHeader>
        <CardContent>
          <AdminTable
            columns={JOB_COLUMNS}
            rows={jobs}
            empty="No jobs found"
            minWidth="min-w-[52rem]"
            testId="admin-jobs-table"
            row={(job) => (
              <tr key={job.id}>
                <td className="px-2 py-2 font-mono text-xs text-slate-600" title={job.id}>
                  {shortJobId(job.id)}
                </td>
                <td className="max-w-[14rem] truncate px-2 py-2" title={job.user?.email}>
                  {fullName(job.user) || job.user?.email || '—'}
                </td>
                <td className="max-w-[14rem] truncate px-2 py-2" title={job.filename}>
                  {job.filename}
                </td>
                <td className="px-2 py-2">
                  <StatusBadge job={job} />
                </td>
                <td className="whitespace-nowrap px-2 py-2 text-slate-600" suppressHydrationWarning>
                  <LocalTime iso={job.createdAt} format="datetime" />
                </td>
                <td className="whitespace-nowrap px-2 py-2 text-slate-600" suppressHydrationWarning>
                  {job.completedAt ? <LocalTime iso={job.completedAt} format="datetime" /> : '—'}
                </td>
                <td className="whitespace-nowrap px-2 py-2 tabular-nums text-slate-600" suppressHydrationWarning>
                  {formatAdminDuration(job.createdAt, job.completedAt, job.status)}
                </td>
                <td className="px-2 py-2 text-right tabular-nums">{adminCreditsForJob(job)}</td>
                <td className="px-2 py-2 text-right">
                  <Link to={`/results?jobId=${encodeURIComponent(job.id)}`} className={buttonClass('link', 'sm')}>
                    View
                  </Link>
                </td>
              </tr>
            )}
          />
        </CardContent>
      </Card>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete failed jobs"
        description={`Delete the ${failedCount} failed job record(s) of every user? This action cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={() => void deleteFailed()}
      />
    </div>
  );
}
