import { Link } from '@remix-run/react';
import { FileQuestion, House } from 'lucide-react';
import { buttonClass } from './ui/button.tsx';
import { Page } from './ui/page.tsx';

export function NotFound() {
  return (
    <Page width="narrow" className="flex flex-1 items-center justify-center">
      <div className="flex flex-col items-center py-12 text-center">
        <span className="flex h-16 w-16 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600">
          <FileQuestion className="h-8 w-8" aria-hidden="true" />
        </span>
        <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-indigo-600">404</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-slate-900">Page not found</h1>
        <p className="mt-3 max-w-md text-slate-600">The page you are looking for does not exist or has been moved.</p>
        <Link to="/" className={`${buttonClass('primary', 'lg')} mt-8`}>
          <House className="h-4 w-4" aria-hidden="true" />
          Go to home page
        </Link>
      </div>
    </Page>
  );
}
