// The admin AI metrics (spec §3 AI metrics, §2 /admin metrics tab) from the AiCallMetric rows that the
// worker writes for every OpenAI call (createWebResolver's onAiUsage). Days are UTC days; "this week"
// is the last 7 days including today, "this month" the calendar month.
import { formatCost } from '../lib/admin.ts';
import type { AiMetricsDto, ModelBreakdownRow, RecentAiCall } from '../lib/admin-types.ts';
import type { Db } from '../utils/db.server.ts';

export type { AiMetricsDto, ModelBreakdownRow, RecentAiCall };

const DAY_MS = 86_400_000;

export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

const round = (n: number) => Math.round(n * 1e8) / 1e8;

export async function getAiMetrics(db: Db, input: { now?: Date; hasProjectAccess: boolean; projectId: string | null }): Promise<AiMetricsDto> {
  const now = input.now ?? new Date();
  const today = startOfUtcDay(now);
  const weekStart = new Date(today.getTime() - 6 * DAY_MS);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const since = weekStart < monthStart ? weekStart : monthStart;
  // One read of the period's rows (a month of calls is small); the sums are done here.
  const rows = await db.aiCallMetric.findMany({
    where: { createdAt: { gte: since } },
    select: { model: true, inputTokens: true, outputTokens: true, costUsd: true, createdAt: true },
  });
  const total = (from: Date) => {
    const inRange = rows.filter((r) => r.createdAt >= from);
    return { calls: inRange.length, cost: round(inRange.reduce((sum, r) => sum + r.costUsd, 0)) };
  };
  const t = total(today);
  const w = total(weekStart);
  const m = total(monthStart);

  const byModel = new Map<string, ModelBreakdownRow>();
  for (const r of rows.filter((row) => row.createdAt >= today)) {
    const entry = byModel.get(r.model) ?? { model: r.model, calls: 0, input_tokens: 0, output_tokens: 0, cost: 0, cost_per_call: 0 };
    entry.calls += 1;
    entry.input_tokens += r.inputTokens;
    entry.output_tokens += r.outputTokens;
    entry.cost = round(entry.cost + r.costUsd);
    byModel.set(r.model, entry);
  }
  const modelBreakdown = [...byModel.values()]
    .map((e) => ({ ...e, cost_per_call: e.calls ? round(e.cost / e.calls) : 0 }))
    .sort((a, b) => b.cost - a.cost || a.model.localeCompare(b.model));

  const dailyCosts = Array.from({ length: 7 }, (_, i) => {
    const start = new Date(weekStart.getTime() + i * DAY_MS);
    const end = new Date(start.getTime() + DAY_MS);
    const day = rows.filter((r) => r.createdAt >= start && r.createdAt < end);
    return { date: start.toISOString().slice(0, 10), cost: round(day.reduce((sum, r) => sum + r.costUsd, 0)), calls: day.length };
  });

  const recent = await db.aiCallMetric.findMany({ orderBy: { createdAt: 'desc' }, take: 20 });
  const costs = { today_cost: t.cost, week_cost: w.cost, month_cost: m.cost, avg_cost_per_call: m.calls ? round(m.cost / m.calls) : 0 };
  return {
    summary: { today_calls: t.calls, week_calls: w.calls, month_calls: m.calls },
    costs,
    formatted: {
      today_cost: formatCost(costs.today_cost),
      week_cost: formatCost(costs.week_cost),
      month_cost: formatCost(costs.month_cost),
      avg_cost_per_call: formatCost(costs.avg_cost_per_call),
    },
    has_project_access: input.hasProjectAccess,
    project_id: input.projectId,
    today_details: { model_breakdown: modelBreakdown },
    week_trend: { daily_costs: dailyCosts },
    recent_calls: recent.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      callLocation: r.callLocation,
      model: r.model,
      inputTokens: r.inputTokens,
      outputTokens: r.outputTokens,
      costUsd: r.costUsd,
      latencyMs: r.latencyMs,
      success: r.success,
      jobId: r.jobId,
    })),
    generated_at: now.toISOString(),
  };
}

/** GET /api/admin/costs: the month's cost per model (the screen fetches it but shows the metrics). */
export async function getCostsByModel(db: Db, now = new Date()): Promise<{ since: string; models: { model: string; calls: number; cost: number }[] }> {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const groups = await db.aiCallMetric.groupBy({ by: ['model'], where: { createdAt: { gte: since } }, _count: { _all: true }, _sum: { costUsd: true } });
  return {
    since: since.toISOString(),
    models: groups.map((g) => ({ model: g.model, calls: g._count._all, cost: round(g._sum.costUsd ?? 0) })).sort((a, b) => b.cost - a.cost),
  };
}
