// /admin/users — every user with search and stats, and the credit adjustment with its required reason
// (spec §2, §5, §8). The server validates again and records the change in the ledger.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { AdminDataPending, AdminSubpageHeading } from '../components/admin/admin-page.tsx';
import { CreditDialog } from '../components/admin/credit-dialog.tsx';
import { AdminTable } from '../components/admin/admin-table.tsx';
import type { AdminColumn } from '../components/admin/admin-table.tsx';
import { StatCard, StatGrid } from '../components/admin/stat-card.tsx';
import { Badge } from '../components/ui/badge.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent } from '../components/ui/card.tsx';
import { Page } from '../components/ui/page.tsx';
import { formatDate, fullName } from '../lib/format.ts';
import { usePolledJson } from '../lib/hooks/use-polled-json.ts';
import type { UserDto } from '../lib/types.ts';
import { listUsers } from '../models/admin-users.server.ts';
import { loadForAdmin } from '../utils/admin-page-loader.server.ts';

export const meta: MetaFunction = () => [{ title: 'Manage Users — cite-repair' }];

// The list comes with the page (ADR 112), by the query of GET /api/admin/users.
export const loader = async ({ request }: LoaderFunctionArgs) => ({ users: await loadForAdmin(request, listUsers) });

export interface AdminUser extends UserDto {
  jobCount: number;
}

const USER_COLUMNS: AdminColumn[] = [
  { label: 'Email' },
  { label: 'Name' },
  { label: 'Role' },
  { label: 'Credits', align: 'right' },
  { label: 'Jobs', align: 'right' },
  { label: 'Joined' },
  { label: 'Actions', hidden: true },
];

export default function AdminUsers() {
  const { users: loaded } = useLoaderData<typeof loader>();
  const query = usePolledJson<AdminUser[]>('/api/admin/users', null, { initialData: loaded ?? undefined });
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const users = useMemo(() => query.data ?? [], [query.data]);
  const shown = useMemo(() => {
    const term = search.trim().toLowerCase();
    if (!term) return users;
    return users.filter((u) => u.email.toLowerCase().includes(term) || fullName(u).toLowerCase().includes(term));
  }, [users, search]);

  return (
    <Page width="wide">
      <AdminSubpageHeading title="Manage Users" description="Accounts, roles and credit balances." />
      {query.data === null ? (
        <AdminDataPending loading={query.loading} label="Loading users..." failed="Failed to load users. Please try refreshing the page." />
      ) : (
        <div className="space-y-6">
          <StatGrid testId="user-stats">
            <StatCard label="Users" value={users.length} />
            <StatCard label="Administrators" value={users.filter((u) => u.role === 'admin').length} />
            <StatCard label="Credits held" value={users.reduce((sum, u) => sum + u.credits, 0).toLocaleString('en-US')} />
            <StatCard label="Jobs" value={users.reduce((sum, u) => sum + u.jobCount, 0).toLocaleString('en-US')} />
          </StatGrid>
          <Card>
            <CardContent className="space-y-4 pt-6">
              <div className="relative max-w-sm">
                <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
                <input
                  type="search"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  placeholder="Search by e-mail or name"
                  aria-label="Search users"
                  className="h-10 w-full rounded-lg border border-slate-300 bg-white pl-9 pr-3 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-indigo-500"
                />
              </div>
              <AdminTable
                columns={USER_COLUMNS}
                rows={shown}
                empty="No users found"
                minWidth="min-w-[44rem]"
                testId="users-table"
                row={(user) => (
                  <tr key={user.id}>
                    <td className="max-w-[16rem] truncate px-2 py-2" title={user.email}>
                      {user.email}
                    </td>
                    <td className="px-2 py-2">{fullName(user) || '—'}</td>
                    <td className="px-2 py-2">{user.role === 'admin' ? <Badge tone="indigo">Administrator</Badge> : <Badge>User</Badge>}</td>
                    <td className="px-2 py-2 text-right tabular-nums">{user.credits.toLocaleString('en-US')}</td>
                    <td className="px-2 py-2 text-right tabular-nums">{user.jobCount.toLocaleString('en-US')}</td>
                    <td className="whitespace-nowrap px-2 py-2 text-slate-600" suppressHydrationWarning>
                      {formatDate(user.createdAt)}
                    </td>
                    <td className="px-2 py-2 text-right">
                      <Button variant="outline" size="sm" onClick={() => setEditing(user)} aria-label={`Update credits of ${user.email}`}>
                        Update credits
                      </Button>
                    </td>
                  </tr>
                )}
              />
            </CardContent>
          </Card>
        </div>
      )}
      <CreditDialog
        user={editing}
        onClose={() => setEditing(null)}
        onSaved={(updated) => {
          query.setData((current) => (current ?? []).map((u) => (u.id === updated.id ? { ...u, credits: updated.credits } : u)));
          setEditing(null);
        }}
      />
    </Page>
  );
}
