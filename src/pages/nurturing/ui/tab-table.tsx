import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '@/shared/ui/badge';
import { Notice } from '@/shared/ui/page';
import { hasNoItems, type PanelQuery, QueryState } from '@/shared/ui/panel';
import { Skeleton } from '@/shared/ui/skeleton';
import { Table, type TableColumn } from '@/shared/ui/table';
import { PagedList, type ListPage, type ListView, type PagedListTexts } from '@/widgets/paged-list';
import * as styles from './nurturing-page.css';

type Row<TData extends ListPage<unknown>> = TData['items'][number];

/** A tab table's own words: its caption, its noun, its empty state and (with filters) its no-match state. */
export type TabTexts = Pick<PagedListTexts, 'noun' | 'empty' | 'noMatch'> & { caption: string };

export type TabTableProps<TData extends ListPage<unknown>> = {
  list: ListView<TData>;
  texts: TabTexts;
  columns: TableColumn<Row<TData>>[];
  rowKey: (row: Row<TData>) => string | number;
  /** Names each row (its card on a phone) when a row has actions. */
  rowName?: (row: Row<TData>) => string;
  /** The way on from the empty list (the tab's New button). */
  emptyAction?: ReactNode;
};

/** One paged table of a nurturing tab: the caller's own rows, headings under the tab's, cards below 1024 px. */
export function TabTable<TData extends ListPage<unknown>>({ list, texts: { caption, ...texts }, columns, rowKey, rowName, emptyAction }: TabTableProps<TData>) {
  const empty = emptyAction ? { ...texts.empty, action: emptyAction } : texts.empty;
  return (
    <PagedList list={list} texts={{ ...texts, empty, whose: 'your', headingLevel: 3 }}>
      {(items) => (
        <Table caption={caption} cards columns={columns} rows={items} rowKey={rowKey} rowProps={rowName ? (row) => ({ 'aria-label': rowName(row) }) : undefined} />
      )}
    </PagedList>
  );
}

/** The head of a tab: its heading, with the button that makes a new row if any, and the outcome of the last action. */
export function TabHead({ title, action, outcome = null }: { title: string; action?: ReactNode; outcome?: string | null }) {
  return (
    <>
      <div className={styles.top}>
        <h2>{title}</h2>
        {action}
      </div>
      {outcome ? <Notice tone="success">{outcome}</Notice> : null}
    </>
  );
}

/** A row's name, with a line under it (none when `sub` is null). */
export function NamedCell({ name, sub }: { name: ReactNode; sub: ReactNode | null }) {
  return (
    <>
      <span className={styles.name}>{name}</span>
      {sub === null ? null : <span className={styles.sub}>{sub}</span>}
    </>
  );
}

/** A row's status as a badge, with the reason under it when there is one. */
export function StatusCell({ tone, label, reason }: { tone: BadgeTone; label: string; reason: string | null }) {
  return (
    <>
      <Badge tone={tone}>{label}</Badge>
      {reason ? <span className={styles.sub}>{reason}</span> : null}
    </>
  );
}

/** A list answer (`{ items }`) in a tab: a skeleton while it loads, Try again when it failed, `empty` when it has no item. */
export function ItemsState<T extends { items: unknown[] }>({ query, what, empty, children }: { query: PanelQuery<T>; what: string; empty: string; children: (data: T) => ReactNode }) {
  return (
    <QueryState query={query} what={what} isEmpty={hasNoItems} empty={empty} loading={<Skeleton label={`Loading ${what}`} rows={3} />}>
      {children}
    </QueryState>
  );
}
