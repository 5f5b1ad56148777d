// GET /api/auth/user — the signed-in user (spec §7), 401 when signed out.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireApiUser } from '../utils/auth.server.ts';
import { json } from '../utils/http.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  return json(await requireApiUser(request));
}
