// The secrets every server must agree on, opened once per app by buildApp:
// - the root secret: JWT_SECRET when set; otherwise one kept in the database (server_secrets 'root'), made by the
//   first server that starts (INSERT … ON CONFLICT DO NOTHING, then read) so that every server on the database uses
//   the same one. An in-memory database (tests) uses a random one of this process. An earlier version's
//   DATA_DIR/jwt-secret file, when present, becomes the database's root on the first start (nothing derived changes).
// - the access-token signing keys (signing_keys): key = HMAC-SHA256(root, seed), named by a `kid`. They rotate: by
//   age (SIGNING_KEY_ROTATE_DAYS, checked when the keys are re-read) or by `npm run keys:rotate`. A new key becomes
//   current ROTATION_DELAY_SECONDS after it is added, when every server has re-read the keys; the key it replaces is
//   accepted until the tokens it signed have expired (the access-token lifetime, plus a minute of clock skew).
// - the payment sandbox's HMAC key, when PAYMENT_SANDBOX_SECRET is not set: derived from the root.
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { KeyRing, SigningKey } from '../auth/tokens.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/types.ts';

/** Keys are re-read this often, so a rotation reaches every server within it. */
export const KEY_REFRESH_SECONDS = 60;
/** A rotated-in key becomes current this long after it was added (longer than KEY_REFRESH_SECONDS). */
export const ROTATION_DELAY_SECONDS = 90;
/** Clock skew between servers allowed for when a replaced key stops being accepted. */
export const KEY_SKEW_SECONDS = 60;
/** A replaced key's row is deleted this long after its successor became current. */
export const KEY_RETENTION_SECONDS = 7 * 24 * 3600;
/** An unknown kid re-reads the keys at most this often (a forged kid cannot make every request read them). */
const MISS_RELOAD_MS = 5_000;
/** The advisory lock taken to add a key (first key or rotation), so two servers starting at once add one. */
export const SECRETS_LOCK_KEY = 0x756e6b79;

export type SecretsConfig = Pick<
  Config,
  'jwtSecret' | 'paymentSandboxSecret' | 'accessTokenSeconds' | 'signingKeyRotateDays' | 'dataDir' | 'inMemoryDb'
>;

type KeyRow = { kid: string; seed: Uint8Array; active_from: Date | string };
type Key = SigningKey & { activeFrom: number };

const derive = (root: Uint8Array, label: string, data: Uint8Array = new Uint8Array(0)): Uint8Array =>
  new Uint8Array(createHmac('sha256', root).update(label).update('\0').update(data).digest());

/** The payment sandbox's key derived from the root secret (as config.ts derives it from JWT_SECRET). */
export const paymentSandboxSecretOf = (root: Uint8Array): Uint8Array =>
  new Uint8Array(createHmac('sha256', root).update('unipath payment sandbox').digest());

/** The legacy DATA_DIR/jwt-secret (at least 32 bytes), if an earlier version left one. */
function legacySecretFile(dataDir: string): Uint8Array | undefined {
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) return undefined;
  const bytes = Buffer.from(readFileSync(file, 'utf8').trim(), 'utf8');
  return bytes.length >= 32 ? new Uint8Array(bytes) : undefined;
}

/** The root secret the database keeps, made once by whichever server asks first. */
export async function sharedRootSecret(db: Db, candidate: Uint8Array = new Uint8Array(randomBytes(48))): Promise<Uint8Array> {
  await db.query(`INSERT INTO server_secrets (name, secret) VALUES ('root', $1) ON CONFLICT (name) DO NOTHING`, [Buffer.from(candidate)]);
  const { rows } = await db.query<{ secret: Uint8Array }>(`SELECT secret FROM server_secrets WHERE name = 'root'`);
  return new Uint8Array(rows[0].secret);
}

export type KeyRingOptions = {
  accessTokenSeconds: number;
  /** Rotate when the current key is older than this (0: only by command). */
  rotateAfterSeconds: number;
  now?: () => number;
};

