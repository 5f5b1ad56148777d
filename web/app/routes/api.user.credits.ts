// GET /api/user/credits — { credits, transactions } (latest 10 ledger entries, newest first).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { getCredits } from '../models/credit.server.ts';
import { requireApiUser } from '../utils/auth.server.ts';
import { getDb } from '../utils/db.server.ts';
import { json, jsonError } from '../utils/http.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const credits = await getCredits(getDb(), user.id);
  if (!credits) return jsonError(401, 'Unauthorized: please sign in');
  return json(credits);
}
