// The migrator: files from the platform folder and every module, in name order; one run at a time under the lock.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/harness.ts';
import type { Db } from './types.ts';
import { migrate, migrationFiles, withMigrationLock } from './migrate.ts';

describe('migrationFiles', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'unipath-migrations-'));
    mkdirSync(join(root, 'platform'));
    mkdirSync(join(root, 'modules/zeta/migrations'), { recursive: true });
    mkdirSync(join(root, 'modules/alpha/migrations'), { recursive: true });
    mkdirSync(join(root, 'modules/no-migrations'), { recursive: true });
    writeFileSync(join(root, 'platform/0002_core.sql'), 'SELECT 1;');
    writeFileSync(join(root, 'platform/README.md'), 'not a migration');
    writeFileSync(join(root, 'modules/zeta/migrations/0001_first.sql'), 'SELECT 1;');
    writeFileSync(join(root, 'modules/alpha/migrations/0003_third.sql'), 'SELECT 1;');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('collects the platform folder and each module’s migrations, sorted by file name', () => {
    const files = migrationFiles(join(root, 'platform'), join(root, 'modules'));
    expect(files.map((f) => f.name)).toEqual(['0001_first.sql', '0002_core.sql', '0003_third.sql']);
    expect(files[0].path).toBe(join(root, 'modules/zeta/migrations/0001_first.sql'));
  });

  it('refuses a file name that two folders use (the applied list is kept by name)', () => {
    writeFileSync(join(root, 'modules/alpha/migrations/0001_first.sql'), 'SELECT 2;');
    expect(() => migrationFiles(join(root, 'platform'), join(root, 'modules'))).toThrow(/0001_first\.sql exists twice/);
  });

  it('finds the project’s own files where they were before the move (names kept)', () => {
    const names = migrationFiles().map((f) => f.name);
    expect(names).toEqual([...names].sort());
    for (const name of ['0001_catalog.sql', '0002_core.sql', '0010_payments.sql', '0014_tasks.sql']) expect(names).toContain(name);
  });
});

describe('migrate under the advisory lock', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('applies everything once when two runs start together, and nothing on a third', async () => {
    const [first, second] = await Promise.all([migrate(db), migrate(db)]);
    const all = migrationFiles().map((f) => f.name);
    expect([...first, ...second].sort()).toEqual(all);
    expect(first.length === 0 || second.length === 0).toBe(true);
    expect(await migrate(db)).toEqual([]);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
    expect(rows[0].n).toBe(all.length);
  });

  it('lets one holder in at a time; a nested transaction that throws rolls back alone', async () => {
    const events: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = withMigrationLock(db, async (locked) => {
      events.push('first in');
      await locked.transaction((tx) => tx.query('CREATE TABLE lock_probe (n int)'));
      await expect(locked.transaction(async (tx) => {
        await tx.query('INSERT INTO lock_probe VALUES (1)');
        throw new Error('undone');
      })).rejects.toThrow('undone');
      await gate;
      events.push('first out');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = withMigrationLock(db, async (locked) => {
      events.push('second in');
      return (await locked.query<{ n: number }>('SELECT count(*)::int AS n FROM lock_probe')).rows[0].n;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events).toEqual(['first in']);
    release();
    await first;
    expect(await second).toBe(0);
    expect(events).toEqual(['first in', 'first out', 'second in']);
    await db.exec('DROP TABLE lock_probe');
  });
});
