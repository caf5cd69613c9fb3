// transitional: the catalog's SQL is split into courses, course-search, universities, updates and reference
// repositories; applications (not converted yet) reads findCourses from this path. Remove with that import.
export { findCourses } from './courses.repository.ts';
