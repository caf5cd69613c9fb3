import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastStore } from './toast.store';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

let everShown = false;
const hasEverHadToasts = () => {
  if (toastStore.getSnapshot().length > 0) everShown = true;
  return everShown;
};

/** Loads the toast viewport (and Radix Toast) only once the first toast is raised, so first paint stays light. */
export function LazyToaster() {
  const needed = useSyncExternalStore(toastStore.subscribe, hasEverHadToasts, hasEverHadToasts);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
