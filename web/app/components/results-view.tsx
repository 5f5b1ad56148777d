// The results view (spec §2, in /analysis and /results): counters, processing summary, downloads,
// detailed logs, next steps, and the zero-citation 'Document Format Not Supported' state.
import { Link } from '@remix-run/react';
import { SUPPORTED_FORMATS } from '@cite-repair/citation-core/catalogue';
import { ChevronDown, CircleCheck, Clock, FileArchive, FileText, FileWarning, Braces, Download, FilePlus2, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { formatDate, formatJobDuration, formatPercent } from '../lib/format.ts';
import { useDisplayTimeZone } from '../lib/hooks/use-hydrated.ts';
import { LocalTime } from './local-time.tsx';
import { parseProcessingLogs } from '../lib/processing-logs.ts';
import type { Job } from '../lib/types.ts';
import { formOf, NEXT_STEPS, STYLES } from '../lib/output-forms.ts';
import { filesRetention } from '../lib/retention.ts';
import { countPrivateLinks, documentNoticesBeside, uncheckedNotice } from '../lib/unchecked-notice.ts';
import { CitationLogList } from './citation-log.tsx';
import { ExportGuide } from './export-guide.tsx';
import { buttonClass } from './ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from './ui/card.tsx';
import { Notice } from './ui/notice.tsx';

/** Credits used (spec §9): what the server charged, else max(1, bibtexEntries). */
export function creditsUsed(job: Job): number {
  if (job.creditsUsed !== null && job.creditsUsed !== undefined) return job.creditsUsed;
  return Math.max(1, job.bibtexEntries ?? 0);
}

function Counter({ label, value, tone, testId, className }: { label: string; value: number; tone: string; testId: string; className?: string }) {
  return (
    <div className={cn('rounded-xl border border-slate-200 bg-white p-4', className)}>
      <p className={cn('text-2xl font-semibold tabular-nums sm:text-3xl', tone)} data-testid={testId}>
        {value.toLocaleString('en-US')}
      </p>
      <p className="mt-1 text-xs font-medium uppercase tracking-wide text-slate-500">{label}</p>
    </div>
  );
}

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5">
      <dt className="shrink-0 whitespace-nowrap text-sm text-slate-600">{label}</dt>
      <dd className="text-right text-sm font-medium tabular-nums text-slate-900">{children}</dd>
    </div>
  );
}

function DownloadCard({ href, icon, title, text, testId }: { href: string; icon: ReactNode; title: string; text: string; testId: string }) {
  return (
    <a
      href={href}
      download
      data-testid={testId}
      className="group flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 transition hover:border-indigo-300 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
    >
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 group-hover:bg-indigo-600 group-hover:text-white">
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold text-slate-900">{title}</span>
        <span className="block text-xs text-slate-500">{text}</span>
      </span>
      <Download className="h-4 w-4 shrink-0 text-slate-400 group-hover:text-indigo-600" aria-hidden="true" />
    </a>
  );
}

function DetailedLogs({ job }: { job: Job }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const logs = parseProcessingLogs(job.processingLogs);
  return (
    <Card>
      <CardHeader className="pb-5">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((v) => !v)}
          className="flex w-full items-center justify-between gap-3 rounded-lg text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          <span className="text-base font-semibold text-slate-900">{open ? 'Hide Detailed Processing Logs' : 'Show Detailed Processing Logs'}</span>
          <ChevronDown className={cn('h-5 w-5 text-slate-500 transition-transform', open && 'rotate-180')} aria-hidden="true" />
        </button>
      </CardHeader>
      {open ? (
        <div id={id} className="border-t border-slate-100">
          <CitationLogList entries={logs} emptyText="No detailed processing logs available" className="h-80" />
        </div>
      ) : null}
    </Card>
  );
}

/** What the library said of the document as a whole (which list it read, citations matching nothing): shown, not folded away. */
function DocumentNotices({ job }: { job: Job }) {
  const notices = documentNoticesBeside(parseProcessingLogs(job.processingLogs));
  if (notices.length === 0) return null;
  return (
    <Notice tone="warning" title="About this document" data-testid="document-notices">
      <ul className="list-disc space-y-1 pl-4">
        {notices.map((entry, i) => (
          <li key={`${entry.id}-${i}`} className="[overflow-wrap:anywhere]">
            {entry.message}
          </li>
        ))}
      </ul>
    </Notice>
  );
}

/** References that were not looked up (services silent, or a private link): the job completed, but they were not checked (nor charged). */
function UncheckedReferences({ job }: { job: Job }) {
  const notice = uncheckedNotice(job.uncheckedReferences, job.bibtexEntries, countPrivateLinks(parseProcessingLogs(job.processingLogs)));
  if (!notice) return null;
  return (
    <Notice tone="warning" title={notice.title} data-testid="unchecked-notice">
      {notice.text}
    </Notice>
  );
}

