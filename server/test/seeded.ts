// A migrated database with the demo data, for one test file: a copy of the image or template the server tests'
// global setup made once (global-setup.ts), or made here when a file runs without it.
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { migrate, openDb, type Db } from '../src/db/index.ts';
import { openPglite } from '../src/db/pglite.ts';
import { seedDemo } from '../src/seed/index.ts';
import { openTestDb } from './harness.ts';

/** `url` with its database name replaced. */
export function databaseUrlFor(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs one statement on the server of `url` through a connection of its own (CREATE/DROP DATABASE, CREATE SCHEMA). */
export async function execOnServer(url: string, sql: string): Promise<void> {
  const admin = await openDb({ databaseUrl: url });
  try {
    await admin.exec(sql);
  } finally {
    await admin.close();
  }
}

/** The demo database: every migration, then the demo seed. */
export async function migrateAndSeed(db: Db): Promise<void> {
  await migrate(db);
  await seedDemo(db);
}

const provided = (key: 'seededPgliteImage' | 'seededTemplate'): string | undefined => {
  try {
    return inject(key) || undefined;
  } catch {
    return undefined;
  }
};

export async function openSeededTestDb(): Promise<Db> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const image = provided('seededPgliteImage');
    if (image) return openPglite(undefined, new Blob([await readFile(image)]));
  } else {
    const template = provided('seededTemplate');
    if (template) {
      const database = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
      await execOnServer(url, `CREATE DATABASE ${database} TEMPLATE ${template}`);
      return openDb({ databaseUrl: databaseUrlFor(url, database) });
    }
  }
  const db = await openTestDb();
  await migrateAndSeed(db);
  return db;
}
