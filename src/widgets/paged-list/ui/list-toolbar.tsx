import type { ReactNode } from 'react';
import { Button } from '@/shared/ui/button';
import * as styles from './paged-list.css';

/**
 * A list's search and filters in a row (the first, the search, twice as wide), with "Clear" when any is set: the
 * same on every list page, stacked on a phone.
 */
export function ListToolbar({ children, onClear, clearLabel = 'Clear' }: { children: ReactNode; onClear?: () => void; clearLabel?: string }) {
  return (
    <div className={styles.toolbar}>
      {children}
      {onClear ? (
        <Button variant="secondary" className={styles.clear} onClick={onClear}>
          {clearLabel}
        </Button>
      ) : null}
    </div>
  );
}
