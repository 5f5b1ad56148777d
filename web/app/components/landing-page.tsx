// The page for signed-out visitors (spec §1): the 7 problems of AI-produced documents, the
// multi-strategy verification claim, the demo video link (or, with none configured, the worked example) and sign-in.
import {
  ArrowRight,
  BookOpen,
  CirclePlay,
  Copy,
  FileCode,
  Globe,
  Layers,
  ListOrdered,
  Repeat,
  Search,
  ShieldCheck,
  Sparkles,
  Unlink,
  Database,
  FileText,
  Check,
} from 'lucide-react';
import { Link } from '@remix-run/react';
import { markAuthJustCompleted } from '../lib/auth-cache.ts';
import type { PublicConfig } from '../lib/types.ts';
import { buttonClass } from './ui/button.tsx';

const PROBLEMS = [
  { icon: FileCode, title: 'No BibTeX export', text: 'AI research tools give you prose and a list of links, not entries your reference manager can import.' },
  { icon: Unlink, title: 'Uncited references', text: 'Reference lists are padded with sources the text never cites.' },
  { icon: Copy, title: 'Duplicate citations', text: 'The same work appears under several numbers, often with slightly different details.' },
  { icon: Search, title: 'Wrong bibliographic info', text: 'Misspelled authors, wrong years and truncated titles slip into the references.' },
  { icon: Layers, title: 'Multiple reference lists', text: 'Long reports restart their numbering in each section with a new list.' },
  { icon: Repeat, title: 'Repeated same-place citations', text: 'Runs like [3][3] or ¹,¹ cite one source twice in the same place.' },
  { icon: ListOrdered, title: 'Incorrect numbering', text: 'Lists that skip numbers, start at zero or disagree with the citations in the text.' },
] as const;

const STRATEGIES = [
  { icon: Database, title: 'Academic database', text: 'Crossref records matched on title, authors and year.' },
  { icon: BookOpen, title: 'Preprint API', text: 'arXiv identifiers and titles resolved to their preprints.' },
  { icon: Globe, title: 'Web scraping', text: 'Citation metadata read from the landing page of each URL.' },
  { icon: Sparkles, title: 'AI web search', text: 'A last resort for the references the other strategies miss.' },
] as const;

function SignInLink({ label, size = 'lg' }: { label: string; size?: 'md' | 'lg' }) {
  return (
    <a href="/api/login" className={buttonClass('primary', size)} onClick={() => markAuthJustCompleted()}>
      {label}
      <ArrowRight className="h-4 w-4" aria-hidden="true" />
    </a>
  );
}

export function LandingPage({ config }: { config: PublicConfig }) {
  return (
    <main id="main" className="flex-1">
      <section className="relative overflow-hidden border-b border-slate-200 bg-white">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(99,102,241,0.12),transparent_60%)]" />
        <div className="relative mx-auto grid max-w-6xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:items-center lg:px-8 lg:py-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-indigo-50 px-3 py-1 text-xs font-medium text-indigo-700">
              <Sparkles className="h-3.5 w-3.5" aria-hidden="true" />
              For reports from ChatGPT, Gemini and Perplexity
            </p>
            <h1 className="mt-5 text-4xl font-semibold tracking-tight text-slate-900 sm:text-5xl">Turn AI citations into a bibliography you can trust</h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-600">
              Upload a Word document with numbered citations. cite-repair verifies every cited reference, removes duplicates, and returns your document with
              reference-manager citation keys plus a BibTeX file.
            </p>
            <div className="mt-8 flex flex-wrap items-center gap-3">
              <SignInLink label="Sign in to get started" />
              {config.demoVideoUrl ? (
                <a href={config.demoVideoUrl} target="_blank" rel="noreferrer noopener" className={buttonClass('outline', 'lg')}>
                  <CirclePlay className="h-4 w-4" aria-hidden="true" />
                  Watch the demo
                </a>
              ) : (
                <Link to="/demo" className={buttonClass('outline', 'lg')}>
                  <CirclePlay className="h-4 w-4" aria-hidden="true" />
                  See a worked example
                </Link>
              )}
            </div>
            <p className="mt-4 text-sm text-slate-500">100 free credits for new accounts. Credits never expire.</p>
          </div>
          <div aria-hidden="true" className="relative hidden sm:block">
            <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xl shadow-indigo-100/60">
              <div className="flex items-center gap-2 border-b border-slate-100 pb-3 text-xs font-medium text-slate-500">
                <FileText className="h-4 w-4 text-indigo-500" />
                research-report.docx
              </div>
              <p className="mt-4 text-sm leading-relaxed text-slate-700">
                Transformers replaced recurrence in sequence models <span className="rounded bg-red-50 px-1 text-red-700 line-through">[4][4]</span>{' '}
                <span className="rounded bg-emerald-50 px-1 font-medium text-emerald-700">{'{Vaswani et al., 2017}'}</span>, building on earlier work in deep
                learning <span className="rounded bg-red-50 px-1 text-red-700 line-through">[2]</span>{' '}
                <span className="rounded bg-emerald-50 px-1 font-medium text-emerald-700">{'{LeCun et al., 2015}'}</span>.
              </p>
              <div className="mt-4 rounded-xl bg-slate-900 p-3 font-mono text-[11px] leading-relaxed text-slate-200">
                <span className="text-sky-300">@article</span>
                {'{vaswani2017,'}
                <br />
                &nbsp;&nbsp;title = {'{Attention Is All You Need}'},
                <br />
                &nbsp;&nbsp;year = {'{2017}'}
                <br />
                {'}'}
              </div>
              <div className="mt-4 flex flex-wrap gap-2 text-xs">
                <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-1 text-emerald-700">
                  <Check className="h-3 w-3" /> DOI verified
                </span>
                <span className="inline-flex items-center gap-1 rounded-full bg-indigo-50 px-2 py-1 text-indigo-700">
                  <Check className="h-3 w-3" /> Duplicate merged
                </span>
              </div>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="problems-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <h2 id="problems-title" className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
            7 problems with AI-generated documents
          </h2>
          <p className="mt-3 text-slate-600">Research assistants write fluent reports, but their citations rarely survive contact with a reference manager.</p>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {PROBLEMS.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-red-50 text-red-600">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <h3 className="font-semibold text-slate-900">
                  <span className="sr-only">Problem {i + 1}: </span>
                  {title}
                </h3>
              </div>
              <p className="mt-3 text-sm leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="verify-title" className="border-y border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-4">
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-emerald-50 text-emerald-600">
              <ShieldCheck className="h-6 w-6" aria-hidden="true" />
            </span>
            <div>
              <h2 id="verify-title" className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
                Every reference verified with multiple strategies
              </h2>
              <p className="mt-1 text-slate-600">An unresolved reference is better than a wrong one: a match is accepted only when its content agrees.</p>
            </div>
          </div>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {STRATEGIES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200">
                <Icon className="h-6 w-6 text-indigo-600" aria-hidden="true" />
                <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-gradient-to-br from-indigo-600 to-sky-600 p-8 text-white shadow-lg sm:p-10 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-2xl font-semibold tracking-tight">Ready to repair your citations?</h2>
            <p className="mt-2 text-indigo-100">Sign in, upload a document, and download Zotero-ready citation keys in minutes.</p>
          </div>
          <a
            href="/api/login"
            onClick={() => markAuthJustCompleted()}
            className="inline-flex h-12 shrink-0 items-center gap-2 rounded-lg bg-white px-6 font-medium text-indigo-700 shadow-sm transition hover:bg-indigo-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-indigo-600"
          >
            Sign in
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </a>
        </div>
      </section>
    </main>
  );
}
