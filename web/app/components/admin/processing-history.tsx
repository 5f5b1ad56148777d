// Processing History tab of /admin (spec §2): every user's jobs, the totals and per-document averages,
// and the two clean-up actions with the spec's toasts (§8).
import { Link } from '@remix-run/react';
import { Eraser, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { adminCreditsForJob, ADMIN_MESSAGES, formatAdminDuration, formatSeconds, jobStats, shortJobId } from '../../lib/admin.ts';
import { ApiError, sendJson } from '../../lib/api.ts';
import { formatDateTime, fullName } from '../../lib/format.ts';
import { usePolledJson } from '../../lib/hooks/use-polled-json.ts';
import { isCancelledJob } from '../../lib/job-state.ts';
import { toast } from '../../lib/toast-store.ts';
import type { Job } from '../../lib/types.ts';
import { Badge } from '../ui/badge.tsx';
import { Button, buttonClass } from '../ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { Notice } from '../ui/notice.tsx';
import { ScreenLoading } from '../ui/spinner.tsx';
import { StatCard } from './stat-card.tsx';

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

const serverMessage = (error: unknown) => (error instanceof ApiError ? error.serverMessage : '');

/** `initialJobs`: the list the dashboard's loader brought (ADR 112); without it, fetched on mount. */
export function ProcessingHistory({ initialJobs }: { initialJobs?: AdminJob[] }) {
  const query = usePolledJson<AdminJob[]>('/api/admin/jobs', null, { initialData: initialJobs });
  const jobs = useMemo(() => query.data ?? [], [query.data]);
  const stats = useMemo(() => jobStats(jobs), [jobs]);
  const [busy, setBusy] = useState<'cleanup' | 'delete' | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const cleanup = async () => {
    setBusy('cleanup');
    try {
      const { updated } = await sendJson<{ updated: number }>('POST', '/api/admin/cleanup-stale-jobs');
      toast({ ...ADMIN_MESSAGES.cleanupDone(updated), variant: 'success' });
      await query.refetch();
    } catch (error) {
      toast({ title: 'Cleanup Failed', description: serverMessage(error) || ADMIN_MESSAGES.cleanupFailed, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  const deleteFailed = async () => {
    setBusy('delete');
    try {
      const { deleted } = await sendJson<{ deleted: number }>('POST', '/api/admin/delete-failed-jobs');
      toast({ ...ADMIN_MESSAGES.deletionDone(deleted), variant: 'success' });
      await query.refetch();
    } catch (error) {
      toast({ title: 'Deletion Failed', description: serverMessage(error) || ADMIN_MESSAGES.deletionFailed, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  if (query.data === null && query.loading) return <ScreenLoading label="Loading jobs..." />;
  if (query.data === null) return <Notice tone="danger">Failed to load jobs. Please try refreshing the page.</Notice>;

  const failedCount = jobs.filter((j) => j.status === 'failed').length;
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-5" data-testid="admin-job-stats">
        <StatCard label="Documents" value={stats.documents} />
        <StatCard label="Citations" value={stats.citations} hint={`${stats.perDocument.citations} per document`} />
        <StatCard label="References" value={stats.references} hint={`${stats.perDocument.references} per document`} />
        <StatCard label="BibTeX entries" value={stats.bibtexEntries} hint={`${stats.perDocument.bibtexEntries} per document`} />
        <StatCard label="Duration" value={formatSeconds(stats.durationSeconds)} hint={`${formatSeconds(stats.perDocument.durationSeconds)} per document`} />
      </div>

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
            <Button variant="destructive-outline" size="sm" onClick={() => setConfirmDelete(true)} disabled={busy !== null || failedCount === 0} aria-busy={busy === 'delete'}>
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              Delete failed jobs ({failedCount})
            </Button>
          </div>
        </CardHeader>
        <CardContent>
          {jobs.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-500">No jobs found</p>
          ) : (
            <div className="relative -mx-2 overflow-x-auto">
              <table className="w-full min-w-[52rem] text-left text-sm" data-testid="admin-jobs-table">
                <thead className="text-xs uppercase tracking-wide text-slate-500">
                  <tr>
                    <th className="px-2 py-2 font-medium">Job ID</th>
                    <th className="px-2 py-2 font-medium">User</th>
                    <th className="px-2 py-2 font-medium">File</th>
                    <th className="px-2 py-2 font-medium">Status</th>
                    <th className="px-2 py-2 font-medium">Created</th>
                    <th className="px-2 py-2 font-medium">Completed</th>
                    <th className="px-2 py-2 font-medium">Duration</th>
                    <th className="px-2 py-2 text-right font-medium">Credits</th>
                    <th className="px-2 py-2 font-medium"><span className="sr-only">Results</span></th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {jobs.map((job) => (
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
                        {formatDateTime(job.createdAt)}
                      </td>
                      <td className="whitespace-nowrap px-2 py-2 text-slate-600" suppressHydrationWarning>
                        {job.completedAt ? formatDateTime(job.completedAt) : '—'}
                      </td>
                      <td className="whitespace-nowrap px-2 py-2 tabular-nums text-slate-600" suppressHydrationWarning>
                        {formatAdminDuration(job.createdAt, job.completedAt, job.status)}
                      </td>
                      <td className="px-2 py-2 text-right tabular-nums">{adminCreditsForJob(job.bibtexEntries)}</td>
                      <td className="px-2 py-2 text-right">
                        <Link to={`/results?jobId=${encodeURIComponent(job.id)}`} className={buttonClass('link', 'sm')}>
                          View
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
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
