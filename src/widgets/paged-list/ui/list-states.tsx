import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';
import { EmptyState, ErrorState } from '@/shared/ui/state';
import { textsOf, type ListTexts } from '../lib/list-texts';
import * as styles from './paged-list.css';

/** What the states need of a list: its query and, for a list with a search or filters, whether they narrow it. */
export type ListSource<TData> = { query: UseQueryResult<TData, Error>; filtered?: boolean; clear?: () => void };

export type ListStatesProps<TData> = {
  list: ListSource<TData>;
  texts: ListTexts;
  isEmpty: (data: TData) => boolean;
  /** The count line over the list (none when null); "updating…" and a failed refresh are added to it. */
  summary?: (data: TData) => ReactNode;
  children: (data: TData) => ReactNode;
};

/**
 * A list's states, one at a time: placeholder rows while the first answer loads, the failure with a retry, empty,
 * no match (with a way back), or the count line and the list. Rows already shown stay while a refresh runs.
 */
export function ListStates<TData>({ list, texts, isEmpty, summary, children }: ListStatesProps<TData>) {
  const { query, filtered = false, clear } = list;
  const { loading, error } = textsOf(texts);
  const level = texts.headingLevel ?? 2;
  if (query.isPending) return <Skeleton label={loading} {...texts.skeleton} />;
  const data = query.data;
  if (data === undefined)
    return (
      <ErrorState title={error} headingLevel={level} onRetry={query.refetch}>
        Check your connection and try again{filtered ? '; your search and filters are kept' : ''}.
      </ErrorState>
    );
  if (isEmpty(data)) {
    const { empty, noMatch } = texts;
    const shown = filtered && noMatch ? noMatch : empty;
    const clearButton = clear ? <Button variant="secondary" onClick={clear}>{noMatch?.clearLabel ?? 'Clear the search and filters'}</Button> : null;
    return (
      <EmptyState title={shown.title} icon={shown.icon} headingLevel={level} action={shown === noMatch ? (noMatch.action ?? clearButton) : empty.action}>
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
