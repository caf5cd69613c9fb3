import type { ApiEventBus } from '@/shared/api';
import { toast } from '@/shared/ui/toast';
import type { SessionActor } from './session.actor';

/** Calls whose refusal the session flow itself handles (a wrong password, a failed refresh). */
const SESSION_CALLS = ['/login', '/refresh-token', '/logout'];
const isSessionCall = (path: string) => SESSION_CALLS.some((call) => path.endsWith(call));

/**
 * How the app acts on what the API layer reports (spec section 8): a refused token (401) ends the session and goes
 * to the root; a forbidden call (403) or no response goes to the root — a 403 with a toast saying why.
 */
export function connectApiReactions(events: ApiEventBus, session: Pick<SessionActor, 'send' | 'getSnapshot'>, navigate: (to: string) => void) {
  return events.subscribe((event) => {
    if (event.type !== 'api.unauthorized' && event.type !== 'api.forbidden' && event.type !== 'api.unreachable') return;
    if (isSessionCall(event.path)) return;
    if (event.type === 'api.unauthorized' && session.getSnapshot().matches('authenticated')) {
      session.send({ type: 'session.expired' });
      return;
    }
    if (event.type === 'api.forbidden') toast.error('You do not have access to that', 'Your account may not open what you asked for, so you are back on your home page.');
    navigate('/');
  });
}
