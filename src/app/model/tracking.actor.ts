import { fromCallback, type EventObject } from 'xstate';
import { PORTAL_API_BASE } from '@/shared/config';
import { getSessionId, getVisitId, tokenStorage } from '@/shared/lib/storage';
import type { PortalComponents } from '@/shared/api';
import { trackingMachine, type TrackingRecord } from './tracking.machine';

// The tracking machine with its real effects. Events go with fetch `keepalive` (they survive the tab closing, like
// sendBeacon, which cannot carry the Authorization header the call needs); failures are ignored (spec section 7).

type TrackingBody = PortalComponents['schemas']['TrackingEvent'];

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart', 'mousemove', 'wheel'] as const;
/** Activity is reported at most once a second. */
const ACTIVITY_THROTTLE_MS = 1_000;

export function bodyOf(record: TrackingRecord): TrackingBody {
  return {
    event: record.event,
    session_id: getSessionId(),
    visit_id: getVisitId(),
    user_id: record.visit.userId,
    page_key: record.visit.pageKey,
    path: record.visit.path,
    referrer: record.visit.referrer,
    started_at: new Date(record.visit.startedAt).toISOString(),
    ended_at: new Date(record.endedAt).toISOString(),
    delta_active_ms: Math.round(record.deltaActiveMs),
    delta_idle_ms: Math.round(record.deltaIdleMs),
    meta: { ua: navigator.userAgent, viewport: { width: window.innerWidth, height: window.innerHeight } },
  };
}

export function sendTrackingRecord(record: TrackingRecord | null): void {
  const token = tokenStorage.get();
  if (!record || !token) return;
  try {
    void fetch(`${PORTAL_API_BASE}/common/save-time-spent-on-page`, {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(bodyOf(record)),
    }).catch(() => {});
  } catch {
    // Ignored (spec section 7).
  }
}

export const watchActivity = fromCallback<EventObject>(({ sendBack }) => {
  let last = 0;
  const handleActivity = () => {
    const now = Date.now();
    if (now - last < ACTIVITY_THROTTLE_MS) return;
    last = now;
    sendBack({ type: 'user.activity' });
  };
  const handlePageHide = () => sendBack({ type: 'page.left' });
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, handleActivity, { passive: true, capture: true });
  window.addEventListener('pagehide', handlePageHide);
  return () => {
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, handleActivity, { capture: true });
    window.removeEventListener('pagehide', handlePageHide);
  };
});

export const trackingMachineWithEffects = trackingMachine.provide({
  actors: { watchActivity },
  actions: { sendTrackingEvent: (_, params) => sendTrackingRecord(params.record) },
});
