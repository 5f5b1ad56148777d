// Any other path: the 404 page, with a 404 status.
import { data } from '@remix-run/node';
import type { MetaFunction } from '@remix-run/node';
import { NotFound } from '../components/not-found.tsx';

export const meta: MetaFunction = () => [{ title: 'Page not found — cite-repair' }];

export const loader = () => data(null, { status: 404 });

export default function NotFoundPage() {
  return <NotFound />;
}
