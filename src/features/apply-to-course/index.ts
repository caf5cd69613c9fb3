export { ApplyToCourse } from './ui/apply-to-course';
export type { ApplyToCourseProps } from './ui/apply-to-course';
