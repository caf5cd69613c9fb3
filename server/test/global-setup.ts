// Once per run of the server tests: the demo database migrated and seeded a single time, then copied for every test
// file (migrating and seeding took most of a file's start, about 10 s of 33 migrations and the demo catalog).
// - PGlite (the default): a data-folder image on disk; each file's in-memory PGlite starts from it.
// - PostgreSQL (TEST_DATABASE_URL): a template database; each file gets `CREATE DATABASE … TEMPLATE` of it.
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDb } from '../src/db/index.ts';
import { imagePglite } from '../src/db/pglite.ts';
import { databaseUrlFor, execOnServer, migrateAndSeed } from './seeded.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file of a migrated, seeded PGlite data folder (tar). */
    seededPgliteImage: string;
    /** The PostgreSQL database every test file's seeded database is copied from. */
    seededTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const tag = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const file = join(tmpdir(), `unipath-seeded-${tag}.tar`);
    const image = await imagePglite(migrateAndSeed);
    await writeFile(file, Buffer.from(await image.arrayBuffer()));
    project.provide('seededPgliteImage', file);
    return () => rm(file, { force: true });
  }
  const template = `unipath_seeded_${tag}`;
  await execOnServer(url, `CREATE DATABASE ${template}`);
  const db = await openDb({ databaseUrl: databaseUrlFor(url, template) });
  try {
    await migrateAndSeed(db);
  } finally {
    await db.close();
  }
  project.provide('seededTemplate', template);
  // The throwaway server of scripts/with-postgres.sh goes with its databases; a long-lived one keeps the copies.
  return () => execOnServer(url, `DROP DATABASE IF EXISTS ${template}`);
}
