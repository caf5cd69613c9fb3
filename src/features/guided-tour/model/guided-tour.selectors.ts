import type { SnapshotFrom } from 'xstate';
import type { GuidedTourMachine, TourStep } from './guided-tour.machine';

// The only way the view reads the tour.
export type GuidedTourSnapshot = SnapshotFrom<GuidedTourMachine>;

const STEPS: readonly TourStep[] = ['newUpdates', 'learnMore', 'focusedUniversities'];

/** The step whose popover is shown, or null. */
export const selectShownStep = (snapshot: GuidedTourSnapshot): TourStep | null =>
  STEPS.find((step) => snapshot.matches({ touring: { [step]: 'showing' } })) ?? null;
export const selectIsTouring = (snapshot: GuidedTourSnapshot) => snapshot.matches('touring');
export const selectCanRestart = (snapshot: GuidedTourSnapshot) => snapshot.can({ type: 'tour.restart' });
export const selectStepNumber = (snapshot: GuidedTourSnapshot) => {
  const shown = selectShownStep(snapshot);
  return shown ? STEPS.indexOf(shown) + 1 : null;
};
export const TOUR_STEP_COUNT = STEPS.length;
