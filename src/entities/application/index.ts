export { applicationQueries } from './api/application.queries';
export { statusLabel, countByStatus } from './model/application.types';
export type { Application, ApplicationStatus, ApplicationStatusInfo, TimelineEntry, ChatMessage } from './model/application.types';
export { ApplicationTimeline } from './ui/application-timeline';
export { applicationFixture, statusesFixture } from './lib/application.fixtures';
export { applicationListQueries } from './api/application-list.queries';
export { subStatusLabel, applicationDetailsPath } from './model/application-list';
export type { ApplicationListQuery } from './model/application-list';
export { ApplicationStatusBadge, applicationStatusTone } from './ui/application-status-badge';
