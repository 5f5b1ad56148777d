// POST /api/admin/page-content/:pageKey { title, content } — creates or updates a legal page; the HTML
// is sanitised before it is stored (and again whenever it is served).
import type { ActionFunctionArgs } from '@remix-run/node';
import { isPageKey, PageContentInputError, parsePageContentInput, savePageContent } from '../models/page-content.server.ts';
import { postOnlyAdminLoader } from '../utils/admin-route.server.ts';
import { requireApiAdmin } from '../utils/auth.server.ts';
import { getDb } from '../utils/db.server.ts';
import { json, jsonError } from '../utils/http.server.ts';
import { BadBodyError, readBodyOr400 } from '../utils/request-body.server.ts';

export const loader = postOnlyAdminLoader('Use POST to update a page.');

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireApiAdmin(request);
  if (request.method !== 'POST') return jsonError(405, 'Use POST to update a page.');
  const key = params.pageKey ?? '';
  if (!isPageKey(key)) return jsonError(404, 'Page not found');
  try {
    const input = parsePageContentInput(await readBodyOr400(request));
    return json(await savePageContent(getDb(), key, input, admin.id));
  } catch (error) {
    if (error instanceof BadBodyError || error instanceof PageContentInputError) return jsonError(400, error.message);
    throw error;
  }
}
