export type {
  StudentDetails, AisSheet, DocumentChecklistItem, DocumentFile, SopAnswers, SopQuestion, CounsellingQuestionnaire,
  CounsellingQuestion, QuestionResponse,
} from '@contract/portal-schemas';

/** Characters as the server counts them: code points of the trimmed text. */
export const countCharacters = (text: string): number => [...text.trim()].length;
