// GET /api/page-content/:pageKey (terms | privacy) — { pageKey, title, content, updatedAt }; public.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { getPageContent, isPageKey } from '../models/page-content.server.ts';
import { getDb } from '../utils/db.server.ts';
import { jsonError } from '../utils/http.server.ts';

export async function loader({ params }: LoaderFunctionArgs) {
  const key = params.pageKey ?? '';
  if (!isPageKey(key)) return jsonError(404, 'Page not found');
  return Response.json(await getPageContent(getDb(), key), { headers: { 'Cache-Control': 'no-cache' } });
}
