// Spec §4: the five steps, green when done, blue when current, grey otherwise.
import { Check } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { PROCESSING_STEPS, stepStates } from '../lib/progress-steps.ts';

export function ProgressTracker({ progress, completed = false }: { progress: number; completed?: boolean }) {
  const states = stepStates(progress, completed);
  return (
    <ol className="grid gap-3 sm:grid-cols-5 sm:gap-2" aria-label="Processing steps">
      {PROCESSING_STEPS.map((step, i) => {
        const state = states[i];
        return (
          <li
            key={step.title}
            data-step={i + 1}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
            className={cn(
              'relative flex items-center gap-3 rounded-xl border px-3 py-2.5 sm:flex-col sm:items-center sm:p-3 sm:text-center',
              state === 'done' && 'border-emerald-200 bg-emerald-50',
              state === 'current' && 'border-sky-300 bg-sky-50 shadow-sm',
              state === 'pending' && 'border-slate-200 bg-white',
            )}
          >
            <span
              className={cn(
                'flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                state === 'done' && 'bg-emerald-600 text-white',
                state === 'current' && 'bg-sky-600 text-white',
                state === 'pending' && 'bg-slate-200 text-slate-500',
              )}
              aria-hidden="true"
            >
              {state === 'done' ? <Check className="h-4 w-4" /> : i + 1}
            </span>
            <div className="min-w-0">
              <p className={cn('text-sm font-semibold', state === 'pending' ? 'text-slate-500' : state === 'current' ? 'text-sky-900' : 'text-emerald-900')}>
                {step.title}
                <span className="sr-only"> ({state === 'done' ? 'done' : state === 'current' ? 'in progress' : 'waiting'})</span>
              </p>
              <p className={cn('mt-0.5 text-xs text-slate-500 sm:hidden lg:block', state !== 'current' && 'hidden')}>{step.description}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
