import type { Db } from '../../db/types.ts';
import { unprocessable } from '../../http/errors.ts';
import type { Caller } from '../../http/ownership.ts';
import { existingCountries, loadSection, replaceSection, sectionTimes } from './ais.repository.ts';
import { SECTION_KEYS, SECTIONS, checkSection, countryIds, latestDate, type AisItems, type SectionKey } from './ais.sections.ts';

export type AisSheet = { student_user_id: number; updated_at: string | null } & { [K in SectionKey]: AisItems[K][] };

export function makeAisService(db: Db) {
  return {
    /**
     * Replaces one section with `items`. Every rule is checked first (422 naming each bad field); then the old items
     * are replaced in one transaction, so a failed save leaves the saved section as it was.
     */
    async saveSection<K extends SectionKey>(caller: Caller, key: K, studentId: number, items: AisItems[K][]) {
      const countries = await existingCountries(db, countryIds(key, items));
      const errors = checkSection(key, items, { latest: latestDate(), countries });
      if (errors.length > 0) {
        throw unprocessable(`${SECTIONS[key].label} not saved: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}`, errors);
      }
      return db.transaction(async (tx) => {
        await replaceSection(tx, key, studentId, items, caller.userId);
        const saved = await loadSection(tx, key, studentId);
        const times = await sectionTimes(tx, studentId);
        return { student_user_id: studentId, items: saved, updated_at: times.get(key)?.toISOString() ?? null };
      });
    },

    /** All seven sections of a student's sheet, with the time of the last save of any. */
    async sheet(studentId: number): Promise<AisSheet> {
      const times = await sectionTimes(db, studentId);
      const sections = await Promise.all(SECTION_KEYS.map((key) => loadSection(db, key, studentId)));
      const latest = [...times.values()].reduce<Date | null>((max, t) => (max === null || t > max ? t : max), null);
      const sheet = { student_user_id: studentId, updated_at: latest?.toISOString() ?? null } as AisSheet;
      SECTION_KEYS.forEach((key, i) => {
        (sheet as Record<string, unknown>)[key] = sections[i];
      });
      return sheet;
    },

    /** Which sections were saved (an empty saved section means "none"), and how many items each holds. */
    async filled(studentId: number): Promise<Record<SectionKey, { saved: boolean; count: number }>> {
      const { rows } = await db.query<{ section: SectionKey; saved: boolean; count: number }>(
        `SELECT k.section, s.section IS NOT NULL AS saved,
                CASE k.section
                  ${SECTION_KEYS.map((key) => `WHEN '${key}' THEN (SELECT count(*)::int FROM ${SECTIONS[key].table} t WHERE t.student_user_id = $1)`).join('\n                  ')}
                END AS count
           FROM unnest(ARRAY[${SECTION_KEYS.map((k) => `'${k}'`).join(', ')}]::text[]) AS k(section)
           LEFT JOIN ais_sections s ON s.student_user_id = $1 AND s.section = k.section`,
        [studentId],
      );
      return Object.fromEntries(rows.map((r) => [r.section, { saved: r.saved, count: r.count }])) as Record<
        SectionKey,
        { saved: boolean; count: number }
      >;
    },
  };
}

export type AisService = ReturnType<typeof makeAisService>;
