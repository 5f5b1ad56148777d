import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface AdminColumn {
  label: string;
  /** Numbers line up on the right. */
  align?: 'right';
  /** A column without a visible heading (its label is for screen readers only). */
  hidden?: boolean;
}

/**
 * The table of the admin screens: one row per item of `rows` (drawn by `row`), scrolling sideways
 * inside its card on narrow screens under small uppercase headings. `minWidth` (a Tailwind min-w-…
 * class) keeps wide tables readable on a phone. With `empty`, a list without rows shows that line
 * instead of the table.
 */
export function AdminTable<T>({
  columns,
  rows,
  row,
  empty,
  minWidth,
  testId,
  bodyClassName,
}: {
  columns: AdminColumn[];
  rows: readonly T[];
  row: (item: T) => ReactNode;
  empty?: string;
  minWidth?: string;
  testId?: string;
  bodyClassName?: string;
}) {
  if (empty !== undefined && rows.length === 0) return <p className="py-6 text-center text-sm text-slate-500">{empty}</p>;
  return (
    <div className="relative -mx-2 overflow-x-auto">
      <table className={cn('w-full', minWidth, 'text-left text-sm')} data-testid={testId}>
        <thead className="text-xs uppercase tracking-wide text-slate-500">
          <tr>
            {columns.map((column) => (
              <th key={column.label} className={column.align === 'right' ? 'px-2 py-2 text-right font-medium' : 'px-2 py-2 font-medium'}>
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={cn('divide-y divide-slate-100', bodyClassName)}>{rows.map(row)}</tbody>
      </table>
    </div>
  );
}
