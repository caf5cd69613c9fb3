import type { ReactNode } from 'react';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/loading-overlay';
import { Muted } from '@/shared/ui/page';
import { ErrorState } from '@/shared/ui/state';
import * as styles from './student-home-page.css';

type PanelProps = {
  /** The heading's id (the section is labelled by it). */
  headingId: string;
  title: string;
  /** The section's own id (the guided tour's targets). */
  id?: string;
  /** A link on the heading's line ("All tasks"). */
  action?: ReactNode;
  wide?: boolean;
  children: ReactNode;
};

/** One panel of the home: a labelled section with its heading. */
export function HomePanel({ headingId, title, id, action, wide = false, children }: PanelProps) {
  return (
    <section id={id} className={[styles.panel, wide ? styles.wide : ''].join(' ')} aria-labelledby={headingId}>
      <div className={styles.panelHead}>
        <h2 id={headingId} className={styles.panelTitle}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** What a panel needs of a query (a TanStack query result, or several combined). */
export type PanelQuery<T> = { isPending: boolean; isError: boolean; data: T | undefined; refetch: () => unknown };

type QueryStateProps<T> = {
  query: PanelQuery<T>;
  /** What is loading, in words ("your tasks"). */
  what: string;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
};

/** A panel's body through its query: a spinner, an error with a retry, the empty message, or the data. */
export function QueryState<T>({ query, what, isEmpty, empty, children }: QueryStateProps<T>) {
  if (query.isPending) return <Spinner label={`Loading ${what}`} />;
  if (query.isError || query.data === undefined) {
    return (
      <ErrorState
        headingLevel={3}
        title={`${what.charAt(0).toUpperCase()}${what.slice(1)} could not be loaded`}
        action={
          <Button variant="secondary" size="sm" onClick={() => query.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  if (isEmpty(query.data)) return typeof empty === 'string' ? <Muted>{empty}</Muted> : <>{empty}</>;
  return <>{children(query.data)}</>;
}
