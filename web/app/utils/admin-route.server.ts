// Shared by the POST-only /api/admin routes: a GET is judged like any other admin call first (401
// signed out, 403 for non-admins) and only then told to use POST, so no admin path answers a
// non-admin with anything but a refusal.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireApiAdmin } from './auth.server.ts';
import { jsonError } from './http.server.ts';

export function postOnlyAdminLoader(message: string) {
  return async ({ request }: LoaderFunctionArgs) => {
    await requireApiAdmin(request);
    return jsonError(405, message);
  };
}
