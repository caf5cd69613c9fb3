// The accommodation module: the public search of student accommodation, recommendations to students and their favourites.
import { defineModule } from '../../platform/module.ts';
import { accommodationHandlers } from './accommodation.handlers.ts';
import { makeAccommodationService } from './accommodation.service.ts';

export type { AccommodationService } from './accommodation.service.ts';

export const accommodationModule = defineModule({
  name: 'accommodation',
  services: { accommodation: makeAccommodationService },
  handlers: ({ accommodation }) => ({ portal: accommodationHandlers(accommodation) }),
});
