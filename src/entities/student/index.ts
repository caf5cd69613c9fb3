export { studentQueries, profileQuery } from './api/student.queries';
export type { StudentDetails, AisSheet, DocumentChecklistItem, DocumentFile } from './model/student.types';
