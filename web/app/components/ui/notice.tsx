import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

const TONES = {
  info: { box: 'border-sky-200 bg-sky-50 text-sky-900', icon: Info, iconClass: 'text-sky-600' },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-900', icon: TriangleAlert, iconClass: 'text-amber-600' },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-900', icon: CircleCheck, iconClass: 'text-emerald-600' },
  danger: { box: 'border-red-200 bg-red-50 text-red-900', icon: CircleAlert, iconClass: 'text-red-600' },
} as const;

export interface NoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone?: keyof typeof TONES;
  title?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}

/** An inline message box (not a toast). */
export function Notice({ tone = 'info', title, icon, action, className, children, ...props }: NoticeProps) {
  const { box, icon: Icon, iconClass } = TONES[tone];
  return (
    <div className={cn('flex gap-3 rounded-xl border p-4 text-sm', box, className)} {...props}>
      <span className={cn('mt-0.5 shrink-0', iconClass)} aria-hidden="true">
        {icon ?? <Icon className="h-5 w-5" />}
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="leading-relaxed">{children}</div> : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}
