import type { ReactNode } from 'react';
import * as styles from './badge.css';

export type BadgeTone = keyof typeof styles.tone;

/** A short status word on a tint: the tone carries the meaning at a glance, the text says it (never colour alone). */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={styles.tone[tone]}>{children}</span>;
}
