import { Link } from '@remix-run/react';
import { TriangleAlert } from 'lucide-react';
import { buttonClass } from './ui/button.tsx';
import { Page } from './ui/page.tsx';

/** What an unexpected error looks like: a calm page with a way home. */
export function ErrorState({ message }: { message: string }) {
  return (
    <Page width="narrow" className="flex flex-1 items-center justify-center">
      <div className="flex flex-col items-center py-12 text-center">
        <span className="flex h-16 w-16 items-center justify-center rounded-2xl bg-red-50 text-red-600">
          <TriangleAlert className="h-8 w-8" aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-2xl font-semibold tracking-tight text-slate-900">Something went wrong</h1>
        <p className="mt-3 max-w-md break-words text-slate-600">{message}</p>
        <Link to="/" className={`${buttonClass('primary')} mt-8`}>
          Go to home page
        </Link>
      </div>
    </Page>
  );
}
