// The Additional Information Sheet: saving a section after its rules (ais.sections.ts), and the whole sheet.
import type { Caller } from '../../domain/caller.ts';
import { Unprocessable } from '../../domain/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { existingCountries, loadSection, replaceSection, sectionTimes } from './ais.repository.ts';
import { SECTION_KEYS, SECTIONS, checkSection, countryIds, latestDate, type AisItems, type SectionKey } from './ais.sections.ts';

export type AisSheet = { student_user_id: number; updated_at: string | null } & { [K in SectionKey]: AisItems[K][] };

export function makeAisService({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  return {
    /**
     * Replaces one section with `items`. Every rule is checked first (422 naming each bad field); then the old items
     * are replaced in one transaction, so a failed save leaves the saved section as it was.
     */
    async saveSection<K extends SectionKey>(caller: Caller, key: K, studentId: number, items: AisItems[K][]) {
      const countries = await existingCountries(db, countryIds(key, items));
      const errors = checkSection(key, items, { latest: latestDate(clock.now()), countries });
      if (errors.length > 0) {
        throw new Unprocessable(`${SECTIONS[key].label} not saved: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}`, errors);
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
  };
}

export type AisService = ReturnType<typeof makeAisService>;
