import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/loading-overlay';
import { Pager } from '@/shared/ui/pager';
import { EmptyState } from '@/shared/ui/state';
import { countLine, type ListPage, type PagedListTexts } from '../lib/count-line';
import type { ListView } from '../model/use-list-query';
import { ListStates } from './list-states';
import * as styles from './paged-list.css';

export type PagedListProps<TData extends ListPage<unknown>> = {
  list: ListView<TData>;
  texts: PagedListTexts;
  /** The rows load their own code on first use (a lazy table): said while they do. */
  lazyLabel?: string;
  /** The rows of the page (a table, a list), with the whole answer for what else it carries. */
  children: (items: TData['items'], data: TData) => ReactNode;
};

/**
 * One page of a list with everything around it: its states (loading, failed, empty, no match), the count line (a
 * polite live region) and the shared pager. After paging, the focus moves to the top of the new page, so the
 * keyboard and a screen reader carry on from its first row instead of from a pager button that may have gone.
 */
export function PagedList<TData extends ListPage<unknown>>({ list, texts, lazyLabel, children }: PagedListProps<TData>) {
  const results = useRef<HTMLDivElement>(null);
  const paged = useRef(false);
  const { query, page, setPage } = list;
  const settled = query.data !== undefined && !query.isPlaceholderData;

  useEffect(() => {
    if (!paged.current || !settled) return;
    paged.current = false;
    results.current?.focus();
  }, [settled, query.data]);

  const handlePage = (next: number) => {
    paged.current = true;
    setPage(next);
  };

  return (
    <ListStates
      list={list}
      texts={texts}
      // A page past the end (the list shrank since the link was made) is not "empty": it says so below.
      isEmpty={(data) => data.items.length === 0 && !(page > 1 && data.total > 0)}
      summary={(data) => (data.items.length > 0 ? countLine(data, texts.noun, texts.countStyle) : null)}
    >
      {(data) =>
        data.items.length === 0 ? (
          <EmptyState
            title="This page is empty"
            headingLevel={texts.headingLevel}
            action={
              <Button variant="secondary" onClick={() => handlePage(1)}>
                Go to the first page
              </Button>
            }
          >
            The list is shorter than it was.
          </EmptyState>
        ) : (
          <div ref={results} tabIndex={-1} className={styles.results}>
            {lazyLabel ? <Suspense fallback={<Spinner label={lazyLabel} />}>{children(data.items, data)}</Suspense> : children(data.items, data)}
            <Pager label={texts.pagerLabel ?? `Pages of ${texts.noun[1]}`} page={data.page} pageSize={data.page_size} total={data.total} onPage={handlePage} />
          </div>
        )
      }
    </ListStates>
  );
}
