import { expect, vi } from 'vitest';
import { describeModel } from '@/shared/lib/model-testing/run-model';
import { trackingModel, type TrackingModelEvent } from './tracking.model';
import { selectIsIdle, selectIsTracking } from './tracking.selectors';
import type { TrackingMachine, TrackingRecord } from './tracking.machine';

describeModel<TrackingMachine, TrackingModelEvent>(trackingModel, {
  promiseActors: [],
  harness: () => {
    const sent: TrackingRecord[] = [];
    const send = vi.fn((record: TrackingRecord | null) => record && sent.push(record));
    return {
      provide: { actions: { sendTrackingEvent: (_, params) => send(params.record) } },
      check: (snapshot, step) => {
        const tracking = typeof step.state.value === 'object';
        expect(selectIsTracking(snapshot)).toBe(tracking);
        expect(selectIsIdle(snapshot)).toBe(JSON.stringify(step.state.value).includes('"idle"'));
        const last = sent.at(-1);
        if (step.event.type === 'page.entered' && tracking) expect(last?.event).toBe('start');
        if (step.event.type === 'page.left') expect(last?.event).toBe('end');
        if (step.event.type.includes('heartbeatInterval')) {
          expect(last?.event).toBe('heartbeat');
          expect(last!.deltaActiveMs + last!.deltaIdleMs).toBe(15_000);
        }
        // Nothing is ever sent for an untracked page or without a user.
        for (const record of sent) expect(['login', 'forgot-password']).not.toContain(record.visit.pageKey);
      },
    };
  },
});
