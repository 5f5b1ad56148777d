// Pieces every admin screen repeats: the heading of a page below /admin with its way back to the
// dashboard, and what a screen shows until its polled data has arrived.
import { Link } from '@remix-run/react';
import { ArrowLeft } from 'lucide-react';
import { buttonClass } from '../ui/button.tsx';
import { Notice } from '../ui/notice.tsx';
import { PageHeading } from '../ui/page.tsx';
import { ScreenLoading } from '../ui/spinner.tsx';

/** The heading of /admin/users, /admin/content…: title, description and a 'Dashboard' link back to /admin. */
export function AdminSubpageHeading({ title, description }: { title: string; description: string }) {
  return (
    <PageHeading
      title={title}
      description={description}
      actions={
        <Link to="/admin" className={buttonClass('outline')}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Dashboard
        </Link>
      }
    />
  );
}

/** In place of an admin screen's data while there is none: the spinner with `label` while it loads, else the `failed` notice. */
export function AdminDataPending({ loading, label, failed }: { loading: boolean; label: string; failed: string }) {
  if (loading) return <ScreenLoading label={label} />;
  return <Notice tone="danger">{failed}</Notice>;
}
