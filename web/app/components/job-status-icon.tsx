import { CircleCheck, CircleSlash, CircleX, LoaderCircle } from 'lucide-react';
import type { JobStatus } from '../lib/types.ts';
import { cn } from '../lib/cn.ts';

/** A cancelled job (stored as failed) shows a neutral icon, not a red failure. */
export function JobStatusIcon({ status, className, cancelled = false }: { status: JobStatus; className?: string; cancelled?: boolean }) {
  if (status === 'failed' && cancelled) return <CircleSlash className={cn('h-5 w-5 text-slate-500', className)} aria-label="Cancelled" role="img" />;
  if (status === 'completed') return <CircleCheck className={cn('h-5 w-5 text-emerald-600', className)} aria-label="Completed" role="img" />;
  if (status === 'failed') return <CircleX className={cn('h-5 w-5 text-red-600', className)} aria-label="Failed" role="img" />;
  return <LoaderCircle className={cn('h-5 w-5 animate-spin text-sky-600', className)} aria-label="Processing" role="img" />;
}
