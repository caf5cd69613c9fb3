import type { PortalOperations } from '@/shared/api';

export type {
  Accommodation,
  AccommodationCandidateStudent,
  AccommodationFavourite,
  AccommodationRecommendation,
  AccommodationType,
} from '@contract/portal-schemas';

export type AccommodationSearchQuery = NonNullable<PortalOperations['listAccommodations']['parameters']['query']>;
export type AccommodationCandidateQuery = NonNullable<PortalOperations['listStudentsForAccommodationRecommendation']['parameters']['query']>;

/** The kinds of accommodation, in the order a filter lists them, with their names. */
export const ACCOMMODATION_TYPES = [
  { value: 'hostel', label: 'Residence hall' },
  { value: 'apartment', label: 'Shared apartment' },
  { value: 'studio', label: 'Studio' },
  { value: 'homestay', label: 'Homestay' },
] as const;

export const accommodationTypeLabel = (type: string): string => ACCOMMODATION_TYPES.find((t) => t.value === type)?.label ?? type;
