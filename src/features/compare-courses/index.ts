export { CompareCourses } from './ui/compare-courses';
export { differs } from './lib/compare-selection';
