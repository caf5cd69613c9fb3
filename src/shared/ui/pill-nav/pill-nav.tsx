import { Fragment } from 'react';
import { Link, type To } from 'react-router';
import * as styles from './pill-nav.css';

export type PillItem = {
  key: string;
  to: To;
  label: string;
  /** The list or filter shown now (marked `aria-current="page"`). */
  current: boolean;
  /** A fuller name for assistive technology ("High priority" for "High"). */
  ariaLabel?: string;
};

/** A row of pill links between the lists or filters of one page; groups are set apart by a thin rule. */
export function PillNav({ label, groups }: { label: string; groups: readonly (readonly PillItem[])[] }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {groups.map((group, index) => (
          <Fragment key={group[0]?.key ?? index}>
            {index > 0 ? <li aria-hidden="true" className={styles.separator} /> : null}
            {group.map((item) => (
              <li key={item.key}>
                <Link to={item.to} className={styles.link} aria-current={item.current ? 'page' : undefined} aria-label={item.ariaLabel}>
                  {item.label}
                </Link>
              </li>
            ))}
          </Fragment>
        ))}
      </ul>
    </nav>
  );
}
