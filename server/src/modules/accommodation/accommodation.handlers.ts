// Thin handlers of the Accommodation operations, by operationId: read the typed request, call the service, answer the data.
import { requireCaller } from '../../http/caller.ts';
import type { PortalHandlers } from '../../http/typed.ts';
import type { AccommodationService } from './accommodation.service.ts';

export function accommodationHandlers(accommodation: AccommodationService): PortalHandlers {
  return {
    async listAccommodations(request) {
      return accommodation.search(request.query);
    },

    async listStudentsForAccommodationRecommendation(request) {
      return accommodation.candidates(requireCaller(request), request.query);
    },

    async recommendAccommodationToStudents(request) {
      return accommodation.recommend(requireCaller(request), request.params.acc_id, request.body);
    },

    async listAccommodationRecommendations(request) {
      return accommodation.recommendations(request.params.id);
    },

    async listAccommodationFavourites(request) {
      return accommodation.favourites(request.params.id);
    },

    async removeAccommodationRecommendation(request) {
      await accommodation.remove(request.params.student_user_id, request.params.acc_id);
      return { message: 'The recommendation is removed.' };
    },
  };
}
