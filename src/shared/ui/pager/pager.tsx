import { Button } from '@/shared/ui/button';
import * as styles from './pager.css';

export type PagerProps = {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** Names the navigation landmark ("Pages of students"). */
  label?: string;
};

/** Previous and next page with where one is; nothing when everything fits on one page. */
export function Pager({ page, pageSize, total, onPage, label = 'Pages' }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(Math.min(page - 1, pages))}>
        Previous page
      </Button>
      <span aria-current="page">
        Page {page} of {pages}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </nav>
  );
}
