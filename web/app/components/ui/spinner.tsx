import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2">
      <LoaderCircle className={cn('h-4 w-4 animate-spin', className)} aria-hidden="true" />
      {label ? <span>{label}</span> : <span className="sr-only">Loading</span>}
    </span>
  );
}

/** A centred loading line for a whole screen ('Loading analysis...'). */
export function ScreenLoading({ label }: { label: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-slate-600">
      <Spinner label={label} className="h-5 w-5 text-indigo-600" />
    </div>
  );
}
