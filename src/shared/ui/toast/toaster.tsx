import { useSyncExternalStore } from 'react';
import { Toast } from 'radix-ui';
import { TOAST_TIMEOUT_MS } from '@/shared/config';
import { toastStore } from './toast.store';
import * as styles from './toast.css';

/** Shows the toasts of the store; each closes after 3 s (hover or focus pauses the timer, as Radix does). */
export function Toaster() {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  return (
    <Toast.Provider duration={TOAST_TIMEOUT_MS} label="Notification">
      {items.map((item) => (
        <Toast.Root
          key={item.id}
          className={[styles.root, styles.tone[item.tone]].join(' ')}
          type={item.tone === 'success' ? 'background' : 'foreground'}
          data-tone={item.tone}
          onOpenChange={(open) => {
            if (!open) toastStore.dismiss(item.id);
          }}
        >
          <Toast.Title className={styles.title}>{item.title}</Toast.Title>
          {item.description ? <Toast.Description className={styles.description}>{item.description}</Toast.Description> : null}
          <Toast.Close className={styles.close} aria-label="Dismiss">
            ×
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className={styles.viewport} />
    </Toast.Provider>
  );
}
