import type { ReactNode } from 'react';
import { Button } from '@/shared/ui/button';
import { SearchBox, type SearchBoxProps } from '@/shared/ui/search-box';
import type { ListView } from '../model/use-list-query';
import * as styles from './paged-list.css';

/**
 * A list's search and filters in a row (the first, the search, wider), with "Clear" while any is set: the same on
 * every list page, one per line on a phone.
 */
export function ListToolbar({ list, children }: { list: Pick<ListView<unknown>, 'filtered' | 'clear'>; children: ReactNode }) {
  return (
    <div className={styles.toolbar}>
      {children}
      {list.filtered ? (
        <Button variant="secondary" className={styles.clear} onClick={list.clear}>
          Clear
        </Button>
      ) : null}
    </div>
  );
}

type SearchableList = { state: { q?: string }; search: (text: string, options?: { replace?: boolean }) => void };

/**
 * The list's search box: it shows the search in force and searches the list (`q`), as one types or, with a
 * `submitLabel`, when asked (then the search gets its own history entry).
 */
export function ListSearch({ list, ...props }: Omit<SearchBoxProps, 'value' | 'onSearch'> & { list: SearchableList }) {
  return <SearchBox {...props} value={list.state.q ?? ''} onSearch={(text) => list.search(text, { replace: props.submitLabel === undefined || props.live === true })} />;
}
