// GET /api/admin/costs — this month's AI cost per model (spec §7: fetched by the dashboard).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { getCostsByModel } from '../models/ai-metric.server.ts';
import { requireApiAdmin } from '../utils/auth.server.ts';
import { getDb } from '../utils/db.server.ts';
import { json } from '../utils/http.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request);
  return json(await getCostsByModel(getDb()));
}
