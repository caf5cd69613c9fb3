export { AisSectionEditor } from './ui/ais-section-editor';
export { SopAnswersEditor } from './ui/sop-answers-editor';
export { CounsellingEditor } from './ui/counselling-editor';
export { AIS_SECTIONS, validateSection, toBodyItems, toEntries } from './model/ais-sections';
export type { SectionSpec, AisSectionKey } from './model/ais-sections';
