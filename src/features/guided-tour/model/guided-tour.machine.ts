import { fromPromise, setup } from 'xstate';

// The guided tour of the student home (spec section 9): new updates, then learn more, then focused universities.
// Each step waits for its element (12 s, 15 s and 10 s: the "driver" waits) and is passed over when it does not
// appear. It can be skipped and restarted; a user who finished or skipped it is not shown it again. Pure: the
// stored progress and the wait for an element are named actors, saving is a named action.

export type TourStep = 'newUpdates' | 'learnMore' | 'focusedUniversities';

/** The element id each step points at, in the page that mounts the tour. */
export const TOUR_TARGETS: Record<TourStep, string> = {
  newUpdates: 'tour-new-updates',
  learnMore: 'tour-learn-more',
  focusedUniversities: 'tour-focused-universities',
};

export type GuidedTourInput = { userId: number };
export type GuidedTourContext = { userId: number };
export type GuidedTourEvent =
  /** Go on to the next step (the last one finishes the tour). */
  | { type: 'tour.next' }
  /** Leave the tour now; it is not shown again unless restarted. */
  | { type: 'tour.skip' }
  /** Show the tour again from the first step. */
  | { type: 'tour.restart' };

const notProvided = (name: string) => () => Promise.reject(new Error(`guided-tour actor "${name}" was not provided`));

const step = (
  id: TourStep,
  wait: 'newUpdatesWait' | 'learnMoreWait' | 'focusedUniversitiesWait',
  next: string,
  nextActions: readonly ['saveTourSeen'] | readonly [] = [],
) => ({
  initial: 'waitingForTarget' as const,
  states: {
    // Waiting for the step's element to be on the page, at most the step's wait.
    waitingForTarget: {
      invoke: { id: 'waitForTarget', src: 'waitForTarget' as const, input: { target: TOUR_TARGETS[id] }, onDone: { target: 'showing' } },
      // The element never came: pass over this step.
      after: { [wait]: { target: next, actions: [...nextActions] } },
    },
    // The step's popover is shown beside its element.
    showing: {
      on: { 'tour.next': { target: next, actions: [...nextActions] } },
    },
  },
});

export const guidedTourMachine = setup({
  types: {
    context: {} as GuidedTourContext,
    events: {} as GuidedTourEvent,
    input: {} as GuidedTourInput,
  },
  actors: {
    /** Whether this user already finished or skipped the tour. */
    loadTourSeen: fromPromise<boolean, { userId: number }>(notProvided('loadTourSeen')),
    /** Resolves when the element with this id is on the page (never rejects; the step's delay bounds it). */
    waitForTarget: fromPromise<void, { target: string }>(notProvided('waitForTarget')),
  },
  actions: {
    /** Remembers that this user has seen the tour. A stand-in that remembers nothing. */
    saveTourSeen: () => {},
  },
  guards: {
    alreadySeen: (_, params: { seen: boolean }) => params.seen,
  },
  delays: {
    newUpdatesWait: 12_000,
    learnMoreWait: 15_000,
    focusedUniversitiesWait: 10_000,
  },
}).createMachine({
  id: 'guidedTour',
  initial: 'checking',
  context: ({ input }) => ({ userId: input.userId }),
  states: {
    // Asking whether this user has already seen the tour.
    checking: {
      invoke: {
        id: 'loadTourSeen',
        src: 'loadTourSeen',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: [
          { guard: { type: 'alreadySeen', params: ({ event }) => ({ seen: event.output }) }, target: 'finished' },
          { target: 'touring' },
        ],
        // Unknown progress: do not push a tour on the user.
        onError: { target: 'finished' },
      },
    },
    // The tour is on screen, one step at a time.
    touring: {
      initial: 'newUpdates',
      on: { 'tour.skip': { target: 'skipped', actions: 'saveTourSeen' } },
      states: {
        // Step 1: the new-updates panel.
        newUpdates: step('newUpdates', 'newUpdatesWait', '#guidedTour.touring.learnMore'),
        // Step 2: the learn-more panel.
        learnMore: step('learnMore', 'learnMoreWait', '#guidedTour.touring.focusedUniversities'),
        // Step 3: the focused universities (shown with a black bottom border).
        focusedUniversities: step('focusedUniversities', 'focusedUniversitiesWait', '#guidedTour.finished', ['saveTourSeen']),
      },
    },
    // Seen to the end (or seen before): nothing shown; it can be restarted.
    finished: {
      on: { 'tour.restart': 'touring' },
    },
    // Skipped by the user: nothing shown; it can be restarted.
    skipped: {
      on: { 'tour.restart': 'touring' },
    },
  },
});

export type GuidedTourMachine = typeof guidedTourMachine;
