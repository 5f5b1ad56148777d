// Per-citation entries of the processing log (spec §3): citation, status, message, strategy,
// timestamp, metadata. Used live on /analysis and in the results' detailed logs.
import { CircleCheck, CircleX, LoaderCircle, TriangleAlert } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { LocalTime } from './local-time.tsx';
import { describeLogMetadata, logTone } from '../lib/processing-logs.ts';
import { shortenLogMessage } from '../lib/shorten-error.ts';
import type { ProcessingLogEntry } from '../lib/types.ts';

const TONE = {
  success: { icon: CircleCheck, className: 'text-emerald-600', label: 'success' },
  warning: { icon: TriangleAlert, className: 'text-amber-500', label: 'warning' },
  error: { icon: CircleX, className: 'text-red-600', label: 'error' },
  progress: { icon: LoaderCircle, className: 'animate-spin text-sky-600', label: 'in progress' },
} as const;

export function CitationLogEntry({ entry }: { entry: ProcessingLogEntry }) {
  const tone = TONE[logTone(entry.status)];
  const Icon = tone.icon;
  const metadata = describeLogMetadata(entry.metadata);
  return (
    <li className="flex gap-3 px-4 py-3" data-testid="log-entry">
      <Icon className={cn('mt-0.5 h-4 w-4 shrink-0', tone.className)} aria-label={tone.label} role="img" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-slate-900 [overflow-wrap:anywhere]">{entry.citation}</p>
        {entry.message ? <p className="mt-0.5 text-sm text-slate-700 [overflow-wrap:anywhere]">{shortenLogMessage(entry.message)}</p> : null}
        {metadata ? <p className="mt-0.5 text-xs text-slate-500 [overflow-wrap:anywhere]">{metadata}</p> : null}
        <p className="mt-1 flex flex-wrap gap-x-3 text-[11px] uppercase tracking-wide text-slate-400">
          {entry.strategy ? <span>{entry.strategy}</span> : null}
          {entry.timestamp ? <LocalTime iso={entry.timestamp} format="time" /> : null}
        </p>
      </div>
    </li>
  );
}

export function CitationLogList({
  entries,
  emptyText,
  className,
  newestFirst = false,
}: {
  entries: ProcessingLogEntry[];
  emptyText: string;
  className?: string;
  newestFirst?: boolean;
}) {
  if (entries.length === 0) return <p className="px-4 py-6 text-center text-sm text-slate-500">{emptyText}</p>;
  const list = newestFirst ? [...entries].reverse() : entries;
  return (
    <ul className={cn('divide-y divide-slate-100 overflow-y-auto', className)}>
      {list.map((entry, i) => (
        <CitationLogEntry key={`${entry.id}-${i}`} entry={entry} />
      ))}
    </ul>
  );
}
