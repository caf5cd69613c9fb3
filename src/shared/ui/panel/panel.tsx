import { useId, type ReactNode } from 'react';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/loading-overlay';
import { Muted } from '@/shared/ui/page';
import { ErrorState } from '@/shared/ui/state';
import * as styles from './panel.css';

/** The grid a dashboard's panels sit in: two columns on wide screens, one on a phone. */
export function PanelGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}

type PanelProps = {
  title: string;
  /** The heading's id, when something else points at it; one is made otherwise. */
  headingId?: string;
  /** The section's own id (a guided tour's or a `scrollTo` target). */
  id?: string;
  /** A link on the heading's line ("All applications"). */
  action?: ReactNode;
  /** Spans both columns of the grid. */
  wide?: boolean;
  children: ReactNode;
};

/** One panel of a dashboard: a section named by its heading. */
export function Panel({ title, headingId, id, action, wide = false, children }: PanelProps) {
  const ownId = useId();
  const labelId = headingId ?? ownId;
  return (
    <section id={id} className={[styles.panel, wide ? styles.wide : ''].join(' ')} aria-labelledby={labelId}>
      <div className={styles.head}>
        <h2 id={labelId} className={styles.title}>
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
  /** What loads, in words ("the counts", "your tasks"). */
  what: string;
  isEmpty: (data: T) => boolean;
  /** A line of text, or a whole empty state with its way on. */
  empty: ReactNode;
  children: (data: T) => ReactNode;
};

/** A panel's body through its query: a spinner, a failure with a retry, the empty message, or the data. */
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
