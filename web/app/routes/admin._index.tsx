// /admin — 'Administrator Dashboard' (spec §2): Processing History, AI metrics and API Configuration.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import * as Tabs from '@radix-ui/react-tabs';
import { BarChart3, FileText, History, SlidersHorizontal, Users } from 'lucide-react';
import { useState } from 'react';
import { AiMetricsTab } from '../components/admin/ai-metrics-tab.tsx';
import { ApiConfigTab } from '../components/admin/api-config-tab.tsx';
import { ProcessingHistory } from '../components/admin/processing-history.tsx';
import { buttonClass } from '../components/ui/button.tsx';
import { Page, PageHeading } from '../components/ui/page.tsx';
import { listAllJobs } from '../models/admin-jobs.server.ts';
import { loadForAdmin } from '../utils/admin-page-loader.server.ts';

export const meta: MetaFunction = () => [{ title: 'Administrator Dashboard — cite-repair' }];

// The tab open on first paint, Processing History, comes with the page (ADR 112), by the query of
// GET /api/admin/jobs. The other tabs fetch when opened: they are not painted until then.
export const loader = async ({ request }: LoaderFunctionArgs) => ({ jobs: await loadForAdmin(request, (db) => listAllJobs(db)) });

const tabClass =
  'inline-flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

export default function AdminDashboard() {
  const { jobs } = useLoaderData<typeof loader>();
  // The loader's list is for the first paint; coming back to the tab later asks the server afresh.
  const [leftHistory, setLeftHistory] = useState(false);
  return (
    <Page width="wide">
      <PageHeading
        title="Administrator Dashboard"
        description="Every user's jobs, the cost of AI calls, and which model each call uses."
        actions={
          <>
            <Link to="/admin/users" className={buttonClass('outline')}>
              <Users className="h-4 w-4" aria-hidden="true" />
              Manage Users
            </Link>
            <Link to="/admin/content" className={buttonClass('outline')}>
              <FileText className="h-4 w-4" aria-hidden="true" />
              Page Content
            </Link>
          </>
        }
      />
      <Tabs.Root defaultValue="history" onValueChange={(value) => value !== 'history' && setLeftHistory(true)}>
        <Tabs.List aria-label="Dashboard sections" className="mb-6 inline-flex max-w-full flex-wrap rounded-xl bg-slate-100 p-1">
          <Tabs.Trigger value="history" className={tabClass}>
            <History className="h-4 w-4" aria-hidden="true" />
            Processing History
          </Tabs.Trigger>
          <Tabs.Trigger value="metrics" className={tabClass}>
            <BarChart3 className="h-4 w-4" aria-hidden="true" />
            AI Metrics
          </Tabs.Trigger>
          <Tabs.Trigger value="config" className={tabClass}>
            <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
            API Configuration
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="history" className="focus-visible:outline-none">
          <ProcessingHistory initialJobs={leftHistory ? undefined : (jobs ?? undefined)} />
        </Tabs.Content>
        <Tabs.Content value="metrics" className="focus-visible:outline-none">
          <AiMetricsTab />
        </Tabs.Content>
        <Tabs.Content value="config" className="focus-visible:outline-none">
          <ApiConfigTab />
        </Tabs.Content>
      </Tabs.Root>
    </Page>
  );
}
