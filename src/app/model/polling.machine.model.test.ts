import { expect } from 'vitest';
import { describeModel } from '@/shared/lib/model-testing/run-model';
import { pollingModel, type PollingModelEvent } from './polling.model';
import { selectFeed, selectIsPolling, selectUnreadMessagesCount, selectUnreadNotificationsCount } from './polling.selectors';
import type { PollingMachine } from './polling.machine';

describeModel<PollingMachine, PollingModelEvent>(pollingModel, {
  promiseActors: ['pollOnce'],
  harness: () => {
    let lastFeed: unknown = null;
    return {
      check: (snapshot, step) => {
        expect(selectIsPolling(snapshot)).toBe(step.state.value !== 'stopped');
        // A 304 or a failure keeps the very same feed object: no selector changes, no re-render.
        if (step.event.type === 'xstate.done.actor.pollOnce' && step.event.output.kind === 'not-modified') expect(selectFeed(snapshot)).toBe(lastFeed);
        if (step.event.type === 'xstate.error.actor.pollOnce') expect(selectFeed(snapshot)).toBe(lastFeed);
        if (step.event.type === 'session.signedOut') expect(selectUnreadNotificationsCount(snapshot) + selectUnreadMessagesCount(snapshot)).toBe(0);
        lastFeed = selectFeed(snapshot);
      },
    };
  },
});
