import { createActor, fromPromise, type InspectionEvent, type Observer } from 'xstate';
import { leadsApi, portalApi, unwrap } from '@/shared/api';
import { tokenStorage } from '@/shared/lib/storage';
import { redirectTargetFromRoot } from './home-path';
import { sessionMachine, type AuthAnswer } from './session.machine';
import type { Credentials } from './session.types';

// The session machine with the real effects: the API calls, the stored token and navigation.

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

export function createSessionMachineWithEffects(deps: SessionEffectsDeps) {
  const landFromRoot = (userType: Parameters<typeof redirectTargetFromRoot>[2], force: boolean) => {
    const { pathname, search } = deps.location();
    const target = redirectTargetFromRoot(force ? '/' : pathname, search, userType);
    if (target) deps.navigate(target);
  };
  return sessionMachine.provide({
    actors: {
      refreshSession: fromPromise<AuthAnswer>(async () => {
        const coordinates = await grantedPosition();
        return unwrap(await portalApi.POST('/refresh-token', { body: coordinates ?? {} }));
      }),
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
      saveToken: (_, params) => tokenStorage.set(params.token),
      removeToken: () => tokenStorage.remove(),
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
  return createActor(createSessionMachineWithEffects(deps), {
    input: { hasStoredToken: tokenStorage.get() !== null },
    inspect: deps.inspect,
  });
}

export type SessionActor = ReturnType<typeof createSessionActor>;
