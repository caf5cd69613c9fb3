import type { ReactNode } from 'react';
import { DropdownMenu as RadixMenu } from 'radix-ui';
import * as styles from './dropdown-menu.css';

export type DropdownMenuEntry =
  | { kind: 'item'; label: string; onSelect: () => void; tone?: 'default' | 'danger'; disabled?: boolean }
  | { kind: 'label'; label: string }
  | { kind: 'separator' };

export type DropdownMenuProps = {
  /** The button that opens the menu; it must be a focusable element. */
  trigger: ReactNode;
  entries: DropdownMenuEntry[];
  align?: 'start' | 'center' | 'end';
};

export function DropdownMenu({ trigger, entries, align = 'end' }: DropdownMenuProps) {
  return (
    <RadixMenu.Root>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content className={styles.content} align={align} sideOffset={6}>
          {entries.map((entry, index) => {
            if (entry.kind === 'separator') return <RadixMenu.Separator key={index} className={styles.separator} />;
            if (entry.kind === 'label')
              return (
                <RadixMenu.Label key={index} className={styles.label}>
                  {entry.label}
                </RadixMenu.Label>
              );
            return (
              <RadixMenu.Item
                key={index}
                className={[styles.item, entry.tone === 'danger' ? styles.danger : ''].join(' ')}
                disabled={entry.disabled}
                onSelect={entry.onSelect}
              >
                {entry.label}
              </RadixMenu.Item>
            );
          })}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
