import type { CourseComparison, CourseItem } from '../model/course-search';

/** A course as the server answers it, for component tests. */
export function courseFixture(overrides: Partial<CourseItem> & { course_id: number }): CourseItem {
  return {
    course_name: `Course ${overrides.course_id}`,
    university: {
      university_id: 7, name: 'Maple University', country_id: 2, country_name: 'Canada', city_name: 'Toronto', focused: false, ranking: 120, logo_url: null,
    },
    course_level: { course_level_id: 3, name: 'Postgraduate' },
    course_category: { course_category_id: 4, name: 'Computing' },
    intakes: ['Jan', 'Sep'],
    duration_months: 24,
    tuition_fee: 30000,
    currency: 'CAD',
    tuition_fee_usd: 22000,
    application_fee: 100,
    minimum_requirements: { ielts_overall: 6.5, ielts_min_band: 6, toefl_total: 90, pte_overall: 60, duolingo: 110, percentage: 60, gap_years_allowed: 2 },
    ...overrides,
  };
}

export function comparisonFixture(course: CourseItem): CourseComparison {
  return {
    ...course,
    university_facts: {
      university_id: course.university.university_id, name: course.university.name, logo_url: null, type: 'public', established_year: 1900,
      ranking: course.university.ranking, website: null, description: null, country_id: course.university.country_id,
      country_name: course.university.country_name, state_name: null, city_id: null, city_name: course.university.city_name, focused: course.university.focused,
    },
  };
}
