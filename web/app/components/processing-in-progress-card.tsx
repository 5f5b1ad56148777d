import { Link } from '@remix-run/react';
import { Activity } from 'lucide-react';
import type { Job } from '../lib/types.ts';
import { ClearSessionButton } from './clear-session-button.tsx';
import { buttonClass } from './ui/button.tsx';
import { ProgressBar } from './ui/progress-bar.tsx';

/** Replaces the upload area while a job is processing (spec §2). */
export function ProcessingInProgressCard({ job, onClearSession }: { job: Job; onClearSession: () => void }) {
  return (
    <div className="rounded-2xl border border-sky-200 bg-sky-50/60 p-6 text-center" data-testid="processing-in-progress">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-white text-sky-600 shadow-sm ring-1 ring-sky-100">
        <Activity className="h-7 w-7 animate-pulse" aria-hidden="true" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">Processing in Progress</h3>
      <p className="mt-1 break-words text-sm text-slate-600">
        <span className="font-medium text-slate-800">{job.filename}</span> is being processed. You can upload another document when it is done.
      </p>
      <div className="mx-auto mt-4 max-w-sm">
        <ProgressBar value={job.progress} label="Processing progress" />
        <p className="mt-2 text-xs text-slate-500">{job.currentStep ?? 'Processing...'}</p>
      </div>
      <div className="mt-5 flex flex-col justify-center gap-2 sm:flex-row">
        <Link to="/analysis" className={buttonClass('primary')}>
          View Processing Status
        </Link>
        <ClearSessionButton onClick={onClearSession} />
      </div>
    </div>
  );
}
