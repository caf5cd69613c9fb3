import type { ReactNode } from 'react';
import * as styles from './table.css';

export type TableColumn<Row> = {
  key: string;
  /** The header cell: its text, or a control such as a sort button or a "select all" box. */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The column's name over each cell when the rows show as cards (`cards`); the header when that is text. */
  label?: string;
  /** How the rows are sorted by this column, when they are (the header's `aria-sort`). */
  sorted?: 'ascending' | 'descending';
};

export type TableProps<Row> = {
  caption: string;
  columns: TableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  /** Shown in place of the body when there are no rows. */
  empty?: ReactNode;
  /**
   * Below 1024 px every row shows as a card, each cell under its column's name, rather than a wide table scrolling
   * sideways (for tables of many columns); the cells are compact at every width.
   */
  cards?: boolean;
  /** A row's own name for assistive technology and its class (an unread row, say). */
  rowProps?: (row: Row) => { className?: string; 'aria-label'?: string };
};

/** A data table with a caption and header cells; it scrolls sideways on narrow screens, or shows cards (`cards`). */
export function Table<Row>({ caption, columns, rows, rowKey, empty, cards = false, rowProps }: TableProps<Row>) {
  const labelOf = (column: TableColumn<Row>) => (cards ? (column.label ?? (typeof column.header === 'string' ? column.header : undefined)) : undefined);
  return (
    <div className={styles.wrapper}>
      <table className={cards ? `${styles.table} ${styles.cards}` : styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={styles.th} aria-sort={column.sorted}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td className={styles.td} colSpan={columns.length}>
                {empty ?? 'Nothing to show.'}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} {...rowProps?.(row)}>
                {columns.map((column) => (
                  <td key={column.key} className={styles.td} data-label={labelOf(column)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
