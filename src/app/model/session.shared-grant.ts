import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { SharedGrant, SharedGrantStore } from './session.renewal';

// The IndexedDB side of the renewal hand-over (see SharedGrantStore): one record, the last renewed token with its
// times and user. idb-keyval (a well-kept 600-byte wrapper) resolves `set` when the transaction completes, which is
// what the next tab in line for the lock relies on.

const KEY = 'renewed-grant';

const isSharedGrant = (value: unknown): value is SharedGrant => {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.token === 'string' &&
    typeof record.issuedAt === 'number' &&
    typeof record.expiresAt === 'number' &&
    (record.userId === null || typeof record.userId === 'number')
  );
};

/** The browser's store, or null where IndexedDB is missing (then local storage alone hands the token over). */
export function indexedDbGrantStore(): SharedGrantStore | null {
  if (typeof indexedDB === 'undefined') return null;
  let store: UseStore | null = null;
  const open = () => (store ??= createStore('unipath-session', 'grants'));
  return {
    read: async () => {
      const value: unknown = await get(KEY, open());
      return isSharedGrant(value) ? value : null;
    },
    write: (grant) => set(KEY, grant, open()),
    clear: () => del(KEY, open()),
  };
}
