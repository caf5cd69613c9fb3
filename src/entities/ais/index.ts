export { AIS_SECTION_KEYS, AIS_SECTION_LABELS } from './model/ais-sections';
export type { AisSectionKey, AisSheet } from './model/ais-sections';
export { AIS_FIELDS, choiceLabel } from './model/ais-fields';
export type { AisField, AisFieldKind } from './model/ais-fields';
