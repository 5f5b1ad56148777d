import { Card, CardContent } from './ui/card.tsx';
import { Page } from './ui/page.tsx';

export interface LegalPageProps {
  title: string;
  /** Already sanitized on the server. */
  html: string;
  lastUpdated: string;
  emptyText: string;
}

export function LegalPage({ title, html, lastUpdated, emptyText }: LegalPageProps) {
  return (
    <Page width="narrow">
      <header className="mb-6">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-2 text-sm text-slate-500">Last updated: {lastUpdated}</p>
      </header>
      <Card>
        <CardContent className="py-6 sm:px-8 sm:py-8">
          {html.trim() ? <div className="legal-content" dangerouslySetInnerHTML={{ __html: html }} /> : <p className="text-slate-600">{emptyText}</p>}
        </CardContent>
      </Card>
    </Page>
  );
}
