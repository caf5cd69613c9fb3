export { CompareCourses } from './ui/compare-courses';
export { readCompare, toggleCompare, differs, MAX_COMPARE } from './lib/compare-selection';
