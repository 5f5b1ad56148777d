import { Link } from '@remix-run/react';
import { CircleX, FilePlus2, RefreshCw, RotateCcw } from 'lucide-react';
import { shortenJobError } from '../lib/shorten-error.ts';
import type { Job } from '../lib/types.ts';
import { Button, buttonClass } from './ui/button.tsx';

export const UNEXPECTED_ERROR = 'An unexpected error occurred during processing.';

/** Spec §2 'Processing Failed' panel with the cleaned-up error. */
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
  const message = job.errorMessage ? shortenJobError(job.errorMessage) : UNEXPECTED_ERROR;
  return (
    <section className="rounded-2xl border border-red-200 bg-white p-6 shadow-sm sm:p-8" data-testid="failed-panel" aria-labelledby="failed-title">
      <div className="flex flex-col items-center text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-red-50 text-red-600">
          <CircleX className="h-7 w-7" aria-hidden="true" />
        </span>
        <h1 id="failed-title" className="mt-4 text-xl font-semibold text-slate-900 sm:text-2xl">
          Processing Failed
        </h1>
        <p className="mt-1 break-words text-sm text-slate-500">{job.filename}</p>
        <p className="mt-4 max-w-xl rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 [overflow-wrap:anywhere]" data-testid="failed-message">
          {message}
        </p>
        <div className="mt-6 flex w-full flex-col justify-center gap-2 sm:w-auto sm:flex-row">
          {onRetry ? (
            <Button onClick={onRetry} disabled={retrying} aria-busy={retrying}>
              <RefreshCw className={retrying ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden="true" />
              Retry Processing
            </Button>
          ) : null}
          <Link to="/" className={buttonClass('outline')}>
            <FilePlus2 className="h-4 w-4" aria-hidden="true" />
            Try New Document
          </Link>
          {onClearSession ? (
            <Button variant="ghost" onClick={onClearSession}>
              <RotateCcw className="h-4 w-4" aria-hidden="true" />
              Clear Session
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
