export { courseQueries } from './api/course.queries';
export { INTAKE_MONTHS, COURSE_SORTS, COURSE_SEARCH_PARAMS, toCourseSearchQuery, formatMoney } from './model/course-search';
export type { CourseItem, CourseComparison, RecommendedCourse, IntakeMonth, CourseSort, CourseSearchQuery, CourseSearchState } from './model/course-search';
export { courseFixture, comparisonFixture } from './lib/course.fixtures';
export { MAX_COMPARE, COMPARE_PARAMS, toggleCompare } from './model/compare-selection';
export { CourseCard } from './ui/course-card';
export type { CourseCardProps } from './ui/course-card';
