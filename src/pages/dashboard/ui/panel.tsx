import { useId, type ReactNode } from 'react';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/loading-overlay';
import { Muted } from '@/shared/ui/page';
import { ErrorState } from '@/shared/ui/state';
import * as styles from './dashboard.css';

type PanelProps = {
  title: string;
  /** A link on the heading's line ("All applications"). */
  action?: ReactNode;
  wide?: boolean;
  children: ReactNode;
};

/** One panel of a dashboard: a region named by its heading. */
export function Panel({ title, action, wide = false, children }: PanelProps) {
  const headingId = useId();
  return (
    <section className={[styles.panel, wide ? styles.wide : ''].join(' ')} aria-labelledby={headingId}>
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

/** What a panel needs of a query (a TanStack query result, or a part of one). */
export type PanelQuery<T> = { isPending: boolean; isError: boolean; data: T | undefined; refetch: () => unknown };

type PanelBodyProps<T> = {
  query: PanelQuery<T>;
  /** What loads, in words ("the counts"). */
  what: string;
  isEmpty: (data: T) => boolean;
  empty: string;
  children: (data: T) => ReactNode;
};

/** A panel's body through its query: a spinner, a failure with a retry, the empty line, or the data. */
export function PanelBody<T>({ query, what, isEmpty, empty, children }: PanelBodyProps<T>) {
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
  if (isEmpty(query.data)) return <Muted>{empty}</Muted>;
  return <>{children(query.data)}</>;
}
