// / — the landing page for signed-out visitors, the upload screen for signed-in users (spec §2).
import type { MetaFunction } from '@remix-run/node';
import { LandingPage } from '../components/landing-page.tsx';
import { UploadScreen } from '../components/upload-screen.tsx';
import { useRootData } from '../lib/hooks/use-root-data.ts';

export const meta: MetaFunction = () => [{ title: 'cite-repair — AI-Powered Citation Repair' }];

export default function IndexPage() {
  const { user, config } = useRootData();
  if (!user) return <LandingPage config={config} />;
  return <UploadScreen user={user} config={config} />;
}
