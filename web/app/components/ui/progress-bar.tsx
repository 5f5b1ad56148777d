import * as Progress from '@radix-ui/react-progress';
import { cn } from '../../lib/cn.ts';

export function ProgressBar({ value, label, className }: { value: number; label: string; className?: string }) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <Progress.Root value={clamped} max={100} aria-label={label} className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-slate-200', className)}>
      <Progress.Indicator
        className="h-full rounded-full bg-gradient-to-r from-indigo-500 to-sky-500 transition-[width] duration-500 ease-out"
        style={{ width: `${clamped}%` }}
      />
    </Progress.Root>
  );
}
