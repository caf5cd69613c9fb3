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
