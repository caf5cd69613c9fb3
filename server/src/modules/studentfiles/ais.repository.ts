// The SQL of the Additional Information Sheet: one table per section (ais.sections.ts says which) and ais_sections,
// which records when each section was last saved (an empty saved section means "none").
import type { Queryable } from '../../db/types.ts';
import { SECTION_KEYS, SECTIONS, type AisItems, type SectionKey } from './ais.sections.ts';

/** Which of these country ids exist. */
export async function existingCountries(db: Queryable, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const { rows } = await db.query<{ country_id: number }>(
    'SELECT country_id FROM countries WHERE country_id IN (SELECT jsonb_array_elements_text($1::jsonb)::int)',
    [JSON.stringify(ids)],
  );
  return new Set(rows.map((r) => r.country_id));
}

/** Replaces a section's items (in the order given) and stamps the section as saved by `by`. Run inside a transaction. */
export async function replaceSection<K extends SectionKey>(
  tx: Queryable,
  key: K,
  studentId: number,
  items: AisItems[K][],
  by: number,
): Promise<void> {
  const { table, columns } = SECTIONS[key];
  await tx.query(`DELETE FROM ${table} WHERE student_user_id = $1`, [studentId]);
  if (items.length > 0) {
    const names = columns.map((c) => c.name);
    const rows = items.map((item, position) => ({ ...(item as Record<string, unknown>), position }));
    await tx.query(
      `INSERT INTO ${table} (student_user_id, position, ${names.join(', ')})
       SELECT $1, x.position, ${names.map((n) => `x.${n}`).join(', ')}
         FROM jsonb_to_recordset($2::jsonb) AS x(position integer, ${columns.map((c) => `${c.name} ${c.sql}`).join(', ')})`,
      [studentId, JSON.stringify(rows)],
    );
  }
  await tx.query(
    `INSERT INTO ais_sections (student_user_id, section, updated_at, updated_by) VALUES ($1, $2, now(), $3)
     ON CONFLICT (student_user_id, section) DO UPDATE SET updated_at = now(), updated_by = EXCLUDED.updated_by`,
    [studentId, key, by],
  );
}

/** A section's items in their order, shaped as the contract's items (optional fields left out when empty). */
export async function loadSection<K extends SectionKey>(db: Queryable, key: K, studentId: number): Promise<AisItems[K][]> {
  const { table, columns } = SECTIONS[key];
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT ${columns.map((c) => (c.sql === 'date' ? `to_char(${c.name}, 'YYYY-MM-DD') AS ${c.name}` : c.name)).join(', ')}
       FROM ${table} WHERE student_user_id = $1 ORDER BY position`,
    [studentId],
  );
  return rows.map((row) => {
    const item: Record<string, unknown> = {};
    for (const c of columns) {
      let value = row[c.name];
      if (value === null && c.omitWhenNull) continue;
      if (c.sql === 'numeric' && value !== null) value = Number(value);
      if (c.name === 'income_currency' && typeof value === 'string') value = value.trim();
      item[c.name] = value;
    }
    return item as AisItems[K];
  });
}

/** When each saved section was last saved. */
export async function sectionTimes(db: Queryable, studentId: number): Promise<Map<SectionKey, Date>> {
  const { rows } = await db.query<{ section: SectionKey; updated_at: Date }>(
    'SELECT section, updated_at FROM ais_sections WHERE student_user_id = $1',
    [studentId],
  );
  return new Map(rows.map((r) => [r.section, new Date(r.updated_at)]));
}

export type SectionFill = Record<SectionKey, { saved: boolean; count: number }>;

/** Which sections were saved (an empty saved section means "none"), and how many items each holds. */
export async function sectionFill(db: Queryable, studentId: number): Promise<SectionFill> {
  const { rows } = await db.query<{ section: SectionKey; saved: boolean; count: number }>(
    `SELECT k.section, s.section IS NOT NULL AS saved,
            CASE k.section
              ${SECTION_KEYS.map((key) => `WHEN '${key}' THEN (SELECT count(*)::int FROM ${SECTIONS[key].table} t WHERE t.student_user_id = $1)`).join('\n              ')}
            END AS count
       FROM unnest(ARRAY[${SECTION_KEYS.map((k) => `'${k}'`).join(', ')}]::text[]) AS k(section)
       LEFT JOIN ais_sections s ON s.student_user_id = $1 AND s.section = k.section`,
    [studentId],
  );
  return Object.fromEntries(rows.map((r) => [r.section, { saved: r.saved, count: r.count }])) as SectionFill;
}
