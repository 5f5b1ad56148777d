import { Lightbulb } from 'lucide-react';

const TIPS = [
  'Use numbered citations such as [1], (2) or superscript numbers.',
  'Include a reference list with numbers that match the citations in the text.',
  'DOIs and URLs in the references improve accuracy.',
  'Review the citation keys before importing them into your library.',
  'AI tools often add references that are never cited in the text: only cited references are processed.',
] as const;

export function UploadTips() {
  return (
    <section aria-labelledby="tips-title">
      <h2 id="tips-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Lightbulb className="h-4 w-4 text-amber-500" aria-hidden="true" />
        Tips for best results
      </h2>
      <ul className="mt-3 space-y-2.5 text-sm text-slate-700">
        {TIPS.map((tip) => (
          <li key={tip} className="flex gap-2.5">
            <span aria-hidden="true" className="mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-indigo-400" />
            <span>{tip}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
