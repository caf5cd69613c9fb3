// The rules of accommodation: a public search, recommending one to the students a caller reaches (each told once, in
// the same transaction), and withdrawing or dismissing a recommendation. Whose student a path or body names is checked
// by the contract's x-access first.
import type { PortalBody, PortalQuery } from '../../contract-types.ts';
import type { Caller } from '../../domain/caller.ts';
import { NotFound } from '../../domain/errors.ts';
import { pageWindow } from '../../domain/lists/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { notify } from '../messaging/index.ts';
import * as repo from './accommodation.repository.ts';

/** Where a student reads what was recommended to them. */
export const ACCOMMODATION_PAGE = '/accommodation';

export function makeAccommodationService({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  async function mustExist(accId: number, field: string): Promise<void> {
    if (!(await repo.accommodationExists(db, accId))) throw new NotFound(`no accommodation ${accId}`, [{ field, message: 'no such accommodation' }]);
  }

  return {
    /** GET /home/accommodations: one page of the public search, cheapest first. */
    search(query: PortalQuery<'listAccommodations'>) {
      return repo.searchAccommodations(db, query, pageWindow(query));
    },

    /** GET /common/students-for-accomodation-recommendation: the students the caller may recommend one to. */
    async candidates(caller: Caller, query: PortalQuery<'listStudentsForAccommodationRecommendation'>) {
      if (query.acc_id !== undefined) await mustExist(query.acc_id, 'query/acc_id');
      return repo.listCandidates(db, caller, { accId: query.acc_id, countryId: query.country_id, q: query.q?.trim() || undefined }, pageWindow(query));
    },

    /**
     * POST /common/recommend-accomodation-students/{acc_id}: recommends it to each student (all reached by the caller,
     * x-access); those who had it keep their first recommendation. Each new one is told by a notification.
     */
    async recommend(caller: Caller, accId: number, body: PortalBody<'recommendAccommodationToStudents'>) {
      await mustExist(accId, 'path/acc_id');
      const note = body.note?.trim() ? body.note.trim() : null;
      return db.transaction(async (tx) => {
        const recommended = await repo.recommend(tx, accId, body.student_user_ids, caller.userId, note, clock.now());
        const place = await repo.nameAndCity(tx, accId);
        const heading = `Accommodation for you: ${place.name}`;
        await notify(tx, {
          userIds: recommended,
          name: 'accommodation_recommended',
          heading: heading.length > 200 ? `${heading.slice(0, 199)}…` : heading,
          text: `${caller.firstName} ${caller.lastName} recommended ${place.name} in ${place.city}.${note ? ` “${note}”` : ''}`,
          link: ACCOMMODATION_PAGE,
        });
        const fresh = new Set(recommended);
        return {
          acc_id: accId,
          recommended: body.student_user_ids.filter((id) => fresh.has(id)),
          already_recommended: body.student_user_ids.filter((id) => !fresh.has(id)),
        };
      });
    },

    /** GET /common/accomodation-recommendation/{id}: what was recommended to the student, newest first. */
    async recommendations(studentId: number) {
      return { items: await repo.recommendationsOf(db, studentId) };
    },

    /** GET /common/accomodation-favourites/{id}: the student's favourites, newest first. */
    async favourites(studentId: number) {
      return { items: await repo.favouritesOf(db, studentId) };
    },

    /** POST /common/accomodation-recommendation-remove/{student_user_id}/{acc_id}: 404 when there is no such recommendation. */
    async remove(studentId: number, accId: number): Promise<void> {
      if (!(await repo.removeRecommendation(db, studentId, accId))) {
        throw new NotFound(`accommodation ${accId} is not recommended to student ${studentId}`, [{ field: 'path/acc_id', message: 'is not recommended to this student' }]);
      }
    },
  };
}

export type AccommodationService = ReturnType<typeof makeAccommodationService>;
