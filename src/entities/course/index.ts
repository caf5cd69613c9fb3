export { courseQueries } from './api/course.queries';
export { INTAKE_MONTHS, COURSE_SORTS, searchQueryFromParams, formatMoney } from './model/course-search';
export type { CourseItem, CourseComparison, RecommendedCourse, IntakeMonth, CourseSort, CourseSearchQuery } from './model/course-search';
export { courseFixture, comparisonFixture } from './lib/course.fixtures';
export { MAX_COMPARE, readCompare, toggleCompare } from './model/compare-selection';
export { CourseCard } from './ui/course-card';
export type { CourseCardProps } from './ui/course-card';