/** The core's reason without the heading the page already shows: "Document Format Not Supported: no …" → "No …". */
function withoutHeading(reason: string): string {
  const rest = reason.replace(/^Document Format Not Supported:\s*/, '');
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

export function UnsupportedFormat({ job }: { job: Job }) {
  return (
    <div className="space-y-6" data-testid="unsupported-format">
      <Card>
        <CardContent className="flex flex-col items-center py-10 text-center">
          <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-amber-50 text-amber-600">
            <FileWarning className="h-7 w-7" aria-hidden="true" />
          </span>
          <h1 className="mt-4 text-xl font-semibold text-slate-900 sm:text-2xl">No Citations Found</h1>
          <p className="mt-1 break-words text-sm text-slate-500">{job.filename}</p>
          <h2 className="mt-6 text-lg font-semibold text-slate-900">Document Format Not Supported</h2>
          {job.unsupportedReason ? (
            <p className="mt-2 max-w-xl text-sm font-medium text-slate-800 [overflow-wrap:anywhere]" data-testid="unsupported-reason">
              {withoutHeading(job.unsupportedReason)}
            </p>
          ) : null}
          <p className="mt-2 max-w-xl text-sm text-slate-600">
            We could not find numbered citations with a matching reference list in this document. No credits were used. These formats are supported:
          </p>
          <ul className="mt-4 w-full max-w-xl space-y-2 text-left text-sm text-slate-700">
            {SUPPORTED_FORMATS.map((format) => (
              <li key={format} className="flex gap-2 rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
                <CircleCheck className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
                {format}
              </li>
            ))}
          </ul>
          <p className="mt-4 max-w-xl text-xs text-slate-500">Author-year citations such as (Smith, 2020) are not supported.</p>
          <div className="mt-6 w-full max-w-xl">
            <ExportGuide variant="compact" />
          </div>
          <Link to="/" className={`${buttonClass('primary')} mt-6`}>
            <FilePlus2 className="h-4 w-4" aria-hidden="true" />
            Process Another Document
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}

export function ResultsView({ job, onProcessAnother }: { job: Job; onProcessAnother?: () => void }) {
  const zone = useDisplayTimeZone();
  if (job.unsupportedFormat || (job.citationsFound ?? 0) === 0) return <UnsupportedFormat job={job} />;
  const base = `/api/download/${encodeURIComponent(job.id)}`;
  // Jobs made before the choice existed were written with RTF Scan markers and have no other forms.
  const others = job.otherForms ?? [];
  const output = job.output ?? { marker: 'rtf' as const, style: '' };
  const form = formOf(output.marker);
  const styleTitle = STYLES.find((s) => s.id === output.style)?.title;
  const steps = NEXT_STEPS[output.marker];
  const retention = filesRetention(job);
  return (
    <div className="space-y-6" data-testid="results-view">
      <Card>
        <CardContent className="flex items-center gap-4">
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-emerald-50 text-emerald-600">
            <CircleCheck className="h-7 w-7" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h1 className="text-xl font-semibold text-slate-900 sm:text-2xl">Processing Complete</h1>
            <p className="mt-0.5 break-words text-sm text-slate-500">{job.filename}</p>
          </div>
        </CardContent>
      </Card>

      <UncheckedReferences job={job} />

      <DocumentNotices job={job} />

      <section aria-label="Counters" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <Counter label="Citations Found" value={job.citationsFound ?? 0} tone="text-indigo-700" testId="count-citations" />
        <Counter label="BibTeX Entries" value={job.bibtexEntries ?? 0} tone="text-emerald-700" testId="count-bibtex" />
        <Counter label="Not Cited in Text" value={job.orphanedReferences ?? 0} tone="text-amber-600" testId="count-orphaned" />
        <Counter label="Duplicates Removed" value={job.duplicateRefsRemoved ?? 0} tone="text-sky-700" testId="count-duplicates" />
        <Counter label="Credits Used" value={creditsUsed(job)} tone="text-slate-900" testId="count-credits" className="col-span-2 sm:col-span-1" />
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Processing Summary</CardTitle>
          </CardHeader>
          <CardContent className="pt-2">
            <dl className="divide-y divide-slate-100">
              <SummaryRow label="Bibliography Entries Found">{job.totalBibliographyEntries ?? 0}</SummaryRow>
              <SummaryRow label="Successfully Processed">{job.successfulLookups ?? 0}</SummaryRow>
              <SummaryRow label="Processing Rate">{formatPercent(job.metadataFoundPercentage)}</SummaryRow>
              <SummaryRow label="Job Started At">
                <LocalTime iso={job.createdAt} format="datetime" />
              </SummaryRow>
              <SummaryRow label="Job Completed At">
                <LocalTime iso={job.completedAt} format="datetime" />
              </SummaryRow>
              <SummaryRow label="Job Duration">{formatJobDuration(job.createdAt, job.completedAt)}</SummaryRow>
            </dl>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Download Files</CardTitle>
            {retention.state === 'kept' ? (
              <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-500" data-testid="files-available-until">
                <Clock className="h-4 w-4 shrink-0" aria-hidden="true" />
                Available until {formatDate(retention.until, zone)}
              </p>
            ) : null}
          </CardHeader>
          <CardContent className="space-y-3 pt-2">
            {retention.state === 'deleted' ? (
              <div className="flex gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200" data-testid="files-deleted">
                <Trash2 className="mt-0.5 h-5 w-5 shrink-0 text-slate-400" aria-hidden="true" />
                <div>
                  <p className="text-sm font-semibold text-slate-900">Files deleted</p>
                  <p className="mt-0.5 text-sm text-slate-600">
                    {retention.days !== null
                      ? `These files were deleted on ${formatDate(retention.on, zone)}, ${retention.days} day${retention.days === 1 ? '' : 's'} after processing: results are kept for a limited time.`
                      : `These files were deleted on ${formatDate(retention.on, zone)}: results are kept for a limited time.`}{' '}
                    The summary and logs stay here; upload the document again to get new files.
                  </p>
                </div>
              </div>
            ) : (
              <>
                <DownloadCard
                  href={`${base}/document`}
                  icon={<FileText className="h-5 w-5" />}
                  title="Rewritten Document"
                  text={`${form.download}${output.marker === 'fields' || output.marker === 'mendeley' ? (styleTitle ? ` · ${styleTitle}` : '') : ''}`}
                  testId="download-document"
                />
                <DownloadCard
                  href={`${base}/bibtex`}
                  icon={<Braces className="h-5 w-5" />}
                  title="BibTeX File"
                  text="The .bib file to import into your library"
                  testId="download-bibtex"
                />
                <DownloadCard
                  href={`${base}/zip`}
                  icon={<FileArchive className="h-5 w-5" />}
                  title="Complete Package"
                  text={others.length > 0 ? 'A .zip with the document, the BibTeX, CSL-JSON and RIS files' : 'A .zip with the document and the BibTeX file'}
                  testId="download-zip"
                />
                {others.length > 0 ? (
                  <>
                    <DownloadCard
                      href={`${base}/csljson`}
                      icon={<Braces className="h-5 w-5" />}
                      title="CSL-JSON File"
                      text="The same items the citations carry: Zotero's File → Import"
                      testId="download-csljson"
                    />
                    <DownloadCard
                      href={`${base}/ris`}
                      icon={<Braces className="h-5 w-5" />}
                      title="RIS File"
                      text="For EndNote, Mendeley and other managers"
                      testId="download-ris"
                    />
                    <div className="rounded-xl border border-dashed border-slate-200 p-4" data-testid="download-other-forms">
                      <p className="text-sm font-semibold text-slate-900">The document in another form</p>
                      <ul className="mt-2 space-y-1.5 text-sm">
                        {others.map((id) => (
                          <li key={id}>
                            <a className="font-medium text-indigo-700 underline-offset-2 hover:underline" href={`${base}/document-${id}`} download>
                              {formOf(id).download}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </div>
                  </>
                ) : null}
              </>
            )}
          </CardContent>
        </Card>
      </div>

      <DetailedLogs job={job} />

      <Card>
        <CardHeader>
          <CardTitle>Next Steps</CardTitle>
          <p className="mt-1 text-sm text-slate-500" data-testid="next-steps-form">
            For the downloaded document: {form.label}
          </p>
        </CardHeader>
        <CardContent className="pt-2">
          <ol className="grid gap-3 md:grid-cols-2">
            {steps.map((step, i) => (
              <li key={step.title} className="flex gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
                <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-xs font-semibold text-white">{i + 1}</span>
                <div>
                  <p className="text-sm font-semibold text-slate-900">{step.title}</p>
                  <p className="mt-0.5 text-sm text-slate-600">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>

      <div className="flex justify-center">
        <Link to="/" className={buttonClass('primary', 'lg')} onClick={onProcessAnother}>
          <FilePlus2 className="h-4 w-4" aria-hidden="true" />
          Process Another Document
        </Link>
      </div>
    </div>
  );
}
