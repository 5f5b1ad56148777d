// /privacy — the privacy policy from the database (spec §2), sanitized on the server.
import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { LegalPage } from '../components/legal-page.tsx';
import { loadLegalPage } from '../lib/legal-page.server.ts';

export const meta: MetaFunction = () => [{ title: 'Privacy Policy — cite-repair' }];

export const loader = () => loadLegalPage('privacy');

export default function PrivacyPage() {
  const page = useLoaderData<typeof loader>();
  return <LegalPage title={page.title} html={page.html} lastUpdated={page.lastUpdated} emptyText="Privacy policy content is being updated." />;
}
