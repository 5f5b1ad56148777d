// The AI-call configurations of spec §3: one per OpenAI call site in citation-core. The defaults
// (prompts, limits, default model) live in code (citation-core's DEFAULT_AI_CALL_CONFIGS); the
// database holds one row per call site, seeded at start-up, in which the administrator chooses the
// model and switches the call on or off. Every job reads the rows when it starts (createWebResolver),
// so a change applies to the next job on every worker, wherever it runs.
import { DEFAULT_AI_CALL_CONFIGS } from '@cite-repair/citation-core';
import type { AiCallConfig as CoreAiCallConfig } from '@cite-repair/citation-core';
import type { AiCallConfig } from '../generated/prisma/client.ts';
import { isSelectableModel } from '../lib/admin.ts';
import type { SelectableModel } from '../lib/admin.ts';
import type { AiCallConfigDto } from '../lib/admin-types.ts';
import type { Db } from '../utils/db.server.ts';
import { recordAdminAction } from './admin-audit.server.ts';

export type { AiCallConfigDto };

/** Where each call site is in citation-core: the screen groups configs by fileName. */
export const AI_CALL_SITES: Readonly<Record<string, { fileName: string; functionName: string }>> = {
  'resolve.web-search': { fileName: 'packages/citation-core/src/resolve/openai.ts', functionName: 'openai().resolve — AI web search' },
};

export function toAiCallConfigDto(row: AiCallConfig): AiCallConfigDto {
  return {
    id: row.id,
    fileName: row.fileName,
    functionName: row.functionName,
    description: row.description,
    callLocation: row.callLocation,
    enabled: row.enabled,
    selectedModel: row.selectedModel,
    currentModel: row.currentModel,
    temperature: row.temperature,
    maxTokens: row.maxTokens,
    systemPrompt: row.systemPrompt,
    promptTemplate: row.promptTemplate,
    isDefault: row.isDefault,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns that follow the code: refreshed at every start-up, never edited by an administrator. */
function codeOwned(config: CoreAiCallConfig) {
  const site = AI_CALL_SITES[config.callLocation] ?? { fileName: 'packages/citation-core', functionName: config.callLocation };
  return {
    fileName: site.fileName,
    functionName: site.functionName,
    description: config.description,
    currentModel: config.model,
    temperature: config.temperature,
    maxTokens: config.maxOutputTokens,
    systemPrompt: config.systemPrompt,
    promptTemplate: config.promptTemplate,
  };
}

/**
 * One row per call site of the code (idempotent; run at every start-up). A row the administrator has
 * not touched follows the code's default model; a changed one keeps the administrator's choice.
 */
export async function seedAiCallConfigs(db: Db, defaults: readonly CoreAiCallConfig[] = DEFAULT_AI_CALL_CONFIGS): Promise<void> {
  for (const config of defaults) {
    const owned = codeOwned(config);
    const row = await db.aiCallConfig.findUnique({ where: { callLocation: config.callLocation } });
    if (!row) {
      await db.aiCallConfig
        .create({ data: { ...owned, callLocation: config.callLocation, enabled: config.enabled, selectedModel: config.model, isDefault: true } })
        // Two processes starting together: the other one created it.
        .catch(async (error: unknown) => {
          if (!(await db.aiCallConfig.findUnique({ where: { callLocation: config.callLocation } }))) throw error;
        });
      continue;
    }
    const followDefault = row.isDefault ? { selectedModel: config.model, enabled: config.enabled } : {};
    const wanted: Record<string, unknown> = { ...owned, ...followDefault };
    // Only a real difference is written, so updatedAt says when something changed.
    const changed = Object.entries(wanted).some(([key, value]) => (row as Record<string, unknown>)[key] !== value);
    if (changed) await db.aiCallConfig.update({ where: { callLocation: config.callLocation }, data: wanted });
  }
}

/** The call sites the code has now, grouped on the screen by fileName. */
export async function listAiCallConfigs(db: Db): Promise<AiCallConfigDto[]> {
  const known = DEFAULT_AI_CALL_CONFIGS.map((c) => c.callLocation);
  // Start-up seeds the rows; a database restored without them gets them here.
  if ((await db.aiCallConfig.count({ where: { callLocation: { in: known } } })) < known.length) await seedAiCallConfigs(db);
  const rows = await db.aiCallConfig.findMany({ where: { callLocation: { in: known } }, orderBy: [{ fileName: 'asc' }, { functionName: 'asc' }] });
  return rows.map(toAiCallConfigDto);
}

export class AiConfigInputError extends Error {}

export interface AiConfigChange {
  selectedModel?: SelectableModel;
  enabled?: boolean;
}

/** Validates { selectedModel and/or enabled } (spec §7); throws AiConfigInputError. */
export function parseAiConfigChange(input: { selectedModel?: unknown; enabled?: unknown }): AiConfigChange {
  const change: AiConfigChange = {};
  if (input.selectedModel !== undefined) {
    if (!isSelectableModel(input.selectedModel)) throw new AiConfigInputError('The model must be one of gpt-5, gpt-5-mini, gpt-5-nano, gpt-4o, gpt-4o-mini.');
    change.selectedModel = input.selectedModel;
  }
  if (input.enabled !== undefined) {
    if (typeof input.enabled !== 'boolean') throw new AiConfigInputError('enabled must be true or false.');
    change.enabled = input.enabled;
  }
  if (change.selectedModel === undefined && change.enabled === undefined) throw new AiConfigInputError('Send selectedModel and/or enabled.');
  return change;
}

/** Applies an administrator's change; null when the code has no such call site. */
export async function updateAiCallConfig(db: Db, callLocation: string, change: AiConfigChange, adminId: string): Promise<AiCallConfigDto | null> {
  if (!DEFAULT_AI_CALL_CONFIGS.some((c) => c.callLocation === callLocation)) return null;
  await seedAiCallConfigs(
    db,
    DEFAULT_AI_CALL_CONFIGS.filter((c) => c.callLocation === callLocation),
  );
  return db.$transaction(async (tx) => {
    const row = await tx.aiCallConfig.update({ where: { callLocation }, data: { ...change, isDefault: false } });
    await recordAdminAction(tx, { adminId, action: 'update-ai-config', target: callLocation, details: { ...change } });
    return toAiCallConfigDto(row);
  });
}

/**
 * POST /api/admin/openai-configs/initialize: every call site back to the code's defaults, then the
 * given { callLocation, selectedModel?, enabled? } entries applied (unknown call sites are refused).
 */
export async function initializeAiCallConfigs(
  db: Db,
  entries: readonly ({ callLocation: string } & AiConfigChange)[],
  adminId: string,
): Promise<AiCallConfigDto[]> {
  for (const entry of entries) {
    if (!DEFAULT_AI_CALL_CONFIGS.some((c) => c.callLocation === entry.callLocation))
      throw new AiConfigInputError(`Unknown callLocation "${entry.callLocation}".`);
  }
  await db.aiCallConfig.updateMany({ data: { isDefault: true } });
  await seedAiCallConfigs(db);
  for (const { callLocation, ...change } of entries) {
    if (change.selectedModel !== undefined || change.enabled !== undefined) {
      await db.aiCallConfig.update({ where: { callLocation }, data: { ...change, isDefault: false } });
    }
  }
  await recordAdminAction(db, { adminId, action: 'initialize-ai-configs', details: { entries: entries.length } });
  return listAiCallConfigs(db);
}
