import { Link } from 'react-router';
import { useSession } from '@/entities/session';
import { EmptyState } from '@/shared/ui/state';

export function NotFoundPage() {
  const session = useSession();
  return (
    <EmptyState
      headingLevel={1}
      title="Page not found"
      action={<Link to="/">{session.isAuthenticated ? 'Go to your home page' : 'Go to the sign-in page'}</Link>}
    >
      <p>The address may be mistyped, or the page may have moved. Check the link, or start again from your home page.</p>
    </EmptyState>
  );
}
