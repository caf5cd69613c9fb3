export { universityQueries } from './api/university.queries';
export { LATEST_UPDATES, parseUniversityId } from './model/university';
export type {
  UniversityFacts,
  UniversityDetail,
  UniversityDetailV2,
  UniversityInfo,
  UniversityUsp,
  UniversityUspGroup,
  UniversitySur,
  UniversityScholarship,
  UniversityRequirement,
  UniversityUpdate,
  UniversityCoursePage,
  UniversityPage,
  UniversityCoursesQuery,
  UniversityUspQuery,
} from './model/university';
export { UniversityUsps, FocusedMark } from './ui/university-usps';
export { universityFactsFixture, universityPageFixture, universityUpdateFixture, uspGroupFixture } from './lib/university.fixtures';
