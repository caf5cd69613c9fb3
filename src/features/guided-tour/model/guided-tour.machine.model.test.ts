import { expect, vi } from 'vitest';
import { describeModel } from '@/shared/lib/model-testing/run-model';
import { guidedTourModel, type GuidedTourModelEvent } from './guided-tour.model';
import { selectIsTouring, selectShownStep } from './guided-tour.selectors';
import type { GuidedTourMachine } from './guided-tour.machine';

describeModel<GuidedTourMachine, GuidedTourModelEvent>(guidedTourModel, {
  promiseActors: ['loadTourSeen', 'waitForTarget'],
  harness: () => {
    const saved = vi.fn();
    return {
      provide: { actions: { saveTourSeen: saved } },
      check: (snapshot, step) => {
        const value = JSON.stringify(step.state.value);
        expect(selectIsTouring(snapshot)).toBe(value.includes('touring'));
        const shown = /"(newUpdates|learnMore|focusedUniversities)":"showing"/.exec(value)?.[1] ?? null;
        expect(selectShownStep(snapshot)).toBe(shown);
        // Seen is remembered exactly when the tour ends by the user's hand or by its last step.
        if (step.state.value === 'skipped' && step.event.type === 'tour.skip') expect(saved).toHaveBeenCalled();
        if (step.state.value === 'finished' && step.event.type.startsWith('xstate.done.actor.loadTourSeen')) expect(saved).not.toHaveBeenCalled();
      },
    };
  },
});
