// "Citations as" and "Style" on the upload card (issue 8): what the document's citations become.
// The choice is remembered in this browser; every other form can still be downloaded afterwards.
import { useEffect, useId } from 'react';
import { DEFAULT_FORM, DEFAULT_STYLE, isOutputForm, isStyle, OUTPUT_FORMS, STYLES } from '../lib/output-forms.ts';
import type { OutputOptions } from '../lib/output-forms.ts';

const STORAGE_KEY = 'cite-repair:output';

export function readStoredOutput(): OutputOptions {
  try {
    const raw = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    return { marker: isOutputForm(raw.marker) ? raw.marker : DEFAULT_FORM, style: isStyle(raw.style) ? raw.style : DEFAULT_STYLE };
  } catch {
    return { marker: DEFAULT_FORM, style: DEFAULT_STYLE };
  }
}

export function OutputChoice({ value, onChange, disabled }: { value: OutputOptions; onChange: (next: OutputOptions) => void; disabled?: boolean }) {
  const formId = useId();
  const styleId = useId();
  useEffect(() => {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(value));
    } catch {
      // Private mode: the choice is simply not remembered.
    }
  }, [value]);
  const styled = value.marker === 'fields' || value.marker === 'mendeley';
  const select =
    'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500 disabled:opacity-60';
  return (
    <div className="grid gap-3 sm:grid-cols-2" data-testid="output-choice">
      <label htmlFor={formId} className="text-sm font-medium text-slate-700">
        Citations as
        <select
          id={formId}
          className={select}
          value={value.marker}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, marker: e.target.value as OutputOptions['marker'] })}
        >
          {OUTPUT_FORMS.map((f) => (
            <option key={f.id} value={f.id}>
              {f.label}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={styleId} className="text-sm font-medium text-slate-700">
        Citation style
        <select
          id={styleId}
          className={select}
          value={value.style}
          disabled={disabled || !styled}
          onChange={(e) => onChange({ ...value, style: e.target.value })}
        >
          {STYLES.map((s) => (
            <option key={s.id} value={s.id}>
              {s.title}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
