import { useCallback, useSyncExternalStore } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/**
 * `useSelector` for the app's actors, on React's own useSyncExternalStore: the component re-renders only when the
 * selected value changes (Object.is). Same contract as @xstate/react's useSelector, without its pre-React-18 shims,
 * which would cost the login page 0.6 KB of its first-download budget (scripts/budget.ts). Selectors must return
 * stable values (context fields, booleans), as ours in session.selectors.ts do.
 */
export function useSelector<Actor extends AnyActorRef, Selected>(
  actor: Actor,
  selector: (snapshot: SnapshotFrom<Actor>) => Selected,
): Selected {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const read = () => selector(actor.getSnapshot() as SnapshotFrom<Actor>);
  return useSyncExternalStore(subscribe, read, read);
}
