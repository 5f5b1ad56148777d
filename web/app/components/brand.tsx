import { Link } from '@remix-run/react';
import { BookMarked } from 'lucide-react';

export function BrandMark({ className = 'h-9 w-9' }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center justify-center rounded-xl bg-gradient-to-br from-indigo-600 to-sky-500 text-white shadow-sm ${className}`}
      aria-hidden="true"
    >
      <BookMarked className="h-[55%] w-[55%]" />
    </span>
  );
}

/** Brand and tagline, linking to / (spec §2 header). */
export function Brand() {
  return (
    <Link
      to="/"
      className="group flex min-w-0 items-center gap-2.5 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2"
    >
      <BrandMark />
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="text-base font-semibold tracking-tight text-slate-900 group-hover:text-indigo-700">cite-repair</span>
        <span className="truncate text-[11px] font-medium text-slate-500 sm:text-xs">AI-Powered Citation Repair</span>
      </span>
    </Link>
  );
}
