import { fromPromise } from 'xstate';
import { waitForElement } from '@/shared/lib/dom';
import { guidedTourMachine } from './guided-tour.machine';

// The guided tour with its real effects: progress kept in this browser per user, elements awaited in the page.

const seenKey = (userId: number) => `guided_tour_seen_${userId}`;
/** Longer than any step's wait: the machine's delay decides when a step is passed over. */
const ELEMENT_WAIT_CAP_MS = 60_000;

export const createGuidedTourMachine = (userId: number) =>
  guidedTourMachine.provide({
    actors: {
      loadTourSeen: fromPromise(async () => {
        try {
          return localStorage.getItem(seenKey(userId)) === 'true';
        } catch {
          return false;
        }
      }),
      waitForTarget: fromPromise<void, { target: string }>(async ({ input }) => {
        const found = await waitForElement(input.target, ELEMENT_WAIT_CAP_MS);
        // Not found within the cap: never resolve; the step's delay has already moved on.
        if (!found) await new Promise(() => {});
      }),
    },
    actions: {
      saveTourSeen: () => {
        try {
          localStorage.setItem(seenKey(userId), 'true');
        } catch {
          // Without storage the tour may show again next time.
        }
      },
    },
  });
