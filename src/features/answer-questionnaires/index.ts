export { SopAnswersEditor } from './ui/sop-answers-editor';
export { CounsellingEditor } from './ui/counselling-editor';
