// POST /api/admin/update-credits { userId, credits, reason } — sets a user's balance (spec §5): the
// difference goes into the ledger with the reason and the administrator's id.
import type { ActionFunctionArgs } from '@remix-run/node';
import { parseCreditUpdate } from '../lib/admin.ts';
import { setUserCredits, UserNotFoundError } from '../models/admin-users.server.ts';
import { postOnlyAdminLoader } from '../utils/admin-route.server.ts';
import { requireApiAdmin } from '../utils/auth.server.ts';
import { getDb } from '../utils/db.server.ts';
import { json, jsonError } from '../utils/http.server.ts';
import { BadBodyError, readBodyOr400 } from '../utils/request-body.server.ts';

export const loader = postOnlyAdminLoader('Use POST to update credits.');

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireApiAdmin(request);
  if (request.method !== 'POST') return jsonError(405, 'Use POST to update credits.');
  try {
    const parsed = parseCreditUpdate(await readBodyOr400(request));
    if (!parsed.ok) return jsonError(400, parsed.error);
    const user = await setUserCredits(getDb(), { ...parsed.value, adminId: admin.id });
    return json({ success: true, user });
  } catch (error) {
    if (error instanceof BadBodyError) return jsonError(400, error.message);
    if (error instanceof UserNotFoundError) return jsonError(404, error.message);
    throw error;
  }
}
