// The one function that runs every OpenAI call: model, temperature, max tokens, system prompt and
// prompt template come from the AI-call configuration; tokens, cost and latency go to onUsage
// (the web app stores them for the admin metrics).
import type { AiCallConfig } from './ai-configs.ts';
import { aiCallConfigFor, fillTemplate } from './ai-configs.ts';
import { aiCallCost } from './ai-pricing.ts';

/** The part of the OpenAI SDK (v6) the runner uses, so tests can inject a fake and shells the real client. */
export interface OpenAiLike {
  responses: {
    create(body: Record<string, unknown>, options?: { signal?: AbortSignal }): PromiseLike<unknown>;
  };
}

export interface AiUsage {
  callLocation: string;
  model: string;
  inputTokens: number;
  outputTokens: number;
  cachedInputTokens: number;
  webSearchCalls: number;
  /** USD; null when the model is not in the price table. */
  costUsd: number | null;
  latencyMs: number;
  ok: boolean;
  error?: string;
  /** ISO time the call started. */
  startedAt: string;
}

export interface AiRunResult {
  text: string;
  usage: AiUsage;
}

export interface AiRunner {
  /** The effective configuration of a call site (override or default), undefined when unknown. */
  config(callLocation: string): AiCallConfig | undefined;
  run(callLocation: string, variables: Record<string, string>, options?: { signal?: AbortSignal }): Promise<AiRunResult>;
}

export interface AiRunnerOptions {
  client: OpenAiLike;
  /** Overrides by callLocation (from the web app's database); defaults are in ai-configs.ts. */
  configs?: readonly AiCallConfig[];
  onUsage?: (usage: AiUsage) => void;
  now?: () => number;
}

interface ResponseShape {
  output_text?: unknown;
  output?: { type?: string; content?: { type?: string; text?: string }[] }[];
  usage?: { input_tokens?: number; output_tokens?: number; input_tokens_details?: { cached_tokens?: number } };
  status?: string;
}

export function createAiRunner(options: AiRunnerOptions): AiRunner {
  const now = options.now ?? Date.now;
  const config = (callLocation: string): AiCallConfig | undefined => aiCallConfigFor(callLocation, options.configs);
  return {
    config,
    async run(callLocation, variables, runOptions = {}) {
      const settings = config(callLocation);
      if (!settings) throw new Error(`No AI-call configuration for "${callLocation}"`);
      if (!settings.enabled) throw new Error(`AI call "${callLocation}" is disabled`);
      const body: Record<string, unknown> = {
        model: settings.model,
        instructions: settings.systemPrompt,
        input: fillTemplate(settings.promptTemplate, variables),
        max_output_tokens: settings.maxOutputTokens,
      };
      if (settings.temperature !== null) body.temperature = settings.temperature;
      if (settings.webSearch) body.tools = [{ type: 'web_search' }];
      const started = now();
      const base = { callLocation, model: settings.model, startedAt: new Date(started).toISOString() };
      let response: ResponseShape;
      try {
        response = (await options.client.responses.create(body, { signal: runOptions.signal })) as ResponseShape;
      } catch (error) {
        options.onUsage?.({
          ...base,
          inputTokens: 0,
          outputTokens: 0,
          cachedInputTokens: 0,
          webSearchCalls: 0,
          costUsd: 0,
          latencyMs: now() - started,
          ok: false,
          error: error instanceof Error ? error.message : String(error),
        });
        throw error;
      }
      const inputTokens = response.usage?.input_tokens ?? 0;
      const outputTokens = response.usage?.output_tokens ?? 0;
      const webSearchCalls = (response.output ?? []).filter((item) => item.type === 'web_search_call').length;
      const usage: AiUsage = {
        ...base,
        inputTokens,
        outputTokens,
        cachedInputTokens: response.usage?.input_tokens_details?.cached_tokens ?? 0,
        webSearchCalls,
        costUsd: aiCallCost(settings.model, inputTokens, outputTokens, webSearchCalls),
        latencyMs: now() - started,
        ok: true,
      };
      options.onUsage?.(usage);
      return { text: outputText(response), usage };
    },
  };
}

/** The SDK adds output_text on parsed responses; build it from the items when it is absent. */
function outputText(response: ResponseShape): string {
  if (typeof response.output_text === 'string') return response.output_text;
  return (response.output ?? [])
    .filter((item) => item.type === 'message')
    .flatMap((item) => item.content ?? [])
    .filter((part) => part.type === 'output_text' && typeof part.text === 'string')
    .map((part) => part.text)
    .join('');
}
