export { accommodationQueries, refreshRecommendations } from './api/accommodation.queries';
export {
  ACCOMMODATION_TYPES,
  accommodationTypeLabel,
  type Accommodation,
  type AccommodationCandidateQuery,
  type AccommodationCandidateStudent,
  type AccommodationFavourite,
  type AccommodationRecommendation,
  type AccommodationSearchQuery,
  type AccommodationType,
} from './model/accommodation.types';
export { AccommodationCard } from './ui/accommodation-card';
