import type { PortalOperations } from '@/shared/api';
import type { UniversityDetail, UniversitySur, UniversityUpdate } from '@contract/portal-schemas';

export type {
  UniversityFacts, UniversityDetail, UniversityDetailV2, UniversityInfo, UniversityUsp, UniversityUspGroup,
  UniversitySur, UniversityScholarship, UniversityRequirement, UniversityUpdate,
  CourseSearchResult as UniversityCoursePage,
} from '@contract/portal-schemas';

/**
 * A university's page as the viewer may see it: signed in, the whole page (v2: with scholarships and requirements
 * and the latest staff updates); signed out, the public page, where those two are null.
 */
export type UniversityPage = UniversityDetail & { sur: UniversitySur | null; updates: UniversityUpdate[] | null };

/** The filters of a university's course list (the same for the signed-in call and the public search). */
export type UniversityCoursesQuery = NonNullable<PortalOperations['listUniversityCourses']['parameters']['query']>;
export type UniversityUspQuery = NonNullable<PortalOperations['listUniversityUsps']['parameters']['query']>;

/** How many updates the whole page carries (the contract's maxItems): a full set means there may be older ones. */
export const LATEST_UPDATES = 5;

/** A university id from a route parameter: a positive whole number, or null (then there is no such university). */
export function parseUniversityId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}
