// GET /api/admin/openai-metrics — calls, costs, today's per-model breakdown and the 7-day trend of the
// recorded OpenAI calls, with the project access indicator (admins only; the tab refetches every 60 s).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { getAiMetrics } from '../models/ai-metric.server.ts';
import { requireApiAdmin } from '../utils/auth.server.ts';
import { getDb } from '../utils/db.server.ts';
import { getEnv } from '../utils/env.server.ts';
import { json } from '../utils/http.server.ts';
import { hasOpenAiProjectAccess } from '../utils/openai-access.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request);
  const projectId = getEnv().OPENAI_PROJECT_ID ?? null;
  return json(await getAiMetrics(getDb(), { hasProjectAccess: await hasOpenAiProjectAccess(), projectId }));
}
