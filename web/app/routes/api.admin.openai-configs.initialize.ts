// POST /api/admin/openai-configs/initialize { configs?: [{ callLocation, selectedModel?, enabled? }] } —
// every call site back to the code's defaults, then the given choices applied (spec §7: no screen
// uses it; kept for scripts).
import type { ActionFunctionArgs } from '@remix-run/node';
import { AiConfigInputError, initializeAiCallConfigs, parseAiConfigChange } from '../models/ai-config.server.ts';
import { postOnlyAdminLoader } from '../utils/admin-route.server.ts';
import { requireApiAdmin } from '../utils/auth.server.ts';
import { getDb } from '../utils/db.server.ts';
import { json, jsonError } from '../utils/http.server.ts';
import { BadBodyError, readBodyOr400 } from '../utils/request-body.server.ts';

export const loader = postOnlyAdminLoader('Use POST to initialize the configurations.');

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireApiAdmin(request);
  if (request.method !== 'POST') return jsonError(405, 'Use POST to initialize the configurations.');
  try {
    const body = await readBodyOr400(request);
    const raw = body.configs === undefined ? [] : body.configs;
    if (!Array.isArray(raw)) return jsonError(400, 'configs must be a list.');
    const entries = raw.map((entry: unknown) => {
      const item = (entry && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
      if (typeof item.callLocation !== 'string' || !item.callLocation) throw new AiConfigInputError('Each config needs a callLocation.');
      const change = item.selectedModel === undefined && item.enabled === undefined ? {} : parseAiConfigChange(item);
      return { callLocation: item.callLocation, ...change };
    });
    return json({ success: true, configs: await initializeAiCallConfigs(getDb(), entries, admin.id) });
  } catch (error) {
    if (error instanceof BadBodyError || error instanceof AiConfigInputError) return jsonError(400, error.message);
    throw error;
  }
}
