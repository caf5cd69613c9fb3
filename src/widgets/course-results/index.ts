export { CourseResults, LazyApplyToCourse } from './ui/course-results';
export type { CourseResultsProps } from './ui/course-results';
