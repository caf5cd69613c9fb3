import type { TokenRenewalOutcome, TokenRenewalPort } from '@/shared/api';
import { STORAGE_KEYS } from '@/shared/config';
import { isAuthResult, type AuthAnswer, type RenewInput, type SessionEvent, type WatchInput } from './session.machine';
import { selectIsAuthenticated, selectIsRenewalWaiting, selectIsRenewingToken, selectIsResolving, type SessionSnapshot } from './session.selectors';
import { grantOf, renewAt, type TokenGrant, type TokenTimes } from './session.token';

// The session's renewal effects (the machine names them; session.actor.ts provides these): the stored token with its
// times, one renewal for all tabs, hearing another tab's renewal or sign-out, and answering the API layer's "renew
// this token?" after a 401 through the session machine.

/** Beside `access_token`: its times and its user, so another tab can schedule from it (this browser's clock). */
export const TOKEN_TIMES_KEY = 'access_token_times';
/** The Web Lock (or storage lease) every tab of this origin takes to renew. */
export const RENEWAL_LOCK_NAME = 'unipath-token-renewal';
/** A storage lease (browsers without Web Locks) is held at most this long. */
export const RENEWAL_LEASE_MS = 15_000;
/** How long a call refused with 401 waits for the session's renewal before it fails with its 401. */
export const RENEWAL_WAIT_MS = 30_000;

type StoredTimes = TokenTimes & { tail: string; userId: number | null };

// The last characters of a JWT are its signature: enough to tell which token the times belong to.
const tailOf = (token: string) => token.slice(-24);

function local(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const read = (key: string): string | null => {
  try {
    return local()?.getItem(key) ?? null;
  } catch {
    return null;
  }
};
const write = (key: string, value: string | null) => {
  try {
    if (value === null) local()?.removeItem(key);
    else local()?.setItem(key, value);
  } catch {
    // Storage unavailable (private mode): the token lives as long as the page.
  }
};

/** Stores a token and its times: the times first, so a tab hearing the token's storage event finds them. */
export function storeGrant(grant: TokenGrant, userId: number | null): void {
  const times: StoredTimes = { tail: tailOf(grant.token), userId, issuedAt: grant.issuedAt, expiresAt: grant.expiresAt };
  write(TOKEN_TIMES_KEY, JSON.stringify(times));
  write(STORAGE_KEYS.accessToken, grant.token);
}

export function removeStoredGrant(): void {
  write(STORAGE_KEYS.accessToken, null);
  write(TOKEN_TIMES_KEY, null);
}

/** The stored token with its times and user; times from the token itself when the record is not its own. */
export function readStoredGrant(now: number): (TokenGrant & { userId: number | null }) | null {
  const token = read(STORAGE_KEYS.accessToken);
  if (!token) return null;
  try {
    const times = JSON.parse(read(TOKEN_TIMES_KEY) ?? 'null') as Partial<StoredTimes> | null;
    if (times && times.tail === tailOf(token) && typeof times.issuedAt === 'number' && typeof times.expiresAt === 'number')
      return { token, issuedAt: times.issuedAt, expiresAt: times.expiresAt, userId: typeof times.userId === 'number' ? times.userId : null };
  } catch {
    // A record that is not JSON: fall through to the token's own claims.
  }
  return { ...grantOf(token, undefined, now), userId: null };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Without Web Locks: a lease in local storage (owner and expiry). A tab takes a free or expired lease, checks a
 * moment later that it still holds it, renews and frees it; the others wait and then find the new token. Two tabs
 * that race past the check both refresh, which the server's rotation grace allows.
 */
async function withStorageLease<T>(run: () => Promise<T>, now: () => number): Promise<T> {
  const key = `${RENEWAL_LOCK_NAME}.lease`;
  const me = `${now()}-${Math.random().toString(36).slice(2)}`;
  const holder = () => {
    try {
      return JSON.parse(read(key) ?? 'null') as { owner: string; until: number } | null;
    } catch {
      return null;
    }
  };
  const giveUpAt = now() + RENEWAL_LEASE_MS;
  while (now() < giveUpAt) {
    const lease = holder();
    if (!lease || lease.until < now()) {
      write(key, JSON.stringify({ owner: me, until: now() + RENEWAL_LEASE_MS }));
      await sleep(25);
      if (holder()?.owner === me) {
        try {
          return await run();
        } finally {
          if (holder()?.owner === me) write(key, null);
        }
      }
    }
    await sleep(150);
  }
  return run();
}

/** A renewed token with its user, as one tab hands it to the next one in line for the lock. */
export type SharedGrant = TokenGrant & { userId: number | null };

/**
 * Where a tab leaves the token it renewed for the tab that takes the lock next. Local storage alone is not enough:
 * Chromium hands a write to the other tabs' copies asynchronously, so the next tab could still read the old token
 * and refresh a second time. IndexedDB is one store for all tabs, and `write` resolves once its transaction is done.
 */
export type SharedGrantStore = {
  read: () => Promise<SharedGrant | null>;
  write: (grant: SharedGrant) => Promise<void>;
  /** On sign-out: no token stays behind in the browser. */
  clear: () => Promise<void>;
};

export type RenewDeps = {
  /** POST /refresh-token (rejects with the failure). */
  refresh: () => Promise<AuthAnswer>;
  /** `navigator.locks` where the browser has it. */
  locks?: Pick<LockManager, 'request'> | null;
  /** The hand-over between tabs (IndexedDB in the browser); without it, local storage alone. */
  shared?: SharedGrantStore | null;
  now?: () => number;
};

/** The newest of this tab's stored token and the one handed over, the latter only when it is the same user's. */
async function newestStored(deps: RenewDeps, now: number): Promise<SharedGrant | null> {
  const local = readStoredGrant(now);
  const handed = deps.shared ? await deps.shared.read().catch(() => null) : null;
  if (!handed || !local || handed.userId === null || handed.userId !== local.userId) return local;
  return handed.expiresAt > local.expiresAt ? handed : local;
}

/**
 * One renewal for all tabs: under the lock, a token another tab stored meanwhile (newer than the one this tab
 * replaces, and not yet due itself) is taken as it is; otherwise the refresh cookie is traded for a new token,
 * which is stored before the lock is released so the next tab in line finds it. Null when the refresh answered
 * without a true status.
 */
export async function renewTokenShared(input: RenewInput, deps: RenewDeps): Promise<TokenGrant | null> {
  const now = deps.now ?? Date.now;
  const attempt = async (): Promise<TokenGrant | null> => {
    const stored = await newestStored(deps, now());
    if (stored && input.expiresAt !== null && stored.expiresAt > input.expiresAt && renewAt(stored) > now()) {
      return { token: stored.token, issuedAt: stored.issuedAt, expiresAt: stored.expiresAt };
    }
    const answer = await deps.refresh();
    if (!isAuthResult(answer)) return null;
    const grant = grantOf(answer.data.token, answer.data.expires_in, now());
    storeGrant(grant, answer.data.user.user_id);
    // Before the lock is released: the next tab in line reads it from here.
    await deps.shared?.write({ ...grant, userId: answer.data.user.user_id }).catch(() => undefined);
    return grant;
  };
  if (deps.locks) return await deps.locks.request(RENEWAL_LOCK_NAME, attempt);
  return withStorageLease(attempt, now);
}

/**
 * The `watchOtherTabs` actor's body: the storage event tells this tab what another tab did with the token. A new
 * token of the same user is adopted (its times scheduled here); a removed token, or one of another user, ends the
 * session here without touching storage. A tab's own writes raise no storage event in itself.
 */
export function watchOtherTabs({ input, sendBack }: { input: WatchInput; sendBack: (event: SessionEvent) => void }): () => void {
  const handleStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.accessToken) return;
    const grant = readStoredGrant(Date.now());
    if (!grant) {
      sendBack({ type: 'session.ended.elsewhere' });
      return;
    }
    if (event.key === null) return;
    if (grant.userId !== null && input.userId !== null && grant.userId !== input.userId) {
      sendBack({ type: 'session.ended.elsewhere' });
      return;
    }
    sendBack({ type: 'session.token.adopted', grant: { issuedAt: grant.issuedAt, expiresAt: grant.expiresAt } });
  };
  window.addEventListener('storage', handleStorage);
  return () => window.removeEventListener('storage', handleStorage);
}

