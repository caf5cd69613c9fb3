// The SQL of one course as the catalog shows it: the search's item (course, university, level, category, fees and
// minimum requirements), and the detail with its university's facts for a course page or a comparison.
import type { PortalSchemas } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';

type Schemas = PortalSchemas;
export type Month = Schemas['IntakeMonth'];

export const MONTHS: readonly Month[] = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Words of the free text (at most 8, so a pasted paragraph cannot make a huge statement). */
export function searchWords(q: string | undefined): string[] {
  return (q ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
}

/** The columns of a course item over `c` (courses) and the joins below. */
export const COURSE_ITEM_COLUMNS = `
  c.course_id, c.name AS course_name, u.university_id, u.name AS university_name, u.country_id, k.name AS country_name,
  ci.name AS city_name, u.focused, u.ranking, u.logo_url, c.course_level_id, cl.name AS course_level_name,
  c.course_category_id, cc.name AS course_category_name, c.intakes, c.duration_months, c.tuition_fee, c.currency,
  c.tuition_fee_usd, c.application_fee, c.ielts_min, c.ielts_min_band, c.toefl_min, c.pte_min, c.duolingo_min,
  c.min_percentage, c.gap_years_allowed`;

export const COURSE_ITEM_JOINS = `
  JOIN universities u ON u.university_id = c.university_id
  JOIN countries k ON k.country_id = u.country_id
  LEFT JOIN cities ci ON ci.city_id = u.city_id
  JOIN course_levels cl ON cl.course_level_id = c.course_level_id
  JOIN course_categories cc ON cc.course_category_id = c.course_category_id`;

/** The minimum requirements as stored on a course or a university's level. */
export type RequirementColumns = {
  ielts_min: number | null;
  ielts_min_band: number | null;
  toefl_min: number | null;
  pte_min: number | null;
  duolingo_min: number | null;
  min_percentage: number | null;
  gap_years_allowed: number | null;
};

type University = Schemas['CourseItem']['university'];

export type CourseItemRow = RequirementColumns &
  Pick<Schemas['CourseItem'], 'course_id' | 'course_name' | 'duration_months' | 'tuition_fee' | 'currency' | 'tuition_fee_usd' | 'application_fee'> &
  Pick<University, 'university_id' | 'country_id' | 'country_name' | 'city_name' | 'focused' | 'ranking' | 'logo_url'> & {
    university_name: string;
    course_level_id: number;
    course_level_name: string;
    course_category_id: number;
    course_category_name: string;
    intakes: string[];
  };

export const toRequirements = (row: RequirementColumns): Schemas['CourseRequirements'] => ({
  ielts_overall: row.ielts_min,
  ielts_min_band: row.ielts_min_band,
  toefl_total: row.toefl_min,
  pte_overall: row.pte_min,
  duolingo: row.duolingo_min,
  percentage: row.min_percentage,
  gap_years_allowed: row.gap_years_allowed,
});

export function toCourseItem(row: CourseItemRow): Schemas['CourseItem'] {
  return {
    course_id: row.course_id,
    course_name: row.course_name,
    university: {
      university_id: row.university_id,
      name: row.university_name,
      country_id: row.country_id,
      country_name: row.country_name,
      city_name: row.city_name,
      focused: row.focused,
      ranking: row.ranking,
      logo_url: row.logo_url,
    },
    course_level: { course_level_id: row.course_level_id, name: row.course_level_name },
    course_category: { course_category_id: row.course_category_id, name: row.course_category_name },
    intakes: row.intakes as Month[],
    duration_months: row.duration_months,
    tuition_fee: row.tuition_fee,
    currency: row.currency,
    tuition_fee_usd: row.tuition_fee_usd,
    application_fee: row.application_fee,
    minimum_requirements: toRequirements(row),
  };
}

type CourseDetailRow = CourseItemRow &
  Pick<Schemas['CourseDetail'], 'description' | 'study_mode' | 'course_url' | 'scholarships_available'> &
  Pick<Schemas['UniversityFacts'], 'established_year' | 'website' | 'state_name' | 'city_id'> & {
    university_type: Schemas['UniversityFacts']['type'];
    university_description: string | null;
  };

export type CourseRecord = { detail: Schemas['CourseDetail']; university: Schemas['UniversityFacts'] };

/** Courses by id with their detail and their university's facts (in no particular order; missing ids are absent). */
export async function findCourses(db: Queryable, courseIds: readonly number[]): Promise<Map<number, CourseRecord>> {
  const { rows } = await db.query<CourseDetailRow>(
    `SELECT ${COURSE_ITEM_COLUMNS}, c.description, c.study_mode, c.course_url,
            EXISTS (SELECT 1 FROM university_scholarships s
                     WHERE s.university_id = c.university_id
                       AND (s.course_level_id IS NULL OR s.course_level_id = c.course_level_id)) AS scholarships_available,
            u.type AS university_type, u.established_year, u.website, u.description AS university_description,
            st.name AS state_name, u.city_id
       FROM courses c ${COURSE_ITEM_JOINS}
       LEFT JOIN states st ON st.state_id = u.state_id
      WHERE c.course_id = ANY($1::int[])`,
    [courseIds],
  );
  return new Map(
    rows.map((row) => [
      row.course_id,
      {
        detail: {
          ...toCourseItem(row),
          description: row.description,
          study_mode: row.study_mode,
          course_url: row.course_url,
          scholarships_available: row.scholarships_available,
        },
        university: {
          university_id: row.university_id,
          name: row.university_name,
          logo_url: row.logo_url,
          type: row.university_type,
          established_year: row.established_year,
          ranking: row.ranking,
          website: row.website,
          description: row.university_description,
          country_id: row.country_id,
          country_name: row.country_name,
          state_name: row.state_name,
          city_id: row.city_id,
          city_name: row.city_name,
          focused: row.focused,
        },
      },
    ]),
  );
}
