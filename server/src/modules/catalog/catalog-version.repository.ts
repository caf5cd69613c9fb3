// SQL of the catalog's version (the catalog_version row, bumped by statement triggers on every catalog table in the
// transaction of the change: migration 0023), read by the answer cache of catalog-cache.ts.
import type { Queryable } from '../../db/types.ts';

/** The catalog's version; -1 when its row is missing (then nothing is kept: every answer is computed). */
export async function readCatalogVersion(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ version: number | string }>('SELECT version FROM catalog_version');
  return rows.length > 0 ? Number(rows[0].version) : -1;
}
