import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@/shared/ui/button';
import { focusMainWhenLost } from '@/shared/ui/dialog';
import { Notice } from '@/shared/ui/page';
import * as styles from './leads-page.css';

export type Outcome = {
  tone: 'success' | 'danger' | 'warning';
  text: string;
  link?: { to: string; label: string };
  /** A report kept until dismissed; it takes the focus (the button that led to it is gone with the selection). */
  lasting?: boolean;
};

/** What the last action did: a line, or a report with its way on and a Dismiss button. */
export function OutcomeNotice({ outcome, onDismiss }: { outcome: Outcome; onDismiss: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!outcome.lasting) return;
    // After the dialog that led here has given its focus back (to a button the cleared selection removed).
    const timer = setTimeout(() => box.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [outcome]);
  if (!outcome.lasting) return <Notice tone={outcome.tone}>{outcome.text}</Notice>;
  return (
    <div ref={box} tabIndex={-1} className={styles.outcome}>
      <Notice tone={outcome.tone}>
        <p className={styles.outcomeText}>{outcome.text}</p>
        <div className={styles.outcomeActions}>
          {outcome.link ? <Link to={outcome.link.to}>{outcome.link.label}</Link> : null}
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              onDismiss();
              requestAnimationFrame(focusMainWhenLost);
            }}
          >
            Dismiss
          </Button>
        </div>
      </Notice>
    </div>
  );
}
