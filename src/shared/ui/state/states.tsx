import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/shared/ui/icon';
import * as styles from './state.css';

export type StateProps = {
  title: string;
  children?: ReactNode;
  /** Buttons or links that offer a way on. */
  action?: ReactNode;
  /** The heading level in the page's outline. */
  headingLevel?: 1 | 2 | 3;
  icon?: IconName;
};

/** Nothing to show yet, said plainly, with a way on. */
export function EmptyState({ title, children, action, headingLevel = 2, icon = 'compass' }: StateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.box} aria-label={title}>
      <span className={styles.icon}>
        <Icon name={icon} size={40} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {children ? <div className={styles.body}>{children}</div> : null}
      {action}
    </section>
  );
}

/** Something failed: what happened and what the user can do. Announced to screen readers. */
export function ErrorState({ title, children, action, headingLevel = 2, icon = 'alert' }: StateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={[styles.box, styles.error].join(' ')} role="alert" aria-label={title}>
      <span className={[styles.icon, styles.iconDanger].join(' ')}>
        <Icon name={icon} size={40} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {children ? <div className={styles.body}>{children}</div> : null}
      {action}
    </section>
  );
}
