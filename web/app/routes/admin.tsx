// /admin/* layout: signed-out visitors go to sign-in and back; a signed-in non-administrator sees the
// spec's 'Access denied' screen (§2, §6). The screens' data comes from /api/admin/*, which the server
// refuses to anyone but an administrator, whatever this page shows.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useLoaderData, useLocation } from '@remix-run/react';
import { AccessDenied } from '../components/admin/access-denied.tsx';
import { ADMIN_MESSAGES } from '../lib/admin.ts';
import { requireUser } from '../utils/auth.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { isAdmin: user.role === 'admin' };
}

export default function AdminLayout() {
  const { isAdmin } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  if (!isAdmin) return <AccessDenied message={pathname.startsWith('/admin/content') ? ADMIN_MESSAGES.contentDenied : ADMIN_MESSAGES.accessDenied} />;
  return <Outlet />;
}
