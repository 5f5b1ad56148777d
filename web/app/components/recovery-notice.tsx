// Spec §2 welcome-back notice: recent jobs of the last 30 minutes with a View button each.
import { History, X } from 'lucide-react';
import { LocalTime } from './local-time.tsx';
import type { RecoveryNotice as Notice } from '../lib/recovery.ts';
import type { Job } from '../lib/types.ts';
import { JobStatusIcon } from './job-status-icon.tsx';
import { failedText, isCancelledJob } from '../lib/job-state.ts';
import { Button } from './ui/button.tsx';

export function RecoveryNotice({ notice, onView, onDismiss }: { notice: Notice; onView: (job: Job) => void; onDismiss: () => void }) {
  const counts = [
    notice.completed ? `${notice.completed} completed` : null,
    notice.processing ? `${notice.processing} still processing` : null,
    notice.failed ? failedText(notice) : null,
  ].filter(Boolean);
  return (
    <section aria-labelledby="recovery-title" className="rounded-2xl border border-indigo-200 bg-indigo-50/60 p-4 sm:p-5" data-testid="recovery-notice">
      <div className="flex items-start gap-3">
        <History className="mt-0.5 h-5 w-5 shrink-0 text-indigo-600" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id="recovery-title" className="font-semibold text-indigo-950">
            Welcome back!
          </h2>
          <p className="mt-0.5 text-sm text-indigo-900/80">Your recent documents: {counts.join(', ')}.</p>
        </div>
        <Button variant="ghost" size="icon" onClick={onDismiss} aria-label="Dismiss" className="-mr-2 -mt-2 text-indigo-900/70">
          <X className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
      <ul className="mt-3 divide-y divide-indigo-100 overflow-hidden rounded-xl border border-indigo-100 bg-white sm:ml-8">
        {notice.listed.map((job) => (
          <li key={job.id} className="flex items-center gap-3 px-3 py-2.5">
            <JobStatusIcon status={job.status} cancelled={isCancelledJob(job)} className="h-4 w-4 shrink-0" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900" title={job.filename}>
                {job.filename}
              </p>
              <p className="text-xs text-slate-500">
                <LocalTime iso={job.createdAt} format="relative" />
              </p>
            </div>
            <Button size="sm" variant="outline" onClick={() => onView(job)} aria-label={`View ${job.filename}`}>
              View
            </Button>
          </li>
        ))}
      </ul>
      {notice.more > 0 ? <p className="mt-2 text-sm text-indigo-900/80 sm:ml-8">And {notice.more} more</p> : null}
    </section>
  );
}
