import { STORAGE_KEYS } from '@/shared/config';

// Browser storage of spec section 9: the access token and the session id in local storage, the visit id in session
// storage. Storage can be unavailable (private modes, blocked cookies): every access is guarded.

function read(store: () => Storage, key: string): string | null {
  try {
    return store().getItem(key);
  } catch {
    return null;
  }
}

function write(store: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) store().removeItem(key);
    else store().setItem(key, value);
  } catch {
    // Storage is unavailable: the value lives only as long as the page.
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export const tokenStorage = {
  get: (): string | null => read(local, STORAGE_KEYS.accessToken),
  set: (token: string): void => write(local, STORAGE_KEYS.accessToken, token),
  remove: (): void => write(local, STORAGE_KEYS.accessToken, null),
};

/** The id kept under `key` in `store`, made and kept there on first use. */
function idIn(store: () => Storage, key: string): string {
  const existing = read(store, key);
  if (existing) return existing;
  const id = newId();
  write(store, key, id);
  return id;
}

/** The browser's session id (kept across visits) — created on first use. */
export const getSessionId = (): string => idIn(local, STORAGE_KEYS.sessionId);

/** This tab's visit id — created on first use, gone with the tab. */
export const getVisitId = (): string => idIn(session, STORAGE_KEYS.visitId);
