export { SetStudentActiveConfirm } from './ui/set-student-active-confirm';
export type { SetStudentActiveConfirmProps } from './ui/set-student-active-confirm';
