import { Table, type TableColumn } from '@/shared/ui/table';
import { PagedList, type ListPage, type ListView, type PagedListTexts } from '@/widgets/paged-list';

type Row<TData extends ListPage<unknown>> = TData['items'][number];

export type TabTableProps<TData extends ListPage<unknown>> = {
  list: ListView<TData>;
  /** The list's own words: its noun, empty state and (with filters) its no-match state. */
  texts: Pick<PagedListTexts, 'noun' | 'empty' | 'noMatch'>;
  caption: string;
  columns: TableColumn<Row<TData>>[];
  rowKey: (row: Row<TData>) => string | number;
  /** Names each row (its card on a phone) when a row has actions. */
  rowName?: (row: Row<TData>) => string;
};

/** One paged table of a nurturing tab: the caller's own rows, headings under the tab's, cards below 1024 px. */
export function TabTable<TData extends ListPage<unknown>>({ list, texts, caption, columns, rowKey, rowName }: TabTableProps<TData>) {
  return (
    <PagedList list={list} texts={{ ...texts, whose: 'your', headingLevel: 3 }}>
      {(items) => (
        <Table caption={caption} cards columns={columns} rows={items} rowKey={rowKey} rowProps={rowName ? (row) => ({ 'aria-label': rowName(row) }) : undefined} />
      )}
    </PagedList>
  );
}
