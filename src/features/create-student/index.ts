export { CreateStudentDialog } from './ui/create-student-dialog';
export type { CreateStudentDialogProps } from './ui/create-student-dialog';
