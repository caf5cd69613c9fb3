import { createActor, fromCallback, fromPromise, type InspectionEvent, type Observer } from 'xstate';
import { leadsApi, portalApi, tokenRenewal, unwrap } from '@/shared/api';
import { tokenStorage } from '@/shared/lib/storage';
import { redirectTargetFromRoot } from './home-path';
import { sessionMachine, type AuthAnswer, type RenewInput, type SessionEvent, type WatchInput } from './session.machine';
import { connectTokenRenewal, removeStoredGrant, renewTokenShared, storeGrant, watchOtherTabs } from './session.renewal';
import { indexedDbGrantStore } from './session.shared-grant';
import type { Credentials } from './session.types';

// The session machine with the real effects: the API calls, the stored token (with its times), one renewal for all
// tabs, the other tabs' changes, and navigation. The actor also answers the API layer's renewal port, so a call
// refused with 401 is renewed through the machine and replayed.

export type SessionEffectsDeps = {
  navigate: (to: string) => void;
  location: () => { pathname: string; search: string };
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
};

type Coordinates = { latitude: number; longitude: number; accuracy: number };

/** The position, only when the browser already allows it: the refresh never prompts for permission. */
async function grantedPosition(): Promise<Coordinates | undefined> {
  try {
    if (!('geolocation' in navigator) || !navigator.permissions) return undefined;
    const permission = await navigator.permissions.query({ name: 'geolocation' });
    if (permission.state !== 'granted') return undefined;
    const position = await new Promise<GeolocationPosition>((resolve, reject) =>
      navigator.geolocation.getCurrentPosition(resolve, reject, { timeout: 3_000, maximumAge: 600_000 }),
    );
    const { latitude, longitude, accuracy } = position.coords;
    return { latitude, longitude, accuracy };
  } catch {
    return undefined;
  }
}

/** POST /refresh-token, with the location when the browser already allows it. */
async function refreshCall(): Promise<AuthAnswer> {
  const coordinates = await grantedPosition();
  return unwrap(await portalApi.POST('/refresh-token', { body: coordinates ?? {} }));
}

const webLocks = () => (typeof navigator !== 'undefined' && navigator.locks && typeof navigator.locks.request === 'function' ? navigator.locks : null);

export function createSessionMachineWithEffects(deps: SessionEffectsDeps) {
  const shared = indexedDbGrantStore();
  const landFromRoot = (userType: Parameters<typeof redirectTargetFromRoot>[2], force: boolean) => {
    const { pathname, search } = deps.location();
    const target = redirectTargetFromRoot(force ? '/' : pathname, search, userType);
    if (target) deps.navigate(target);
  };
  return sessionMachine.provide({
    actors: {
      refreshSession: fromPromise<AuthAnswer>(refreshCall),
      renewToken: fromPromise(({ input }: { input: RenewInput }) => renewTokenShared(input, { refresh: refreshCall, locks: webLocks(), shared })),
      watchOtherTabs: fromCallback<SessionEvent, WatchInput>(({ input, sendBack }) => watchOtherTabs({ input, sendBack })),
      signIn: fromPromise<AuthAnswer, Credentials>(async ({ input }) => unwrap(await portalApi.POST('/login', { body: input }))),
      signOut: fromPromise(async () => {
        unwrap(await portalApi.POST('/logout'));
      }),
      loadServicesAvailed: fromPromise(async () => unwrap(await leadsApi.GET('/my-lead/user-service-availed')).data),
      loadAssignedStudents: fromPromise(
        async () => unwrap(await portalApi.GET('/common/assigned-student', { params: { query: { page_size: 100 } } })).data.items,
      ),
    },
    actions: {
      saveToken: (_, params) => storeGrant(params.grant, params.userId),
      removeToken: () => {
        removeStoredGrant();
        void shared?.clear().catch(() => undefined);
      },
      // Only from the exact root path (spec section 4).
      redirectAfterRefresh: (_, params) => landFromRoot(params.user.user_type, false),
      // Sign-in happens at the root and registration on /register: both land like a visit to the root.
      redirectAfterSignIn: (_, params) => landFromRoot(params.user.user_type, true),
      goToRoot: () => deps.navigate('/'),
      logLoadFailure: (_, params) => console.warn(`Could not load the ${params.what}`, params.error),
    },
  });
}

export function createSessionActor(deps: SessionEffectsDeps) {
  const actor = createActor(createSessionMachineWithEffects(deps), {
    input: { hasStoredToken: tokenStorage.get() !== null },
    inspect: deps.inspect,
  });
  // While this actor lives, a call refused with 401 is renewed through it and replayed.
  const disconnect = connectTokenRenewal(actor, tokenRenewal, { readToken: tokenStorage.get });
  actor.subscribe({ complete: disconnect, error: disconnect });
  return actor;
}

export type SessionActor = ReturnType<typeof createSessionActor>;
