// /admin/content — view, edit or create, save or cancel the terms and privacy pages (spec §2): title
// and HTML, with a 200-character preview. The server sanitises the HTML when it saves and serves it.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { ExternalLink, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { AdminDataPending, AdminSubpageHeading } from '../components/admin/admin-page.tsx';
import { Button, buttonClass } from '../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { Page } from '../components/ui/page.tsx';
import { ADMIN_MESSAGES, contentPreview } from '../lib/admin.ts';
import { sendJson } from '../lib/api.ts';
import { formatDateTime } from '../lib/format.ts';
import { usePolledJson } from '../lib/hooks/use-polled-json.ts';
import { toast } from '../lib/toast-store.ts';
import type { PageContentDto } from '../lib/types.ts';
import { listPageContent } from '../models/page-content.server.ts';
import { loadForAdmin } from '../utils/admin-page-loader.server.ts';

export const meta: MetaFunction = () => [{ title: 'Page Content — cite-repair' }];

// The pages come with the page (ADR 112), by the query of GET /api/admin/page-content.
export const loader = async ({ request }: LoaderFunctionArgs) => ({ pages: await loadForAdmin(request, listPageContent) });

const PAGE_NAMES: Record<string, string> = { terms: 'Terms of Service (/terms)', privacy: 'Privacy Policy (/privacy)' };

function PageEditor({ page, onSaved }: { page: PageContentDto; onSaved: (page: PageContentDto) => void }) {
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(page.title);
  const [content, setContent] = useState(page.content);
  const [saving, setSaving] = useState(false);
  const empty = page.content.trim() === '';

  const start = () => {
    setTitle(page.title);
    setContent(page.content);
    setEditing(true);
  };

  const save = async () => {
    setSaving(true);
    try {
      const saved = await sendJson<PageContentDto>('POST', `/api/admin/page-content/${page.pageKey}`, { title, content });
      toast({ ...ADMIN_MESSAGES.contentUpdated(saved.title), variant: 'success' });
      onSaved(saved);
      setEditing(false);
    } catch {
      toast({ ...ADMIN_MESSAGES.contentFailed, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card data-testid={`page-${page.pageKey}`}>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <CardTitle>{PAGE_NAMES[page.pageKey] ?? page.pageKey}</CardTitle>
          <CardDescription suppressHydrationWarning>{page.updatedAt ? `Last updated ${formatDateTime(page.updatedAt)}` : 'Not written yet'}</CardDescription>
        </div>
        {editing ? null : (
          <div className="flex gap-2">
            <Link to={`/${page.pageKey}`} className={buttonClass('ghost', 'sm')}>
              <ExternalLink className="h-4 w-4" aria-hidden="true" />
              View
            </Link>
            <Button variant="outline" size="sm" onClick={start}>
              {empty ? <Plus className="h-4 w-4" aria-hidden="true" /> : <Pencil className="h-4 w-4" aria-hidden="true" />}
              {empty ? 'Create' : 'Edit'}
            </Button>
          </div>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
          <form
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <div>
              <label htmlFor={`title-${page.pageKey}`} className="text-sm font-medium text-slate-800">
                Title
              </label>
              <input
                id={`title-${page.pageKey}`}
                value={title}
                onChange={(event) => setTitle(event.target.value)}
                required
                className="mt-1 h-10 w-full rounded-lg border border-slate-300 px-3 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-indigo-500"
              />
            </div>
            <div>
              <label htmlFor={`content-${page.pageKey}`} className="text-sm font-medium text-slate-800">
                Content (HTML)
              </label>
              <textarea
                id={`content-${page.pageKey}`}
                value={content}
                onChange={(event) => setContent(event.target.value)}
                rows={16}
                className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-xs shadow-sm focus:outline-none focus:ring-2 focus:ring-indigo-500"
              />
              <p className="mt-1 text-xs text-slate-500">
                Formatting tags and links only: scripts, event handlers and javascript: links are removed when you save.
              </p>
            </div>
            <div className="flex gap-2">
              <Button type="submit" disabled={saving} aria-busy={saving}>
                Save
              </Button>
              <Button variant="outline" onClick={() => setEditing(false)} disabled={saving}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <div className="space-y-1">
            <p className="text-sm font-medium text-slate-900">{page.title}</p>
            <p className="text-sm text-slate-600 [overflow-wrap:anywhere]" data-testid={`preview-${page.pageKey}`}>
              {empty ? 'No content yet.' : contentPreview(page.content)}
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

export default function AdminContent() {
  const { pages: loaded } = useLoaderData<typeof loader>();
  const query = usePolledJson<PageContentDto[]>('/api/admin/page-content', null, { initialData: loaded ?? undefined });
  return (
    <Page>
      <AdminSubpageHeading title="Page Content" description="The text of the terms of service and the privacy policy." />
      {query.data === null ? (
        <AdminDataPending loading={query.loading} label="Loading pages..." failed="Failed to load the pages. Please try refreshing the page." />
      ) : (
        <div className="space-y-6">
          {query.data.map((page) => (
            <PageEditor
              key={page.pageKey}
              page={page}
              onSaved={(saved) => query.setData((current) => (current ?? []).map((p) => (p.pageKey === saved.pageKey ? saved : p)))}
            />
          ))}
        </div>
      )}
    </Page>
  );
}
