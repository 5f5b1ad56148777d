// POST /api/admin/openai-configs/:callLocation { selectedModel?, enabled? } — the administrator's
// choice for one call site; the next job on every worker uses it.
import type { ActionFunctionArgs } from '@remix-run/node';
import { AiConfigInputError, parseAiConfigChange, updateAiCallConfig } from '../models/ai-config.server.ts';
import { postOnlyAdminLoader } from '../utils/admin-route.server.ts';
import { requireApiAdmin } from '../utils/auth.server.ts';
import { getDb } from '../utils/db.server.ts';
import { json, jsonError } from '../utils/http.server.ts';
import { BadBodyError, readBodyOr400 } from '../utils/request-body.server.ts';

export const loader = postOnlyAdminLoader('Use POST to update a configuration.');

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireApiAdmin(request);
  if (request.method !== 'POST') return jsonError(405, 'Use POST to update a configuration.');
  try {
    const change = parseAiConfigChange(await readBodyOr400(request));
    const updated = await updateAiCallConfig(getDb(), params.callLocation ?? '', change, admin.id);
    if (!updated) return jsonError(404, 'No such AI call configuration');
    return json(updated);
  } catch (error) {
    if (error instanceof BadBodyError || error instanceof AiConfigInputError) return jsonError(400, error.message);
    throw error;
  }
}
