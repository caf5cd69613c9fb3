import { describe, expect, it } from 'vitest';
import { bodyOf } from './tracking.actor';
import { pageKeyOf } from '../router/page-key';

describe('tracking event body (spec section 7: the tracking event fields)', () => {
  it('carries every field, with the ids from storage and the browser meta', () => {
    const body = bodyOf({
      event: 'heartbeat',
      visit: { pageKey: 'services', path: '/services', referrer: '/home', userId: 7, startedAt: Date.parse('2026-11-22T06:00:00Z') },
      endedAt: Date.parse('2026-11-22T06:00:15Z'),
      deltaActiveMs: 12_000.4,
      deltaIdleMs: 3_000,
    });
    expect(Object.keys(body).sort()).toEqual(
      ['delta_active_ms', 'delta_idle_ms', 'ended_at', 'event', 'meta', 'page_key', 'path', 'referrer', 'session_id', 'started_at', 'user_id', 'visit_id'].sort(),
    );
    expect(body).toMatchObject({ event: 'heartbeat', user_id: 7, page_key: 'services', path: '/services', referrer: '/home', delta_active_ms: 12_000, delta_idle_ms: 3_000 });
    expect(body.started_at).toBe('2026-11-22T06:00:00.000Z');
    expect(body.session_id).toBe(localStorage.getItem('session_id'));
    expect(body.visit_id).toBe(sessionStorage.getItem('visit_id'));
    expect(body.meta.viewport.width).toBeGreaterThan(0);
  });

  it('page keys: the login and forgot-password pages keep their keys (so they are skipped), others their pattern', () => {
    expect(pageKeyOf('/', '/')).toBe('login');
    expect(pageKeyOf('/forgotpassword', '/forgotpassword')).toBe('forgot-password');
    expect(pageKeyOf('/somewhere/:id', '/somewhere/12')).toBe('/somewhere/:id');
    expect(pageKeyOf('/services', '/services')).toBe('services');
  });
});
