// The answers of the admin AI calls (spec §7 /api/admin/openai-metrics and /openai-configs): one
// definition for the server that builds them and the screens that show them (no server code here).

export interface ModelBreakdownRow {
  model: string;
  calls: number;
  input_tokens: number;
  output_tokens: number;
  cost: number;
  cost_per_call: number;
}

export interface RecentAiCall {
  id: string;
  createdAt: string;
  callLocation: string;
  model: string;
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
  latencyMs: number;
  success: boolean;
  jobId: string | null;
}

export interface AiMetricsDto {
  summary: { today_calls: number; week_calls: number; month_calls: number };
  costs: { today_cost: number; week_cost: number; month_cost: number; avg_cost_per_call: number };
  /** Spec §3 AI metrics 'formatted': the same costs as the screen shows them (4 to 6 decimals, spec §9). */
  formatted: { today_cost: string; week_cost: string; month_cost: string; avg_cost_per_call: string };
  has_project_access: boolean;
  project_id: string | null;
  today_details: { model_breakdown: ModelBreakdownRow[] };
  week_trend: { daily_costs: { date: string; cost: number; calls: number }[] };
  recent_calls: RecentAiCall[];
  generated_at: string;
}

/** Spec §3 AI call configuration as the API returns it. */
export interface AiCallConfigDto {
  id: string;
  fileName: string;
  functionName: string;
  description: string;
  callLocation: string;
  enabled: boolean;
  selectedModel: string;
  /** The model the code uses by default. */
  currentModel: string;
  temperature: number | null;
  maxTokens: number;
  systemPrompt: string;
  promptTemplate: string;
  /** True while the administrator has not changed the model or the switch. */
  isDefault: boolean;
  updatedAt: string;
}
