// / — the landing page for signed-out visitors, the upload screen for signed-in users (spec §2).
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { LandingPage } from '../components/landing-page.tsx';
import { UploadScreen } from '../components/upload-screen.tsx';
import { useRootData } from '../lib/hooks/use-root-data.ts';
import { LOADS_SHARED_DATA } from '../lib/loaded-shared-data.ts';
import { getUser } from '../utils/auth.server.ts';
import { jobListFor } from '../utils/shared-data-loader.server.ts';

export const meta: MetaFunction = () => [{ title: 'cite-repair — AI-Powered Citation Repair' }];

// A processing job replaces the upload area: the list comes with the page, so the first paint is right
// (ADR 112). Signed-out visitors get null and the landing page.
export const handle = LOADS_SHARED_DATA;
export const loader = async ({ request }: LoaderFunctionArgs) => jobListFor(await getUser(request));

export default function IndexPage() {
  const { user, config } = useRootData();
  if (!user) return <LandingPage config={config} />;
  return <UploadScreen user={user} config={config} />;
}
