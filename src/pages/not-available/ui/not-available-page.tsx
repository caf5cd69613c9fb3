import { Link } from 'react-router';
import { EmptyState } from '@/shared/ui/state';

/** The page of a route that a later part of the product fills: it says so plainly. */
export function NotAvailablePage({ title }: { title: string }) {
  return (
    <EmptyState headingLevel={1} icon="clock" title={title} action={<Link to="/">Back to your home page</Link>}>
      <p>
        <strong>{title} is not available yet.</strong> This part of Unipath is being built and will open here as soon as it
        is ready.
      </p>
    </EmptyState>
  );
}
