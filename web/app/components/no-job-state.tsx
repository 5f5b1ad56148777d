import { Link } from '@remix-run/react';
import { FileSearch, Upload } from 'lucide-react';
import { ClearSessionButton } from './clear-session-button.tsx';
import { buttonClass } from './ui/button.tsx';

export function NoJobState({ onClearSession }: { onClearSession: () => void }) {
  return (
    <section className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center" data-testid="no-job">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-slate-100 text-slate-500">
        <FileSearch className="h-7 w-7" aria-hidden="true" />
      </span>
      <p className="mx-auto mt-4 max-w-md text-slate-700">No processing jobs found. Upload a document to get started with citation analysis.</p>
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        <Link to="/" className={buttonClass('primary')}>
          <Upload className="h-4 w-4" aria-hidden="true" />
          Upload Document
        </Link>
        <ClearSessionButton onClick={onClearSession} />
      </div>
    </section>
  );
}
