// API Configuration tab of /admin (spec §2): the AI-call configurations grouped by fileName, each with
// its switch and model choice (spec §5: five models), a read-only detail dialog, and the migration
// summary. A change is saved at once and applies to the next job on every worker.
import * as Dialog from '@radix-ui/react-dialog';
import * as Switch from '@radix-ui/react-switch';
import { FileCode2, Info, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ADMIN_MESSAGES, migrationSummary, SELECTABLE_MODELS } from '../../lib/admin.ts';
import { ApiError, sendJson } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { usePolledJson } from '../../lib/hooks/use-polled-json.ts';
import { toast } from '../../lib/toast-store.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card.tsx';
import type { AiCallConfigDto } from '../../lib/admin-types.ts';
import { AdminDataPending } from './admin-page.tsx';

function DetailField({ label, children, pre = false }: { label: string; children: string; pre?: boolean }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      {pre ? (
        <dd className="mt-1 max-h-48 overflow-auto whitespace-pre-wrap rounded-lg bg-slate-50 p-3 font-mono text-xs text-slate-800 ring-1 ring-slate-200">
          {children}
        </dd>
      ) : (
        <dd className="mt-1 text-sm text-slate-900">{children}</dd>
      )}
    </div>
  );
}

function DetailDialog({ config }: { config: AiCallConfigDto }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Details of ${config.functionName}`}>
          <Info className="h-4 w-4" aria-hidden="true" />
          Details
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-6 shadow-xl focus:outline-none">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{config.functionName}</Dialog.Title>
            <Dialog.Close className="rounded-lg p-1 text-slate-500 hover:bg-slate-100" aria-label="Close">
              <X className="h-4 w-4" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Read-only configuration of this AI call.</Dialog.Description>
          <dl className="mt-4 space-y-4">
            <DetailField label="Function name">{config.functionName}</DetailField>
            <DetailField label="Description">{config.description || '—'}</DetailField>
            <DetailField label="System prompt" pre>
              {config.systemPrompt}
            </DetailField>
            <DetailField label="Prompt template" pre>
              {config.promptTemplate}
            </DetailField>
            <div className="grid grid-cols-2 gap-4">
              <DetailField label="Temperature">{config.temperature === null ? 'Model default' : String(config.temperature)}</DetailField>
              <DetailField label="Max tokens">{config.maxTokens.toLocaleString('en-US')}</DetailField>
            </div>
          </dl>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ConfigRow({
  config,
  onSave,
  saving,
}: {
  config: AiCallConfigDto;
  onSave: (change: { selectedModel?: string; enabled?: boolean }) => void;
  saving: boolean;
}) {
  const switchId = `enabled-${config.callLocation}`;
  const selectId = `model-${config.callLocation}`;
  return (
    <li className="flex flex-col gap-4 py-4 sm:flex-row sm:items-center sm:justify-between" data-testid={`ai-config-${config.callLocation}`}>
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{config.functionName}</p>
        <p className="mt-0.5 text-sm text-slate-600">{config.description}</p>
        <p className="mt-1 flex flex-wrap items-center gap-2 font-mono text-xs text-slate-500">
          {config.callLocation}
          {config.isDefault ? <Badge>default</Badge> : <Badge tone="indigo">changed</Badge>}
          {config.currentModel !== config.selectedModel ? <span>code default: {config.currentModel}</span> : null}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-4">
        <div className="flex items-center gap-2">
          <Switch.Root
            id={switchId}
            checked={config.enabled}
            disabled={saving}
            onCheckedChange={(enabled) => onSave({ enabled })}
            className="relative h-6 w-11 rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-indigo-600 disabled:opacity-50"
          >
            <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
          </Switch.Root>
          <label htmlFor={switchId} className="text-sm text-slate-700">
            Enabled
          </label>
        </div>
        <label htmlFor={selectId} className="sr-only">
          Model of {config.functionName}
        </label>
        <select
          id={selectId}
          value={config.selectedModel}
          disabled={saving}
          onChange={(event) => onSave({ selectedModel: event.target.value })}
          className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-indigo-500 disabled:opacity-50"
        >
          {/* A model stored before the list was narrowed stays visible until it is changed. */}
          {(SELECTABLE_MODELS as readonly string[]).includes(config.selectedModel) ? null : (
            <option value={config.selectedModel}>{config.selectedModel}</option>
          )}
          {SELECTABLE_MODELS.map((model) => (
            <option key={model} value={model}>
              {model}
            </option>
          ))}
        </select>
        <DetailDialog config={config} />
      </div>
    </li>
  );
}

export function ApiConfigTab() {
  const query = usePolledJson<AiCallConfigDto[]>('/api/admin/openai-configs', null);
  const [saving, setSaving] = useState<string | null>(null);
  const configs = useMemo(() => query.data ?? [], [query.data]);
  const groups = useMemo(() => {
    const byFile = new Map<string, AiCallConfigDto[]>();
    for (const config of configs) byFile.set(config.fileName, [...(byFile.get(config.fileName) ?? []), config]);
    return [...byFile.entries()];
  }, [configs]);

  const save = async (callLocation: string, change: { selectedModel?: string; enabled?: boolean }) => {
    setSaving(callLocation);
    try {
      const updated = await sendJson<AiCallConfigDto>('POST', `/api/admin/openai-configs/${encodeURIComponent(callLocation)}`, change);
      query.setData((current) => (current ?? []).map((c) => (c.callLocation === callLocation ? updated : c)));
      toast({ ...ADMIN_MESSAGES.configUpdated, variant: 'success' });
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : '';
      toast({ title: 'Update Failed', description: message || ADMIN_MESSAGES.configFailed, variant: 'destructive' });
    } finally {
      setSaving(null);
    }
  };

  if (query.data === null)
    return (
      <AdminDataPending
        loading={query.loading}
        label="Loading configurations..."
        failed="Failed to load the API configurations. Please try refreshing the page."
      />
    );
  const summary = migrationSummary(configs);
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Migration summary</CardTitle>
          <CardDescription>How many AI calls use each GPT-5 variant. Changes apply to the next job, on every worker.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-wrap gap-3" data-testid="migration-summary">
            {summary.map((row) => (
              <li
                key={row.model}
                className={cn('rounded-xl px-3 py-2 text-sm ring-1', row.model === 'other' ? 'bg-slate-50 ring-slate-200' : 'bg-indigo-50 ring-indigo-200')}
              >
                <span className="font-mono">{row.model}</span>: <span className="font-semibold tabular-nums">{row.count}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      {groups.length === 0 ? <p className="text-sm text-slate-500">No AI calls are configured.</p> : null}
      {groups.map(([fileName, items]) => (
        <Card key={fileName}>
          <CardHeader>
            <CardTitle as="h3" className="flex items-center gap-2 font-mono text-sm">
              <FileCode2 className="h-4 w-4 text-slate-500" aria-hidden="true" />
              {fileName}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="divide-y divide-slate-100">
              {items.map((config) => (
                <ConfigRow
                  key={config.callLocation}
                  config={config}
                  saving={saving === config.callLocation}
                  onSave={(change) => void save(config.callLocation, change)}
                />
              ))}
            </ul>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
