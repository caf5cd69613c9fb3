export { applicationQueries } from './api/application.queries';
export { statusLabel, countByStatus } from './model/application.types';
export type { Application, ApplicationStatus, ApplicationStatusInfo, TimelineEntry, ChatMessage } from './model/application.types';
export { ApplicationTimeline } from './ui/application-timeline';
export { applicationFixture, statusesFixture } from './lib/application.fixtures';
