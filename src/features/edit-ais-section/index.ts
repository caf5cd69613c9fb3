export { AisSectionEditor } from './ui/ais-section-editor';
export { AIS_SECTIONS, validateSection, toBodyItems, toEntries } from './model/ais-sections';
export type { SectionSpec, AisSectionKey } from './model/ais-sections';
