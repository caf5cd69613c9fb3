export { SetStudentActive } from './ui/set-student-active';
export type { SetStudentActiveProps } from './ui/set-student-active';
