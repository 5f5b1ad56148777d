// The upload screen (spec §2, / when signed in): upload card, features, the no-credit notice, the
// processing-in-progress card, the welcome-back notice, tips, export guide and the manual-steps box.
import { Link, useNavigate } from '@remix-run/react';
import { Check, Coins, Sparkles } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { JOB_POLL_HOME_MS, REDIRECT_AFTER_UPLOAD_MS } from '../lib/constants.ts';
import { usePolledJson } from '../lib/hooks/use-polled-json.ts';
import { dismissRecovery, readRecoveryDismissedAt, recoveryNotice } from '../lib/recovery.ts';
import {
  clearSessionJob,
  isKnownStatus,
  isPlaceholderJob,
  makeFailedUploadJob,
  makeUploadedJob,
  makeUploadingJob,
  readSessionJob,
  writeSessionJob,
} from '../lib/session-job.ts';
import { toast } from '../lib/toast-store.ts';
import type { Job, PublicConfig, UserDto } from '../lib/types.ts';
import { describeUploadError, uploadDocument, uploadToastText } from '../lib/upload.ts';
import { hasEnoughCredits, NO_CREDITS, validateFile } from '../lib/validate-file.ts';
import { useCredits, useJobs } from './app-data.tsx';
import { ExportGuide } from './export-guide.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { ManualStepsBox } from './manual-steps-box.tsx';
import { OutputChoice, readStoredOutput } from './output-choice.tsx';
import { DEFAULT_FORM, DEFAULT_STYLE } from '../lib/output-forms.ts';
import type { OutputOptions } from '../lib/output-forms.ts';
import { ProcessingInProgressCard } from './processing-in-progress-card.tsx';
import { RecoveryNotice } from './recovery-notice.tsx';
import { Button } from './ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card.tsx';
import { Notice } from './ui/notice.tsx';
import { Page } from './ui/page.tsx';
import { UploadDropzone } from './upload-card.tsx';
import { UploadTips } from './upload-tips.tsx';

const FEATURES = [
  'Generate citation keys in lastname+year format',
  'Rewrite the document with reference-manager markers',
  'Export a BibTeX file for import',
] as const;

