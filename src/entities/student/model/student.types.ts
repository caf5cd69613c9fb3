import type { PortalComponents } from '@/shared/api';

export type StudentDetails = PortalComponents['schemas']['StudentDetails'];
export type AisSheet = PortalComponents['schemas']['AisSheet'];
export type DocumentChecklistItem = PortalComponents['schemas']['DocumentChecklistItem'];
export type DocumentFile = PortalComponents['schemas']['DocumentFile'];
export type SopAnswers = PortalComponents['schemas']['SopAnswers'];
export type SopQuestion = PortalComponents['schemas']['SopQuestion'];
export type CounsellingQuestionnaire = PortalComponents['schemas']['CounsellingQuestionnaire'];
export type CounsellingQuestion = PortalComponents['schemas']['CounsellingQuestion'];
export type QuestionResponse = PortalComponents['schemas']['QuestionResponse'];

/** Characters as the server counts them: code points of the trimmed text. */
export const countCharacters = (text: string): number => [...text.trim()].length;
