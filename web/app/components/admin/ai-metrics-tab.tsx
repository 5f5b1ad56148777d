// AI metrics tab of /admin (spec §2, §3): calls and costs today / this week / this month, the average
// cost per call, project access, today's per-model breakdown, the 7-day trend and the latest calls.
// Refreshed every 60 s (spec §9).
import { KeyRound } from 'lucide-react';
import { formatCost, trendBars } from '../../lib/admin.ts';
import type { AiMetricsDto } from '../../lib/admin-types.ts';
import { LocalTime } from '../local-time.tsx';
import { usePolledJson } from '../../lib/hooks/use-polled-json.ts';
import { Badge } from '../ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card.tsx';
import { AdminDataPending } from './admin-page.tsx';
import { AdminTable } from './admin-table.tsx';
import type { AdminColumn } from './admin-table.tsx';
import { StatCard, StatGrid } from './stat-card.tsx';

export const METRICS_REFRESH_MS = 60_000;

const MODEL_COLUMNS: AdminColumn[] = [
  { label: 'Model' },
  { label: 'Calls', align: 'right' },
  { label: 'Input tokens', align: 'right' },
  { label: 'Output tokens', align: 'right' },
  { label: 'Cost', align: 'right' },
  { label: 'Cost per call', align: 'right' },
];

const CALL_COLUMNS: AdminColumn[] = [
  { label: 'Time' },
  { label: 'Function' },
  { label: 'Model' },
  { label: 'Input', align: 'right' },
  { label: 'Output', align: 'right' },
  { label: 'Cost', align: 'right' },
  { label: 'Latency', align: 'right' },
  { label: 'Job' },
];

const n = (value: number) => value.toLocaleString('en-US');

export function AiMetricsTab() {
  const query = usePolledJson<AiMetricsDto>('/api/admin/openai-metrics', METRICS_REFRESH_MS);
  const metrics = query.data;
  if (metrics === null)
    return <AdminDataPending loading={query.loading} label="Loading metrics..." failed="Failed to load AI metrics. Please try refreshing the page." />;
  const bars = trendBars(metrics.week_trend.daily_costs);
  return (
    <div className="space-y-6" data-testid="ai-metrics">
      <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
        <KeyRound className="h-4 w-4 text-slate-500" aria-hidden="true" />
        {metrics.has_project_access ? <Badge tone="green">Project access</Badge> : <Badge tone="amber">No project access</Badge>}
        <span className="text-sm text-slate-600">
          Project ID: <span className="font-mono">{metrics.project_id ?? 'not configured'}</span>
        </span>
      </div>

      <StatGrid>
        <StatCard label="Today" value={n(metrics.summary.today_calls)} hint={`calls · ${formatCost(metrics.costs.today_cost)}`} testId="metrics-today" />
        <StatCard label="This week" value={n(metrics.summary.week_calls)} hint={`calls · ${formatCost(metrics.costs.week_cost)}`} />
        <StatCard label="This month" value={n(metrics.summary.month_calls)} hint={`calls · ${formatCost(metrics.costs.month_cost)}`} />
        <StatCard label="Average cost per call" value={formatCost(metrics.costs.avg_cost_per_call)} hint="this month" />
      </StatGrid>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Today by model</CardTitle>
          </CardHeader>
          <CardContent>
            {metrics.today_details.model_breakdown.length === 0 ? (
              <p className="text-sm text-slate-500">No AI calls today.</p>
            ) : (
              <AdminTable
                columns={MODEL_COLUMNS}
                rows={metrics.today_details.model_breakdown}
                bodyClassName="tabular-nums"
                row={(row) => (
                  <tr key={row.model}>
                    <td className="px-2 py-2 font-mono text-xs">{row.model}</td>
                    <td className="px-2 py-2 text-right">{n(row.calls)}</td>
                    <td className="px-2 py-2 text-right">{n(row.input_tokens)}</td>
                    <td className="px-2 py-2 text-right">{n(row.output_tokens)}</td>
                    <td className="px-2 py-2 text-right">{formatCost(row.cost)}</td>
                    <td className="px-2 py-2 text-right">{formatCost(row.cost_per_call)}</td>
                  </tr>
                )}
              />
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Last 7 days</CardTitle>
            <CardDescription>Cost per day, relative to the highest day.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="space-y-2" data-testid="cost-trend">
              {bars.map((day) => (
                <li key={day.date} className="grid grid-cols-[5.5rem_minmax(0,1fr)_6.5rem] items-center gap-3 text-sm">
                  <span className="tabular-nums text-slate-600">{day.date.slice(5)}</span>
                  <span className="h-3 rounded-full bg-slate-100" aria-hidden="true">
                    <span className="block h-3 rounded-full bg-indigo-500" style={{ width: `${day.percent}%` }} />
                  </span>
                  <span className="text-right tabular-nums text-slate-700" title={`${day.calls} calls`}>
                    {formatCost(day.cost)}
                  </span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Latest calls</CardTitle>
          <CardDescription>Every OpenAI call the pipeline makes is recorded.</CardDescription>
        </CardHeader>
        <CardContent>
          {metrics.recent_calls.length === 0 ? (
            <p className="text-sm text-slate-500">No AI calls recorded yet.</p>
          ) : (
            <AdminTable
              columns={CALL_COLUMNS}
              rows={metrics.recent_calls}
              minWidth="min-w-[48rem]"
              bodyClassName="tabular-nums"
              row={(c) => (
                <tr key={c.id} className={c.success ? undefined : 'text-red-700'}>
                  <td className="whitespace-nowrap px-2 py-2" suppressHydrationWarning>
                    <LocalTime iso={c.createdAt} format="datetime" />
                  </td>
                  <td className="px-2 py-2 font-mono text-xs">{c.callLocation}</td>
                  <td className="px-2 py-2 font-mono text-xs">{c.model}</td>
                  <td className="px-2 py-2 text-right">{n(c.inputTokens)}</td>
                  <td className="px-2 py-2 text-right">{n(c.outputTokens)}</td>
                  <td className="px-2 py-2 text-right">{formatCost(c.costUsd)}</td>
                  <td className="px-2 py-2 text-right">{n(c.latencyMs)} ms</td>
                  <td className="px-2 py-2 font-mono text-xs">{c.jobId ? c.jobId.slice(0, 8) : '—'}</td>
                </tr>
              )}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
