import type { ReactNode } from 'react';
import { Button } from '@/shared/ui/button';
import type { IconName } from '@/shared/ui/icon';
import { Skeleton } from '@/shared/ui/skeleton';
import { EmptyState, ErrorState } from '@/shared/ui/state';
import type { ListView } from '../model/use-list-query';
import * as styles from './paged-list.css';

type StateText = { title: string; body?: ReactNode; icon?: IconName };

/** What a list says in each of its states. */
export type ListTexts = {
  /** Said while the first answer loads ("Loading your students"). */
  loading: string;
  /** The placeholder rows: as many as fit the first screen, as high as a real row. */
  skeleton?: { rows?: number; rowHeight?: string };
  /** The load failed (a "Try again" button is added); the body defaults to "Check your connection and try again." */
  error: StateText;
  /** Nothing to list yet, with a way on. */
  empty: StateText & { action?: ReactNode };
  /** Nothing matches the search or filters; the action defaults to a button that clears them (`clearLabel`). */
  noMatch?: StateText & { clearLabel?: string; action?: ReactNode };
  /** The level of the states' headings in the page's outline. */
  headingLevel?: 2 | 3;
};

export type ListStatesProps<TData> = ListTexts & {
  list: Pick<ListView<TData>, 'query' | 'filtered' | 'clear'>;
  isEmpty: (data: TData) => boolean;
  /** The count line over the list (none when null); "updating…" and a failed refresh are added to it. */
  summary?: (data: TData) => ReactNode;
  children: (data: TData) => ReactNode;
};

/**
 * A list's states, one at a time: placeholder rows while the first answer loads, the failure with a retry, empty,
 * no match (with a way back), or the count line and the list. Rows already shown stay while a refresh runs.
 */
export function ListStates<TData>({ list, isEmpty, summary, loading, skeleton, error, empty, noMatch, headingLevel = 2, children }: ListStatesProps<TData>) {
  const { query, filtered, clear } = list;
  if (query.isPending) return <Skeleton label={loading} {...skeleton} />;
  const data = query.data;
  if (data === undefined)
    return (
      <ErrorState title={error.title} icon={error.icon} headingLevel={headingLevel} action={<Button onClick={() => void query.refetch()}>Try again</Button>}>
        {error.body ?? 'Check your connection and try again.'}
      </ErrorState>
    );
  if (isEmpty(data)) {
    const shown = filtered && noMatch ? noMatch : empty;
    const action =
      shown === noMatch
        ? (noMatch.action ?? (
            <Button variant="secondary" onClick={clear}>
              {noMatch.clearLabel ?? 'Clear the search and filters'}
            </Button>
          ))
        : empty.action;
    return (
      <EmptyState title={shown.title} icon={shown.icon} headingLevel={headingLevel} action={action}>
        {shown.body}
      </EmptyState>
    );
  }
  const line = summary?.(data);
  return (
    <>
      {line !== undefined && line !== null ? (
        <p role="status" className={styles.count}>
          {line}
          {query.isFetching ? ' · updating…' : ''}
          {query.isError ? ' · the latest change could not be loaded' : ''}
        </p>
      ) : null}
      {children(data)}
    </>
  );
}
