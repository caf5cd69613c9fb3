import type { ReactNode } from 'react';
import { Button } from '@/shared/ui/button';
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

/** The box both states share: an icon, the heading, what to know and a way on. */
function StateBox({ title, children, action, headingLevel = 2, icon, danger }: StateProps & { icon: IconName; danger: boolean }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={[styles.box, danger ? styles.error : ''].join(' ')} role={danger ? 'alert' : undefined} aria-label={title}>
      <span className={[styles.icon, danger ? styles.iconDanger : ''].join(' ')}>
        <Icon name={icon} size={40} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {children ? <div className={styles.body}>{children}</div> : null}
      {action}
    </section>
  );
}

/** Nothing to show yet, said plainly, with a way on. */
export function EmptyState({ icon = 'compass', ...props }: StateProps) {
  return <StateBox {...props} icon={icon} danger={false} />;
}

/**
 * Something failed: what happened and what the user can do. Announced to screen readers. With `onRetry` (a load that
 * may work the second time) it says to check the connection and offers "Try again", unless told otherwise.
 */
export function ErrorState({ icon = 'alert', onRetry, action, children, ...props }: StateProps & { onRetry?: () => unknown }) {
  const retry = onRetry ? <Button onClick={() => void onRetry()}>Try again</Button> : null;
  return (
    <StateBox {...props} icon={icon} danger action={action ?? retry}>
      {children ?? (onRetry ? 'Check your connection and try again.' : null)}
    </StateBox>
  );
}
