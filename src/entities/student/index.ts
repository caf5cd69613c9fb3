export { studentQueries, profileQuery } from './api/student.queries';
export { downloadStudentFile } from './api/student-file.api';
export { countCharacters } from './model/student.types';
export type {
  StudentDetails,
  AisSheet,
  DocumentChecklistItem,
  DocumentFile,
  SopAnswers,
  SopQuestion,
  CounsellingQuestionnaire,
  CounsellingQuestion,
  QuestionResponse,
} from './model/student.types';
export { studentListQueries, createStudent, setStudentActiveStatus } from './api/student-list.queries';
export { sendBulkMailToStudents, sendStudentWhatsAppMessage } from './api/student-outreach.api';
export type { BulkMailBody, BulkMailResult, BulkMailSkipReason, StudentWhatsAppBody, StudentWhatsAppResult } from './api/student-outreach.api';
export {
  canCreateStudents,
  canSetStudentActive,
  studentFullName,
} from './model/student-list';
export type { StudentSummary, StudentListQuery, StudentCreateBody, StudentActiveStatus } from './model/student-list';
