// The online metadata resolver of the worker: citation-core's createResolver configured from the
// environment (resolverConfigFromEnv), with the database LookupCache shared by every worker, the
// admin's AI-call overrides, and AI usage recorded for the admin metrics.
import type { AiCallConfig as CoreAiCallConfig, AiUsage, MetadataResolver, ResolverDeps } from '@cite-repair/citation-core';
import type { Db } from './db.server.ts';
import { createDbLookupCache } from './lookup-cache.server.ts';

export interface ResolverContext {
  jobId?: string;
  userId?: string;
}

// Loaded on first use: the worker must start even while the library is being rebuilt.
async function loadCore() {
  const core = await import('@cite-repair/citation-core');
  return { createResolver: core.createResolver, resolverConfigFromEnv: core.resolverConfigFromEnv, defaults: core.DEFAULT_AI_CALL_CONFIGS };
}

/** Validates the lookup variables of the environment (at start-up, so that a typo is seen at once). */
export async function checkResolverEnv(env: Record<string, string | undefined> = process.env): Promise<void> {
  const { resolverConfigFromEnv } = await loadCore();
  resolverConfigFromEnv(env);
}

/**
 * The admin's overrides (AiCallConfig rows) in citation-core's shape. The administrator chooses only
 * the model and the switch; prompts and limits of a call site the code knows come from the code, so a
 * new release's prompt applies at once. Read at the start of every job: a change reaches the next
 * job on every worker.
 */
export async function aiCallOverrides(db: Db, defaults?: readonly CoreAiCallConfig[]): Promise<CoreAiCallConfig[]> {
  const known = defaults ?? (await loadCore()).defaults;
  const rows = await db.aiCallConfig.findMany();
  return rows.map((row) => {
    const base = known.find((d) => d.callLocation === row.callLocation);
    const fromCode = base ?? {
      description: row.description,
      temperature: row.temperature,
      maxOutputTokens: row.maxTokens,
      systemPrompt: row.systemPrompt,
      promptTemplate: row.promptTemplate,
      webSearch: false,
    };
    return {
      callLocation: row.callLocation,
      description: fromCode.description,
      enabled: row.enabled,
      model: row.selectedModel,
      temperature: fromCode.temperature,
      maxOutputTokens: fromCode.maxOutputTokens,
      systemPrompt: fromCode.systemPrompt,
      promptTemplate: fromCode.promptTemplate,
      webSearch: fromCode.webSearch,
    };
  });
}

export async function createWebResolver(db: Db, context: ResolverContext = {}, deps: Partial<ResolverDeps> = {}): Promise<MetadataResolver> {
  const core = await loadCore();
  const config = core.resolverConfigFromEnv(process.env, { aiCalls: await aiCallOverrides(db, core.defaults) });
  return core.createResolver(config, {
    cache: createDbLookupCache(db),
    onAiUsage: (usage: AiUsage) => {
      db.aiCallMetric
        .create({
          data: {
            callLocation: usage.callLocation,
            model: usage.model,
            inputTokens: usage.inputTokens,
            outputTokens: usage.outputTokens,
            costUsd: usage.costUsd ?? 0,
            latencyMs: usage.latencyMs,
            success: usage.ok,
            jobId: context.jobId ?? null,
            userId: context.userId ?? null,
          },
        })
        .catch((error: unknown) => console.warn(`Could not record an AI call: ${String(error)}`));
    },
    ...deps,
  });
}
