import type { SnapshotFrom } from 'xstate';
import type { TrackingMachine } from './tracking.machine';

// The only way anything reads the tracking actor (diagnostics; tracking has no UI of its own).
export type TrackingSnapshot = SnapshotFrom<TrackingMachine>;

export const selectIsTracking = (snapshot: TrackingSnapshot) => snapshot.matches('tracking');
export const selectIsIdle = (snapshot: TrackingSnapshot) => snapshot.matches({ tracking: { attention: 'idle' } });
export const selectTrackedPage = (snapshot: TrackingSnapshot) => snapshot.context.visit?.pageKey ?? null;
