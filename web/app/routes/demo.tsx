// /demo — a worked example of one repair, for visitors and users when no demo video is configured
// (DEMO_VIDEO_URL): the same three steps as How it Works, on a real paragraph. The "after" texts are
// what citation-core produces for this input offline (web/tests/integration/demo-example.test.ts
// runs it and compares), so the page never shows a result the product does not give.
import type { ReactNode } from 'react';
import type { MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { ArrowRight } from 'lucide-react';
import { STYLE_CATALOGUE } from '@cite-repair/citation-core/catalogue';
import { DEMO_EXAMPLE } from '../lib/demo-example.ts';
import { Card, CardContent } from '../components/ui/card.tsx';
import { Page, PageHeading } from '../components/ui/page.tsx';
import { buttonClass } from '../components/ui/button.tsx';

export const meta: MetaFunction = () => [{ title: 'A worked example — cite-repair' }];

export default function DemoPage() {
  const example = DEMO_EXAMPLE;
  return (
    <Page width="narrow">
      <PageHeading
        title="A worked example"
        description="What cite-repair does to one paragraph of an AI research report and its reference list, step by step."
      />
      <div className="grid gap-6 [&>*]:min-w-0">
        <Step title="1. Upload Document">
          <p className="mt-1 text-sm text-slate-600">A .docx exported from ChatGPT, with bracketed numbers and a typed reference list:</p>
          <blockquote className="mt-3 rounded-xl bg-slate-50 p-4 text-sm leading-relaxed text-slate-800" data-testid="demo-before">
            {example.paragraph}
          </blockquote>
          <ol className="mt-3 space-y-1 text-sm text-slate-700" data-testid="demo-references">
            {example.references.map((entry) => (
              <li key={entry} className="[overflow-wrap:anywhere]">
                {entry}
              </li>
            ))}
          </ol>
        </Step>
        <Step title="2. AI Processing">
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
            <li>{example.counts.citationsFound} cited sources found; “[1][1]” cites one work once.</li>
            <li>{example.counts.duplicateRefsRemoved} duplicate merged: entry 4 is entry 1 written another way (its extra authors are kept).</li>
            <li>{example.counts.orphanedReferences} uncited reference dropped (entry 2, never cited in the text).</li>
            <li>Each cited work is looked up in Crossref, arXiv and its landing page, and gets a lastname+year key.</li>
          </ul>
        </Step>
        <Step title="3. Download Results">
          <p className="mt-1 text-sm text-slate-600">
            The paragraph now holds live Zotero citations (APA here; {STYLE_CATALOGUE.length - 1} other styles are offered):
          </p>
          <blockquote className="mt-3 rounded-xl bg-emerald-50 p-4 text-sm leading-relaxed text-slate-800" data-testid="demo-after">
            {example.repaired}
          </blockquote>
          <p className="mt-4 text-sm text-slate-600">And the BibTeX file for your reference manager:</p>
          <pre className="mt-2 overflow-x-auto rounded-xl bg-slate-900 p-4 text-xs leading-relaxed text-slate-100" data-testid="demo-bibtex">
            {example.bibtex}
          </pre>
          <p className="mt-3 text-xs text-slate-500">
            Shown as read from the reference text alone; online, the lookups add what the list left out (every author, DOIs, pages).
          </p>
        </Step>
        <div className="flex flex-wrap gap-3">
          <Link to="/" className={buttonClass('primary', 'lg')}>
            Try it on your document
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </Page>
  );
}

function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent className="py-6 sm:px-8">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {children}
      </CardContent>
    </Card>
  );
}
