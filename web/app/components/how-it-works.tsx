import { Link } from '@remix-run/react';
import { CirclePlay, Download, FileUp, Sparkles } from 'lucide-react';

const LINK =
  'inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-indigo-700 hover:text-indigo-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

const STEPS = [
  { icon: FileUp, title: 'Upload Document', text: 'A .docx or .doc file with numbered citations and a reference list.' },
  { icon: Sparkles, title: 'AI Processing', text: 'Each cited reference is verified and given a lastname+year citation key.' },
  { icon: Download, title: 'Download Results', text: 'The rewritten document, a BibTeX file, or both in one package.' },
] as const;

export function HowItWorks({ demoVideoUrl, layout = 'row' }: { demoVideoUrl: string | null; layout?: 'row' | 'stack' }) {
  const stacked = layout === 'stack';
  return (
    <section aria-labelledby="how-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="how-title" className="text-base font-semibold text-slate-900">
          How it Works
        </h2>
        {demoVideoUrl ? (
          <a href={demoVideoUrl} target="_blank" rel="noreferrer noopener" className={LINK}>
            <CirclePlay className="h-4 w-4" aria-hidden="true" />
            Watch the demo video
          </a>
        ) : (
          // No video configured (DEMO_VIDEO_URL): the worked example shows the same steps on a real paragraph.
          <Link to="/demo" className={LINK}>
            <CirclePlay className="h-4 w-4" aria-hidden="true" />
            See a worked example
          </Link>
        )}
      </div>
      <ol className={stacked ? 'mt-4 grid gap-3 sm:gap-4' : 'mt-4 grid gap-3 sm:grid-cols-3 sm:gap-4'}>
        {STEPS.map(({ icon: Icon, title, text }, i) => (
          <li key={title} className="flex items-center gap-3 sm:items-start">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <div>
              <p className="text-sm font-semibold text-slate-900">
                <span className="text-slate-400">{i + 1}.</span> {title}
              </p>
              <p className="mt-0.5 hidden text-sm text-slate-600 sm:block">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