type SessionRef = {
  send: (event: SessionEvent) => void;
  getSnapshot: () => SessionSnapshot;
  subscribe: (observer: (snapshot: SessionSnapshot) => void) => { unsubscribe: () => void };
};

/**
 * Answers the API layer's "renew this token?" (a call was refused with 401) through the session machine, so every
 * such call shares the machine's one renewal: a token already replaced is answered at once; otherwise the machine
 * is told (session.token.rejected) and the answer is what it does — a new token (replay), signed out (refused), or
 * a renewal waiting to be tried again or too slow (unavailable: the call fails, the session stays).
 */
export function connectTokenRenewal(
  session: SessionRef,
  port: TokenRenewalPort,
  options: { readToken: () => string | null; waitMs?: number },
): () => void {
  const waitMs = options.waitMs ?? RENEWAL_WAIT_MS;
  return port.register(
    (rejectedToken) =>
      new Promise<TokenRenewalOutcome>((resolve) => {
        const current = options.readToken();
        if (current && current !== rejectedToken) {
          resolve({ kind: 'renewed', token: current });
          return;
        }
        let settled = false;
        let sawRenewal = false;
        let subscription: { unsubscribe: () => void } | null = null;
        const finish = (outcome: TokenRenewalOutcome) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          subscription?.unsubscribe();
          resolve(outcome);
        };
        const decide = (snapshot: SessionSnapshot) => {
          if (selectIsRenewingToken(snapshot) || selectIsResolving(snapshot)) {
            sawRenewal = true;
            return;
          }
          if (selectIsRenewalWaiting(snapshot)) return finish({ kind: 'unavailable' });
          if (!selectIsAuthenticated(snapshot)) return finish({ kind: 'refused' });
          const token = options.readToken();
          if (token && (sawRenewal || token !== rejectedToken)) finish({ kind: 'renewed', token });
        };
        const timer = setTimeout(() => finish({ kind: 'unavailable' }), waitMs);
        subscription = session.subscribe(decide);
        session.send({ type: 'session.token.rejected' });
        decide(session.getSnapshot());
      }),
  );
}
