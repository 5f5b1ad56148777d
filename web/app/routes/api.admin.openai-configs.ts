// GET /api/admin/openai-configs — the AI-call configurations, one per call site (admins only).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { listAiCallConfigs } from '../models/ai-config.server.ts';
import { requireApiAdmin } from '../utils/auth.server.ts';
import { getDb } from '../utils/db.server.ts';
import { json } from '../utils/http.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request);
  return json(await listAiCallConfigs(getDb()));
}
