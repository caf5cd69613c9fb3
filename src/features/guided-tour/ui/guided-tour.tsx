import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { getInspector } from '@/shared/lib/inspect';
import { Button } from '@/shared/ui/button';
import { createGuidedTourMachine } from '../model/guided-tour.actor';
import { TOUR_TARGETS, type TourStep } from '../model/guided-tour.machine';
import { selectCanRestart, selectShownStep, selectStepNumber, TOUR_STEP_COUNT } from '../model/guided-tour.selectors';
import * as styles from './guided-tour.css';

const TEXT: Record<TourStep, { title: string; body: string }> = {
  newUpdates: { title: 'New updates', body: 'News from universities and from us appears here first.' },
  learnMore: { title: 'Learn more', body: 'Guides on courses, visas and applications, whenever you need them.' },
  focusedUniversities: {
    title: 'Focused universities',
    body: 'Universities we work with closely, marked with a black line: faster answers and better support.',
  },
};

/**
 * The guided tour of the student home, as a component the home page mounts. The page gives the three elements the
 * ids in TOUR_TARGETS; a "Take the tour" button restarts it.
 */
export function GuidedTour({ userId }: { userId: number }) {
  const machine = useMemo(() => createGuidedTourMachine(userId), [userId]);
  const actor = useActorRef(machine, { input: { userId }, inspect: getInspector() });
  const step = useSelector(actor, selectShownStep);
  const number = useSelector(actor, selectStepNumber);
  const canRestart = useSelector(actor, selectCanRestart);

  useEffect(() => {
    if (!step) return;
    const element = document.getElementById(TOUR_TARGETS[step]);
    element?.setAttribute('data-tour-active', 'true');
    element?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    return () => element?.removeAttribute('data-tour-active');
  }, [step]);

  return (
    <>
      {canRestart ? (
        <Button variant="ghost" size="sm" onClick={() => actor.send({ type: 'tour.restart' })}>
          Take the tour
        </Button>
      ) : null}
      {step ? (
        <div className={styles.popover} role="dialog" aria-modal="false" aria-labelledby="guided-tour-title">
          <p style={{ margin: 0, fontSize: '0.8rem', color: '#607080' }}>
            Step {number} of {TOUR_STEP_COUNT}
          </p>
          <h2 id="guided-tour-title" style={{ margin: '0.25rem 0 0.5rem', fontSize: '1.1rem' }}>
            {TEXT[step].title}
          </h2>
          <p style={{ margin: '0 0 0.75rem' }}>{TEXT[step].body}</p>
          <div style={{ display: 'flex', gap: '0.5rem', justifyContent: 'flex-end' }}>
            <Button variant="ghost" size="sm" onClick={() => actor.send({ type: 'tour.skip' })}>
              Skip the tour
            </Button>
            <Button size="sm" onClick={() => actor.send({ type: 'tour.next' })}>
              {number === TOUR_STEP_COUNT ? 'Finish' : 'Next'}
            </Button>
          </div>
        </div>
      ) : null}
    </>
  );
}
