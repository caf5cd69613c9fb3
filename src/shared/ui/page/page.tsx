import type { ReactNode } from 'react';
import * as styles from './page.css';

/** The page's one h1 and an optional line under it. */
export function PageHeading({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <header className={styles.heading}>
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </header>
  );
}

export type NoticeTone = 'info' | 'success' | 'warning' | 'danger';

/** An inline message; dangers and warnings are announced at once (alert), the rest politely (status). */
export function Notice({ tone = 'info', children }: { tone?: NoticeTone; children: ReactNode }) {
  return (
    <div className={[styles.notice, styles.tone[tone]].join(' ')} role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'}>
      <div>{children}</div>
    </div>
  );
}

export function Actions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/** Two fields side by side, stacked on mobile. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}

export function Muted({ children }: { children: ReactNode }) {
  return <p className={styles.muted}>{children}</p>;
}
