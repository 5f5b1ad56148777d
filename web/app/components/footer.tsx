import { Link } from '@remix-run/react';
import { Mail, MapPin } from 'lucide-react';
import type { PublicConfig } from '../lib/types.ts';

/** Spec §1: the provider company, a feedback e-mail link, 'Made in Canada', /terms and /privacy. */
export function Footer({ config }: { config: PublicConfig }) {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <p>
          © {year} {config.companyName}
          {config.companyName.endsWith('.') ? '' : '.'} All rights reserved.
        </p>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <a
            href={`mailto:${config.feedbackEmail}`}
            className="inline-flex items-center gap-1.5 rounded hover:text-indigo-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            <Mail className="h-4 w-4" aria-hidden="true" />
            Send feedback
          </a>
          <span className="inline-flex items-center gap-1.5">
            <MapPin className="h-4 w-4 text-red-500" aria-hidden="true" />
            Made in Canada
          </span>
          <Link to="/terms" className="rounded hover:text-indigo-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500">
            Terms of Service
          </Link>
          <Link to="/privacy" className="rounded hover:text-indigo-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500">
            Privacy Policy
          </Link>
        </div>
      </div>
    </footer>
  );
}
