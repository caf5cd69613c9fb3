import { after, done, failed, fixtureOf, type AfterEvent, type DoneEvent, type ErrorEvent, type ModelSpec } from '@/shared/lib/model-testing';
import { guidedTourMachine, type GuidedTourEvent, type GuidedTourMachine } from './guided-tour.machine';

// The guided tour's abstract model: the user's buttons, the stored progress, each element appearing or not within
// its wait.

export type GuidedTourModelEvent =
  | GuidedTourEvent
  | DoneEvent<'loadTourSeen', boolean>
  | ErrorEvent<'loadTourSeen'>
  | DoneEvent<'waitForTarget', void>
  | AfterEvent<'newUpdatesWait', 'guidedTour.touring.newUpdates.waitingForTarget'>
  | AfterEvent<'learnMoreWait', 'guidedTour.touring.learnMore.waitingForTarget'>
  | AfterEvent<'focusedUniversitiesWait', 'guidedTour.touring.focusedUniversities.waitingForTarget'>;

const notSeen = done('loadTourSeen', false);
const seen = done('loadTourSeen', true);
const unknown = failed('loadTourSeen');
const found = done('waitForTarget', undefined);
const next = { type: 'tour.next' } as const;
const skip = { type: 'tour.skip' } as const;
const restart = { type: 'tour.restart' } as const;
const noNewUpdates = after('newUpdatesWait', 'guidedTour.touring.newUpdates.waitingForTarget');
const noLearnMore = after('learnMoreWait', 'guidedTour.touring.learnMore.waitingForTarget');
const noFocused = after('focusedUniversitiesWait', 'guidedTour.touring.focusedUniversities.waitingForTarget');


export const guidedTourModel: ModelSpec<GuidedTourMachine, GuidedTourModelEvent> = {
  name: 'guided-tour',
  machine: guidedTourMachine,
  input: { userId: 7 },
  fixture: fixtureOf(next, skip, restart, notSeen, seen, unknown, found, noNewUpdates, noLearnMore, noFocused),
  journeys: {
    'first visit: all three steps to the end': [notSeen, found, next, found, next, found, next],
    'skipped, then restarted and finished': [notSeen, found, skip, restart, found, next, found, next, found, next],
    'finished before: not shown, restart on demand': [seen, restart, found, next],
    'no element ever appears: each wait passes over its step': [notSeen, noNewUpdates, noLearnMore, noFocused, restart, skip],
  },
  describeEvent: (event) =>
    event === found ? "the step's element is on the page"
    : event === seen ? 'the user has seen the tour before'
    : event === notSeen ? 'the user has not seen the tour'
    : undefined,
};
