import { Suspense, useId, type ReactNode } from 'react';
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

/** One part of a query's answer, for a panel (one call feeds several panels); a failed refresh keeps what it had. */
export function partOf<T, P>(query: PanelQuery<T>, pick: (data: T) => P): PanelQuery<P> {
  const data = query.data === undefined ? undefined : pick(query.data);
  return { isPending: query.isPending, isError: query.isError && data === undefined, data, refetch: query.refetch };
}

/** A page of a list that holds no items: QueryState's `isEmpty` for a list answer. */
export const hasNoItems = (data: { items: readonly unknown[] }) => data.items.length === 0;

type QueryStateProps<T> = {
  query: PanelQuery<T>;
  /** What loads, in words ("the counts", "your tasks"). */
  what: string;
  isEmpty: (data: T) => boolean;
  /** A line of text, or a whole empty state with its way on. */
  empty: ReactNode;
  /** The body loads its own code on first use (a lazy list): said while it does. */
  lazyLabel?: string;
  /** Shown while the query loads instead of the spinner: a skeleton of the body's shape, so nothing below it jumps. */
  loading?: ReactNode;
  /** The level of the failure's heading: 3 in a panel, 2 where the list is the page's. */
  headingLevel?: 2 | 3;
  children: (data: T) => ReactNode;
};

/** A panel's body through its query: a spinner, a failure with a retry, the empty message, or the data. */
export function QueryState<T>({ query, what, isEmpty, empty, lazyLabel, loading, headingLevel = 3, children }: QueryStateProps<T>) {
  if (query.isPending) return loading ?? <Spinner label={`Loading ${what}`} />;
  if (query.isError || query.data === undefined) {
    return (
      <ErrorState
        headingLevel={headingLevel}
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
  if (lazyLabel) return <Suspense fallback={<Spinner label={lazyLabel} />}>{children(query.data)}</Suspense>;
  return <>{children(query.data)}</>;
}

/** A panel's list of items (its name for assistive technology when there is more than one on the page). */
export function PanelList({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}

/** A muted line about an item (who, where, when). */
export function PanelMeta({ children }: { children: ReactNode }) {
  return <p className={styles.meta}>{children}</p>;
}

type PanelItemProps = {
  title: ReactNode;
  /** Names the item for assistive technology. */
  label?: string;
  /** The muted line (or lines) under the title. */
  meta?: ReactNode;
  text?: ReactNode;
  /** Cut the text to three lines. */
  clamp?: boolean;
  /** What follows the text: a link, the reactions. */
  children?: ReactNode;
};

/** One item of a panel's list: its title, a line about it, its text and what can be done with it. */
export function PanelItem({ title, label, meta, text, clamp = false, children }: PanelItemProps) {
  return (
    <li className={styles.item} aria-label={label}>
      <p className={styles.itemTitle}>{title}</p>
      {meta}
      {text !== undefined ? <p className={[styles.itemText, clamp ? styles.clamped : ''].join(' ')}>{text}</p> : null}
      {children}
    </li>
  );
}
