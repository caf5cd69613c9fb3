import type { ReactNode } from 'react';
import { Tooltip as RadixTooltip } from 'radix-ui';
import * as styles from './tooltip.css';

export type TooltipProps = {
  content: ReactNode;
  /** A focusable element; the tooltip shows on hover and on keyboard focus. */
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
};

export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={300}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className={styles.content} side={side} sideOffset={6}>
            {content}
            <RadixTooltip.Arrow className={styles.arrow} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
