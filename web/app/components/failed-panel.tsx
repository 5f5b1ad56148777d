import { Link } from '@remix-run/react';
import { CircleSlash, CircleX, Coins, FilePlus2, RefreshCw } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { creditsNeeded, isCancelledJob, isDocumentRefusedJob, isInsufficientCreditsJob } from '../lib/job-state.ts';
import { shortenJobError } from '../lib/shorten-error.ts';
import type { Job } from '../lib/types.ts';
import { useCredits } from './app-data.tsx';
import { ClearSessionButton } from './clear-session-button.tsx';
import { Button, buttonClass } from './ui/button.tsx';

export const UNEXPECTED_ERROR = 'An unexpected error occurred during processing.';

export const CANCELLED_TEXT = 'The document processing has been stopped.';

/**
 * Spec §2 'Processing Failed' panel with the cleaned-up error. A job the user cancelled is stored as
 * failed too, but it did not go wrong: it shows "Cancelled" in a neutral tone.
 */
export function FailedPanel({
  job,
  onRetry,
  retrying = false,
  onClearSession,
}: {
  job: Job;
  onRetry?: () => void;
  /** A retry request is on its way: the button waits. */
  retrying?: boolean;
  onClearSession?: () => void;
}) {
  const { credits } = useCredits();
  const cancelled = isCancelledJob(job);
  const shortOfCredits = isInsufficientCreditsJob(job);
  const needed = shortOfCredits ? creditsNeeded(job) : null;
  // Retrying a job refused for too few credits fails the same way until the balance covers it
  // (after a purchase it does, and the button comes back).
  // A document refused for the file itself fails the same way again: the way on is a fixed file.
  const canRetry = Boolean(onRetry) && !isDocumentRefusedJob(job) && (!shortOfCredits || (needed !== null && credits >= needed));
  const message = cancelled ? CANCELLED_TEXT : job.errorMessage ? shortenJobError(job.errorMessage) : UNEXPECTED_ERROR;
  const Icon = cancelled ? CircleSlash : CircleX;
  return (
    <section
      className={cn('rounded-2xl border bg-white p-6 shadow-sm sm:p-8', cancelled ? 'border-slate-200' : 'border-red-200')}
      data-testid={cancelled ? 'cancelled-panel' : 'failed-panel'}
      aria-labelledby="failed-title"
    >
      <div className="flex flex-col items-center text-center">
        <span className={cn('flex h-14 w-14 items-center justify-center rounded-2xl', cancelled ? 'bg-slate-100 text-slate-500' : 'bg-red-50 text-red-600')}>
          <Icon className="h-7 w-7" aria-hidden="true" />
        </span>
        <h1 id="failed-title" className="mt-4 text-xl font-semibold text-slate-900 sm:text-2xl">
          {cancelled ? 'Cancelled' : 'Processing Failed'}
        </h1>
        <p className="mt-1 break-words text-sm text-slate-500">{job.filename}</p>
        <p
          className={cn(
            'mt-4 max-w-xl rounded-xl px-4 py-3 text-sm [overflow-wrap:anywhere]',
            cancelled ? 'bg-slate-50 text-slate-700' : 'bg-red-50 text-red-800',
          )}
          data-testid="failed-message"
        >
          {message}
        </p>
        {shortOfCredits ? (
          <p className="mt-3 flex items-center gap-1.5 text-sm text-slate-700" data-testid="purchase-credits">
            <Coins className="h-4 w-4 shrink-0 text-amber-600" aria-hidden="true" />
            <Link to="/settings?tab=credits" className="font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-900">
              Purchase credits to continue.
            </Link>
          </p>
        ) : null}
        <div className="mt-6 flex w-full flex-col justify-center gap-2 sm:w-auto sm:flex-row">
          {canRetry && onRetry ? (
            <Button onClick={onRetry} disabled={retrying} aria-busy={retrying}>
              <RefreshCw className={retrying ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden="true" />
              Retry Processing
            </Button>
          ) : null}
          <Link to="/" className={buttonClass('outline')}>
            <FilePlus2 className="h-4 w-4" aria-hidden="true" />
            Try New Document
          </Link>
          {onClearSession ? <ClearSessionButton variant="ghost" onClick={onClearSession} /> : null}
        </div>
      </div>
    </section>
  );
}
