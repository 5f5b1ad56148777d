// GET /api/page-content/:pageKey (terms | privacy) — { pageKey, title, content (sanitised HTML), updatedAt }; public.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { getPageContent, isPageKey } from '../models/page-content.server.ts';
import { getDb } from '../utils/db.server.ts';
import { jsonError } from '../utils/http.server.ts';
import { sanitizeLegalHtml } from '../utils/sanitize-html.server.ts';

export async function loader({ params }: LoaderFunctionArgs) {
  const key = params.pageKey ?? '';
  if (!isPageKey(key)) return jsonError(404, 'Page not found');
  const page = await getPageContent(getDb(), key);
  // Sanitised on render too, not only when saved: a row written any other way is never served unsafe.
  return Response.json({ ...page, content: sanitizeLegalHtml(page.content) }, { headers: { 'Cache-Control': 'no-cache' } });
}
