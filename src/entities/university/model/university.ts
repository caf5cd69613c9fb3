import type { PortalComponents, PortalOperations } from '@/shared/api';

type Schemas = PortalComponents['schemas'];

export type UniversityFacts = Schemas['UniversityFacts'];
export type UniversityDetail = Schemas['UniversityDetail'];
export type UniversityDetailV2 = Schemas['UniversityDetailV2'];
export type UniversityInfo = Schemas['UniversityInfo'];
export type UniversityUsp = Schemas['UniversityUsp'];
export type UniversityUspGroup = Schemas['UniversityUspGroup'];
export type UniversitySur = Schemas['UniversitySur'];
export type UniversityScholarship = Schemas['UniversityScholarship'];
export type UniversityRequirement = Schemas['UniversityRequirement'];
export type UniversityUpdate = Schemas['UniversityUpdate'];
export type UniversityCoursePage = Schemas['CourseSearchResult'];

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
