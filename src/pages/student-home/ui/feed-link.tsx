import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A link from the feed: a path of the app through the router, anything else in a new tab. */
export function FeedLink({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith('/') && !href.startsWith('//')) return <Link to={href}>{children}</Link>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
