// Earlier versions kept the embedded database as PGlite files directly in DATA_DIR. On the first start of the
// embedded PostgreSQL such a folder is copied over, row by row, into the new cluster before it is put in place; the
// PGlite files are then moved aside (DATA_DIR/pglite-<time>), never deleted.
import { existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import type { DbLog } from './log.ts';
import type { Db } from './types.ts';

/** The entries a PostgreSQL (PGlite) data folder consists of. */
const CLUSTER_ENTRY = /^(PG_VERSION|base|global|pg_[a-z_]+|pg_hba\.conf|pg_ident\.conf|postgresql(\.auto)?\.conf|postmaster\.(pid|opts))$/;

/** The PGlite files of an earlier version in `dataDir` (empty when there are none). */
export function legacyPgliteEntries(dataDir: string): string[] {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) return [];
  return readdirSync(dataDir).filter((name) => CLUSTER_ENTRY.test(name));
}

/** Moves the PGlite files into DATA_DIR/pglite-<time>/ and answers that folder. */
export function setLegacyAside(dataDir: string, entries: string[]): string {
  const target = join(dataDir, `pglite-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  mkdirSync(target);
  for (const name of entries) renameSync(join(dataDir, name), join(target, name));
  return target;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export type ImportResult = { tables: number; rows: number };

/** Copies every table of `source` into `target` (both at this version's schema) in one transaction, then checks counts. */
export async function copyTables(source: Db, target: Db, log: DbLog): Promise<ImportResult> {
  const tables = (
    await source.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY c.relname`,
    )
  ).rows.map((r) => r.name);
  const sequences = (
    await source.query<{ name: string; last_value: number | null }>(
      `SELECT sequencename AS name, last_value FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`,
    )
  ).rows;
  let total = 0;
  await target.transaction(async (tx) => {
    // Foreign keys and triggers are not checked while rows arrive in table-name order (the source had them checked).
    await tx.exec('SET LOCAL session_replication_role = replica');
    if (tables.length) await tx.exec(`TRUNCATE ${tables.map(ident).join(', ')}`);
    for (const table of tables) {
      const columns = (
        await tx.query<{ name: string }>(
          `SELECT attname AS name FROM pg_attribute
            WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
          [ident(table)],
        )
      ).rows.map((r) => ident(r.name));
      if (!columns.length) continue;
      const list = columns.join(', ');
      const { rows } = await source.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM (SELECT ${list} FROM ${ident(table)}) t`);
      for (let at = 0; at < rows.length; at += 1000) {
        const chunk = `[${rows.slice(at, at + 1000).map((r) => r.row).join(',')}]`;
        await tx.query(
          `INSERT INTO ${ident(table)} (${list}) OVERRIDING SYSTEM VALUE
           SELECT ${list} FROM json_populate_recordset(NULL::${ident(table)}, $1::json)`,
          [chunk],
        );
      }
      const copied = (await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ident(table)}`)).rows[0].n;
      if (copied !== rows.length) throw new Error(`${table}: ${rows.length} rows in PGlite, ${copied} copied`);
      total += rows.length;
      log('debug', `copied ${table}: ${rows.length} rows`);
    }
    for (const sequence of sequences) {
      if (sequence.last_value === null) continue;
      await tx.query('SELECT setval($1::regclass, $2, true)', [ident(sequence.name), sequence.last_value]);
    }
  });
  return { tables: tables.length, rows: total };
}

/** Brings the PGlite folder `dataDir` up to this version's schema and copies it into the PostgreSQL at `targetUrl`. */
export async function importPglite(dataDir: string, targetUrl: string, log: DbLog): Promise<ImportResult> {
  const started = performance.now();
  log('info', `${dataDir} holds a PGlite database of an earlier version: copying it into the embedded PostgreSQL`);
  const source = await openPglite(dataDir);
  try {
    await migrate(source);
    const target = await openPostgres(targetUrl);
    try {
      await migrate(target);
      const result = await copyTables(source, target, log);
      log('info', `copied ${result.rows} rows of ${result.tables} tables from PGlite (${Math.round(performance.now() - started)} ms)`);
      return result;
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
}
