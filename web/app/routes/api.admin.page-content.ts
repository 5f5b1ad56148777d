// GET /api/admin/page-content — the terms and privacy pages as stored (admins only).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { listPageContent } from '../models/page-content.server.ts';
import { requireApiAdmin } from '../utils/auth.server.ts';
import { getDb } from '../utils/db.server.ts';
import { json } from '../utils/http.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request);
  return json(await listPageContent(getDb()));
}
