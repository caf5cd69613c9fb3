// The shared stores under the many-servers work, on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL):
// the PostgreSQL file store and the move of an earlier version's FILES_DIR into it, the rate-limit counters and their
// sweep, the signing keys' rotation by age, the bigint parsers, and the configuration they read.
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { migrate, type Db } from '../src/db/index.ts';
import { FileNotFound, StorageKeyError, fileStorage } from '../src/platform/files.ts';
import { moveDiskFilesIntoStore } from '../src/platform/files-move.ts';
import { CHUNK_BYTES, makePostgresFileStore } from '../src/platform/files-postgres.ts';
import { makeLimits } from '../src/platform/limits.ts';
import { ROTATION_DELAY_SECONDS, openKeyRing, sharedRootSecret } from '../src/platform/secrets.ts';
import { openTestDb } from './harness.ts';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
  await migrate(db);
}, 120_000);
afterAll(async () => {
  await db?.close();
});

const quiet = { info: () => undefined };
const bytes = (length: number, seed = 7) => Buffer.from(Array.from({ length }, (_, i) => (i * seed) % 256));

async function readAll(stream: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

describe('the PostgreSQL file store', () => {
  it('keeps a file in chunks and answers it whole and streamed; replaces and deletes by key', async () => {
    const store = makePostgresFileStore(db);
    const content = bytes(2 * CHUNK_BYTES + 12_345);
    await store.put('aaaabbbbccccddddeeeeffff00001111', content);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM file_store_chunks WHERE key = $1', ['aaaabbbbccccddddeeeeffff00001111']);
    expect(rows[0].n).toBe(3);
    expect(Buffer.from(await store.get('aaaabbbbccccddddeeeeffff00001111')).equals(content)).toBe(true);
    expect((await readAll(await store.stream('aaaabbbbccccddddeeeeffff00001111'))).equals(content)).toBe(true);
    expect(await store.has('aaaabbbbccccddddeeeeffff00001111')).toBe(true);

    await store.put('aaaabbbbccccddddeeeeffff00001111', Buffer.from('smaller now'));
    expect(Buffer.from(await store.get('aaaabbbbccccddddeeeeffff00001111')).toString()).toBe('smaller now');
    await store.put('emptyfile', new Uint8Array(0));
    expect((await readAll(await store.stream('emptyfile'))).length).toBe(0);

    await store.delete('aaaabbbbccccddddeeeeffff00001111');
    expect(await store.has('aaaabbbbccccddddeeeeffff00001111')).toBe(false);
    const { rows: left } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM file_store_chunks WHERE key = $1', ['aaaabbbbccccddddeeeeffff00001111']);
    expect(left[0].n).toBe(0);
    await expect(store.get('aaaabbbbccccddddeeeeffff00001111')).rejects.toBeInstanceOf(FileNotFound);
    await expect(store.stream('aaaabbbbccccddddeeeeffff00001111')).rejects.toBeInstanceOf(FileNotFound);
  });

  it('saves under a key it makes and refuses any other key', async () => {
    const files = fileStorage(makePostgresFileStore(db));
    const key = await files.save(Buffer.from('%PDF-1.4 saved'));
    expect(key).toMatch(/^[a-f0-9]{32}$/);
    expect((await readAll(await files.read(key))).toString()).toBe('%PDF-1.4 saved');
    await expect(files.read('../../etc/passwd')).rejects.toBeInstanceOf(StorageKeyError);
    await files.remove(key);
    await expect(files.read(key)).rejects.toBeInstanceOf(FileNotFound);
  });
});

describe('moving FILES_DIR into the store', () => {
  it('moves each file under its key once, deletes it from disk, and finds nothing to do the second time', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'unipath-files-move-'));
    try {
      const store = makePostgresFileStore(db);
      const keys = ['ab00000000000000000000000000000a', 'ab00000000000000000000000000000b', 'cd00000000000000000000000000000c'];
      for (const [i, key] of keys.entries()) {
        await mkdir(join(dir, key.slice(0, 2)), { recursive: true });
        await writeFile(join(dir, key.slice(0, 2), key), bytes(1000 + i, i + 3));
      }
      await writeFile(join(dir, 'ab', 'ab00000000000000000000000000000d.part'), 'half a file');
      await writeFile(join(dir, 'README'), 'not ours');
      // A start that stopped after storing this one but before deleting it from disk.
      await store.put(keys[2], bytes(1002, 5));

      const first = await moveDiskFilesIntoStore(dir, store, quiet);
      expect(first).toEqual({ moved: 2, alreadyStored: 1 });
      for (const [i, key] of keys.slice(0, 2).entries()) expect(Buffer.from(await store.get(key)).equals(bytes(1000 + i, i + 3))).toBe(true);
      expect(await readdir(dir)).toEqual(['README']);
      expect(await moveDiskFilesIntoStore(dir, store, quiet)).toEqual({ moved: 0, alreadyStored: 0 });
      expect(await moveDiskFilesIntoStore(join(dir, 'missing'), store, quiet)).toEqual({ moved: 0, alreadyStored: 0 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('rate-limit counters', () => {
  it('counts a ceiling per key within its window, says when to try again, and sweeps what expired', async () => {
    let now = new Date('2030-01-01T10:00:00Z');
    const limits = makeLimits(db, { now: () => now });
    const ceiling = { limit: 2, windowSeconds: 60 };
    await limits.hit('test-ceiling', ['198.51.100.1'], ceiling);
    now = new Date('2030-01-01T10:00:20Z');
    await limits.hit('test-ceiling', ['198.51.100.1'], ceiling);
    await expect(limits.hit('test-ceiling', ['198.51.100.1'], ceiling)).rejects.toMatchObject({ kind: 'too_many', retryAfterSeconds: 40 });
    await limits.hit('test-ceiling', ['198.51.100.2'], ceiling);
    now = new Date('2030-01-01T10:01:00Z');
    await limits.hit('test-ceiling', ['198.51.100.1'], ceiling); // a new window
    const { rows } = await db.query<{ key: string }>(`SELECT key FROM rate_limits WHERE bucket = 'test-ceiling'`);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.key))).toBe(true); // no address is stored
    now = new Date('2030-01-01T12:00:00Z');
    expect(await limits.sweep()).toBeGreaterThanOrEqual(2);
    expect((await db.query(`SELECT 1 FROM rate_limits WHERE bucket = 'test-ceiling'`)).rows).toEqual([]);
  });

  it('counts attempts with growing waits, capped, and forgets them on success', async () => {
    let now = new Date('2030-02-01T10:00:00Z');
    const limits = makeLimits(db, { now: () => now });
    const attempts = { limit: 2, windowSeconds: 100, maxWaitSeconds: 300 };
    const waits: number[] = [];
    for (let round = 0; round < 4; round++) {
      await limits.attempt('test-attempts', ['x'], attempts);
      await limits.attempt('test-attempts', ['x'], attempts);
      const refused = await limits.attempt('test-attempts', ['x'], attempts).catch((error) => error);
      waits.push(refused.retryAfterSeconds);
      now = new Date(now.getTime() + refused.retryAfterSeconds * 1000);
    }
    expect(waits).toEqual([100, 200, 300, 300]);
    await limits.attempt('test-attempts', ['x'], attempts);
    await limits.release('test-attempts', ['x']); // an attempt the server could not answer does not count
    await limits.attempt('test-attempts', ['x'], attempts);
    await limits.succeeded('test-attempts', ['x']);
    await limits.attempt('test-attempts', ['x'], attempts);
    await limits.attempt('test-attempts', ['x'], attempts);
    await expect(limits.attempt('test-attempts', ['x'], attempts)).rejects.toMatchObject({ retryAfterSeconds: 100 });
  });
});

describe('signing keys', () => {
  it('adds one first key however many servers open the ring at once, and rotates by age with a delay', async () => {
    const root = await sharedRootSecret(db);
    expect(Buffer.from(await sharedRootSecret(db)).equals(Buffer.from(root))).toBe(true);
    await db.query('DELETE FROM signing_keys');
    let now = Date.parse('2030-03-01T00:00:00Z');
    const options = { accessTokenSeconds: 900, rotateAfterSeconds: 30 * 86_400, now: () => now };
    const rings = [openKeyRing(db, root, options), openKeyRing(db, root, options), openKeyRing(db, root, options)];
    await Promise.all(rings.map((ring) => ring.reload()));
    const kids = await Promise.all(rings.map(async (ring) => (await ring.current()).kid));
    expect(new Set(kids).size).toBe(1);
    expect((await db.query('SELECT kid FROM signing_keys')).rows).toHaveLength(1);

    now += 31 * 86_400_000;
    await Promise.all(rings.map((ring) => ring.reload()));
    expect((await db.query('SELECT kid FROM signing_keys')).rows).toHaveLength(2); // one rotation, not three
    expect((await rings[0].current()).kid).toBe(kids[0]); // the new key waits until every server has it
    now += ROTATION_DELAY_SECONDS * 1000;
    const next = await rings[1].current();
    expect(next.kid).not.toBe(kids[0]);
    expect(await rings[2].find(kids[0])).toBeDefined(); // the old key's tokens still live
    now += (900 + 60) * 1000 + 1;
    expect(await rings[2].find(kids[0])).toBeUndefined();
    expect(await rings[2].find(next.kid)).toBeDefined();
  });
});

describe('values a number cannot hold exactly', () => {
  it('refuses a bigint beyond 2^53 - 1 instead of answering a different number', async () => {
    const { rows } = await db.query<{ n: number }>('SELECT 9007199254740991::bigint AS n');
    expect(rows[0].n).toBe(Number.MAX_SAFE_INTEGER);
    await expect(db.query('SELECT 9007199254740993::bigint AS n')).rejects.toThrow(/beyond 2\^53 - 1/);
    const { rows: money } = await db.query<{ n: number }>('SELECT 12345.67::numeric AS n');
    expect(money[0].n).toBe(12345.67);
  });
});

describe('configuration', () => {
  const env = { LOG_LEVEL: 'silent' };
  it('takes TRUST_PROXY as a list of proxies and refuses true', () => {
    expect(loadConfig({ ...env, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,loopback' }, { inMemoryDb: true }).trustProxy)
      .toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'loopback']);
    expect(loadConfig({ ...env }, { inMemoryDb: true }).trustProxy).toEqual([]);
    expect(() => loadConfig({ ...env, TRUST_PROXY: 'true' }, { inMemoryDb: true })).toThrow(/list the proxies/);
    expect(() => loadConfig({ ...env, TRUST_PROXY: '10.0.0.0/33' }, { inMemoryDb: true })).toThrow(/not an address, a CIDR/);
    expect(() => loadConfig({ ...env, TRUST_PROXY: 'proxy.internal' }, { inMemoryDb: true })).toThrow(/not an address, a CIDR/);
  });

  it('needs every S3 setting for FILES_STORE=s3, and no JWT_SECRET leaves the secret to the database', () => {
    expect(() => loadConfig({ ...env, FILES_STORE: 's3' }, { inMemoryDb: true })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...env, FILES_STORE: 's3', S3_ENDPOINT: 'http://minio:9000' }, { inMemoryDb: true })).toThrow(/S3_BUCKET/);
    expect(loadConfig({ ...env }, { inMemoryDb: true }).filesStore).toBe('postgres');
    expect(loadConfig({ ...env, DATA_DIR: tmpdir() }, { inMemoryDb: false }).jwtSecret).toBeNull();
    expect(() => loadConfig({ ...env, JWT_SECRET: 'too short' }, { inMemoryDb: false })).toThrow(/at least 32 bytes/);
  });
});
