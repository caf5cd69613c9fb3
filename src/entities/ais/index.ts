export { AIS_SECTION_KEYS, AIS_SECTION_LABELS } from './model/ais-sections';
export type { AisSectionKey } from './model/ais-sections';
