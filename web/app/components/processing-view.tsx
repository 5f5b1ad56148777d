// The progress view of a processing job (spec §2 /analysis): e-mail notice, 5-step tracker, live
// citation log, start time, 'Cancel Processing', and the additional-references banner below 85%.
import { Clock, Mail, Search, X } from 'lucide-react';
import { EXTRA_REFERENCES_BANNER_BELOW } from '../lib/constants.ts';
import { LocalTime } from './local-time.tsx';
import { parseProcessingLogs } from '../lib/processing-logs.ts';
import type { Job } from '../lib/types.ts';
import { CitationLogList } from './citation-log.tsx';
import { ProgressTracker } from './progress-tracker.tsx';
import { Button } from './ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from './ui/card.tsx';
import { Notice } from './ui/notice.tsx';
import { ProgressBar } from './ui/progress-bar.tsx';

export interface ProcessingViewProps {
  job: Job;
  /** Completed, shown during the short pause before the results (spec §4 Completion). */
  finishing?: boolean;
  cancelling: boolean;
  onCancel: (() => void) | null;
}

export function ProcessingView({ job, finishing = false, cancelling, onCancel }: ProcessingViewProps) {
  const progress = finishing ? 100 : job.progress;
  const logs = parseProcessingLogs(job.processingLogs);
  const started = job.startedAt ?? job.createdAt;
  return (
    <div className="space-y-6" data-testid="processing-view">
      <Card>
        <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <p className="text-sm font-medium text-sky-700">{finishing ? 'Finishing up' : 'Processing your document'}</p>
            <CardTitle as="h1" className="mt-1 break-words text-xl sm:text-2xl">
              {job.filename}
            </CardTitle>
            <p className="mt-2 flex items-start gap-1.5 text-sm text-slate-500">
              <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <span>
                Processing started at <LocalTime iso={started} format="datetime" />
              </span>
            </p>
          </div>
          {onCancel ? (
            <Button variant="destructive-outline" onClick={onCancel} disabled={cancelling || finishing} className="self-start">
              <X className="h-4 w-4" aria-hidden="true" />
              {cancelling ? 'Cancelling...' : 'Cancel Processing'}
            </Button>
          ) : null}
        </CardHeader>
        <CardContent className="space-y-5">
          <div>
            <div className="mb-2 flex items-baseline justify-between gap-4 text-sm">
              <span className="font-medium text-slate-700" aria-live="polite" data-testid="current-step">
                {finishing ? 'Processing complete' : (job.currentStep ?? 'Processing...')}
              </span>
              <span className="tabular-nums font-semibold text-slate-900" data-testid="progress-percent">
                {Math.round(progress)}%
              </span>
            </div>
            <ProgressBar value={progress} label="Processing progress" />
          </div>
          <ProgressTracker progress={progress} completed={finishing} />
          <Notice tone="info" icon={<Mail className="h-5 w-5" />}>
            You can navigate away from this page: processing continues on our servers, and we will e-mail you when your document is ready.
          </Notice>
          {progress < EXTRA_REFERENCES_BANNER_BELOW ? (
            <Notice tone="warning" icon={<Search className="h-5 w-5" />} title="Analyzing additional references" data-testid="extra-references-banner">
              Some references need more than one lookup strategy (database, preprint server, web page, AI search). Long reference lists can take a few minutes.
            </Notice>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="flex-row items-center justify-between">
          <CardTitle>Live Citation Analysis</CardTitle>
          <span className="text-sm text-slate-500" aria-live="polite">
            {logs.length} {logs.length === 1 ? 'citation' : 'citations'} analysed
          </span>
        </CardHeader>
        <CardContent className="px-0 pb-2 sm:px-0">
          <CitationLogList entries={logs} newestFirst emptyText="Waiting for the first citations..." className="max-h-80 border-t border-slate-100" />
        </CardContent>
      </Card>
    </div>
  );
}