/** The signing keys in `db`, their secrets derived from `root`. */
export function openKeyRing(db: Db, root: Uint8Array, options: KeyRingOptions): KeyRing {
  const now = options.now ?? Date.now;
  let keys: Key[] = [];
  let loadedAt = -Infinity;
  let lastMissReload = -Infinity;
  let loading: Promise<void> | null = null;

  const toKey = (row: KeyRow): Key => ({
    kid: row.kid,
    secret: derive(root, 'unipath access-token key', row.seed),
    activeFrom: new Date(row.active_from).getTime(),
  });

  /** Adds a key under the lock; `when` re-checks, under the lock, that it is still wanted. */
  async function addKey(activeInSeconds: number, when: (newest: Date | null) => boolean): Promise<string | null> {
    return db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SECRETS_LOCK_KEY]);
      const { rows } = await tx.query<{ newest: Date | string | null }>('SELECT max(active_from) AS newest FROM signing_keys');
      if (!when(rows[0].newest === null ? null : new Date(rows[0].newest))) return null;
      const kid = randomBytes(8).toString('hex');
      await tx.query('INSERT INTO signing_keys (kid, seed, active_from) VALUES ($1, $2, $3)', [
        kid, randomBytes(32), new Date(now() + activeInSeconds * 1000),
      ]);
      return kid;
    });
  }

  async function read(): Promise<void> {
    let { rows } = await db.query<KeyRow>('SELECT kid, seed, active_from FROM signing_keys ORDER BY active_from, kid');
    if (rows.length === 0) {
      await addKey(0, (newest) => newest === null);
      ({ rows } = await db.query<KeyRow>('SELECT kid, seed, active_from FROM signing_keys ORDER BY active_from, kid'));
    }
    keys = rows.map(toKey);
    loadedAt = now();
    const newest = keys[keys.length - 1];
    if (options.rotateAfterSeconds > 0 && newest.activeFrom < now() - options.rotateAfterSeconds * 1000) {
      const limit = now() - options.rotateAfterSeconds * 1000;
      await addKey(ROTATION_DELAY_SECONDS, (latest) => latest !== null && latest.getTime() < limit);
      // Read again whether this server or another one added the key.
      ({ rows } = await db.query<KeyRow>('SELECT kid, seed, active_from FROM signing_keys ORDER BY active_from, kid'));
      keys = rows.map(toKey);
    }
    // Keys replaced long ago: no token they signed is alive, and no server accepts them any more.
    const current = currentOf(keys);
    if (current && current.activeFrom < now() - KEY_RETENTION_SECONDS * 1000 && keys[0] !== current) {
      await db.query('DELETE FROM signing_keys WHERE active_from < $1', [new Date(current.activeFrom)]);
    }
  }

  function reload(): Promise<void> {
    loading ??= read().finally(() => {
      loading = null;
    });
    return loading;
  }

  /** The newest key already active. */
  function currentOf(list: Key[]): Key | undefined {
    const t = now();
    let found: Key | undefined;
    for (const key of list) if (key.activeFrom <= t) found = key;
    return found ?? list[0];
  }

  /** A key is accepted unless a newer key became current so long ago that every token it signed has expired. */
  function accepted(key: Key): boolean {
    const cutoff = now() - (options.accessTokenSeconds + KEY_SKEW_SECONDS) * 1000;
    return !keys.some((other) => other.activeFrom > key.activeFrom && other.activeFrom <= cutoff);
  }

  const stale = () => now() - loadedAt >= KEY_REFRESH_SECONDS * 1000;

  return {
    async current() {
      // Signing may happen inside the caller's transaction (sign-in opens the session and signs in one), where a
      // statement of our own would wait for that transaction on PGlite: the keys are re-read in the background, and
      // a rotated-in key (loaded during its delay) becomes current by the clock.
      if (stale()) void reload().catch(() => undefined);
      const key = currentOf(keys)!;
      return { kid: key.kid, secret: key.secret };
    },
    async find(kid) {
      // Checking a token happens before any transaction: the keys may be re-read here.
      if (stale()) await reload();
      let key = keys.find((k) => k.kid === kid);
      if (!key && now() - lastMissReload >= MISS_RELOAD_MS) {
        lastMissReload = now();
        await reload();
        key = keys.find((k) => k.kid === kid);
      }
      return key && accepted(key) ? key.secret : undefined;
    },
    reload,
    async rotate({ activeInSeconds = ROTATION_DELAY_SECONDS } = {}) {
      const kid = (await addKey(activeInSeconds, () => true))!;
      await reload();
      return kid;
    },
  };
}

/**
 * The configuration with its secrets opened: the root secret (JWT_SECRET or the database's), the shared signing keys
 * and the payment sandbox key.
 */
export async function openSecrets<C extends SecretsConfig>(db: Db, config: C, log?: Pick<FastifyBaseLogger, 'info'>): Promise<C & { jwtSecret: Uint8Array; signingKeys: KeyRing }> {
  let root = config.jwtSecret;
  if (!root) {
    const legacy = config.inMemoryDb ? undefined : legacySecretFile(config.dataDir);
    root = await sharedRootSecret(db, legacy);
    log?.info({ source: 'database' }, 'token secret: the one the database keeps (shared by every server on it)');
  }
  const signingKeys = openKeyRing(db, root, {
    accessTokenSeconds: config.accessTokenSeconds,
    rotateAfterSeconds: Math.round(config.signingKeyRotateDays * 86_400),
  });
  await signingKeys.reload();
  const paymentSandboxSecret = config.paymentSandboxSecret.length > 0 ? config.paymentSandboxSecret : paymentSandboxSecretOf(root);
  return { ...config, jwtSecret: root, signingKeys, paymentSandboxSecret };
}
