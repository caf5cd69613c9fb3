import { useState } from 'react';

/**
 * The rows ticked on a list, by id, in the order they were ticked. The selection is of the rows on screen: another
 * page, search or filter (a new `listKey`, e.g. the list's query string) starts with none.
 */
export function useRowSelection<Row, Id>(idOf: (row: Row) => Id, listKey: string) {
  const [selection, setSelection] = useState<ReadonlyMap<Id, Row>>(new Map());
  const [selectionKey, setSelectionKey] = useState(listKey);
  if (selectionKey !== listKey) {
    setSelectionKey(listKey);
    setSelection(new Map());
  }
  /** Ticks (`on`) or unticks the rows. */
  const select = (rows: readonly Row[], on: boolean) =>
    setSelection((current) => {
      const next = new Map(current);
      for (const row of rows) {
        if (on) next.set(idOf(row), row);
        else next.delete(idOf(row));
      }
      return next;
    });
  const clear = () => setSelection(new Map());
  return { selection, select, clear };
}
