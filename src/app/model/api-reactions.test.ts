import { describe, expect, it, vi } from 'vitest';
import { createApiEventBus } from '@/shared/api';
import { connectApiReactions } from './api-reactions';

function setup(authenticated: boolean) {
  const events = createApiEventBus();
  const session = { send: vi.fn(), getSnapshot: () => ({ matches: (state: string) => authenticated && state === 'authenticated' }) };
  const navigate = vi.fn();
  const disconnect = connectApiReactions(events, session as never, navigate);
  return { events, session, navigate, disconnect };
}

describe('how the app acts on the API reports', () => {
  it('401 while signed in: ends the session (which goes to the root)', () => {
    const { events, session, navigate } = setup(true);
    events.emit({ type: 'api.unauthorized', path: '/api/common/user-profile' });
    expect(session.send).toHaveBeenCalledWith({ type: 'session.expired' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('401 while signed out: goes to the root', () => {
    const { events, session, navigate } = setup(false);
    events.emit({ type: 'api.unauthorized', path: '/api/common/user-profile' });
    expect(session.send).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it.each(['api.forbidden', 'api.unreachable'] as const)('%s: goes to the root', (type) => {
    const { events, session, navigate } = setup(true);
    events.emit({ type, path: '/api/home/countries' });
    expect(navigate).toHaveBeenCalledWith('/');
    expect(session.send).not.toHaveBeenCalled();
  });

  it.each(['/api/login', '/api/refresh-token', '/api/logout'])('leaves %s to the session flow', (path) => {
    const { events, session, navigate } = setup(true);
    events.emit({ type: 'api.unauthorized', path });
    events.emit({ type: 'api.unreachable', path });
    expect(navigate).not.toHaveBeenCalled();
    expect(session.send).not.toHaveBeenCalled();
  });

  it('ignores the loading reports, and stops after disconnect', () => {
    const { events, navigate, disconnect } = setup(true);
    events.emit({ type: 'api.request.started', requestId: '1', path: '/api/home/countries' });
    disconnect();
    events.emit({ type: 'api.forbidden', path: '/api/home/countries' });
    expect(navigate).not.toHaveBeenCalled();
  });
});
