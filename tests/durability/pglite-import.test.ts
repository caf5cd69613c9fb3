// A data folder of an earlier version (PGlite files directly in DATA_DIR, with the demo data and a user's own rows)
// opens on the embedded PostgreSQL with every row, its sequences where they were, and the PGlite files kept aside.
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, openDb, type Db } from '../../server/src/db/index.ts';
import { seedDemo } from '../../server/src/seed/index.ts';

const work = mkdtempSync(join(tmpdir(), 'unipath-import-'));
chmodSync(work, 0o711);
const dataDir = join(work, 'data');

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

async function tableCounts(db: Db): Promise<Record<string, number>> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of rows) counts[name] = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}"`)).rows[0].n;
  return counts;
}

describe('an earlier version’s PGlite data folder', () => {
  it('is copied into the embedded PostgreSQL on its first start, and its files are kept aside', async () => {
    const before = await openDb({ dataDir, embedded: 'pglite' });
    await migrate(before);
    await seedDemo(before);
    const counselor = (await before.query<{ user_id: number }>(`SELECT user_id FROM users WHERE email = 'counselor@demo.unipath.test'`)).rows[0].user_id;
    const made = await before.query<{ task_id: number }>(
      `INSERT INTO tasks (title, created_by, assigned_to) VALUES ('Kept across the move', $1, $1) RETURNING task_id`,
      [counselor],
    );
    const counts = await tableCounts(before);
    await before.close();
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);

    const after = await openDb({ dataDir });
    try {
      expect(after.kind).toBe('postgres');
      expect((await after.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0].v).toMatch(/^18\./);
      expect(await tableCounts(after)).toEqual(counts);
      expect(counts.users).toBeGreaterThan(10);
      expect((await after.query('SELECT 1 FROM tasks WHERE task_id = $1 AND title = $2', [made.rows[0].task_id, 'Kept across the move'])).rowCount).toBe(1);
      // The sequence goes on from where PGlite left it: a new row does not collide.
      const next = await after.query<{ task_id: number }>(
        `INSERT INTO tasks (title, created_by, assigned_to) VALUES ('After the move', $1, $1) RETURNING task_id`,
        [counselor],
      );
      expect(next.rows[0].task_id).toBeGreaterThan(made.rows[0].task_id);
      // Nothing left to migrate: the schema came along at this version.
      expect(await migrate(after)).toEqual([]);
    } finally {
      await after.close();
    }
    const entries = readdirSync(dataDir);
    expect(entries).not.toContain('PG_VERSION');
    expect(entries).not.toContain('base');
    const aside = entries.filter((name) => name.startsWith('pglite-'));
    expect(aside).toHaveLength(1);
    expect(existsSync(join(dataDir, aside[0], 'PG_VERSION'))).toBe(true);

    // A second start opens the same cluster and imports nothing again.
    const third = await openDb({ dataDir });
    try {
      expect((await third.query<{ n: number }>(`SELECT count(*)::int AS n FROM tasks WHERE title = 'After the move'`)).rows[0].n).toBe(1);
    } finally {
      await third.close();
    }
  });
});
