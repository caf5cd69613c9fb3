import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import * as styles from './tabs.css';

export type TabItem = { value: string; label: string; content: ReactNode };

export type TabsProps = {
  /** Names the tab list for screen readers. */
  label: string;
  items: TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

/**
 * Scrolls the tab strip sideways (only the strip, never the page) so the selected tab is wholly in view: on a phone the
 * strip is wider than the screen, and a tab chosen through the address or a link may sit beyond its edge.
 */
export function revealSelected(list: HTMLElement | null): void {
  const tab = list?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
  if (!list || !tab) return;
  const strip = list.getBoundingClientRect();
  const selected = tab.getBoundingClientRect();
  if (selected.left < strip.left) list.scrollLeft -= strip.left - selected.left;
  else if (selected.right > strip.right) list.scrollLeft += selected.right - strip.right;
}

export function Tabs({ label, items, value, defaultValue, onValueChange }: TabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [chosen, setChosen] = useState(value ?? defaultValue ?? items[0]?.value);
  const shown = value ?? chosen;
  useEffect(() => revealSelected(listRef.current), [shown]);
  const change = useCallback(
    (next: string) => {
      setChosen(next);
      onValueChange?.(next);
    },
    [onValueChange],
  );
  return (
    <RadixTabs.Root value={shown} onValueChange={change}>
      <RadixTabs.List ref={listRef} className={styles.list} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className={styles.trigger}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