export function UploadScreen({ user, config }: { user: UserDto; config: PublicConfig }) {
  const navigate = useNavigate();
  const { credits } = useCredits();
  const { jobs, refetch: refetchJobs } = useJobs();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploadFraction, setUploadFraction] = useState<number | null>(null);
  // undefined until session storage has been read (after hydration).
  const [sessionJob, setSessionJob] = useState<Job | null | undefined>(undefined);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [output, setOutput] = useState<OutputOptions>({ marker: DEFAULT_FORM, style: DEFAULT_STYLE });
  useEffect(() => setOutput(readStoredOutput()), []);

  useEffect(() => {
    setSessionJob(readSessionJob());
    setDismissedAt(readRecoveryDismissedAt(user.id));
    setNow(Date.now());
  }, [user.id]);

  // The tab's current job is polled every 2 s while it is processing (spec §7).
  const trackedId = sessionJob && !isPlaceholderJob(sessionJob) && sessionJob.status === 'processing' && !busy ? sessionJob.id : null;
  const tracked = usePolledJson<Job>(trackedId ? `/api/jobs/${trackedId}` : null, JOB_POLL_HOME_MS);
  useEffect(() => {
    const fresh = tracked.data;
    if (!fresh || busy) return;
    if (!isKnownStatus(fresh.status)) {
      clearSessionJob();
      setSessionJob(null);
      return;
    }
    writeSessionJob(fresh);
    setSessionJob(fresh);
  }, [tracked.data, busy]);
  useEffect(() => {
    // A job that no longer exists (deleted elsewhere) stops being the current one.
    if (tracked.error && 'status' in tracked.error && (tracked.error as { status: number }).status === 404) {
      clearSessionJob();
      setSessionJob(null);
    }
  }, [tracked.error]);

  const processingJob = useMemo(() => {
    if (sessionJob && sessionJob.status === 'processing' && !isPlaceholderJob(sessionJob)) return sessionJob;
    return jobs?.find((j) => j.status === 'processing') ?? null;
  }, [sessionJob, jobs]);

  const noCredits = !hasEnoughCredits(credits);
  const blocked = processingJob !== null;

  const notice = sessionJob === undefined ? null : recoveryNotice({ authenticated: true, hasSessionJob: sessionJob !== null, jobs, dismissedAt, now });

  const onFile = useCallback((chosen: File) => {
    const problem = validateFile(chosen);
    if (problem) {
      toast({ title: problem.title, description: problem.description, variant: 'destructive' });
      return;
    }
    setFile(chosen);
  }, []);

  const process = async () => {
    if (!file || busy) return;
    if (noCredits) {
      toast({ title: NO_CREDITS.title, description: NO_CREDITS.description, variant: 'destructive' });
      return;
    }
    setBusy(true);
    setUploadFraction(0);
    const uploading = makeUploadingJob(file.name, file.size);
    writeSessionJob(uploading, 'processing');
    // The state follows the stored job: the job being uploaded is the tab's current job, so the
    // recovery notice (spec §4: only without a current job) does not greet it as a "Welcome back".
    setSessionJob(uploading);
    toast({ title: 'Uploading document', description: 'Please wait while your document is being uploaded...' });
    try {
      const query = new URLSearchParams({ marker: output.marker, style: output.style });
      const { jobId } = await uploadDocument(file, { onProgress: setUploadFraction, url: `/api/process?${query}` });
      const uploaded = makeUploadedJob(jobId, uploading);
      writeSessionJob(uploaded, 'processing');
      setSessionJob(uploaded);
      toast({ title: 'Upload successful', description: 'Redirecting to processing page...', variant: 'success' });
      void refetchJobs();
      setTimeout(() => navigate('/analysis'), REDIRECT_AFTER_UPLOAD_MS);
    } catch (error) {
      const report = describeUploadError(error);
      writeSessionJob(makeFailedUploadJob(file.name, file.size, report.message), 'results');
      toast({ title: report.title, description: uploadToastText(error, report), variant: 'destructive' });
      navigate('/analysis');
    }
  };

  const clearSession = () => {
    clearSessionJob();
    window.location.reload();
  };

  const buttonLabel = busy ? 'Processing...' : 'Process Document with AI';

  return (
    <Page width="wide">
      <div className="mb-8 max-w-3xl">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Repair the citations in your document</h1>
        <p className="mt-2 text-slate-600">
          Upload a Word document with numbered citations. We verify each cited reference, generate citation keys and give you a rewritten document plus a BibTeX
          file for your reference manager.
        </p>
      </div>

      <div className="space-y-6">
        {notice ? (
          <RecoveryNotice
            notice={notice}
            onView={(job) => {
              writeSessionJob(job);
              navigate('/analysis');
            }}
            onDismiss={() => {
              dismissRecovery(user.id);
              setDismissedAt(Date.now());
            }}
          />
        ) : null}

        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
          <div className="space-y-6">
            <Card>
              <CardHeader>
                <CardTitle>Upload Document</CardTitle>
                <CardDescription>One Word document at a time, with numbered citations and a matching reference list.</CardDescription>
              </CardHeader>
              <CardContent className="space-y-5">
                {noCredits ? (
                  <Notice tone="warning" icon={<Coins className="h-5 w-5" />} data-testid="no-credits-notice">
                    You need credits to process documents. Each document uses credits based on the number of citations found.{' '}
                    <Link to="/settings?tab=credits" className="font-semibold underline underline-offset-2 hover:text-amber-950">
                      Purchase credits to continue.
                    </Link>
                  </Notice>
                ) : null}

                {blocked && processingJob ? (
                  <ProcessingInProgressCard job={processingJob} onClearSession={clearSession} />
                ) : (
                  <UploadDropzone file={file} disabled={noCredits || busy} onFile={onFile} onRemove={() => setFile(null)} />
                )}

                <OutputChoice value={output} onChange={setOutput} disabled={busy} />

                <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
                  <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                    <Sparkles className="h-4 w-4 text-indigo-600" aria-hidden="true" />
                    Processing Features
                  </h3>
                  <ul className="mt-2.5 space-y-1.5 text-sm text-slate-700">
                    {FEATURES.map((feature) => (
                      <li key={feature} className="flex items-start gap-2">
                        <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
                        {feature}
                      </li>
                    ))}
                  </ul>
                </div>

                <Button size="lg" className="w-full" onClick={process} disabled={!file || busy || blocked || noCredits} aria-busy={busy}>
                  {busy ? (
                    <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />
                  ) : (
                    <Sparkles className="h-4 w-4" aria-hidden="true" />
                  )}
                  {buttonLabel}
                </Button>
                {busy && uploadFraction !== null ? (
                  <p className="-mt-2 text-center text-xs text-slate-500" aria-live="polite">
                    {uploadFraction < 1 ? `Uploading... ${Math.round(uploadFraction * 100)}%` : 'Upload complete, starting processing...'}
                  </p>
                ) : null}
              </CardContent>
            </Card>
            <ManualStepsBox form={output.marker} />
          </div>

          <div className="space-y-6">
            <HowItWorks demoVideoUrl={config.demoVideoUrl} layout="stack" />
            <Card>
              <CardContent className="space-y-6">
                <UploadTips />
                <hr className="border-slate-100" />
                <ExportGuide variant="detailed" />
              </CardContent>
            </Card>
          </div>
        </div>
      </div>
    </Page>
  );
}
