import type { ReactNode } from 'react';

/** A small number card of the admin screens. */
export function StatCard({ label, value, hint, testId }: { label: string; value: ReactNode; hint?: ReactNode; testId?: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" data-testid={testId}>
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">{value}</p>
      {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
    </div>
  );
}

// Whole class names, so that Tailwind finds them in this file.
const GRID_COLUMNS = { 4: 'grid grid-cols-2 gap-3 md:grid-cols-4', 5: 'grid grid-cols-2 gap-3 md:grid-cols-5' } as const;

/** The row of StatCards at the top of an admin screen: two a row on a phone, `columns` from md up. */
export function StatGrid({ columns = 4, testId, children }: { columns?: keyof typeof GRID_COLUMNS; testId?: string; children: ReactNode }) {
  return (
    <div className={GRID_COLUMNS[columns]} data-testid={testId}>
      {children}
    </div>
  );
}
