// Spec §2 export guide: how to get a .docx out of the two kinds of AI research tool, detailed and compact.
import { Download, FileDown } from 'lucide-react';

const TOOLS = [
  { name: 'ChatGPT', steps: ['Open the finished research report', 'Click Download', 'Choose Microsoft Word Document (.docx)'] },
  { name: 'Gemini', steps: ['Open the finished research report', 'Click Export to Docs', 'In Google Docs choose File > Download > Word (.docx)'] },
] as const;

export function ExportGuide({ variant = 'detailed' }: { variant?: 'detailed' | 'compact' }) {
  if (variant === 'compact') {
    return (
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-left text-sm text-slate-700">
        <p className="flex items-center gap-2 font-medium text-slate-900">
          <FileDown className="h-4 w-4 text-indigo-600" aria-hidden="true" />
          Exporting from an AI research tool
        </p>
        <ul className="mt-2 space-y-1">
          <li>
            <span className="font-medium">ChatGPT:</span> Download → Microsoft Word Document (.docx)
          </li>
          <li>
            <span className="font-medium">Gemini:</span> Export to Docs → File &gt; Download &gt; Word (.docx)
          </li>
        </ul>
      </div>
    );
  }
  return (
    <section aria-labelledby="export-guide-title">
      <h2 id="export-guide-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Download className="h-4 w-4 text-indigo-600" aria-hidden="true" />
        How to export your document
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        {TOOLS.map((tool) => (
          <div key={tool.name} className="rounded-xl border border-slate-200 bg-slate-50/70 p-4">
            <p className="text-sm font-semibold text-slate-900">{tool.name}</p>
            <ol className="mt-2 space-y-1.5 text-sm text-slate-700">
              {tool.steps.map((step, i) => (
                <li key={step} className="flex gap-2">
                  <span className="flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-white text-[11px] font-semibold text-indigo-700 ring-1 ring-slate-200">
                    {i + 1}
                  </span>
                  <span>{step}</span>
                </li>
              ))}
            </ol>
          </div>
        ))}
      </div>
    </section>
  );
}
