import type { PortalComponents } from '@/shared/api';

export type StudentDetails = PortalComponents['schemas']['StudentDetails'];
export type AisSheet = PortalComponents['schemas']['AisSheet'];
export type DocumentChecklistItem = PortalComponents['schemas']['DocumentChecklistItem'];
export type DocumentFile = PortalComponents['schemas']['DocumentFile'];
